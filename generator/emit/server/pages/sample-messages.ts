/**
 * An operation's sample HTTP messages on each binding, laid out as ASMX's operation page shows
 * them: the request line or status line, the headers (`Content-Length: length`), then the body,
 * indented, with a placeholder for every value.
 */
import type { BindingKind, BodyModel, HeaderModel, OperationModel, ServiceModel, TypeModel } from "../../../model/service-model.ts";
import { DECLARATION, SOAP_NS, XSD, XSI, el, indented, type Element } from "../../fixtures/fixture-xml.ts";
import type { HttpResult } from "../../common/http-result.ts";
import { SampleXml } from "./sample-xml.ts";

export interface SampleMessages {
  request: string;
  /** Absent where HTTP GET/POST answers no document (a result of several fields). */
  response?: string;
}

const SOAP_PREFIX = { soap11: "soap", soap12: "soap12" } as const;
const SOAP_CONTENT_TYPE = { soap11: "text/xml; charset=utf-8", soap12: "application/soap+xml; charset=utf-8" } as const;

/** `type` looks a type up by id (one lookup for every operation of a model); `maxElements`: see SampleXml. */
export function sampleMessages(model: ServiceModel, op: OperationModel, http: HttpResult | undefined, type: (id: string) => TypeModel, maxElements: number): Partial<Record<BindingKind, SampleMessages>> {
  const xml = () => new SampleXml(type, maxElements);
  const host = hostOf(model);
  const samples: Partial<Record<BindingKind, SampleMessages>> = {};
  for (const b of op.bindings) samples[b] = b === "soap11" || b === "soap12" ? soap(model, op, b, xml, host) : httpForm(model, op, b, xml, host, http);
  return samples;
}

function soap(model: ServiceModel, op: OperationModel, binding: "soap11" | "soap12", xml: () => SampleXml, host: string): SampleMessages {
  const headers = [`Host: ${host}`, `Content-Type: ${SOAP_CONTENT_TYPE[binding]}`, "Content-Length: length"];
  if (binding === "soap11") headers.push(`SOAPAction: "${op.soapAction}"`);
  const request = message(`POST ${model.endpointPath} HTTP/1.1`, headers, written(xml(), (x) => envelope(model, binding, op.headers, op.input, x)));
  // A one-way operation's answer: the status alone, as the server sends it.
  if (!op.output) return { request, response: message("HTTP/1.1 202 Accepted", [], "") };
  const output = op.output;
  const response = message("HTTP/1.1 200 OK", [`Content-Type: ${SOAP_CONTENT_TYPE[binding]}`, "Content-Length: length"], written(xml(), (x) => envelope(model, binding, op.outputHeaders, output, x)));
  return { request, response };
}

function envelope(model: ServiceModel, binding: "soap11" | "soap12", headerIds: readonly string[], body: BodyModel, xml: SampleXml): string {
  const p = SOAP_PREFIX[binding];
  const headers = headerIds.map((id) => model.headers.find((h) => h.id === id)).filter((h): h is HeaderModel => h !== undefined);
  const children: Element[] = [];
  if (headers.length > 0) children.push(el(`${p}:Header`, headers.map((h) => xml.element(h.element.local, h.type, h.element.namespace, ` xmlns="${h.element.namespace}"`, []))));
  children.push(el(`${p}:Body`, bodyElements(body, xml)));
  return `${DECLARATION}\n${indented(el(`${p}:Envelope`, children, ` xmlns:xsi="${XSI}" xmlns:xsd="${XSD}" xmlns:${p}="${SOAP_NS[binding]}"`), 0)}`;
}

function bodyElements(body: BodyModel, xml: SampleXml): Element[] {
  const wrapper = body.wrapper;
  if (!wrapper) return body.fields.flatMap((f) => xml.field(f, ""));
  return [el(wrapper.local, body.fields.flatMap((f) => xml.field(f, wrapper.namespace)), ` xmlns="${wrapper.namespace}"`)];
}

/** HTTP GET and POST: the parameters in the query or the form body; the result as a document. */
function httpForm(model: ServiceModel, op: OperationModel, binding: "httpGet" | "httpPost", xml: () => SampleXml, host: string, http: HttpResult | undefined): SampleMessages {
  const fields = op.input.fields.map((f) => `${encodeURIComponent(f.xmlName)}=${xml().placeholder(f.type)}`).join("&");
  const path = `${model.endpointPath}/${op.name}`;
  const request =
    binding === "httpGet"
      ? message(`GET ${path}${fields === "" ? "" : `?${fields}`} HTTP/1.1`, [`Host: ${host}`], "")
      : message(`POST ${path} HTTP/1.1`, [`Host: ${host}`, "Content-Type: application/x-www-form-urlencoded", "Content-Length: length"], fields);
  const result = op.output?.fields[0];
  if (!http || !result) return { request };
  const namespace = op.output?.wrapper?.namespace ?? result.namespace;
  const root = http.root;
  // An answer that is the result's element itself (ASMX's XmlElement) is any XML: ASMX's page says `xml`.
  const body = root === null ? `${DECLARATION}\nxml` : written(xml(), (x) => `${DECLARATION}\n${indented(x.element(root, result.type, namespace, ` xmlns="${namespace}"`, []), 0)}`);
  return { request, response: message("HTTP/1.1 200 OK", ["Content-Type: text/xml; charset=utf-8", "Content-Length: length"], body) };
}

/** A body written with `x`, and a line saying so when it had to leave elements out. */
function written(x: SampleXml, write: (x: SampleXml) => string): string {
  const body = write(x);
  return x.shortened ? `${body}\n(shortened: the message holds more elements than these pages show)` : body;
}

function message(startLine: string, headers: readonly string[], body: string): string {
  return [startLine, ...headers, "", body].join("\n");
}

/** The host of the address the contract publishes (ASMX shows the one asked at), else localhost. */
function hostOf(model: ServiceModel): string {
  for (const b of model.bindings) {
    const host = /^https?:\/\/([^/?#]+)/i.exec(b.address)?.[1];
    if (host) return host;
  }
  return "localhost";
}
