// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * One call of an operation, the same on every binding: authentication, then the contract's
 * validators (the stated requirements), then the implementation. Refusals never reach the implementation; an item array
 * it returns is wrapped in a successful envelope.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { ImplementationContext } from "./call-context.js";
import type { AuthContext, CallBinding, HttpAuthenticate, WsSecurityIdentity } from "./options.js";
import { describeRejection } from "./requirements.js";
import type { ErrorItem, ServerOperation } from "./service.js";
import type { ServerRuntime } from "./server-runtime.js";

export interface Invocation<I, H> {
  binding: CallBinding;
  operation: ServerOperation<I, H>;
  params: unknown;
  /** The authenticating SOAP header as sent: undefined when absent, null when nil. Always undefined on GET/POST. */
  header: H | null | undefined;
  /** Every SOAP header block the request carried, by name. Empty on GET/POST. */
  headers?: Record<string, unknown>;
  /** What WS-Security proved of the request (SOAP, with the option on). */
  wsSecurity?: WsSecurityIdentity | undefined;
  /** The HTTP binding's own authentication hook (GET/POST). */
  httpAuthenticate?: HttpAuthenticate | null;
  req: IncomingMessage;
  /** Where the answer goes: the implementation's signal aborts when it closes early. */
  res: ServerResponse;
}

/**
 * The result to write (with the response's header blocks the implementation set), or the
 * ErrorDetail items of a refusal the result type cannot carry.
 */
export type Outcome =
  | { kind: "result"; value: unknown; headers: Record<string, unknown> }
  | { kind: "refused"; details: ErrorItem[] };

export async function invoke<I, H>(
  rt: ServerRuntime<I, H>,
  call: Invocation<I, H>,
): Promise<Outcome> {
  const { operation, binding } = call;
  const pending = authenticationRefusal(rt, call);
  // Awaited only when a hook answered with a promise: no hook, no extra turn of the event loop.
  const refusal =
    (pending instanceof Promise ? await pending : pending) ?? validationRefusal(rt, call);
  if (refusal) {
    const envelope = rt.service.envelope;
    return operation.codec.enveloped && envelope
      ? { kind: "result", value: envelope.failure(refusal), headers: {} }
      : { kind: "refused", details: refusal };
  }
  const ctx = new ImplementationContext<H>(
    binding,
    operation.codec.name,
    call.req.headers,
    call.res,
    call.header,
    call.headers ?? {},
  );
  if (call.wsSecurity) ctx.wsSecurity = call.wsSecurity;
  const value = await operation.invoke(rt.implementation, call.params, ctx);
  if (!operation.codec.enveloped) return { kind: "result", value, headers: ctx.responseHeaders };
  if (Array.isArray(value) && rt.service.envelope)
    return {
      kind: "result",
      value: rt.service.envelope.success(value),
      headers: ctx.responseHeaders,
    };
  if (value === null || typeof value !== "object")
    throw new TypeError(`${operation.codec.name} returned ${String(value)}, not a result`);
  return { kind: "result", value, headers: ctx.responseHeaders };
}

type Refusal = ErrorItem[] | undefined;

function authenticationRefusal<I, H>(
  rt: ServerRuntime<I, H>,
  call: Invocation<I, H>,
): Refusal | Promise<Refusal> {
  const code = rt.codes.auth;
  if (call.binding === "httpGet" || call.binding === "httpPost") {
    if (!call.httpAuthenticate) return undefined;
    return refuseUnless(call.httpAuthenticate(authContext(call)), [
      { code, desc: "The request could not be authenticated." },
    ]);
  }
  const auth = rt.service.auth;
  // Only an operation whose input binds the authenticating header has it checked.
  const header =
    auth === undefined || !call.operation.codec.headers.includes(auth)
      ? undefined
      : rt.service.headers[auth];
  if (!rt.authenticate || !header) return undefined;
  if (call.header == null)
    return [{ code, desc: `The ${header.element} SOAP header is required.` }];
  return refuseUnless(rt.authenticate(call.header, authContext(call)), [
    { code, desc: `The credentials in the ${header.element} SOAP header were rejected.` },
  ]);
}

function refuseUnless(
  accepted: boolean | Promise<boolean>,
  refusal: ErrorItem[],
): Refusal | Promise<Refusal> {
  if (typeof accepted === "boolean") return accepted ? undefined : refusal;
  return Promise.resolve(accepted).then((ok) => (ok ? undefined : refusal));
}

/** What an authentication hook sees: a plain object of its own, so the hook cannot keep or alter the call's. */
function authContext(call: Invocation<unknown, unknown>): AuthContext {
  return { binding: call.binding, operation: call.operation.codec.name, headers: call.req.headers };
}

function validationRefusal<I, H>(
  rt: ServerRuntime<I, H>,
  call: Invocation<I, H>,
): ErrorItem[] | undefined {
  if (passesUnchecked(call)) return undefined;
  const outcome = call.operation.validator.safeParse(call.params);
  return outcome.success
    ? undefined
    : describeRejection(
        call.operation,
        call.params,
        outcome.error.issues,
        rt.errorDetails,
        rt.codes,
      );
}

/**
 * Whether the validator would accept `call`'s parameters without being run: read from SOAP for an
 * operation whose codecs give only values it accepts (ServerOperation.required), with every
 * required parameter there and none nil. The validator took a tenth of a small request's work.
 */
function passesUnchecked<I, H>(call: Invocation<I, H>): boolean {
  const { required } = call.operation;
  if (required === undefined || (call.binding !== "soap11" && call.binding !== "soap12"))
    return false;
  const params = call.params as Record<string, unknown>;
  for (const name of required) if (params[name] === undefined) return false;
  for (const name in params) if (params[name] === null) return false;
  return true;
}
