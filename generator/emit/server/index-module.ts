/**
 * `index.ts` of the server package, its one entry point: the generated modules, the demo
 * implementation, and the runtime's types and classes an implementation or its host names.
 */
import type { ModuleNode, ReexportNode } from "../code/code-model.ts";

/** `demo`: what the demo module exports besides its implementation and options. */
export function indexModule(parts: { items: boolean; demo: string[] }): ModuleNode {
  const all = (from: string): ReexportNode => ({ from, names: "*" });
  const reexports: ReexportNode[] = [
    all("./server.js"),
    all("./implementation.js"),
    ...(parts.items ? [all("./items.js")] : []),
    {
      from: "./demo-implementation.js",
      names: [...parts.demo, "demoImplementation", "demoServerOptions"],
    },
    {
      from: "./runtime/declared-fault.js",
      names: ["DeclaredFault"],
      types: ["DeclaredFaultOptions"],
    },
    {
      from: "./runtime/soap-fault.js",
      names: ["SoapFault"],
      types: ["FaultCode", "QualifiedName", "SoapFaultOptions", "XmlFields"],
    },
    { from: "./runtime/cors.js", names: ["CorsOptions"], typeOnly: true },
    { from: "./runtime/handler.js", names: ["RequestHandler"], typeOnly: true },
    { from: "./runtime/listen.js", names: ["ListenOptions", "RunningServer"], typeOnly: true },
    {
      from: "./runtime/options.js",
      names: [
        "AuthContext",
        "Binding",
        "CallBinding",
        "CallContext",
        "ErrorCodes",
        "HttpAuthenticate",
        "HttpBindingOptions",
        "JsonFaceOptions",
        "ServerLimits",
        "ServicePagesForm",
        "ServicePagesOptions",
        "SoapAuthenticate",
        "WsSecurityIdentity",
      ],
      typeOnly: true,
    },
    { from: "./runtime/options.js", names: ["DEFAULT_ERROR_CODES", "DEFAULT_LIMITS"] },
    {
      from: "./runtime/ws-security.js",
      names: ["WsSecurityContext", "WsSecurityServerOptions"],
      typeOnly: true,
    },
    {
      from: "./runtime/ws-security-tokens.js",
      names: ["MemoryNonceCache"],
      types: ["NonceCache", "UsernameTokenCredentials"],
    },
  ];
  return { imports: [], reexports, statements: [] };
}
