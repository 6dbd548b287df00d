/**
 * `server.ts` of the server package: the service as the runtime serves it (each operation named
 * once: the contract's operation, the validator of its parameters, the parameters that validator
 * needs present where the codecs check all else (codec-checked-params.ts), and the
 * implementation's method that answers it), the handler's factory and `listen`. What the runtime
 * needs to know of an operation on the wire is the contract package's operation table; this
 * module adds only how to call the implementation.
 */
import { authHeader } from "../../model/auth-header.ts";
import type { OperationModel, ServiceModel } from "../../model/service-model.ts";
import {
  arr,
  arrow,
  call,
  generic,
  member,
  obj,
  str,
  type ExprNode,
  type ModuleNode,
  type ObjectEntry,
  type Statement,
} from "../code/code-model.ts";
import { Imports } from "../code/imports.ts";
import { TsTypeNamer } from "../common/ts-type-namer.ts";
import { codecCheckedRequired } from "../validators/codec-checked-params.ts";
import { paramsSchemaName } from "../validators/params-schema.ts";

/** The names the server package's modules give the service's types and functions. */
export function serverNames(model: ServiceModel) {
  const stem = model.tsName;
  return {
    implementation: `${stem}Implementation`,
    context: `${stem}Context`,
    options: `${stem}ServerOptions`,
    operationName: `${stem}OperationName`,
    handler: `create${stem}Handler`,
  };
}

export function serverModule(
  model: ServiceModel,
  contract: string,
  namer = new TsTypeNamer(model),
): ModuleNode {
  const imports = new Imports();
  const names = serverNames(model);
  const codecs = imports.namespace(`${contract}/codecs`, "codecs");
  const auth = authHeader(model);
  const authType = auth
    ? `${imports.namespace(`${contract}/types`, "T", { type: true })}.${namer.of(auth.type)}`
    : "never";
  const implementation = imports.use("./implementation.js", names.implementation, { type: true });
  const serverOperation = imports.use("./runtime/service.js", "ServerOperation", { type: true });
  const operation: Statement = {
    kind: "function",
    name: "operation",
    doc: [
      "One operation's entry, typed by its parameters (one by one: an array literal of them all would be one huge union).",
    ],
    typeParams: ["P"],
    params: [
      {
        name: "entry",
        type: generic(serverOperation, [
          implementation,
          authType,
          "P",
          imports.use("./implementation.js", names.context, { type: true }),
        ]),
      },
    ],
    returns: generic(serverOperation, [implementation, authType]),
    body: "entry",
    exported: false,
  };
  const operations = imports.namespace(`${contract}/operations`, "operations");
  const entry = (op: OperationModel): ExprNode => {
    const required = codecCheckedRequired(op);
    return call("operation", [
      obj([
        { key: "codec", value: member(operations, op.tsName) },
        { key: "validator", value: imports.use(`${contract}/validators`, paramsSchemaName(op)) },
        ...(required ? [{ key: "required", value: arr(required.map((name) => str(name))) }] : []),
        {
          key: "invoke",
          value: arrow(
            ["impl", "params", "ctx"],
            call(member("impl", op.tsName), ["params", "ctx"]),
          ),
        },
      ]),
    ]);
  };
  const service: ObjectEntry[] = [
    { key: "name", value: str(model.name) },
    { key: "namespace", value: member(codecs, "NAMESPACE") },
    { key: "endpointPath", value: member(codecs, "ENDPOINT_PATH") },
    { key: "headers", value: model.headers.length > 0 ? member(codecs, "HEADERS") : obj([]) },
    ...(auth ? [{ key: "auth", value: member(codecs, "AUTH_HEADER") }] : []),
    // items.ts builds the envelope for the implementation; the runtime builds it with the same functions.
    ...(model.envelope
      ? [
          {
            key: "envelope",
            value: obj([
              { key: "success", value: imports.use("./items.js", "success") },
              { key: "failure", value: imports.use("./items.js", "failure") },
            ]),
          },
        ]
      : []),
    { key: "wsdl", value: imports.use("./wsdl.js", "WSDL") },
    { key: "openapi", value: imports.use("./openapi.js", "openApiDocument") },
    { key: "pages", value: imports.use("./service-pages.js", "SERVICE_PAGES") },
    { key: "operations", value: arr(model.operations.map(entry)) },
  ];
  const options = names.options;
  const statements: Statement[] = [
    operation,
    {
      kind: "const",
      name: "SERVICE",
      type: generic(imports.use("./runtime/service.js", "ServiceDefinition", { type: true }), [
        implementation,
        authType,
      ]),
      value: obj(service),
      exported: false,
    },
    {
      kind: "type",
      name: options,
      doc: [
        `Options of {@link ${names.handler}}: \`authenticate\` checks the SOAP header (or is \`null\`), \`endpointPath\` moves the service from \`${model.endpointPath}\`, \`httpGet\`/\`httpPost\` switch those bindings on (off by default), \`errorCodes\`, \`limits\`, \`cors\`, \`servicePages\` (the service's pages and who gets their test form), \`onError\`.`,
      ],
      type: generic(imports.use("./runtime/options.js", "ServerOptions", { type: true }), [
        authType,
        imports.use("./implementation.js", names.operationName, { type: true }),
      ]),
    },
    {
      kind: "function",
      name: names.handler,
      doc: [
        `A request handler for \`node:http\`, Express or Connect, serving \`${model.endpointPath}\`.`,
      ],
      params: [
        { name: "implementation", type: implementation },
        { name: "options", type: options },
      ],
      returns: imports.use("./runtime/handler.js", "RequestHandler", { type: true }),
      body: call(imports.use("./runtime/handler.js", "createHandler"), [
        "SERVICE",
        "implementation",
        "options",
      ]),
    },
    {
      kind: "function",
      name: "listen",
      doc: ["Starts a `node:http` server (on 127.0.0.1 and a free port unless told otherwise)."],
      params: [
        { name: "implementation", type: implementation },
        {
          name: "options",
          type: {
            kind: "intersection",
            of: [options, imports.use("./runtime/listen.js", "ListenOptions", { type: true })],
          },
        },
      ],
      returns: generic("Promise", [
        imports.use("./runtime/listen.js", "RunningServer", { type: true }),
      ]),
      body: call(imports.use("./runtime/listen.js", "listenWith"), [
        arrow(["serverOptions"], call(names.handler, ["implementation", "serverOptions"])),
        "options",
        member("SERVICE", "endpointPath"),
      ]),
    },
  ];
  return {
    doc: [
      `The ${model.name} service (${model.namespace}) at \`${model.endpointPath}\`: SOAP 1.1 and SOAP 1.2, and HTTP GET and HTTP POST when switched on, answered as ASP.NET ASMX answers them.`,
    ],
    imports: imports.nodes(),
    statements,
  };
}
