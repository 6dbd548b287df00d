/**
 * Small WSDL contracts for the construct tests: a schema fragment (prefix `xs`, target namespace
 * `urn:c`, elements qualified) and operations given by their messages, bound on the SOAP ports
 * asked for (and on HTTP GET/POST, as ASMX binds them, for operations that say how), in one
 * service named `Construct`.
 */
export const TNS = "urn:c";

export interface OperationSpec {
  name: string;
  /** The input message's parts (`<wsdl:part .../>` markup). */
  input: string;
  /** The output message's parts; absent: one-way. */
  output?: string;
  /** `name -> parts` of each fault's message. */
  faults?: Record<string, string>;
  /** soap:header elements of the binding's input and output (messages go in `messages`). */
  inputHeaders?: string;
  outputHeaders?: string;
  soapAction?: string;
  /**
   * The messages of its HTTP GET and POST bindings, as ASMX publishes them: the input's parts one
   * per parameter (`type="xs:string"`), the output's the `Body` part naming the root element.
   */
  http?: { input: string; output: string };
}

/**
 * The operation `list`: the schema's element `list` in, `listResponse` out (the runtime tests'
 * contracts of one list); `more` adds to it or replaces its parts.
 */
export const listOperation = (more: Partial<OperationSpec> = {}): OperationSpec => ({
  name: "list",
  input: '<wsdl:part name="p" element="tns:list" />',
  output: '<wsdl:part name="p" element="tns:listResponse" />',
  ...more,
});

export interface ContractSpec {
  schema: string;
  operations: OperationSpec[];
  style?: "document" | "rpc";
  /** soap:body namespace= (rpc). */
  bodyNamespace?: string;
  /** More messages (headers). */
  messages?: Record<string, string>;
  /** The ports (soap11 and soap12 unless given); HTTP GET/POST bind the operations that have `http`. */
  ports?: Port[];
}

type Port = "soap11" | "soap12" | "httpGet" | "httpPost";
const isSoap = (port: Port): port is "soap11" | "soap12" => port === "soap11" || port === "soap12";

const SOAP = {
  soap11: "http://schemas.xmlsoap.org/wsdl/soap/",
  soap12: "http://schemas.xmlsoap.org/wsdl/soap12/",
};
const PREFIX = { soap11: "soap", soap12: "soap12" };

export function contract(spec: ContractSpec): string {
  const messages: string[] = [];
  const message = (name: string, parts: string) =>
    messages.push(`<wsdl:message name="${name}">${parts}</wsdl:message>`);
  for (const op of spec.operations) {
    message(`${op.name}In`, op.input);
    if (op.output !== undefined) message(`${op.name}Out`, op.output);
    for (const [fault, parts] of Object.entries(op.faults ?? {}))
      message(`${op.name}${fault}`, parts);
    if (op.http) {
      message(`${op.name}HttpIn`, op.http.input);
      message(`${op.name}HttpOut`, op.http.output);
    }
  }
  for (const [name, parts] of Object.entries(spec.messages ?? {})) message(name, parts);
  const portTypeOps = spec.operations.map(
    (op) =>
      `<wsdl:operation name="${op.name}"><wsdl:input message="tns:${op.name}In" />${op.output !== undefined ? `<wsdl:output message="tns:${op.name}Out" />` : ""}` +
      `${Object.keys(op.faults ?? {})
        .map((f) => `<wsdl:fault name="${f}" message="tns:${op.name}${f}" />`)
        .join("")}</wsdl:operation>`,
  );
  const ports = spec.ports ?? ["soap11", "soap12"];
  const httpOps = spec.operations.filter((op) => op.http);
  const httpPorts = ports.filter((p) => !isSoap(p));
  const httpPortType = `<wsdl:portType name="ConstructHttp">${httpOps.map((op) => `<wsdl:operation name="${op.name}"><wsdl:input message="tns:${op.name}HttpIn" /><wsdl:output message="tns:${op.name}HttpOut" /></wsdl:operation>`).join("")}</wsdl:portType>`;
  const httpBindings = httpPorts.map((kind) => {
    const input =
      kind === "httpGet"
        ? "<http:urlEncoded />"
        : '<mime:content type="application/x-www-form-urlencoded" />';
    const ops = httpOps.map(
      (op) =>
        `<wsdl:operation name="${op.name}"><http:operation location="/${op.name}" /><wsdl:input>${input}</wsdl:input><wsdl:output><mime:mimeXml part="Body" /></wsdl:output></wsdl:operation>`,
    );
    return `<wsdl:binding name="Construct_${kind}" type="tns:ConstructHttp"><http:binding verb="${kind === "httpGet" ? "GET" : "POST"}" />${ops.join("")}</wsdl:binding>`;
  });
  const body = (p: string) =>
    `<${p}:body use="literal"${spec.bodyNamespace ? ` namespace="${spec.bodyNamespace}"` : ""} />`;
  const bindings = ports.filter(isSoap).map((kind) => {
    const p = PREFIX[kind];
    const ops = spec.operations.map(
      (op) =>
        `<wsdl:operation name="${op.name}"><${p}:operation soapAction="${op.soapAction ?? `urn:c/${op.name}`}" />` +
        `<wsdl:input>${body(p)}${op.inputHeaders?.replaceAll("soap:", `${p}:`) ?? ""}</wsdl:input>` +
        `${op.output !== undefined ? `<wsdl:output>${body(p)}${op.outputHeaders?.replaceAll("soap:", `${p}:`) ?? ""}</wsdl:output>` : ""}` +
        `${Object.keys(op.faults ?? {})
          .map(
            (f) => `<wsdl:fault name="${f}"><${p}:fault name="${f}" use="literal" /></wsdl:fault>`,
          )
          .join("")}</wsdl:operation>`,
    );
    return `<wsdl:binding name="Construct_${kind}" type="tns:ConstructPort"><${p}:binding style="${spec.style ?? "document"}" transport="http://schemas.xmlsoap.org/soap/http" />${ops.join("")}</wsdl:binding>`;
  });
  const service = ports.map(
    (kind) =>
      `<wsdl:port name="Construct_${kind}" binding="tns:Construct_${kind}"><${isSoap(kind) ? PREFIX[kind] : "http"}:address location="http://localhost/construct" /></wsdl:port>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="${SOAP.soap11}" xmlns:soap12="${SOAP.soap12}" xmlns:http="http://schemas.xmlsoap.org/wsdl/http/" xmlns:mime="http://schemas.xmlsoap.org/wsdl/mime/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:tns="${TNS}" targetNamespace="${TNS}">
  <wsdl:types><xs:schema targetNamespace="${TNS}" elementFormDefault="qualified">${spec.schema}</xs:schema></wsdl:types>
  ${messages.join("\n  ")}
  <wsdl:portType name="ConstructPort">${portTypeOps.join("")}</wsdl:portType>${httpPorts.length > 0 ? `\n  ${httpPortType}` : ""}
  ${[...bindings, ...httpBindings].join("\n  ")}
  <wsdl:service name="Construct">${service.join("")}</wsdl:service>
</wsdl:definitions>
`;
}
