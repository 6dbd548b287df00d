/**
 * Reads a response into the operation's result, or into the typed error it stands for: a SOAP
 * fault (whatever the HTTP status), an HTTP status error (a non-2xx answer without a fault, such as
 * ASMX's text/plain 500s on GET/POST and its empty 400/415s), or a format error (a 2xx answer that
 * is not well-formed XML or not the element the operation answers with).
 */
import {
  OperationCodec,
  SOAP_NS,
  XmlEvent,
  XmlLimitError,
  XmlReader,
  XmlSyntaxError,
  XmlValueError,
  readFault,
  soapVersionOf,
  type Codec,
} from "./contract-runtime.js";
import { HttpStatusError, ResponseFormatError, SoapFaultError, type CallSite } from "./errors.js";

export interface WireResponse {
  status: number;
  statusText: string;
  contentType: string;
  body: string;
}

/** How an operation's result is read: its codec, and the HTTP GET/POST document element. */
export interface ResultDescriptor<R> {
  codec: Codec<R>;
  httpRoot: string;
}

/** The response is well-formed XML but not what the operation answers with. */
class ShapeError extends Error {}

const isSuccess = (status: number) => status >= 200 && status < 300;
const NOT_XML = /^\s*(text\/(plain|html)|application\/json)\b/i;

export function readSoapResponse<R>(site: CallSite, op: OperationCodec<unknown>, result: ResultDescriptor<R>, res: WireResponse): R {
  const httpError = () => new HttpStatusError(site, res.status, res.statusText, res.contentType, res.body);
  if (res.body.trim() === "" || NOT_XML.test(res.contentType)) {
    if (!isSuccess(res.status)) throw httpError();
    throw new ResponseFormatError(site, res.body.trim() === "" ? "the body is empty" : `content type ${res.contentType} is not XML`, res.body);
  }
  let outcome: { fault: SoapFaultError } | { result: R };
  try {
    outcome = readEnvelope(site, op, result.codec, res.status, new XmlReader(res.body));
  } catch (err) {
    if (!isSuccess(res.status)) throw httpError();
    throw formatError(site, err, res.body);
  }
  if ("fault" in outcome) throw outcome.fault;
  if (!isSuccess(res.status)) throw httpError();
  return outcome.result;
}

export function readHttpResponse<R>(site: CallSite, namespace: string, result: ResultDescriptor<R>, res: WireResponse): R {
  if (!isSuccess(res.status)) throw new HttpStatusError(site, res.status, res.statusText, res.contentType, res.body);
  try {
    const r = new XmlReader(res.body);
    nextStart(r);
    if (r.namespace !== namespace || r.localName !== result.httpRoot) {
      throw new ShapeError(`expected <${result.httpRoot}> in ${namespace}, got <${r.qName}>${r.namespace ? ` in ${r.namespace}` : ""}`);
    }
    const value = result.codec.read(r);
    readToEnd(r);
    return value;
  } catch (err) {
    throw formatError(site, err, res.body);
  }
}

function readEnvelope<R>(
  site: CallSite,
  op: OperationCodec<unknown>,
  codec: Codec<R>,
  status: number,
  r: XmlReader,
): { fault: SoapFaultError } | { result: R } {
  nextStart(r);
  const version = soapVersionOf(r.namespace);
  if (r.localName !== "Envelope" || !version) throw new ShapeError(`expected a SOAP Envelope, got <${r.qName}>`);
  const soapNs = SOAP_NS[version];
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    const name: string = r.localName;
    if (r.namespace !== soapNs || name !== "Body") {
      r.skipElement();
      continue;
    }
    nextStart(r);
    const child: string = r.localName;
    if (r.namespace === soapNs && child === "Fault") {
      const fault = readFault(r, version);
      readToEnd(r);
      return { fault: new SoapFaultError(site, fault, status) };
    }
    if (r.namespace !== op.namespace || child !== op.responseElement) {
      throw new ShapeError(`expected <${op.responseElement}> in the SOAP Body, got <${r.qName}>`);
    }
    const value = readResultChild(r, op, codec);
    readToEnd(r);
    return { result: value };
  }
  throw new ShapeError("the SOAP Envelope has no Body");
}

function readResultChild<R>(r: XmlReader, op: OperationCodec<unknown>, codec: Codec<R>): R {
  let found = false;
  let result: R | undefined;
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    if (!found && r.namespace === op.namespace && r.localName === op.resultElement) {
      result = codec.read(r);
      found = true;
    } else r.skipElement();
  }
  // The schema lets ASMX leave the result out (a method returning null); the typed result has none.
  if (!found) throw new ShapeError(`<${op.responseElement}> has no <${op.resultElement}>`);
  return result as R;
}

/** Reads on to the end, so a truncated document or trailing junk is an error, not a result. */
function readToEnd(r: XmlReader): void {
  while (r.next() !== XmlEvent.Eof);
}

function nextStart(r: XmlReader): void {
  for (let event = r.next(); event !== XmlEvent.Start; event = r.next()) {
    if (event === XmlEvent.Eof || event === XmlEvent.End) throw new ShapeError("the response has no document element");
  }
}

function formatError(site: CallSite, err: unknown, body: string): Error {
  if (err instanceof ShapeError || err instanceof XmlSyntaxError || err instanceof XmlLimitError || err instanceof XmlValueError) {
    return new ResponseFormatError(site, err.message, body);
  }
  return err as Error;
}
