/**
 * SOAP 1.1 and 1.2 at the endpoint path: content type, body, envelope, call, answer. The version
 * is the envelope's (ASMX answers a 1.2 envelope sent as text/xml in 1.2); errors before the
 * envelope is known take the request's content-type family. A multipart/related request (MTOM/XOP,
 * SOAP with Attachments) is read as its root part, its base64Binary elements taking the parts
 * they name; with the `mtom` option, results are answered as MTOM.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { addressingReply, faultWithAddressing, replyAction } from "./addressing.js";
import { BodyError, decodeBody, readBody } from "./request-body.js";
import { invoke } from "./invoke.js";
import { DeclaredFault, declaredFaultBody } from "./declared-fault.js";
import { SoapFault, soapFaultBody } from "./soap-fault.js";
import { BodyPieces } from "./body-pieces.js";
import { SOAP12_XML, TEXT_PLAIN, TEXT_XML, send, sendAndClose, sendPieces } from "./responses.js";
import { soapResult } from "./result-writer.js";
import type { ServerRuntime } from "./server-runtime.js";
import { REASONS, fault, type Fault } from "./soap-faults.js";
import { readSoapRequest } from "./soap-request.js";
import { securityFault, type SecurityOutcome } from "./ws-security.js";
import {
  MultipartError,
  MultipartReader,
  ReceivedParts,
  XopWriter,
  parseMediaType,
  xopMessage,
  type MediaType,
  type RelatedMessage,
  type SoapVersion,
} from "./contract-runtime.js";

const CONTENT_TYPE: Record<SoapVersion, string> = { "1.1": TEXT_XML, "1.2": SOAP12_XML };
const SOAP_TYPES = new Set(["text/xml", "application/soap+xml"]);
const ROOT_TYPES = new Set([...SOAP_TYPES, "application/xop+xml"]);

export async function handleSoap<I, H>(
  rt: ServerRuntime<I, H>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const media = parseMediaType(req.headers["content-type"]);
  const related = media.type === "multipart/related";
  // A package's envelope type: MTOM's start-info, SwA's type parameter (else its root part's).
  const soapMedia = related ? envelopeTypeOf(media) : media;
  if (!SOAP_TYPES.has(soapMedia.type) && !(related && soapMedia.type === ""))
    return sendAndClose(res, 415, TEXT_XML);
  const family = soapMedia.type === "application/soap+xml" ? SOAP12_XML : TEXT_XML;
  let xml: string;
  let parts: ReceivedParts | undefined;
  let actionParam = soapMedia.params.get("action");
  try {
    const bytes = await readBody(req, rt.limits.maxBodyBytes, rt.limits.bodyTimeoutMs);
    if (related) {
      const message = readPackage(bytes, media, rt.limits.maxParts);
      actionParam ??= parseMediaType(message.rootType.params.get("type")).params.get("action");
      parts = new ReceivedParts(message);
      xml = decodeBody(message.root.bytes, message.rootType.params.get("charset"));
    } else xml = decodeBody(bytes, media.params.get("charset"));
  } catch (err) {
    if (err instanceof MultipartError) return send(res, 400, TEXT_PLAIN, err.message);
    if (!(err instanceof BodyError)) throw err;
    if (err.status === 500) rt.reportError(err);
    return sendAndClose(res, err.status, err.status === 415 ? TEXT_XML : family);
  }
  if (xml.trim() === "") return send(res, 400, family, "");
  const soapAction = req.headers.soapaction;
  const hints = {
    soapAction: Array.isArray(soapAction) ? soapAction[0] : soapAction,
    actionParam,
  };
  let security: SecurityOutcome | undefined;
  try {
    security = rt.wsSecurity && (await rt.wsSecurity.check(xml, rt.limits.xml, req.headers));
  } catch (err) {
    // A validate hook or a nonce cache that throws, xml-crypto not installed: the server's failure.
    rt.reportError(err);
    return sendFault(res, fault(family === TEXT_XML ? "1.1" : "1.2", "server", REASONS.failed));
  }
  if (security && !security.ok) return sendFault(res, security.fault);
  const request =
    (parts ? undefined : rt.canonical.read(xml, hints, rt.limits.xml)) ??
    readSoapRequest(xml, hints, rt.routing, rt.limits.xml, parts);
  if (request.kind === "malformed") return send(res, 400, family, "");
  if (request.kind === "fault") return sendFault(res, request.fault);
  const { version, operation } = request;
  // The security check read the same envelope: one it could not read is no call.
  if (security && security.version !== version)
    return sendFault(res, securityFault(version, "InvalidSecurity"));
  const binding = version === "1.1" ? "soap11" : "soap12";
  const addressing = request.addressing;
  // A fault answering a request with WS-Addressing headers relates to it, as WCF's do.
  const faultBody = (envelope: string) =>
    addressing ? faultWithAddressing(addressing, envelope) : envelope;
  let body: BodyPieces;
  let xop: XopWriter | undefined;
  try {
    const outcome = await invoke(rt, {
      binding,
      operation,
      params: request.params,
      header: request.header,
      headers: request.headers,
      wsSecurity: security?.ok ? security.identity : undefined,
      req,
      res,
    });
    if (outcome.kind === "refused")
      return sendFault(
        res,
        fault(version, "client", outcome.details.map((d) => `${d.code}: ${d.desc}`).join(" ")),
        faultBody,
      );
    // A one-way operation answers with its status alone.
    if (!operation.codec.output) return send(res, 202, CONTENT_TYPE[version], "");
    // A signed answer is signed as text: its values stay inline.
    xop =
      rt.mtomThreshold === undefined || rt.wsSecurity?.options.signature?.signAnswers
        ? undefined
        : new XopWriter(rt.mtomThreshold);
    body = soapResult(
      version,
      operation,
      outcome.value,
      outcome.headers,
      rt.service,
      addressing &&
        addressingReply(addressing, replyAction(addressing, operation.codec.soapAction)),
      xop,
    );
  } catch (err) {
    // A fault the implementation raises on purpose is its answer, not an error to report.
    if (err instanceof SoapFault)
      return send(res, 500, CONTENT_TYPE[version], faultBody(soapFaultBody(version, err)));
    const declared =
      err instanceof DeclaredFault ? declaredFaultBody(version, operation, err) : undefined;
    if (declared !== undefined) return send(res, 500, CONTENT_TYPE[version], faultBody(declared));
    rt.reportError(err, operation.codec.name, binding);
    return sendFault(res, fault(version, "server", REASONS.failed), faultBody);
  }
  if (rt.wsSecurity?.options.signature?.signAnswers)
    return send(
      res,
      200,
      CONTENT_TYPE[version],
      await rt.wsSecurity.signAnswer(body.text(), version),
    );
  if (!xop) return sendPieces(res, 200, CONTENT_TYPE[version], body);
  const message = xopMessage(body.pieces, SOAP_TYPE[version], xop.parts);
  const pieces = new BodyPieces();
  for (const piece of message.pieces) pieces.add(piece);
  sendPieces(res, 200, message.contentType, pieces);
}

/** A multipart/related body read whole; its root part must be an envelope (or XOP's form of one). */
function readPackage(bytes: Uint8Array, media: MediaType, maxParts: number): RelatedMessage {
  const reader = new MultipartReader(media, maxParts);
  reader.add(bytes);
  const message = reader.end();
  if (!ROOT_TYPES.has(message.rootType.type))
    throw new MultipartError(
      `the root part is ${message.rootType.type || "untyped"}, not a SOAP envelope`,
    );
  return message;
}

/** The envelope's media type in an MTOM package's start-info. */
const SOAP_TYPE: Record<SoapVersion, string> = { "1.1": "text/xml", "1.2": "application/soap+xml" };

/** The media type of a multipart/related package's envelope: MTOM's start-info, SwA's type. */
function envelopeTypeOf(media: MediaType): MediaType {
  const type = media.params.get("type");
  return parseMediaType(
    type?.toLowerCase() === "application/xop+xml" ? media.params.get("start-info") : type,
  );
}

function sendFault(res: ServerResponse, f: Fault, body = (envelope: string) => envelope): void {
  send(res, 500, CONTENT_TYPE[f.version], body(f.body));
}
