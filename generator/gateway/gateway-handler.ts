/**
 * The gateway's requests: `GET /openapi.json` is the contract's OpenAPI document; `POST
 * /{operation}` takes the parameters as JSON (docs/openapi.md), makes them the generated types'
 * values by the contract's codecs (its runtime's json-values.ts, as the server's JSON face does),
 * checks them with the contract's validators, calls the target through
 * the generated client with the SOAP headers the `X-SOAP-*` HTTP headers carry, and answers with
 * the result as JSON, or the fault. No request makes it throw: whatever goes wrong unforeseen is a
 * 500 of its own.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { httpHeaderNames } from "../emit/openapi/soap-headers.ts";
import { jsonHeaderText, jsonOf } from "../../templates/runtime/json-values.ts";
import { headerKey } from "../emit/validators/validator-maps.ts";
import { resultShape } from "../model/operation-shape.ts";
import type { HeaderModel, OperationModel, ServiceModel } from "../model/service-model.ts";
import type { Validator } from "../mock/generated-packages.ts";
import type { ClientChooser } from "./gateway-clients.ts";
import type { GatewayClient, GatewayPackages } from "./gateway-packages.ts";
import { badGateway, faultAnswer, type JsonAnswer, refusal, writeAnswer } from "./json-answers.ts";
import { readJsonBody } from "./read-json-body.ts";

export interface GatewaySetup {
  model: ServiceModel;
  packages: GatewayPackages;
  /** The client of a call, by its Authorization header (gateway-clients.ts). */
  clients: ClientChooser;
  /** The target's endpoint URL, as errors name it. */
  target: string;
  /** The SOAP binding calls go out on. */
  binding: "soap11" | "soap12";
  /** The OpenAPI document's text. */
  document: string;
  maxBodyBytes: number;
}

export const OPENAPI_PATH = "/openapi.json";

/** How deep a request's JSON may nest, as deep as the server's XML by default. */
const JSON_DEPTH = 64;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function gatewayHandler(setup: GatewaySetup): Handler {
  const operations = new Map(setup.model.operations.map((op) => [op.name, op]));
  const headers = new Map(setup.model.headers.map((h) => [h.id, h]));
  const headerValidators = new Map(
    setup.model.headers.map((h) => [
      h.id,
      setup.packages.headerValidators[headerKey(setup.model, h)],
    ]),
  );
  const names = httpHeaderNames(setup.model);
  const values = setup.packages.jsonReading(JSON_DEPTH);

  async function answer(req: IncomingMessage, res: ServerResponse): Promise<JsonAnswer | null> {
    const path = pathOf(req.url ?? "/");
    if (path === undefined) return refusal(400, "the request's path is no URL path");
    if (path === OPENAPI_PATH && (req.method === "GET" || req.method === "HEAD")) {
      res.writeHead(200, {
        "Content-Type": "application/json; charset=utf-8",
        "Content-Length": String(Buffer.byteLength(setup.document)),
      });
      res.end(req.method === "HEAD" ? undefined : setup.document);
      return null;
    }
    const op = operations.get(decoded(path.slice(1)) ?? "");
    if (!op)
      return refusal(404, `no operation at ${path}: POST /{operation}, or GET ${OPENAPI_PATH}`);
    if (req.method !== "POST")
      return { ...refusal(405, `${path} takes POST`), headers: { Allow: "POST" } };
    if (!op.bindings.includes(setup.binding))
      return refusal(
        404,
        `${op.name} is not published on ${setup.binding}, the binding the gateway calls (--binding)`,
      );
    const body = await readJsonBody(req, setup.maxBodyBytes);
    if (!body.ok) return refusal(body.status, body.message);
    if (typeof body.json !== "object" || body.json === null || Array.isArray(body.json))
      return refusal(400, "the body must be a JSON object of the operation's parameters");
    const params = values.fields(setup.packages.operations[op.tsName]!.input.fields, body.json);
    const soapHeaders: Record<string, unknown> = {};
    const issues: { path: string; message: string }[] = [];
    for (const id of op.headers) {
      const h = headers.get(id)!;
      const name = names.get(id)!;
      const text = req.headers[name.toLowerCase()];
      if (typeof text !== "string") continue;
      const json = parseHeader(text);
      if (json === undefined) {
        issues.push({ path: name, message: "expected the SOAP header's value as JSON" });
        continue;
      }
      soapHeaders[h.tsName] = values.value(setup.packages.headerBlocks[h.tsName]!.codec, json);
      issues.push(...issuesOf(headerValidators.get(id), soapHeaders[h.tsName], name));
    }
    const ofHeaders = issues.length > 0;
    issues.push(...issuesOf(setup.packages.paramValidators[op.name]?.params, params));
    if (issues.length > 0)
      return refusal(
        400,
        `invalid ${ofHeaders ? "request" : "parameters"}: ${issues.map((i) => `${i.path || "(body)"}: ${i.message}`).join("; ")}`,
        issues,
      );
    const chosen = setup.clients(req.headers.authorization);
    if ("refused" in chosen)
      return {
        ...refusal(401, chosen.refused),
        headers: { "WWW-Authenticate": 'Basic realm="soapgen gateway", charset="UTF-8"' },
      };
    return call(chosen.client, op, params, soapHeaders);
  }

  async function call(
    client: GatewayClient,
    op: OperationModel,
    params: unknown,
    soapHeaders: Record<string, unknown>,
  ): Promise<JsonAnswer> {
    const responseHeaders: Record<string, unknown> = {};
    let result: unknown;
    try {
      result = await client[op.tsName]!(params, { soapHeaders, responseHeaders });
    } catch (error) {
      if (error instanceof setup.packages.SoapFaultError) return faultAnswer(error);
      if (error instanceof setup.packages.RequestValidationError)
        return refusal(400, error.message, error.issues);
      return badGateway(setup.target, error);
    }
    const shape = resultShape(op);
    const answered = outputHeaders(op, responseHeaders, headers, names);
    if (shape.kind === "oneWay") return { status: 202, headers: answered };
    if (shape.kind === "void") return { status: 204, headers: answered };
    return { status: 200, body: jsonOf(result) ?? null, headers: answered };
  }

  return (req, res) => {
    answer(req, res).then(
      (a) => {
        if (a) writeAnswer(res, a);
      },
      (error: unknown) => {
        // The contract runtime's JsonDepthError (of the generated package, so told by its name).
        if ((error as Error)?.name === "JsonDepthError")
          return writeAnswer(res, refusal(400, (error as Error).message));
        process.stderr.write(`${req.method} ${req.url}: ${(error as Error)?.stack ?? error}\n`);
        if (res.headersSent) res.destroy();
        else
          writeAnswer(res, {
            status: 500,
            body: { code: "Server", message: "the gateway failed" },
          });
      },
    );
  };
}

/** The response's SOAP headers as HTTP headers. */
function outputHeaders(
  op: OperationModel,
  values: Record<string, unknown>,
  headers: ReadonlyMap<string, HeaderModel>,
  names: ReadonlyMap<string, string>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const id of op.outputHeaders) {
    const text = jsonHeaderText(values[headers.get(id)!.tsName]);
    if (text !== undefined) out[names.get(id)!] = text;
  }
  return out;
}

/** What a validator finds wrong with a value, each issue's path its dotted property names after `prefix`. */
function issuesOf(
  validator: Validator | undefined,
  value: unknown,
  prefix?: string,
): { path: string; message: string }[] {
  const checked = validator?.safeParse(value);
  if (!checked || checked.success) return [];
  return checked.error.issues.map((i) => ({
    path: [...(prefix ? [prefix] : []), ...i.path.map(String)].join("."),
    message: i.message,
  }));
}

function parseHeader(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function pathOf(url: string): string | undefined {
  try {
    return new URL(url, "http://gateway").pathname;
  } catch {
    return undefined;
  }
}

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
