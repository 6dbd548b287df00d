/**
 * Small WSDL contracts for the construct tests: a schema fragment (prefix `xs`, target namespace
 * `urn:c`, elements qualified) and operations given by their messages, bound on the SOAP ports
 * asked for, in one service named `Construct`.
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
}

export interface ContractSpec {
  schema: string;
  operations: OperationSpec[];
  style?: "document" | "rpc";
  /** soap:body namespace= (rpc). */
  bodyNamespace?: string;
  /** More messages (headers). */
  messages?: Record<string, string>;
  ports?: ("soap11" | "soap12")[];
}

const SOAP = { soap11: "http://schemas.xmlsoap.org/wsdl/soap/", soap12: "http://schemas.xmlsoap.org/wsdl/soap12/" };
const PREFIX = { soap11: "soap", soap12: "soap12" };

export function contract(spec: ContractSpec): string {
  const messages: string[] = [];
  const message = (name: string, parts: string) => messages.push(`<wsdl:message name="${name}">${parts}</wsdl:message>`);
  for (const op of spec.operations) {
    message(`${op.name}In`, op.input);
    if (op.output !== undefined) message(`${op.name}Out`, op.output);
    for (const [fault, parts] of Object.entries(op.faults ?? {})) message(`${op.name}${fault}`, parts);
  }
  for (const [name, parts] of Object.entries(spec.messages ?? {})) message(name, parts);
  const portTypeOps = spec.operations.map(
    (op) =>
      `<wsdl:operation name="${op.name}"><wsdl:input message="tns:${op.name}In" />${op.output !== undefined ? `<wsdl:output message="tns:${op.name}Out" />` : ""}` +
      `${Object.keys(op.faults ?? {}).map((f) => `<wsdl:fault name="${f}" message="tns:${op.name}${f}" />`).join("")}</wsdl:operation>`,
  );
  const ports = spec.ports ?? ["soap11", "soap12"];
  const body = (p: string) => `<${p}:body use="literal"${spec.bodyNamespace ? ` namespace="${spec.bodyNamespace}"` : ""} />`;
  const bindings = ports.map((kind) => {
    const p = PREFIX[kind];
    const ops = spec.operations.map(
      (op) =>
        `<wsdl:operation name="${op.name}"><${p}:operation soapAction="${op.soapAction ?? `urn:c/${op.name}`}" />` +
        `<wsdl:input>${body(p)}${op.inputHeaders?.replaceAll("soap:", `${p}:`) ?? ""}</wsdl:input>` +
        `${op.output !== undefined ? `<wsdl:output>${body(p)}${op.outputHeaders?.replaceAll("soap:", `${p}:`) ?? ""}</wsdl:output>` : ""}` +
        `${Object.keys(op.faults ?? {}).map((f) => `<wsdl:fault name="${f}"><${p}:fault name="${f}" use="literal" /></wsdl:fault>`).join("")}</wsdl:operation>`,
    );
    return `<wsdl:binding name="Construct_${kind}" type="tns:ConstructPort"><${p}:binding style="${spec.style ?? "document"}" transport="http://schemas.xmlsoap.org/soap/http" />${ops.join("")}</wsdl:binding>`;
  });
  const service = ports.map((kind) => `<wsdl:port name="Construct_${kind}" binding="tns:Construct_${kind}"><${PREFIX[kind]}:address location="http://localhost/construct" /></wsdl:port>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="${SOAP.soap11}" xmlns:soap12="${SOAP.soap12}" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:tns="${TNS}" targetNamespace="${TNS}">
  <wsdl:types><xs:schema targetNamespace="${TNS}" elementFormDefault="qualified">${spec.schema}</xs:schema></wsdl:types>
  ${messages.join("\n  ")}
  <wsdl:portType name="ConstructPort">${portTypeOps.join("")}</wsdl:portType>
  ${bindings.join("\n  ")}
  <wsdl:service name="Construct">${service.join("")}</wsdl:service>
</wsdl:definitions>
`;
}
