// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * The JSON face (the `json` option): `POST <endpoint>/<operation>` with a JSON body, the mapping
 * of docs/openapi.md. The same call as on SOAP: the parameters are read into the generated types
 * by the operation's codecs (json-values.ts), SOAP headers come as `X-SOAP-<element>` HTTP headers
 * of JSON, and the authentication, validators and implementation are the SOAP binding's. The
 * answer is the result as JSON (200; 204 without one, 202 for a one-way operation), or a fault as
 * JSON: 400 for one the request caused, 500 for any other. `GET <endpoint>?openapi` is the
 * contract's OpenAPI document, which describes all of this.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import {
  JsonDepthError,
  type JsonValue,
  JsonValues,
  jsonHeaderNames,
  jsonFault,
  jsonHeaderText,
  jsonOf,
  parseMediaType,
  type HeaderBlock,
  type OperationCodec,
  writeParts,
} from "./contract-runtime.js";
import { DeclaredFault } from "./declared-fault.js";
import { invoke } from "./invoke.js";
import { BodyError, decodeBody, readBody } from "./request-body.js";
import { TEXT_PLAIN, send, sendAndClose } from "./responses.js";
import type { ServerRuntime } from "./server-runtime.js";
import { type FaultCode, SoapFault } from "./soap-fault.js";

export const APPLICATION_JSON = "application/json; charset=utf-8";

/** What the JSON face knows of a service, worked out once. */
export class JsonFace {
  readonly values: JsonValues;
  /** The contract's SOAP header blocks, by their names in a call's context. */
  readonly blocks: Readonly<Record<string, HeaderBlock>>;
  /** The HTTP header name of each SOAP header block, by its name in a call's context. */
  readonly httpNames: ReadonlyMap<string, string>;
  /** The same, lower-cased: as node:http gives a request's headers. */
  readonly requestNames: ReadonlyMap<string, string>;
  /** The OpenAPI document's bytes, served at `?openapi`: read once, here. */
  readonly document: Buffer | undefined;

  constructor(
    headers: Readonly<Record<string, HeaderBlock>>,
    maxDepth: number,
    openapi: (() => string) | undefined,
  ) {
    this.values = new JsonValues(maxDepth);
    this.document = openapi === undefined ? undefined : Buffer.from(openapi());
    this.blocks = headers;
    const keys = Object.keys(headers);
    const names = jsonHeaderNames(keys.map((k) => headers[k]!.element));
    this.httpNames = new Map(keys.map((k, i) => [k, names[i]!]));
    this.requestNames = new Map(keys.map((k, i) => [k, names[i]!.toLowerCase()]));
  }
}

/** `GET <endpoint>?openapi`: the OpenAPI document, when the JSON face is on. */
export function sendOpenApi(face: JsonFace | undefined, res: ServerResponse): void {
  if (face?.document === undefined)
    return send(res, 404, TEXT_PLAIN, "This service publishes no OpenAPI document.");
  send(res, 200, APPLICATION_JSON, face.document);
}

/** Whether a POST to an operation's path is for the JSON face. */
export function isJsonRequest(req: IncomingMessage): boolean {
  return parseMediaType(req.headers["content-type"]).type === "application/json";
}

export async function handleJson<I, H>(
  rt: ServerRuntime<I, H>,
  face: JsonFace,
  name: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const operation = rt.byName.get(name);
  if (!operation) return sendAndClose(res, 404, APPLICATION_JSON, refusal(`no operation ${name}`));
  let text: string;
  try {
    text = decodeBody(
      await readBody(req, rt.limits.maxBodyBytes, rt.limits.bodyTimeoutMs),
      parseMediaType(req.headers["content-type"]).params.get("charset"),
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
      header:
        rt.service.auth === undefined
          ? undefined
          : (request.headers[rt.service.auth] as H | null | undefined),
      headers: request.headers,
      req,
      res,
    });
    if (outcome.kind === "refused")
      return send(
        res,
        400,
        APPLICATION_JSON,
        refusal(outcome.details.map((d) => `${d.code}: ${d.desc}`).join(" ")),
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
      JSON.stringify({ code: "Server", message: "Server was unable to process request." }),
    );
  }
}

type Request = { params: unknown; headers: Record<string, unknown> } | { refused: string };

/** The parameters and SOAP headers of a request, or why it is refused. */
function readRequest(
  face: JsonFace,
  codec: OperationCodec<unknown, unknown>,
  text: string,
  req: IncomingMessage,
): Request {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    return { refused: refusal(`the body is no JSON: ${(err as Error).message}`) };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json))
    return { refused: refusal("the body must be a JSON object of the operation's parameters") };
  const headers: Record<string, unknown> = {};
  try {
    for (const key of codec.headers) {
      const httpName = face.httpNames.get(key)!;
      const value = req.headers[face.requestNames.get(key)!];
      if (typeof value !== "string") continue;
      const header = readHeader(face, face.blocks[key]!, httpName, value);
      if ("refused" in header) return header;
      headers[key] = header.value;
    }
    return { params: face.values.fields(codec.input.fields, json), headers };
  } catch (err) {
    if (err instanceof JsonDepthError) return { refused: refusal(err.message) };
    throw err;
  }
}

/**
 * A SOAP header's value from its HTTP header, or why it is refused: what the header block's codec
 * could not write is no value the SOAP binding could have been sent.
 */
function readHeader(
  face: JsonFace,
  block: HeaderBlock,
  httpName: string,
  text: string,
): { value: unknown } | { refused: string } {
  let json: unknown;
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
    return { refused: refusal((err as Error).message) };
  }
  return { value };
}

/** The response's SOAP headers as HTTP headers. */
function httpHeaders(face: JsonFace, values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    const text = jsonHeaderText(value);
    const name = face.httpNames.get(key);
    if (text !== undefined && name !== undefined) out[name] = text;
  }
  return out;
}

/** A `Client` fault of the JSON face's own, as its body's text. */
function refusal(message: string): string {
  return JSON.stringify(jsonFault({ code: "Client", message }).body);
}

/** A fault the implementation raised, as docs/openapi.md writes it. */
function faultOf(
  err: unknown,
  declared: readonly { name: string }[],
): { status: number; body: { [key: string]: JsonValue } } | undefined {
  if (err instanceof SoapFault)
    return jsonFault({
      code: codeName(err.code),
      message: err.reason,
      actor: err.actor,
      detail: err.detail,
    });
  if (err instanceof DeclaredFault && declared.some((f) => f.name === err.fault))
    return jsonFault({
      code: codeName(err.options.code ?? "server"),
      message: err.message,
      actor: err.options.actor,
      fault: err.fault,
      detail: err.detail,
    });
  return undefined;
}

/** A fault code's local name, as SOAP 1.1 names the two a server raises most. */
function codeName(code: FaultCode): string {
  return code === "client" ? "Client" : code === "server" ? "Server" : code.local;
}
