// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * Reads a response into the operation's result, or into the typed error it stands for: a SOAP
 * fault (whatever the HTTP status; a fault the operation declares has its detail decoded), an HTTP
 * status error (a non-2xx answer without a fault, such as ASMX's text/plain 500s on GET/POST and
 * its empty 400/415s), or a format error (a 2xx answer that is not well-formed XML or not the
 * elements the operation answers with).
 */
import {
  type OperationCodec,
  SOAP_NS,
  XmlEvent,
  XmlLimitError,
  XmlReader,
  XmlSyntaxError,
  XmlValueError,
  XSI_NS,
  readFault,
  soapVersionOf,
  type Codec,
  type DetailReader,
  type MessageParts,
} from "./contract-runtime.js";
import { HttpStatusError, ResponseFormatError, SoapFaultError, type CallSite } from "./errors.js";

export interface WireResponse {
  status: number;
  statusText: string;
  contentType: string;
  /** The answer's HTTP headers, by their names in lower case (several values joined by ", "). */
  headers?: Readonly<Record<string, string>>;
  /** The text read: of a multipart/related answer (MTOM, SOAP with Attachments), its root part. */
  body: string;
  /** The other parts of a multipart/related answer, for its base64Binary elements. */
  parts?: MessageParts;
}

/**
 * What is done with a decoded result that is there (not a nil or left-out one): for an operation
 * that answers with the contract's envelope, the envelope's defaults filled in.
 */
export type FinishResult = <V>(result: V) => V;

/** Where decoded response header blocks go: into `into`, by their names, the codecs by element. */
export interface ResponseHeaders {
  into: Record<string, unknown>;
  byElement: ReadonlyMap<string, { name: string; codec: Codec<unknown> }>;
}

/** The response is well-formed XML but not what the operation answers with. */
class ShapeError extends Error {}

const isSuccess = (status: number) => status >= 200 && status < 300;
const NOT_XML = /^\s*(text\/(plain|html)|application\/json)\b/i;

export function readSoapResponse<R>(
  site: CallSite,
  op: OperationCodec<unknown, R>,
  finish: FinishResult | undefined,
  res: WireResponse,
  headers?: ResponseHeaders,
): R {
  const httpError = () =>
    new HttpStatusError(site, res.status, res.statusText, res.contentType, res.body);
  // A one-way operation's answer is its HTTP status alone: .NET's ASMX and WCF answer 202 Accepted,
  // Mono's ASMX 200 (text/html), both with an empty body, and the content type is not looked at.
  // A body is read as any other (a fault stays a fault, whatever the status).
  if (!op.output && isSuccess(res.status) && res.body.trim() === "") return undefined as R;
  if (res.body.trim() === "" || NOT_XML.test(res.contentType)) {
    if (!isSuccess(res.status)) throw httpError();
    throw new ResponseFormatError(
      site,
      res.body.trim() === "" ? "the body is empty" : `content type ${res.contentType} is not XML`,
      res.body,
    );
  }
  let outcome: { fault: SoapFaultError } | { result: R };
  try {
    const r = new XmlReader(res.body);
    r.parts = res.parts;
    outcome = readEnvelope(site, op, res.status, r, headers);
  } catch (err) {
    if (!isSuccess(res.status)) throw httpError();
    throw formatError(site, err, res.body);
  }
  if ("fault" in outcome) throw outcome.fault;
  if (!isSuccess(res.status)) throw httpError();
  // ASMX always writes the envelope, though the schema lets it be left out.
  if (outcome.result === undefined && op.enveloped) {
    const output = op.output!;
    throw new ResponseFormatError(
      site,
      `<${output.wrapper?.local ?? "Body"}> has no <${output.fields[0]!.xml}>`,
      res.body,
    );
  }
  return outcome.result === null || outcome.result === undefined || !finish
    ? outcome.result
    : finish(outcome.result);
}

/** An HTTP GET/POST answer: a document of the contract's namespace, read by the operation's result codec. */
export function readHttpResponse<R>(
  site: CallSite,
  op: OperationCodec<unknown, R>,
  finish: FinishResult | undefined,
  res: WireResponse,
): R {
  if (!isSuccess(res.status))
    throw new HttpStatusError(site, res.status, res.statusText, res.contentType, res.body);
  const { http, namespace } = op;
  if (!http)
    throw new ResponseFormatError(site, "the operation has no HTTP GET/POST result", res.body);
  try {
    if (http.root === null) return keptDocument(res.body) as R;
    const r = new XmlReader(res.body);
    nextStart(r);
    if (r.namespace !== namespace || r.localName !== http.root) {
      throw new ShapeError(
        `expected <${http.root}> in ${namespace}, got <${r.qName}>${r.namespace ? ` in ${r.namespace}` : ""}`,
      );
    }
    // ASMX's answer of no result (a null DataSet, string or object): the root, nil.
    if (r.attribute(XSI_NS, "nil") === "true") {
      r.skipElement();
      readToEnd(r);
      return undefined as R;
    }
    const value = http.result.read(r);
    readToEnd(r);
    // The contract's operation table pairs the operation with its result's codec.
    return (finish ? finish(value) : value) as R;
  } catch (err) {
    throw formatError(site, err, res.body);
  }
}

function readEnvelope<R>(
  site: CallSite,
  op: OperationCodec<unknown, R>,
  status: number,
  r: XmlReader,
  headers: ResponseHeaders | undefined,
): { fault: SoapFaultError } | { result: R } {
  nextStart(r);
  const version = soapVersionOf(r.namespace);
  if (r.localName !== "Envelope" || !version)
    throw new ShapeError(`expected a SOAP Envelope, got <${r.qName}>`);
  const soapNs = SOAP_NS[version];
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    const name: string = r.localName;
    if (headers && r.namespace === soapNs && name === "Header") {
      readHeaders(r, headers);
      continue;
    }
    if (r.namespace !== soapNs || name !== "Body") {
      r.skipElement();
      continue;
    }
    const values: Record<string, unknown> = {};
    let sawWrapper = false;
    for (let e = r.next(); e !== XmlEvent.End; e = r.next()) {
      if (e !== XmlEvent.Start) continue;
      const child: string = r.localName;
      if (r.namespace === soapNs && child === "Fault") {
        const fault = readFault(r, version, declaredFaults(op));
        readToEnd(r);
        return { fault: new SoapFaultError(site, fault, status) };
      }
      const output = op.output;
      if (!output) throw new ShapeError(`a one-way operation answered with <${r.qName}>`);
      // An encoded response's later elements are the values its call refers to.
      if (output.encoded && sawWrapper) {
        output.readChild(r, values);
        continue;
      }
      const expected = output.wrapper
        ? [output.wrapper]
        : output.fields.map((f) => ({ ns: f.ns, local: f.xml }));
      if (
        !expected.some((x) => x.local === child && x.ns === r.namespace) ||
        (output.wrapper && sawWrapper)
      ) {
        // Where only the namespace differs, the names alone would read as the same element.
        const named = (local: string, ns: string) =>
          expected.some((x) => x.local === child)
            ? `<${local}> ${ns === "" ? "in no namespace" : `in ${ns}`}`
            : `<${local}>`;
        throw new ShapeError(
          `expected ${expected.map((x) => named(x.local, x.ns)).join(" or ")} in the SOAP Body, got ${named(r.qName, r.namespace)}`,
        );
      }
      sawWrapper = true;
      output.readChild(r, values);
    }
    op.output?.complete(values);
    readToEnd(r);
    // A one-way operation answered with an empty Body (a 2xx): nothing to read, as an empty answer.
    if (!op.output) return { result: undefined as R };
    return { result: resultOf(op, values, sawWrapper) };
  }
  throw new ShapeError("the SOAP Envelope has no Body");
}

/** The result, once every required element of the response was there. */
function resultOf<R>(
  op: OperationCodec<unknown, R>,
  values: Record<string, unknown>,
  sawWrapper: boolean,
): R {
  const output = op.output!;
  if (output.wrapper && !sawWrapper)
    throw new ShapeError(`the SOAP Body has no <${output.wrapper.local}>`);
  const missing = output.fields.find((f) => f.min > 0 && values[f.ts] === undefined);
  if (missing)
    throw new ShapeError(
      `${output.wrapper ? `<${output.wrapper.local}>` : "the SOAP Body"} has no <${missing.xml}>`,
    );
  return op.resultOf(values);
}

function readHeaders(r: XmlReader, headers: ResponseHeaders): void {
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    const header = headers.byElement.get(`{${r.namespace}}${r.localName}`);
    if (header) headers.into[header.name] = header.codec.read(r);
    else r.skipElement();
  }
}

function declaredFaults(op: OperationCodec<unknown, unknown>): DetailReader | undefined {
  if (op.faults.length === 0) return undefined;
  return (r) => {
    const fault = op.faultOf(r);
    if (!fault) return undefined;
    const codec = typeof fault.codec === "function" ? fault.codec() : fault.codec;
    return { name: fault.name, value: codec.read(r) };
  };
}

/** An XML declaration and nothing else: no document element. */
const DECLARATION_ONLY = /^\uFEFF?\s*(<\?xml\s[^>]*\?>)?\s*$/;

/**
 * A document that is the result's one kept element, whatever its name (ASMX's XmlElement);
 * ASMX answers a null one with the XML declaration alone.
 */
function keptDocument(body: string): { $any: string[] } | undefined {
  if (DECLARATION_ONLY.test(body)) return undefined;
  const r = new XmlReader(body);
  nextStart(r);
  const xml = r.readOuterXml();
  readToEnd(r);
  return { $any: [xml] };
}

/** Reads on to the end, so a truncated document or trailing junk is an error, not a result. */
function readToEnd(r: XmlReader): void {
  while (r.next() !== XmlEvent.Eof);
}

function nextStart(r: XmlReader): void {
  for (let event = r.next(); event !== XmlEvent.Start; event = r.next()) {
    if (event === XmlEvent.Eof || event === XmlEvent.End)
      throw new ShapeError("the response has no document element");
  }
}

function formatError(site: CallSite, err: unknown, body: string): Error {
  if (
    err instanceof ShapeError ||
    err instanceof XmlSyntaxError ||
    err instanceof XmlLimitError ||
    err instanceof XmlValueError
  ) {
    return new ResponseFormatError(site, err.message, body);
  }
  return err as Error;
}
