// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { invoke } from "./invoke.js";
import { parseMediaType } from "./contract-runtime.js";
import { BodyError, decodeBody, readBody } from "./request-body.js";
import { FormParameterError, readFormText } from "./request-params.js";
import { TEXT_PLAIN, TEXT_XML, send, sendAndClose, sendPieces } from "./responses.js";
import { httpResult } from "./result-writer.js";
import { SoapFault, soapFaultText } from "./soap-fault.js";
async function handleHttp(rt, binding, name, query, req, res) {
  const fail = (message) => send(res, 500, TEXT_PLAIN, message);
  const unrecognized = `System.InvalidOperationException: Request format is unrecognized for URL unexpectedly ending in '/${name}'.`;
  if (!rt.isHttpEnabled(binding)) return fail(unrecognized);
  const operation = rt.byName.get(name);
  if (!operation) {
    const cased = rt.nameByLowerName.get(name.toLowerCase());
    return fail(
      cased ? `System.ArgumentException: Invalid method name '${name}', method names are case sensitive. The method name '${cased}' with the same name but different casing was found.` : `System.InvalidOperationException: ${name} Web Service method name is not valid.`
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
        `System.InvalidOperationException: Request format is invalid: ${media.type}.`
      );
    }
    try {
      form = decodeBody(
        await readBody(req, rt.limits.maxBodyBytes, rt.limits.bodyTimeoutMs),
        media.params.get("charset")
      );
    } catch (err) {
      if (!(err instanceof BodyError)) throw err;
      if (err.status === 500) rt.reportError(err, name, binding);
      return sendAndClose(res, err.status, TEXT_PLAIN);
    }
  }
  let params;
  try {
    params = readFormText(operation.codec, form);
  } catch (err) {
    if (!(err instanceof FormParameterError)) throw err;
    return fail(
      `${err.kind === "missing" ? "System.InvalidOperationException" : "System.ArgumentException"}: ${err.message}`
    );
  }
  let body;
  try {
    const outcome = await invoke(rt, {
      binding,
      operation,
      params,
      header: void 0,
      httpAuthenticate: options.authenticate,
      req,
      res
    });
    if (outcome.kind === "refused")
      return fail(outcome.details.map((d) => `${d.code}: ${d.desc}`).join("\n"));
    body = httpResult(operation, outcome.value);
  } catch (err) {
    if (err instanceof SoapFault) return fail(soapFaultText(err));
    rt.reportError(err, name, binding);
    return fail("System.Exception: Server was unable to process request.");
  }
  sendPieces(res, 200, TEXT_XML, body);
}
export {
  handleHttp
};
//# sourceMappingURL=http-endpoint.js.map
