// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  JsonDepthError,
  JsonValues,
  jsonHeaderNames,
  jsonFault,
  jsonHeaderText,
  jsonOf,
  parseMediaType,
  writeParts
} from "./contract-runtime.js";
import { DeclaredFault } from "./declared-fault.js";
import { invoke } from "./invoke.js";
import { BodyError, decodeBody, readBody } from "./request-body.js";
import { TEXT_PLAIN, send, sendAndClose } from "./responses.js";
import { SoapFault } from "./soap-fault.js";
const APPLICATION_JSON = "application/json; charset=utf-8";
class JsonFace {
  values;
  /** The contract's SOAP header blocks, by their names in a call's context. */
  blocks;
  /** The HTTP header name of each SOAP header block, by its name in a call's context. */
  httpNames;
  /** The same, lower-cased: as node:http gives a request's headers. */
  requestNames;
  /** The OpenAPI document's bytes, served at `?openapi`: read once, here. */
  document;
  constructor(headers, maxDepth, openapi) {
    this.values = new JsonValues(maxDepth);
    this.document = openapi === void 0 ? void 0 : Buffer.from(openapi());
    this.blocks = headers;
    const keys = Object.keys(headers);
    const names = jsonHeaderNames(keys.map((k) => headers[k].element));
    this.httpNames = new Map(keys.map((k, i) => [k, names[i]]));
    this.requestNames = new Map(keys.map((k, i) => [k, names[i].toLowerCase()]));
  }
}
function sendOpenApi(face, res) {
  if (face?.document === void 0)
    return send(res, 404, TEXT_PLAIN, "This service publishes no OpenAPI document.");
  send(res, 200, APPLICATION_JSON, face.document);
}
function isJsonRequest(req) {
  return parseMediaType(req.headers["content-type"]).type === "application/json";
}
async function handleJson(rt, face, name, req, res) {
  const operation = rt.byName.get(name);
  if (!operation) return sendAndClose(res, 404, APPLICATION_JSON, refusal(`no operation ${name}`));
  let text;
  try {
    text = decodeBody(
      await readBody(req, rt.limits.maxBodyBytes, rt.limits.bodyTimeoutMs),
      parseMediaType(req.headers["content-type"]).params.get("charset")
    );
  } catch (err) {
    if (!(err instanceof BodyError)) throw err;
    if (err.status === 500) rt.reportError(err, name, "json");
    return sendAndClose(res, err.status, APPLICATION_JSON);
  }
  const request = readRequest(face, operation.codec, text, req);
  if ("refused" in request) return send(res, 400, APPLICATION_JSON, request.refused);
  try {
    const outcome = await invoke(rt, {
      binding: "json",
      operation,
      params: request.params,
      // The header's value as its codec reads it: what it writes is what it reads (readHeader).
      header: rt.service.auth === void 0 ? void 0 : request.headers[rt.service.auth],
      headers: request.headers,
      req,
      res
    });
    if (outcome.kind === "refused")
      return send(
        res,
        400,
        APPLICATION_JSON,
        refusal(outcome.details.map((d) => `${d.code}: ${d.desc}`).join(" "))
      );
    const headers = httpHeaders(face, outcome.headers);
    if (!operation.codec.output) return send(res, 202, APPLICATION_JSON, "", headers);
    if (operation.codec.result === "void") return send(res, 204, APPLICATION_JSON, "", headers);
    return send(res, 200, APPLICATION_JSON, JSON.stringify(jsonOf(outcome.value) ?? null), headers);
  } catch (err) {
    const fault = faultOf(err, operation.codec.faults);
    if (fault) return send(res, fault.status, APPLICATION_JSON, JSON.stringify(fault.body));
    rt.reportError(err, name, "json");
    return send(
      res,
      500,
      APPLICATION_JSON,
      JSON.stringify({ code: "Server", message: "Server was unable to process request." })
    );
  }
}
function readRequest(face, codec, text, req) {
  let json;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { refused: refusal(`the body is no JSON: ${err.message}`) };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json))
    return { refused: refusal("the body must be a JSON object of the operation's parameters") };
  const headers = {};
  try {
    for (const key of codec.headers) {
      const httpName = face.httpNames.get(key);
      const value = req.headers[face.requestNames.get(key)];
      if (typeof value !== "string") continue;
      const header = readHeader(face, face.blocks[key], httpName, value);
      if ("refused" in header) return header;
      headers[key] = header.value;
    }
    return { params: face.values.fields(codec.input.fields, json), headers };
  } catch (err) {
    if (err instanceof JsonDepthError) return { refused: refusal(err.message) };
    throw err;
  }
}
function readHeader(face, block, httpName, text) {
  let json;
  try {
    json = JSON.parse(text);
  } catch {
    return { refused: refusal(`${httpName}: expected the SOAP header's value as JSON`) };
  }
  const value = face.values.value(block.codec, json);
  try {
    writeParts(block.codec, value, httpName, block.namespace);
  } catch (err) {
    if (err instanceof JsonDepthError) throw err;
    return { refused: refusal(err.message) };
  }
  return { value };
}
function httpHeaders(face, values) {
  const out = {};
  for (const [key, value] of Object.entries(values)) {
    const text = jsonHeaderText(value);
    const name = face.httpNames.get(key);
    if (text !== void 0 && name !== void 0) out[name] = text;
  }
  return out;
}
function refusal(message) {
  return JSON.stringify(jsonFault({ code: "Client", message }).body);
}
function faultOf(err, declared) {
  if (err instanceof SoapFault)
    return jsonFault({
      code: codeName(err.code),
      message: err.reason,
      actor: err.actor,
      detail: err.detail
    });
  if (err instanceof DeclaredFault && declared.some((f) => f.name === err.fault))
    return jsonFault({
      code: codeName(err.options.code ?? "server"),
      message: err.message,
      actor: err.options.actor,
      fault: err.fault,
      detail: err.detail
    });
  return void 0;
}
function codeName(code) {
  return code === "client" ? "Client" : code === "server" ? "Server" : code.local;
}
export {
  APPLICATION_JSON,
  JsonFace,
  handleJson,
  isJsonRequest,
  sendOpenApi
};
//# sourceMappingURL=json-endpoint.js.map
