// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npm run generate` replaces it.
/**
 * Results on the wire as ASMX writes them: in the SOAP Body as the operation's response elements
 * (`<opResponse xmlns="ns"><opResult>`), with the header blocks the implementation set, and on
 * HTTP GET/POST as an indented document whose root is the result type's element. Strings are built
 * by the contract's codecs; nothing is parsed back.
 */
import { RESPONSE_END, XML_DECLARATION, XSD_NS, XSI_NS, escapeXml, responseEnvelopeStart, writeParts, } from "./contract-runtime.js";
import { BodyPieces, PieceWriter } from "./body-pieces.js";
import { indentXml } from "./indent-xml.js";
import { resultFields } from "./request-params.js";
/** The SOAP answer in pieces: the envelope written around the result as it is encoded. */
export function soapResult(version, operation, value, headers, service) {
    const { codec } = operation;
    const body = new BodyPieces();
    const w = new PieceWriter(body);
    w.raw(responseEnvelopeStart(version, headerBlocks(operation, headers, service)));
    codec.output?.writeTo(w, resultFields(codec, value), codec.name);
    w.raw(RESPONSE_END);
    w.flush();
    return body;
}
/** The header blocks the operation's output binds that the implementation set. */
function headerBlocks(operation, values, service) {
    let xml = "";
    for (const name of operation.codec.outputHeaders) {
        const value = values[name];
        if (value === undefined)
            continue;
        const { element, namespace, codec } = service.headers[name];
        const [attributes, content] = writeParts(codec, value, name, namespace);
        const open = `<${element} xmlns="${escapeXml(namespace)}"${attributes}`;
        xml += content === "" ? `${open} />` : `${open}>${content}</${element}>`;
    }
    return xml;
}
export function httpResult(operation, value) {
    const http = operation.http;
    const root = http.root;
    const ns = escapeXml(operation.codec.namespace);
    const [attributes, content] = writeParts(http.result, value, root, operation.codec.namespace);
    if (!content.startsWith("<")) {
        // A simple result: `<string xmlns="ns">text</string>`.
        return `${XML_DECLARATION}\n<${root}${attributes} xmlns="${ns}"${content === "" ? " />" : `>${content}</${root}>`}`;
    }
    const start = `<${root}${attributes} xmlns:xsd="${XSD_NS}" xmlns:xsi="${XSI_NS}" xmlns="${ns}">`;
    return `${XML_DECLARATION}\n${start}${indentXml(content, 1)}\n</${root}>`;
}
//# sourceMappingURL=result-writer.js.map