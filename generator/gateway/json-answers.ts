/**
 * The gateway's answers, as docs/openapi.md maps them: a SOAP fault as its JSON body (400 for a
 * fault the request caused, `Client` or `Sender`; 500 for any other), and the gateway's own
 * refusals (a body it cannot read, an unknown path) in the same shape, a `Client` fault, so a
 * caller reads every error one way. A target it cannot reach or that answers no SOAP is a 502
 * naming the target.
 */
import type { ServerResponse } from "node:http";
import { type JsonValue, jsonFault } from "../../templates/runtime/json-values.ts";
import type { ClientFault } from "./gateway-packages.ts";

export interface JsonAnswer {
  status: number;
  body?: JsonValue;
  headers?: Record<string, string>;
}

/** A SOAP fault of the target, as JSON. */
export function faultAnswer(fault: ClientFault): JsonAnswer {
  return jsonFault({
    code: fault.codeName.local,
    message: fault.reason,
    actor: fault.actor,
    ...(fault.declared
      ? { fault: fault.declared.name, detail: fault.declared.value }
      : { detail: fault.detail }),
  });
}

/** A request the gateway refuses itself: a `Client` fault, its issues (path and message) as detail. */
export function refusal(
  status: number,
  message: string,
  issues?: readonly { path: string; message: string }[],
): JsonAnswer {
  const detail = issues?.map((i) => ({ path: i.path, message: i.message }));
  const { body } = jsonFault({ code: "Client", message, detail: detail && { issues: detail } });
  return { status, body };
}

/** The target could not be reached, or answered with no SOAP the client reads. */
export function badGateway(target: string, error: unknown): JsonAnswer {
  const reason = error instanceof Error ? error.message : String(error);
  return {
    status: 502,
    body: { code: "Server", message: `the SOAP service at ${target} failed: ${reason}`, target },
  };
}

export function writeAnswer(res: ServerResponse, answer: JsonAnswer): void {
  const text = answer.body === undefined ? undefined : JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    ...answer.headers,
    ...(text === undefined
      ? {}
      : {
          "Content-Type": "application/json; charset=utf-8",
          "Content-Length": String(Buffer.byteLength(text)),
        }),
  });
  res.end(text);
}
