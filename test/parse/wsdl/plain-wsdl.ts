/**
 * A small WSDL in the shape Java stacks (JAX-WS, CXF, Axis2) publish: one operation, GetQuote,
 * messages In and Out (and any others given), one SOAP 1.1 port, the style and soap:body settings
 * given. For tests of message shapes other than ASMX's.
 */
import { TNS } from "./asmx-fixture.ts";

export interface PlainWsdlOptions {
  /** Declarations of the schema (prefix `xs`, target namespace TNS, elements qualified). */
  schema: string;
  /** Message name -> its parts. `In` and `Out` are the operation's input and output. */
  messages: Record<string, string>;
  style?: "document" | "rpc";
  /** soap:body `namespace=` (rpc). */
  bodyNamespace?: string;
  /** More attributes of the input's soap:body (`parts="..."`). */
  inputBody?: string;
  /** More content of the portType operation, after its output (faults). */
  portTypeExtra?: string;
  /** soap:header elements of the binding's input and output. */
  inputHeaders?: string;
  outputHeaders?: string;
}

export function plainWsdl(o: PlainWsdlOptions): string {
  const body = (more = "") =>
    `<soap:body use="literal"${o.bodyNamespace ? ` namespace="${o.bodyNamespace}"` : ""}${more ? ` ${more}` : ""} />`;
  const messages = Object.entries(o.messages).map(
    ([name, parts]) => `<wsdl:message name="${name}">${parts}</wsdl:message>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:tns="${TNS}" targetNamespace="${TNS}" name="QuoteService">
  <wsdl:types>
    <xs:schema targetNamespace="${TNS}" elementFormDefault="qualified">${o.schema}
    </xs:schema>
  </wsdl:types>
  ${messages.join("\n  ")}
  <wsdl:portType name="Quotes">
    <wsdl:operation name="GetQuote">
      <wsdl:input message="tns:In" />
      <wsdl:output message="tns:Out" />${o.portTypeExtra ?? ""}
    </wsdl:operation>
  </wsdl:portType>
  <wsdl:binding name="QuotesSoap" type="tns:Quotes">
    <soap:binding style="${o.style ?? "document"}" transport="http://schemas.xmlsoap.org/soap/http" />
    <wsdl:operation name="GetQuote">
      <soap:operation soapAction="urn:GetQuote" />
      <wsdl:input>${body(o.inputBody)}${o.inputHeaders ?? ""}</wsdl:input>
      <wsdl:output>${body()}${o.outputHeaders ?? ""}</wsdl:output>
    </wsdl:operation>
  </wsdl:binding>
  <wsdl:service name="QuoteService">
    <wsdl:port name="QuotesPort" binding="tns:QuotesSoap"><soap:address location="http://localhost:8080/quotes" /></wsdl:port>
  </wsdl:service>
</wsdl:definitions>
`;
}
