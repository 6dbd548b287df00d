// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * Any SOAP fault an implementation raises, as an ASMX web method throws SoapException: ASMX WSDLs
 * declare no faults, yet its services answer with a code, a reason, an actor and a detail. Written
 * as .NET's SoapServerProtocol writes a SoapException (and Mono's, checked on Mono 6.8):
 *
 * - SOAP 1.1: `faultcode`, `faultstring` (with `xml:lang` when a language is given), `faultactor`
 *   when there is an actor, then `<detail>` (empty when there is none). Subcodes and the role are
 *   SOAP 1.2's: ASMX leaves them out on 1.1.
 * - SOAP 1.2: `Code/Value` with nested `Subcode/Value`s, `Reason/Text xml:lang="en"`, the actor as
 *   `Node`, the role as `Role`, then the detail: ASMX writes the detail element it was given, which
 *   is the unqualified `<detail>` (SoapException.DetailElementName) on both versions, and an empty
 *   `<soap:Detail />` when there is none.
 * - A code outside the envelope's namespace (and xsi's, xsd's) declares `q0` on its element.
 * - The codes translate between the versions: Client/Sender, Server/Receiver, MustUnderstand,
 *   VersionMismatch.
 */
import {
  SOAP11_NS,
  SOAP12_NS,
  SOAP_NS,
  XSD_NS,
  XSI_NS,
  XmlEvent,
  XmlReader,
  escapeXml,
  isXmlNCName,
  responseEnvelope,
  writeXmlValue,
  xmlTextContent,
  type QualifiedName,
  type SoapVersion,
  type XmlFields,
} from "./contract-runtime.js";

export type { QualifiedName, XmlFields };

/**
 * `client` (SOAP 1.1 Client, 1.2 Sender) or `server` (Server, Receiver), or a code by its name:
 * the SOAP codes of either version are translated to the answer's version, as ASMX does.
 */
export type FaultCode = "client" | "server" | QualifiedName;

export interface SoapFaultOptions {
  /** Default `server`. */
  code?: FaultCode;
  /** SOAP 1.2 `Subcode/Value`s, outermost first (not written on SOAP 1.1, as ASMX). */
  subcodes?: readonly QualifiedName[];
  /** SOAP 1.1 `faultactor`, SOAP 1.2 `Node` (ASMX's SoapException.Actor). */
  actor?: string;
  /** SOAP 1.2 `Role` (not written on SOAP 1.1, as ASMX). */
  role?: string;
  /** The reason's language: `xml:lang` of the 1.2 Text (default `en`), and of the 1.1 faultstring when given. */
  lang?: string;
  /**
   * The content of the `<detail>` element: XML markup (a string, checked to be well-formed; the
   * prefixes it uses must be declared in it, but xsi and xsd, which the envelope declares), or
   * simple fields (`{ Code: "E42", Retry: "30" }`: unqualified child elements, a record nesting,
   * an array repeating, null writing `xsi:nil`). Without a detail ASMX writes an empty one.
   */
  detail?: string | XmlFields;
}

/** A SOAP fault the server answers with, HTTP 500; on HTTP GET/POST a 500 text/plain, as ASMX. */
export class SoapFault extends Error {
  readonly code: FaultCode;
  readonly subcodes: readonly QualifiedName[];
  /** faultstring (1.1), Reason/Text (1.2). */
  readonly reason: string;
  readonly actor: string | undefined;
  readonly role: string | undefined;
  readonly lang: string | undefined;
  readonly detail: string | XmlFields | undefined;
  /** The detail element's content as it is written. */
  readonly detailMarkup: string | undefined;

  /** Throws a TypeError for a name that is no QName part, a character XML cannot carry, or a detail that is not well-formed. */
  constructor(reason: string, options: SoapFaultOptions = {}) {
    super(reason);
    this.name = "SoapFault";
    this.reason = reason;
    this.code = options.code ?? "server";
    this.subcodes = Object.freeze([...(options.subcodes ?? [])]);
    this.actor = options.actor;
    this.role = options.role;
    this.lang = options.lang;
    this.detail = options.detail;
    checkFaultParts(this);
    this.detailMarkup = options.detail === undefined ? undefined : detailContent(options.detail);
  }
}

/** The parts of a fault other than its detail. */
export interface FaultParts {
  code: FaultCode;
  subcodes?: readonly QualifiedName[] | undefined;
  reason: string;
  actor?: string | undefined;
  role?: string | undefined;
  lang?: string | undefined;
}

/** The fault envelope of a SoapFault. */
export function soapFaultBody(version: SoapVersion, fault: SoapFault): string {
  const detail =
    fault.detailMarkup === undefined
      ? undefined
      : fault.detailMarkup === ""
        ? "<detail />"
        : `<detail>${fault.detailMarkup}</detail>`;
  return faultBody(version, fault, detail);
}

/**
 * A fault envelope as ASMX writes a SoapException; `detail` is the detail element, written (by
 * default the empty `<detail />` or `<soap:Detail />`).
 */
export function faultBody(version: SoapVersion, parts: FaultParts, detail?: string): string {
  const code = translate(version, parts.code);
  const reason = xmlTextContent(parts.reason, "the fault's reason");
  let body: string;
  if (version === "1.1") {
    const lang = parts.lang ? ` xml:lang="${escapeXml(parts.lang)}"` : "";
    body =
      `<soap:Fault>${qualified(version, "faultcode", code)}<faultstring${lang}>${reason}</faultstring>` +
      (parts.actor
        ? `<faultactor>${xmlTextContent(parts.actor, "the fault's actor")}</faultactor>`
        : "") +
      (detail ?? "<detail />");
  } else {
    const subcodes = parts.subcodes ?? [];
    body =
      `<soap:Fault><soap:Code>${qualified(version, "soap:Value", code)}` +
      subcodes.map((s) => `<soap:Subcode>${qualified(version, "soap:Value", s)}`).join("") +
      "</soap:Subcode>".repeat(subcodes.length) +
      `</soap:Code><soap:Reason><soap:Text xml:lang="${escapeXml(parts.lang || "en")}">${reason}</soap:Text></soap:Reason>` +
      (parts.actor
        ? `<soap:Node>${xmlTextContent(parts.actor, "the fault's actor")}</soap:Node>`
        : "") +
      (parts.role
        ? `<soap:Role>${xmlTextContent(parts.role, "the fault's role")}</soap:Role>`
        : "") +
      (detail ?? "<soap:Detail />");
  }
  return responseEnvelope(version, `${body}</soap:Fault>`);
}

/**
 * What ASMX answers on HTTP GET/POST when a method throws a SoapException: the exception's type and
 * message, HTML-encoded (the first line of its answer: ours carries no stack trace).
 */
export function soapFaultText(fault: FaultParts): string {
  return `System.Web.Services.Protocols.SoapException: ${htmlEncode(fault.reason)}`;
}

const CODES: Record<"client" | "server", Record<SoapVersion, string>> = {
  client: { "1.1": "Client", "1.2": "Sender" },
  server: { "1.1": "Server", "1.2": "Receiver" },
};

/** The SOAP codes that have a counterpart in the other version, by the name in each. */
const COUNTERPARTS: Record<string, string> = {
  Client: "Sender",
  Server: "Receiver",
  MustUnderstand: "MustUnderstand",
  VersionMismatch: "VersionMismatch",
};
const FROM_12: Record<string, string> = Object.fromEntries(
  Object.entries(COUNTERPARTS).map(([v11, v12]) => [v12, v11]),
);

/** The code as the answer's version names it (ASMX's TranslateFaultCode). */
function translate(version: SoapVersion, code: FaultCode): QualifiedName {
  if (code === "client" || code === "server")
    return { namespace: SOAP_NS[version], local: CODES[code][version] };
  if (version === "1.2" && code.namespace === SOAP11_NS && Object.hasOwn(COUNTERPARTS, code.local))
    return { namespace: SOAP12_NS, local: COUNTERPARTS[code.local]! };
  if (version === "1.1" && code.namespace === SOAP12_NS && Object.hasOwn(FROM_12, code.local))
    return { namespace: SOAP11_NS, local: FROM_12[code.local]! };
  return code;
}

const XML_NS = "http://www.w3.org/XML/1998/namespace";

/**
 * `<tag>prefix:local</tag>` as .NET's XmlWriter writes a qualified name: with the prefix in scope
 * for the namespace (the envelope's `soap`, `xsi`, `xsd`, `xml`), none for no namespace, else
 * `q0` declared on the element.
 */
function qualified(version: SoapVersion, tag: string, name: QualifiedName): string {
  const inScope =
    name.namespace === SOAP_NS[version]
      ? "soap"
      : name.namespace === XSI_NS
        ? "xsi"
        : name.namespace === XSD_NS
          ? "xsd"
          : name.namespace === XML_NS
            ? "xml"
            : undefined;
  if (name.namespace === "") return `<${tag}>${name.local}</${tag}>`;
  if (inScope) return `<${tag}>${inScope}:${name.local}</${tag}>`;
  return `<${tag} xmlns:q0="${escapeXml(name.namespace)}">q0:${name.local}</${tag}>`;
}

function checkName(name: QualifiedName, where: string): void {
  if (
    typeof name !== "object" ||
    name === null ||
    typeof name.namespace !== "string" ||
    typeof name.local !== "string" ||
    !isXmlNCName(name.local)
  )
    throw new TypeError(
      `${where} must be { namespace, local } with an NCName local, not ${JSON.stringify(name)}`,
    );
  // A namespace name is written into an attribute value: its characters must be XML's.
  xmlTextContent(name.namespace, `${where}'s namespace`);
}

/** Throws a TypeError for what ASMX could not write either. */
export function checkFaultParts(parts: FaultParts): void {
  try {
    if (typeof parts.reason !== "string")
      throw new TypeError("the fault's reason must be a string");
    if (parts.code !== "client" && parts.code !== "server")
      checkName(parts.code, "the fault's code");
    parts.subcodes?.forEach((s, i) => checkName(s, `the fault's subcode ${i}`));
    xmlTextContent(parts.reason, "the fault's reason");
    if (parts.actor !== undefined) xmlTextContent(String(parts.actor), "the fault's actor");
    if (parts.role !== undefined) xmlTextContent(String(parts.role), "the fault's role");
    if (parts.lang !== undefined) xmlTextContent(String(parts.lang), "the fault's lang");
  } catch (err) {
    throw err instanceof TypeError ? err : new TypeError((err as Error).message);
  }
}

/** The detail element's content: markup checked to be well-formed, or fields written. */
function detailContent(detail: string | XmlFields): string {
  if (typeof detail === "string") {
    checkWellFormed(detail);
    return detail;
  }
  if (detail === null || typeof detail !== "object" || Array.isArray(detail))
    throw new TypeError("the fault's detail must be XML markup (a string) or a record of fields");
  try {
    return writeXmlValue(detail, "detail");
  } catch (err) {
    throw err instanceof TypeError ? err : new TypeError((err as Error).message);
  }
}

/** The markup must be the well-formed content of an element in the envelope (xsi and xsd declared). */
function checkWellFormed(markup: string): void {
  const r = new XmlReader(`<detail xmlns:xsi="${XSI_NS}" xmlns:xsd="${XSD_NS}">${markup}</detail>`);
  try {
    while (r.next() !== XmlEvent.Eof);
  } catch (err) {
    throw new TypeError(
      `the fault's detail is not well-formed XML content: ${(err as Error).message}`,
    );
  }
}

/** HttpUtility.HtmlEncode (.NET 4): & < > " ' and U+00A0 to U+00FF as references. */
function htmlEncode(text: string): string {
  return text.replace(/[&<>"'\u00A0-\u00FF]/g, (c) =>
    c === "&"
      ? "&amp;"
      : c === "<"
        ? "&lt;"
        : c === ">"
          ? "&gt;"
          : c === '"'
            ? "&quot;"
            : `&#${c.charCodeAt(0)};`,
  );
}
