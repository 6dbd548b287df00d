/** `index.ts` of the client package, its one entry point: the client, its options and its errors. */
import type { ModuleNode } from "../code/code-model.ts";

export const CLIENT_INDEX: ModuleNode = {
  imports: [],
  reexports: [
    { from: "./calls.js", names: "*" },
    { from: "./client.js", names: "*" },
    {
      from: "./runtime/caller.js",
      names: ["CallOptions", "ClientOptions", "ContractValidators"],
      typeOnly: true,
    },
    { from: "./runtime/client-params.js", names: ["ClientParams"], typeOnly: true },
    { from: "./runtime/ws-security.js", names: ["WsSecurity"], types: ["WsSecurityOptions"] },
    { from: "./runtime/mtom.js", names: ["Mtom"], types: ["MtomOptions"] },
    { from: "./runtime/contract-runtime.js", names: ["XsdDateTime"] },
    {
      from: "./runtime/errors.js",
      names: [
        "AbortError",
        "ClientError",
        "HttpStatusError",
        "NetworkError",
        "RequestValidationError",
        "ResponseFormatError",
        "ResponseTooLargeError",
        "ResponseValidationError",
        "SecurityError",
        "ServiceError",
        "SoapFaultError",
        "TimeoutError",
      ],
      types: ["Binding"],
    },
    {
      from: "./runtime/contract-runtime.js",
      names: ["FaultDetailElement", "QualifiedName"],
      typeOnly: true,
    },
    {
      from: "./runtime/transport-options.js",
      names: [
        "AddressingOptions",
        "ClientHooks",
        "HookRequest",
        "HookResponse",
        "HttpAuth",
        "RetryOptions",
        "TlsOptions",
      ],
      typeOnly: true,
    },
  ],
  statements: [],
};
