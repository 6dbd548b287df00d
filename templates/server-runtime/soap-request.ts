/**
 * Reading a SOAP request as ASMX does: the root must be a SOAP 1.1 or 1.2 Envelope; the operation
 * is chosen by SOAPAction (1.1) or the `action` parameter (1.2) when given, else by the Body's
 * element; the parameters are read by the operation's codec, ASMX's defaults filling what is left
 * out; header blocks marked mustUnderstand must be ones the operation binds. The whole document is
 * read before anything is called, so a malformed end is still a malformed request.
 */
import {
  SOAP_NS,
  XSI_NS,
  XmlEvent,
  XmlLimitError,
  XmlReader,
  XmlSyntaxError,
  XmlValueError,
  soapVersionOf,
  type Codec,
  type SoapVersion,
  type XmlLimits,
} from "./contract-runtime.js";
import type { ServerOperation } from "./service.js";
import { REASONS, fault, mustUnderstand, versionMismatch, type Fault } from "./soap-faults.js";

export interface SoapRouting<I, H> {
  byAction: ReadonlyMap<string, ServerOperation<I, H>>;
  /** Operations by their request element, `{namespace}local`. */
  byElement: ReadonlyMap<string, ServerOperation<I, H>>;
  header?: { element: string; namespace: string; codec: Codec<H> };
}

/** What the request asks for, from its HTTP headers. */
export interface SoapHints {
  /** The SOAPAction header as sent (quotes included), undefined when absent. */
  soapAction: string | undefined;
  /** The `action` parameter of an application/soap+xml content type. */
  actionParam: string | undefined;
}

export type SoapRequest<I, H> =
  | { kind: "malformed" }
  | { kind: "fault"; fault: Fault }
  | { kind: "call"; version: SoapVersion; operation: ServerOperation<I, H>; params: unknown; header: H | null | undefined };

export function readSoapRequest<I, H>(xml: string, hints: SoapHints, routing: SoapRouting<I, H>, limits: XmlLimits): SoapRequest<I, H> {
  try {
    return new EnvelopeReader(xml, hints, routing, limits).read();
  } catch (err) {
    if (err instanceof XmlLimitError) return { kind: "malformed" };
    if (err instanceof XmlValueError || err instanceof XmlSyntaxError) {
      // A codec reading text where there is an element (or an xsi:type with an unknown prefix)
      // reports it as syntax; only a document that really is malformed is a 400.
      if (err instanceof XmlSyntaxError && !isWellFormed(xml, limits)) return { kind: "malformed" };
      return { kind: "fault", fault: fault(versionOf(xml, limits), "client", REASONS.unreadable(err.message)) };
    }
    throw err;
  }
}

class EnvelopeReader<I, H> {
  private readonly r: XmlReader;
  private version: SoapVersion = "1.1";
  private operation: ServerOperation<I, H> | undefined;
  private params: unknown;
  private header: H | null | undefined;
  /** Header blocks marked mustUnderstand, and whether each is the service's header (made when one is). */
  private mustUnderstand: { name: string; ours: boolean }[] | undefined;

  constructor(
    xml: string,
    private readonly hints: SoapHints,
    private readonly routing: SoapRouting<I, H>,
    limits: XmlLimits,
  ) {
    this.r = new XmlReader(xml, limits);
  }

  read(): SoapRequest<I, H> {
    const r = this.r;
    if (!nextStart(r)) return { kind: "malformed" };
    const version = soapVersionOf(r.namespace);
    if (r.localName !== "Envelope" || !version) return { kind: "fault", fault: versionMismatch(r.namespace) };
    this.version = version;
    const routed = this.routeByAction();
    if (routed) return routed;
    let sawBody = false;
    for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
      if (event !== XmlEvent.Start) continue;
      const name: string = r.localName;
      if (r.namespace === SOAP_NS[version] && name === "Header" && !sawBody) this.readHeader();
      else if (r.namespace === SOAP_NS[version] && name === "Body" && !sawBody) {
        sawBody = true;
        const refused = this.readBody();
        if (refused) return refused;
      } else r.skipElement();
    }
    while (r.next() !== XmlEvent.Eof);
    if (!sawBody) return { kind: "fault", fault: fault(version, "client", REASONS.noBody) };
    const operation = this.operation!;
    const notUnderstood = this.mustUnderstand?.find((h) => !h.ours || !operation.usesHeader);
    if (notUnderstood) return { kind: "fault", fault: mustUnderstand(version, notUnderstood.name) };
    return { kind: "call", version, operation, params: this.params, header: this.header };
  }

  /** SOAP 1.1 routes by SOAPAction when it is sent; SOAP 1.2 by its action when that names an operation. */
  private routeByAction(): SoapRequest<I, H> | undefined {
    const { soapAction, actionParam } = this.hints;
    const action = soapAction === undefined ? undefined : unquote(soapAction.trim());
    if (this.version === "1.1") {
      if (action === undefined) return undefined;
      this.operation = this.routing.byAction.get(action);
      return this.operation ? undefined : { kind: "fault", fault: fault("1.1", "client", REASONS.unknownAction(action)) };
    }
    this.operation = (actionParam === undefined ? undefined : this.routing.byAction.get(actionParam)) ?? (action === undefined ? undefined : this.routing.byAction.get(action));
    return undefined;
  }

  private readHeader(): void {
    const r = this.r;
    const soapNs = SOAP_NS[this.version];
    const header = this.routing.header;
    for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
      if (event !== XmlEvent.Start) continue;
      const ours = header !== undefined && r.localName === header.element && r.namespace === header.namespace;
      const flag = r.attribute(soapNs, "mustUnderstand");
      if (flag === "1" || flag === "true") (this.mustUnderstand ??= []).push({ name: r.localName, ours });
      if (!ours) r.skipElement();
      else if (isNil(r)) {
        r.skipElement();
        this.header = null;
      } else this.header = header.codec.read(r);
    }
  }

  /** Reads the Body's first element as the operation's request; refuses what cannot be routed. */
  private readBody(): SoapRequest<I, H> | undefined {
    const r = this.r;
    let read = false;
    for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
      if (event !== XmlEvent.Start) continue;
      if (read) {
        r.skipElement();
        continue;
      }
      read = true;
      // Routed by action already: the element is compared with that operation's, not looked up.
      const routed = this.operation;
      const named = routed ? r.localName === routed.codec.name && r.namespace === routed.codec.namespace : false;
      this.operation ??= this.routing.byElement.get(`{${r.namespace}}${r.localName}`);
      if (!this.operation) return { kind: "fault", fault: this.unroutable() };
      // ASMX routed by action reads a differently named element as no parameters at all.
      if (named || !routed) this.params = this.operation.codec.readSoap(r);
      else {
        r.skipElement();
        this.params = defaults(this.operation);
      }
    }
    if (read) return undefined;
    if (!this.operation) return { kind: "fault", fault: this.unroutable() };
    this.params = defaults(this.operation);
    return undefined;
  }

  private unroutable(): Fault {
    return this.version === "1.1" ? fault("1.1", "client", REASONS.unknownAction("")) : fault("1.2", "client", REASONS.unknownBody12);
  }
}

/** The parameters of a request element left out: ASMX's defaults of value types. */
function defaults(operation: ServerOperation<unknown, unknown>): Record<string, unknown> {
  const params: Record<string, unknown> = {};
  for (const p of operation.codec.params) if (p.missing !== undefined) params[p.ts] = p.missing;
  return params;
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}

function isNil(r: XmlReader): boolean {
  const nil = r.attribute(XSI_NS, "nil");
  return nil === "true" || nil === "1";
}

/** Moves to the document element; false when there is none before the end. */
function nextStart(r: XmlReader): boolean {
  for (let event = r.next(); event !== XmlEvent.Start; event = r.next()) if (event === XmlEvent.Eof) return false;
  return true;
}

function isWellFormed(xml: string, limits: XmlLimits): boolean {
  try {
    const r = new XmlReader(xml, limits);
    while (r.next() !== XmlEvent.Eof);
    return true;
  } catch {
    return false;
  }
}

function versionOf(xml: string, limits: XmlLimits): SoapVersion {
  try {
    const r = new XmlReader(xml, limits);
    nextStart(r);
    return soapVersionOf(r.namespace) ?? "1.1";
  } catch {
    return "1.1";
  }
}
