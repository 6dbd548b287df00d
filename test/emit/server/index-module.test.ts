/** The server package's index.ts, printed from the code model: re-exports only, exact output. */
import { expect, it } from "vitest";
import { printModule } from "../../../generator/emit/code/print-module.ts";
import { indexModule } from "../../../generator/emit/server/index-module.ts";
import { formatted } from "../support/formatted.ts";

it("re-exports the generated modules, the demo and the runtime's public names; items.ts and the demo's credentials only where they exist", async () => {
  expect(
    await formatted(printModule(indexModule({ items: false, demo: [] }))),
  ).toBe(`export * from "./server.js";
export * from "./implementation.js";
export { demoImplementation, demoServerOptions } from "./demo-implementation.js";
export { DeclaredFault, type DeclaredFaultOptions } from "./runtime/declared-fault.js";
export {
  SoapFault,
  type FaultCode,
  type QualifiedName,
  type SoapFaultOptions,
  type XmlFields,
} from "./runtime/soap-fault.js";
export type { CorsOptions } from "./runtime/cors.js";
export type { RequestHandler } from "./runtime/handler.js";
export type { ListenOptions, RunningServer } from "./runtime/listen.js";
export type {
  AuthContext,
  Binding,
  CallBinding,
  CallContext,
  ErrorCodes,
  HttpAuthenticate,
  HttpBindingOptions,
  JsonFaceOptions,
  ServerLimits,
  ServicePagesForm,
  ServicePagesOptions,
  SoapAuthenticate,
  WsSecurityIdentity,
} from "./runtime/options.js";
export { DEFAULT_ERROR_CODES, DEFAULT_LIMITS } from "./runtime/options.js";
export type { WsSecurityContext, WsSecurityServerOptions } from "./runtime/ws-security.js";
export {
  MemoryNonceCache,
  type NonceCache,
  type UsernameTokenCredentials,
} from "./runtime/ws-security-tokens.js";
`);
  const full = await formatted(
    printModule(indexModule({ items: true, demo: ["DEMO_CREDENTIALS", "demoAuthenticate"] })),
  );
  expect(full.split("\n").slice(0, 4)).toEqual([
    'export * from "./server.js";',
    'export * from "./implementation.js";',
    'export * from "./items.js";',
    "export {",
  ]);
  expect(full).toContain(
    "  DEMO_CREDENTIALS,\n  demoAuthenticate,\n  demoImplementation,\n  demoServerOptions,\n} from",
  );
});
