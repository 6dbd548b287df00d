/**
 * The contract's own WSDL, as served at `?WSDL`, with an address element (location "") added to
 * each port the contract gives none: the server writes the URL it was asked at into every address
 * location, so a port without an address gets the served URL, as ASMX publishes its own ports.
 */
import type { BindingKind, ServiceModel } from "../../model/service-model.ts";
import { regExpLiteral } from "../../../templates/runtime/reg-exp-literal.ts";

// The namespace of each port's address element: WSDL 1.1's SOAP 1.1, SOAP 1.2 and HTTP bindings.
const ADDRESS_NS: Record<BindingKind, string> = {
  soap11: "http://schemas.xmlsoap.org/wsdl/soap/",
  soap12: "http://schemas.xmlsoap.org/wsdl/soap12/",
  httpGet: "http://schemas.xmlsoap.org/wsdl/http/",
  httpPost: "http://schemas.xmlsoap.org/wsdl/http/",
};

export function withPortAddresses(wsdl: string, model: ServiceModel): string {
  let text = wsdl;
  for (const b of model.bindings.filter((b) => b.address === "")) {
    // The port's start tag (`<wsdl:port name="..." binding="...">`, or self-closing): by name.
    const start = new RegExp(
      `<((?:[A-Za-z_][\\w.-]*:)?port)(\\s[^>]*?\\bname\\s*=\\s*["']${regExpLiteral(b.portName)}["'][^>]*?)\\s*(/?)>`,
    );
    const address = `<address xmlns="${ADDRESS_NS[b.kind]}" location="" />`;
    text = text.replace(start, (_, tag: string, attributes: string, empty: string) =>
      empty ? `<${tag}${attributes}>${address}</${tag}>` : `<${tag}${attributes}>${address}`,
    );
  }
  return text;
}
