// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { XmlValueError } from "./codec.js";
import { XmlEvent } from "./xml-reader.js";
const XOP_NS = "http://www.w3.org/2004/08/xop/include";
const XOP_XML = "application/xop+xml";
class ReceivedParts {
  #parts;
  constructor(message) {
    this.#parts = message.parts;
  }
  readBinary(r, codec) {
    const swaRef = r.attribute("", "href");
    if (swaRef !== void 0 && /^cid:/i.test(swaRef)) {
      r.skipElement();
      return this.#part(r.localName, swaRef);
    }
    let text = "";
    let bytes;
    for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
      if (event === XmlEvent.Text) text += r.text;
      else if (bytes === void 0 && r.namespace === XOP_NS && r.localName === "Include") {
        const href = r.attribute("", "href") ?? "";
        r.skipElement();
        bytes = this.#part("Include", href);
      } else
        throw new XmlValueError(
          r.localName,
          `text of ${codec.expected}, or one xop:Include`,
          `<${r.qName}>`
        );
    }
    const name = r.localName;
    if (bytes !== void 0) {
      if (text.trim() !== "") throw new XmlValueError(name, "an xop:Include alone", text);
      return bytes;
    }
    const value = codec.parse(text);
    if (value === void 0) throw new XmlValueError(name, codec.expected, text);
    return value;
  }
  #part(element, href) {
    const bytes = /^cid:/i.test(href) ? this.#parts.get(cidOf(href)) : void 0;
    if (bytes === void 0)
      throw new XmlValueError(element, "a cid: URL naming a part of the message", href);
    return bytes;
  }
}
function cidOf(href) {
  try {
    return decodeURIComponent(href.slice(4));
  } catch {
    return href.slice(4);
  }
}
class XopWriter {
  parts = [];
  #threshold;
  #suffix = `${crypto.randomUUID()}@soapgen`;
  constructor(threshold) {
    this.#threshold = threshold;
  }
  writeBinary(w, start, name, _path, value) {
    if (!(value instanceof Uint8Array) || value.length < this.#threshold) return false;
    const id = `${this.parts.length + 1}.${this.#suffix}`;
    this.parts.push({ id, bytes: value });
    w.open(start);
    w.raw(`<xop:Include xmlns:xop="${XOP_NS}" href="cid:${id}" />`);
    w.close(name);
    return true;
  }
}
function xopMessage(envelope, soapType, parts) {
  const boundary = `MIMEBoundary_${crypto.randomUUID()}`;
  const root = `root.${crypto.randomUUID()}@soapgen`;
  const info = quoted(soapType);
  const pieces = [
    `--${boundary}\r
Content-Type: ${XOP_XML}; charset=utf-8; type=${info}\r
Content-Transfer-Encoding: binary\r
Content-ID: <${root}>\r
\r
`,
    ...typeof envelope === "string" ? [envelope] : envelope
  ];
  for (const part of parts)
    pieces.push(
      `\r
--${boundary}\r
Content-Type: application/octet-stream\r
Content-Transfer-Encoding: binary\r
Content-ID: <${part.id}>\r
\r
`,
      part.bytes
    );
  pieces.push(`\r
--${boundary}--\r
`);
  return {
    contentType: `multipart/related; type="${XOP_XML}"; boundary="${boundary}"; start="<${root}>"; start-info=${info}`,
    pieces
  };
}
function quoted(text) {
  return `"${text.replace(/["\\]/g, "\\$&")}"`;
}
export {
  ReceivedParts,
  XOP_NS,
  XOP_XML,
  XopWriter,
  xopMessage
};
//# sourceMappingURL=xop.js.map
