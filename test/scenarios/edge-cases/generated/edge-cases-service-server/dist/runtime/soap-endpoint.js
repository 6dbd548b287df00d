// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { addressingReply, faultWithAddressing, replyAction } from "./addressing.js";
import { BodyError, decodeBody, readBody } from "./request-body.js";
import { invoke } from "./invoke.js";
import { DeclaredFault, declaredFaultBody } from "./declared-fault.js";
import { SoapFault, soapFaultBody } from "./soap-fault.js";
import { BodyPieces } from "./body-pieces.js";
import { SOAP12_XML, TEXT_PLAIN, TEXT_XML, send, sendAndClose, sendPieces } from "./responses.js";
import { soapResult } from "./result-writer.js";
import { REASONS, fault } from "./soap-faults.js";
import { readSoapRequest } from "./soap-request.js";
import { securityFault } from "./ws-security.js";
import {
  MultipartError,
  MultipartReader,
  ReceivedParts,
  XopWriter,
  parseMediaType,
  xopMessage
} from "./contract-runtime.js";
const CONTENT_TYPE = { "1.1": TEXT_XML, "1.2": SOAP12_XML };
const SOAP_TYPES = /* @__PURE__ */ new Set(["text/xml", "application/soap+xml"]);
const ROOT_TYPES = /* @__PURE__ */ new Set([...SOAP_TYPES, "application/xop+xml"]);
async function handleSoap(rt, req, res) {
  const media = parseMediaType(req.headers["content-type"]);
  const related = media.type === "multipart/related";
  const soapMedia = related ? envelopeTypeOf(media) : media;
  if (!SOAP_TYPES.has(soapMedia.type) && !(related && soapMedia.type === ""))
    return sendAndClose(res, 415, TEXT_XML);
  const family = soapMedia.type === "application/soap+xml" ? SOAP12_XML : TEXT_XML;
  let xml;
  let parts;
  let actionParam = soapMedia.params.get("action");
  try {
    const bytes = await readBody(req, rt.limits.maxBodyBytes, rt.limits.bodyTimeoutMs);
    if (related) {
      const message2 = readPackage(bytes, media, rt.limits.maxParts);
      actionParam ??= parseMediaType(message2.rootType.params.get("type")).params.get("action");
      parts = new ReceivedParts(message2);
      xml = decodeBody(message2.root.bytes, message2.rootType.params.get("charset"));
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
    actionParam
  };
  let security;
  try {
    security = rt.wsSecurity && await rt.wsSecurity.check(xml, rt.limits.xml, req.headers);
  } catch (err) {
    rt.reportError(err);
    return sendFault(res, fault(family === TEXT_XML ? "1.1" : "1.2", "server", REASONS.failed));
  }
  if (security && !security.ok) return sendFault(res, security.fault);
  const request = (parts ? void 0 : rt.canonical.read(xml, hints, rt.limits.xml)) ?? readSoapRequest(xml, hints, rt.routing, rt.limits.xml, parts);
  if (request.kind === "malformed") return send(res, 400, family, "");
  if (request.kind === "fault") return sendFault(res, request.fault);
  const { version, operation } = request;
  if (security && security.version !== version)
    return sendFault(res, securityFault(version, "InvalidSecurity"));
  const binding = version === "1.1" ? "soap11" : "soap12";
  const addressing = request.addressing;
  const faultBody = (envelope) => addressing ? faultWithAddressing(addressing, envelope) : envelope;
  let body;
  let xop;
  try {
    const outcome = await invoke(rt, {
      binding,
      operation,
      params: request.params,
      header: request.header,
      headers: request.headers,
      wsSecurity: security?.ok ? security.identity : void 0,
      req,
      res
    });
    if (outcome.kind === "refused")
      return sendFault(
        res,
        fault(version, "client", outcome.details.map((d) => `${d.code}: ${d.desc}`).join(" ")),
        faultBody
      );
    if (!operation.codec.output) return send(res, 202, CONTENT_TYPE[version], "");
    xop = rt.mtomThreshold === void 0 || rt.wsSecurity?.options.signature?.signAnswers ? void 0 : new XopWriter(rt.mtomThreshold);
    body = soapResult(
      version,
      operation,
      outcome.value,
      outcome.headers,
      rt.service,
      addressing && addressingReply(addressing, replyAction(addressing, operation.codec.soapAction)),
      xop
    );
  } catch (err) {
    if (err instanceof SoapFault)
      return send(res, 500, CONTENT_TYPE[version], faultBody(soapFaultBody(version, err)));
    const declared = err instanceof DeclaredFault ? declaredFaultBody(version, operation, err) : void 0;
    if (declared !== void 0) return send(res, 500, CONTENT_TYPE[version], faultBody(declared));
    rt.reportError(err, operation.codec.name, binding);
    return sendFault(res, fault(version, "server", REASONS.failed), faultBody);
  }
  if (rt.wsSecurity?.options.signature?.signAnswers)
    return send(
      res,
      200,
      CONTENT_TYPE[version],
      await rt.wsSecurity.signAnswer(body.text(), version)
    );
  if (!xop) return sendPieces(res, 200, CONTENT_TYPE[version], body);
  const message = xopMessage(body.pieces, SOAP_TYPE[version], xop.parts);
  const pieces = new BodyPieces();
  for (const piece of message.pieces) pieces.add(piece);
  sendPieces(res, 200, message.contentType, pieces);
}
function readPackage(bytes, media, maxParts) {
  const reader = new MultipartReader(media, maxParts);
  reader.add(bytes);
  const message = reader.end();
  if (!ROOT_TYPES.has(message.rootType.type))
    throw new MultipartError(
      `the root part is ${message.rootType.type || "untyped"}, not a SOAP envelope`
    );
  return message;
}
const SOAP_TYPE = { "1.1": "text/xml", "1.2": "application/soap+xml" };
function envelopeTypeOf(media) {
  const type = media.params.get("type");
  return parseMediaType(
    type?.toLowerCase() === "application/xop+xml" ? media.params.get("start-info") : type
  );
}
function sendFault(res, f, body = (envelope) => envelope) {
  send(res, 500, CONTENT_TYPE[f.version], body(f.body));
}
export {
  handleSoap
};
//# sourceMappingURL=soap-endpoint.js.map
