// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * SOAP 1.1 and 1.2 at the endpoint path: content type, body, envelope, call, answer. The version
 * is the envelope's (ASMX answers a 1.2 envelope sent as text/xml in 1.2); errors before the
 * envelope is known take the request's content-type family.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { addressingReply, faultWithAddressing, replyAction } from "./addressing.js";
import { parseMediaType } from "./media-type.js";
import { BodyError, decodeBody, readBody } from "./request-body.js";
import { invoke } from "./invoke.js";
import { DeclaredFault, declaredFaultBody } from "./declared-fault.js";
import { SoapFault, soapFaultBody } from "./soap-fault.js";
import type { BodyPieces } from "./body-pieces.js";
import { SOAP12_XML, TEXT_XML, send, sendAndClose, sendPieces } from "./responses.js";
import { soapResult } from "./result-writer.js";
import type { ServerRuntime } from "./server-runtime.js";
import { REASONS, fault, type Fault } from "./soap-faults.js";
import { readSoapRequest } from "./soap-request.js";
import { securityFault, type SecurityOutcome } from "./ws-security.js";
import type { SoapVersion } from "./contract-runtime.js";

const CONTENT_TYPE: Record<SoapVersion, string> = { "1.1": TEXT_XML, "1.2": SOAP12_XML };

export async function handleSoap<I, H>(
  rt: ServerRuntime<I, H>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const media = parseMediaType(req.headers["content-type"]);
  if (media.type !== "text/xml" && media.type !== "application/soap+xml")
    return sendAndClose(res, 415, TEXT_XML);
  const family = media.type === "text/xml" ? TEXT_XML : SOAP12_XML;
  let xml: string;
  try {
    xml = decodeBody(
      await readBody(req, rt.limits.maxBodyBytes, rt.limits.bodyTimeoutMs),
      media.params.get("charset"),
    );
  } catch (err) {
    if (!(err instanceof BodyError)) throw err;
    if (err.status === 500) rt.reportError(err);
    return sendAndClose(res, err.status, err.status === 415 ? TEXT_XML : family);
  }
  if (xml.trim() === "") return send(res, 400, family, "");
  const soapAction = req.headers.soapaction;
  const hints = {
    soapAction: Array.isArray(soapAction) ? soapAction[0] : soapAction,
    actionParam: media.params.get("action"),
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
    rt.canonical.read(xml, hints, rt.limits.xml) ??
    readSoapRequest(xml, hints, rt.routing, rt.limits.xml);
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
    body = soapResult(
      version,
      operation,
      outcome.value,
      outcome.headers,
      rt.service,
      addressing &&
        addressingReply(addressing, replyAction(addressing, operation.codec.soapAction)),
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
      await rt.wsSecurity.signAnswer(body.pieces.join(""), version),
    );
  sendPieces(res, 200, CONTENT_TYPE[version], body);
}

function sendFault(res: ServerResponse, f: Fault, body = (envelope: string) => envelope): void {
  send(res, 500, CONTENT_TYPE[f.version], body(f.body));
}
