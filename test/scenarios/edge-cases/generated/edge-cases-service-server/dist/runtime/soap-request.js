// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  SOAP_NS,
  XSI_NS,
  XmlEvent,
  XmlLimitError,
  XmlReader,
  XmlSyntaxError,
  XmlValueError,
  soapVersionOf
} from "./contract-runtime.js";
import { WSA_NS, readAddressingHeader } from "./addressing.js";
import { withDefaults } from "./request-params.js";
import { REASONS, fault, mustUnderstand, versionMismatch } from "./soap-faults.js";
function readSoapRequest(xml, hints, routing, limits, parts) {
  try {
    return new EnvelopeReader(xml, hints, routing, limits, parts).read();
  } catch (err) {
    if (err instanceof XmlLimitError) return { kind: "malformed" };
    if (err instanceof XmlValueError || err instanceof XmlSyntaxError) {
      if (err instanceof XmlSyntaxError && !isWellFormed(xml, limits)) return { kind: "malformed" };
      return {
        kind: "fault",
        fault: fault(versionOf(xml, limits), "client", REASONS.unreadable(err.message))
      };
    }
    throw err;
  }
}
class EnvelopeReader {
  r;
  version = "1.1";
  operation;
  params;
  headers = {};
  addressing;
  /** A header block of the contract that came twice: which credentials count would be a guess. */
  repeatedHeader;
  /** Header blocks marked mustUnderstand, and the contract's name of each (made when one is). */
  mustUnderstand;
  hints;
  limits;
  routing;
  constructor(xml, hints, routing, limits, parts) {
    this.hints = hints;
    this.routing = routing;
    this.limits = limits;
    this.r = new XmlReader(xml, limits);
    if (parts) this.r.parts = parts;
  }
  read() {
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
      const name = r.localName;
      if (r.namespace === SOAP_NS[version] && name === "Header" && !sawBody) this.readHeader();
      else if (r.namespace === SOAP_NS[version] && name === "Body" && !sawBody) {
        sawBody = true;
        const refused = this.readBody();
        if (refused) return refused;
      } else r.skipElement();
    }
    while (r.next() !== XmlEvent.Eof) ;
    if (!sawBody) return { kind: "fault", fault: fault(version, "client", REASONS.noBody) };
    if (this.repeatedHeader !== void 0)
      return {
        kind: "fault",
        fault: fault(version, "client", REASONS.repeatedHeader(this.repeatedHeader))
      };
    const operation = this.operation;
    const notUnderstood = this.mustUnderstand?.find(
      (h) => h.name === void 0 || !operation.codec.headers.includes(h.name)
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
      header: auth === void 0 ? void 0 : this.headers[auth],
      headers: this.headers,
      ...this.addressing ? { addressing: this.addressing } : {}
    };
  }
  readHeader() {
    const r = this.r;
    const soapNs = SOAP_NS[this.version];
    for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
      if (event !== XmlEvent.Start) continue;
      const local = r.localName;
      if (r.namespace === WSA_NS) {
        readAddressingHeader(r, this.addressing ??= {});
        continue;
      }
      const header = this.routing.headers.find(
        (h) => h.element === local && h.namespace === r.namespace
      );
      const flag = r.attribute(soapNs, "mustUnderstand");
      if ((flag === "1" || flag === "true") && !this.routing.understood?.has(`{${r.namespace}}${local}`))
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
  readBody() {
    const r = this.r;
    const params = this.params = {};
    let first = true;
    for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
      if (event !== XmlEvent.Start) continue;
      if (first) {
        first = false;
        const key = `{${r.namespace}}${r.localName}`;
        this.operation ??= this.routing.byElement.map.get(key);
        if (!this.operation) return { kind: "fault", fault: this.unroutable() };
      } else if (this.operation.codec.input.wrapper && !this.operation.codec.input.encoded) {
        r.skipElement();
        continue;
      }
      this.operation.codec.input.readChild(r, params);
    }
    if (!this.operation) return { kind: "fault", fault: this.unroutable() };
    this.operation.codec.input.complete(params, this.limits);
    return void 0;
  }
  unroutable() {
    return this.version === "1.1" ? fault("1.1", "client", REASONS.unknownAction("")) : fault("1.2", "client", REASONS.unknownBody12);
  }
}
function routeByAction(version, hints, byAction) {
  const { soapAction, actionParam } = hints;
  const action = soapAction === void 0 ? void 0 : unquote(soapAction.trim());
  const { map, shared } = byAction;
  if (version === "1.1") {
    if (action === void 0 || shared.has(action)) return {};
    const operation2 = map.get(action);
    return operation2 ? { operation: operation2 } : { fault: fault("1.1", "client", REASONS.unknownAction(action)) };
  }
  const operation = (actionParam === void 0 ? void 0 : map.get(actionParam)) ?? (action === void 0 ? void 0 : map.get(action));
  return operation ? { operation } : {};
}
function unquote(value) {
  return value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
}
function isNil(r) {
  const nil = r.attribute(XSI_NS, "nil");
  return nil === "true" || nil === "1";
}
function nextStart(r) {
  for (let event = r.next(); event !== XmlEvent.Start; event = r.next())
    if (event === XmlEvent.Eof) return false;
  return true;
}
function isWellFormed(xml, limits) {
  try {
    const r = new XmlReader(xml, limits);
    while (r.next() !== XmlEvent.Eof) ;
    return true;
  } catch {
    return false;
  }
}
function versionOf(xml, limits) {
  try {
    const r = new XmlReader(xml, limits);
    nextStart(r);
    return soapVersionOf(r.namespace) ?? "1.1";
  } catch {
    return "1.1";
  }
}
export {
  readSoapRequest,
  routeByAction
};
//# sourceMappingURL=soap-request.js.map
