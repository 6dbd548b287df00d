// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * HTTP GET `/<op>?name=value` and HTTP POST `/<op>` with a form body, as ASMX serves them when they
 * are switched on: names of parameters case-insensitive, of operations case-sensitive; every
 * failure a 500 text/plain naming what was wrong (the first line of ASMX's own message).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { invoke } from "./invoke.js";
import { parseMediaType } from "./contract-runtime.js";
import { BodyError, decodeBody, readBody } from "./request-body.js";
import { FormParameterError, readFormText } from "./request-params.js";
import type { BodyPieces } from "./body-pieces.js";
import { TEXT_PLAIN, TEXT_XML, send, sendAndClose, sendPieces } from "./responses.js";
import { httpResult } from "./result-writer.js";
import { SoapFault, soapFaultText } from "./soap-fault.js";
import type { ServerRuntime } from "./server-runtime.js";

export async function handleHttp<I, H>(
  rt: ServerRuntime<I, H>,
  binding: "httpGet" | "httpPost",
  name: string,
  query: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const fail = (message: string) => send(res, 500, TEXT_PLAIN, message);
  const unrecognized = `System.InvalidOperationException: Request format is unrecognized for URL unexpectedly ending in '/${name}'.`;
  if (!rt.isHttpEnabled(binding)) return fail(unrecognized);
  const operation = rt.byName.get(name);
  if (!operation) {
    const cased = rt.nameByLowerName.get(name.toLowerCase());
    return fail(
      cased
        ? `System.ArgumentException: Invalid method name '${name}', method names are case sensitive. The method name '${cased}' with the same name but different casing was found.`
        : `System.InvalidOperationException: ${name} Web Service method name is not valid.`,
    );
  }
  const options = rt.httpBinding(binding, name);
  if (!options || !operation.codec.bindings.includes(binding)) return fail(unrecognized);
  let form = query;
  if (binding === "httpPost") {
    const media = parseMediaType(req.headers["content-type"]);
    if (media.type !== "application/x-www-form-urlencoded") {
      return sendAndClose(
        res,
        500,
        TEXT_PLAIN,
        `System.InvalidOperationException: Request format is invalid: ${media.type}.`,
      );
    }
    try {
      form = decodeBody(
        await readBody(req, rt.limits.maxBodyBytes, rt.limits.bodyTimeoutMs),
        media.params.get("charset"),
      );
    } catch (err) {
      if (!(err instanceof BodyError)) throw err;
      if (err.status === 500) rt.reportError(err, name, binding);
      return sendAndClose(res, err.status, TEXT_PLAIN);
    }
  }
  let params: unknown;
  try {
    params = readFormText(operation.codec, form);
  } catch (err) {
    if (!(err instanceof FormParameterError)) throw err;
    return fail(
      `${err.kind === "missing" ? "System.InvalidOperationException" : "System.ArgumentException"}: ${err.message}`,
    );
  }
  let body: BodyPieces;
  try {
    const outcome = await invoke(rt, {
      binding,
      operation,
      params,
      header: undefined,
      httpAuthenticate: options.authenticate,
      req,
      res,
    });
    if (outcome.kind === "refused")
      return fail(outcome.details.map((d) => `${d.code}: ${d.desc}`).join("\n"));
    body = httpResult(operation, outcome.value);
  } catch (err) {
    // ASMX answers a SoapException on GET/POST with its type and message, as text.
    if (err instanceof SoapFault) return fail(soapFaultText(err));
    rt.reportError(err, name, binding);
    return fail("System.Exception: Server was unable to process request.");
  }
  sendPieces(res, 200, TEXT_XML, body);
}
