// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { ImplementationContext } from "./call-context.js";
import { describeRejection } from "./requirements.js";
async function invoke(rt, call) {
  const { operation, binding } = call;
  const pending = authenticationRefusal(rt, call);
  const refusal = (pending instanceof Promise ? await pending : pending) ?? validationRefusal(rt, call);
  if (refusal) {
    const envelope = rt.service.envelope;
    return operation.codec.enveloped && envelope ? { kind: "result", value: envelope.failure(refusal), headers: {} } : { kind: "refused", details: refusal };
  }
  const ctx = new ImplementationContext(
    binding,
    operation.codec.name,
    call.req.headers,
    call.res,
    call.header,
    call.headers ?? {}
  );
  if (call.wsSecurity) ctx.wsSecurity = call.wsSecurity;
  const value = await operation.invoke(rt.implementation, call.params, ctx);
  if (!operation.codec.enveloped) return { kind: "result", value, headers: ctx.responseHeaders };
  if (Array.isArray(value) && rt.service.envelope)
    return {
      kind: "result",
      value: rt.service.envelope.success(value),
      headers: ctx.responseHeaders
    };
  if (value === null || typeof value !== "object")
    throw new TypeError(`${operation.codec.name} returned ${String(value)}, not a result`);
  return { kind: "result", value, headers: ctx.responseHeaders };
}
function authenticationRefusal(rt, call) {
  const code = rt.codes.auth;
  if (call.binding === "httpGet" || call.binding === "httpPost") {
    if (!call.httpAuthenticate) return void 0;
    return refuseUnless(call.httpAuthenticate(authContext(call)), [
      { code, desc: "The request could not be authenticated." }
    ]);
  }
  const auth = rt.service.auth;
  const header = auth === void 0 || !call.operation.codec.headers.includes(auth) ? void 0 : rt.service.headers[auth];
  if (!rt.authenticate || !header) return void 0;
  if (call.header == null)
    return [{ code, desc: `The ${header.element} SOAP header is required.` }];
  return refuseUnless(rt.authenticate(call.header, authContext(call)), [
    { code, desc: `The credentials in the ${header.element} SOAP header were rejected.` }
  ]);
}
function refuseUnless(accepted, refusal) {
  if (typeof accepted === "boolean") return accepted ? void 0 : refusal;
  return Promise.resolve(accepted).then((ok) => ok ? void 0 : refusal);
}
function authContext(call) {
  return { binding: call.binding, operation: call.operation.codec.name, headers: call.req.headers };
}
function validationRefusal(rt, call) {
  if (passesUnchecked(call)) return void 0;
  const outcome = call.operation.validator.safeParse(call.params);
  return outcome.success ? void 0 : describeRejection(
    call.operation,
    call.params,
    outcome.error.issues,
    rt.errorDetails,
    rt.codes
  );
}
function passesUnchecked(call) {
  const { required } = call.operation;
  if (required === void 0 || call.binding !== "soap11" && call.binding !== "soap12")
    return false;
  const params = call.params;
  for (const name of required) if (params[name] === void 0) return false;
  for (const name in params) if (params[name] === null) return false;
  return true;
}
export {
  invoke
};
//# sourceMappingURL=invoke.js.map
