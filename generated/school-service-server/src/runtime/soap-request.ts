// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * Reading a SOAP request as ASMX does: the root must be a SOAP 1.1 or 1.2 Envelope; the operation
 * is chosen by SOAPAction (1.1) or the `action` parameter (1.2) when given (and no other operation
 * shares it), else by the Body's first element; the parameters are read by the operation's codec,
 * ASMX's defaults filling what is left out; the header blocks of the contract are decoded, and
 * those marked mustUnderstand must be ones the operation binds. The whole document is read before
 * anything is called, so a malformed end is still a malformed request.
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
  type MessageParts,
  type SoapVersion,
  type XmlLimits,
} from "./contract-runtime.js";
import { WSA_NS, readAddressingHeader, type RequestAddressing } from "./addressing.js";
import { withDefaults } from "./request-params.js";
import type { ServerOperation } from "./service.js";
import { REASONS, fault, mustUnderstand, versionMismatch, type Fault } from "./soap-faults.js";

/**
 * Operations by a key; a key in `shared` is one several operations have: an action then routes
 * none of them (the body decides), an element the first.
 */
export interface RouteTable<O> {
  map: ReadonlyMap<string, O>;
  shared: ReadonlySet<string>;
}

export interface SoapRouting<I, H> {
  byAction: RouteTable<ServerOperation<I, H>>;
  /** Operations by their request body's first element, `{namespace}local`. */
  byElement: RouteTable<ServerOperation<I, H>>;
  /** The contract's header blocks, by the name the implementation's context gives them. */
  headers: readonly { name: string; element: string; namespace: string; codec: Codec<unknown> }[];
  /** The header `authenticate` checks. */
  auth: string | undefined;
  /** Header blocks the server processes itself (`{namespace}local`: WS-Security's), mustUnderstand or not. */
  understood?: ReadonlySet<string>;
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
  | {
      kind: "call";
      version: SoapVersion;
      operation: ServerOperation<I, H>;
      params: unknown;
      /** The authenticating header as sent: undefined when absent, null when nil. */
      header: H | null | undefined;
      /** Every header block of the contract the request carried, by name (null when nil). */
      headers: Record<string, unknown>;
      /** The request's WS-Addressing headers, when it has any. */
      addressing?: RequestAddressing;
    };

export function readSoapRequest<I, H>(
  xml: string,
  hints: SoapHints,
  routing: SoapRouting<I, H>,
  limits: XmlLimits,
  /** The other parts of a multipart request, whose base64Binary elements may name them. */
  parts?: MessageParts,
): SoapRequest<I, H> {
  try {
    return new EnvelopeReader(xml, hints, routing, limits, parts).read();
  } catch (err) {
    if (err instanceof XmlLimitError) return { kind: "malformed" };
    if (err instanceof XmlValueError || err instanceof XmlSyntaxError) {
      // A codec reading text where there is an element (or an xsi:type with an unknown prefix)
      // reports it as syntax; only a document that really is malformed is a 400.
      if (err instanceof XmlSyntaxError && !isWellFormed(xml, limits)) return { kind: "malformed" };
      return {
        kind: "fault",
        fault: fault(versionOf(xml, limits), "client", REASONS.unreadable(err.message)),
      };
    }
    throw err;
  }
}

class EnvelopeReader<I, H> {
  private readonly r: XmlReader;
  private version: SoapVersion = "1.1";
  private operation: ServerOperation<I, H> | undefined;
  private params: Record<string, unknown> | undefined;
  private readonly headers: Record<string, unknown> = {};
  private addressing: RequestAddressing | undefined;
  /** A header block of the contract that came twice: which credentials count would be a guess. */
  private repeatedHeader: string | undefined;
  /** Header blocks marked mustUnderstand, and the contract's name of each (made when one is). */
  private mustUnderstand: { element: string; name: string | undefined }[] | undefined;

  private readonly hints: SoapHints;
  private readonly limits: XmlLimits;
  private readonly routing: SoapRouting<I, H>;

  constructor(
    xml: string,
    hints: SoapHints,
    routing: SoapRouting<I, H>,
    limits: XmlLimits,
    parts: MessageParts | undefined,
  ) {
    this.hints = hints;
    this.routing = routing;
    this.limits = limits;
    this.r = new XmlReader(xml, limits);
    if (parts) this.r.parts = parts;
  }

  read(): SoapRequest<I, H> {
    const r = this.r;
    if (!nextStart(r)) return { kind: "malformed" };
    const version = soapVersionOf(r.namespace);
    if (r.localName !== "Envelope" || !version)
      return { kind: "fault", fault: versionMismatch(r.namespace) };
    this.version = version;
    const routed = routeByAction(version, this.hints, this.routing.byAction);
    if (routed.fault) return { kind: "fault", fault: routed.fault };
    this.operation = routed.operation;
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
    if (this.repeatedHeader !== undefined)
      return {
        kind: "fault",
        fault: fault(version, "client", REASONS.repeatedHeader(this.repeatedHeader)),
      };
    const operation = this.operation!;
    const notUnderstood = this.mustUnderstand?.find(
      (h) => h.name === undefined || !operation.codec.headers.includes(h.name),
    );
    if (notUnderstood)
      return { kind: "fault", fault: mustUnderstand(version, notUnderstood.element) };
    const params = withDefaults(operation.codec.input, this.params ?? {});
    const auth = this.routing.auth;
    return {
      kind: "call",
      version,
      operation,
      params,
      header: auth === undefined ? undefined : (this.headers[auth] as H | null | undefined),
      headers: this.headers,
      ...(this.addressing ? { addressing: this.addressing } : {}),
    };
  }

  private readHeader(): void {
    const r = this.r;
    const soapNs = SOAP_NS[this.version];
    for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
      if (event !== XmlEvent.Start) continue;
      const local: string = r.localName;
      // WS-Addressing's blocks are understood, whatever their mustUnderstand says.
      if (r.namespace === WSA_NS) {
        readAddressingHeader(r, (this.addressing ??= {}));
        continue;
      }
      const header = this.routing.headers.find(
        (h) => h.element === local && h.namespace === r.namespace,
      );
      const flag = r.attribute(soapNs, "mustUnderstand");
      if (
        (flag === "1" || flag === "true") &&
        !this.routing.understood?.has(`{${r.namespace}}${local}`)
      )
        (this.mustUnderstand ??= []).push({ element: local, name: header?.name });
      if (!header) r.skipElement();
      else if (Object.hasOwn(this.headers, header.name)) {
        this.repeatedHeader ??= local;
        r.skipElement();
      } else if (isNil(r)) {
        r.skipElement();
        this.headers[header.name] = null;
      } else this.headers[header.name] = header.codec.read(r);
    }
  }

  /**
   * Reads the Body's elements as the operation's request (routed by the first when the action did
   * not route it); refuses what cannot be routed. A wrapped request is its first element (ASMX,
   * routed by action, reads a differently named one as no parameters at all).
   */
  private readBody(): SoapRequest<I, H> | undefined {
    const r = this.r;
    const params: Record<string, unknown> = (this.params = {});
    let first = true;
    for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
      if (event !== XmlEvent.Start) continue;
      if (first) {
        first = false;
        const key = `{${r.namespace}}${r.localName}`;
        this.operation ??= this.routing.byElement.map.get(key);
        if (!this.operation) return { kind: "fault", fault: this.unroutable() };
      } else if (this.operation!.codec.input.wrapper && !this.operation!.codec.input.encoded) {
        r.skipElement();
        continue;
      }
      // An encoded request's later elements are the values its call refers to.
      this.operation!.codec.input.readChild(r, params);
    }
    if (!this.operation) return { kind: "fault", fault: this.unroutable() };
    this.operation.codec.input.complete(params, this.limits);
    return undefined;
  }

  private unroutable(): Fault {
    return this.version === "1.1"
      ? fault("1.1", "client", REASONS.unknownAction(""))
      : fault("1.2", "client", REASONS.unknownBody12);
  }
}

/** Where routeByAction sends a request: an operation, a fault, or neither (the body decides). */
export interface ActionRoute<O> {
  operation?: O;
  fault?: Fault;
}

/**
 * The operation the request's action names: SOAP 1.1 routes by SOAPAction when it is sent (a
 * SOAPAction no operation has is refused), SOAP 1.2 by its action when that names an operation;
 * no operation when the body decides.
 */
export function routeByAction<O>(
  version: SoapVersion,
  hints: SoapHints,
  byAction: RouteTable<O>,
): ActionRoute<O> {
  const { soapAction, actionParam } = hints;
  const action = soapAction === undefined ? undefined : unquote(soapAction.trim());
  const { map, shared } = byAction;
  if (version === "1.1") {
    if (action === undefined || shared.has(action)) return {};
    const operation = map.get(action);
    return operation
      ? { operation }
      : { fault: fault("1.1", "client", REASONS.unknownAction(action)) };
  }
  const operation =
    (actionParam === undefined ? undefined : map.get(actionParam)) ??
    (action === undefined ? undefined : map.get(action));
  return operation ? { operation } : {};
}

function unquote(value: string): string {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"')
    ? value.slice(1, -1)
    : value;
}

function isNil(r: XmlReader): boolean {
  const nil = r.attribute(XSI_NS, "nil");
  return nil === "true" || nil === "1";
}

/** Moves to the document element; false when there is none before the end. */
function nextStart(r: XmlReader): boolean {
  for (let event = r.next(); event !== XmlEvent.Start; event = r.next())
    if (event === XmlEvent.Eof) return false;
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
