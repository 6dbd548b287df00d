/**
 * The server's server.ts, printed from the code model: a tiny contract in, the exact module out (as
 * the formatter lays it out). Each operation is named once, typed by its codec: no cast, no lookup
 * by a string key.
 */
import { describe, expect, it } from "vitest";
import { printModule } from "../../../generator/emit/code/print-module.ts";
import { serverModule } from "../../../generator/emit/server/server-module.ts";
import type { ServiceModel } from "../../../generator/model/service-model.ts";
import { formatted } from "../support/formatted.ts";
import { builtin, complex, field, named, NS, tinyModel, wrapped } from "../support/tiny-model.ts";

const printed = async (model: ServiceModel) =>
  formatted(printModule(serverModule(model, "tiny-contract")));

describe("server.ts", () => {
  it("a contract without headers has none to read", async () => {
    const service = (await printed(tinyModel({ operations: [wrapped("ping", [], [])] }))).split(
      "\n\n",
    )[2]!;
    expect(service.split("\n").slice(0, 5)).toEqual([
      "const SERVICE: ServiceDefinition<TinyImplementation, never> = {",
      '  name: "Tiny",',
      "  namespace: codecs.NAMESPACE,",
      "  endpointPath: codecs.ENDPOINT_PATH,",
      "  headers: {},",
    ]);
  });

  it("each operation's codec, params schema and method; the authenticating header by name", async () => {
    const credentials = { namespace: NS, local: "Credentials" };
    const model = tinyModel({
      types: [complex("Credentials", [field("user", builtin("string"))])],
      operations: [
        wrapped(
          "getPrice",
          [field("symbol", builtin("string"))],
          [field("price", builtin("double"))],
          { headers: [credentials] },
        ),
        wrapped("ping", [], [], { headers: [credentials] }),
      ],
      headers: [{ element: credentials, type: named("Credentials") }],
    });
    expect(await printed(model)).toBe(`/**
 * The Tiny service (urn:tiny) at \`/tiny\`: SOAP 1.1 and SOAP 1.2, and HTTP GET and HTTP POST when
 * switched on, answered as ASP.NET ASMX answers them.
 */
import * as codecs from "tiny-contract/codecs";
import * as operations from "tiny-contract/operations";
import type * as T from "tiny-contract/types";
import { GetPriceParamsSchema, PingParamsSchema } from "tiny-contract/validators";
import type { TinyContext, TinyImplementation, TinyOperationName } from "./implementation.js";
import { openApiDocument } from "./openapi.js";
import { type RequestHandler, createHandler } from "./runtime/handler.js";
import { type ListenOptions, type RunningServer, listenWith } from "./runtime/listen.js";
import type { ServerOptions } from "./runtime/options.js";
import type { ServerOperation, ServiceDefinition } from "./runtime/service.js";
import { SERVICE_PAGES } from "./service-pages.js";
import { WSDL } from "./wsdl.js";

/**
 * One operation's entry, typed by its parameters (one by one: an array literal of them all would be
 * one huge union).
 */
function operation<P>(
  entry: ServerOperation<TinyImplementation, T.Credentials, P, TinyContext>,
): ServerOperation<TinyImplementation, T.Credentials> {
  return entry;
}

const SERVICE: ServiceDefinition<TinyImplementation, T.Credentials> = {
  name: "Tiny",
  namespace: codecs.NAMESPACE,
  endpointPath: codecs.ENDPOINT_PATH,
  headers: codecs.HEADERS,
  auth: codecs.AUTH_HEADER,
  wsdl: WSDL,
  openapi: openApiDocument,
  pages: SERVICE_PAGES,
  operations: [
    operation({
      codec: operations.getPrice,
      validator: GetPriceParamsSchema,
      required: ["symbol"],
      invoke: (impl, params, ctx) => impl.getPrice(params, ctx),
    }),
    operation({
      codec: operations.ping,
      validator: PingParamsSchema,
      required: [],
      invoke: (impl, params, ctx) => impl.ping(params, ctx),
    }),
  ],
};

/**
 * Options of {@link createTinyHandler}: \`authenticate\` checks the SOAP header (or is \`null\`),
 * \`endpointPath\` moves the service from \`/tiny\`, \`httpGet\`/\`httpPost\` switch those bindings on (off
 * by default), \`errorCodes\`, \`limits\`, \`cors\`, \`servicePages\` (the service's pages and who gets
 * their test form), \`onError\`.
 */
export type TinyServerOptions = ServerOptions<T.Credentials, TinyOperationName>;

/** A request handler for \`node:http\`, Express or Connect, serving \`/tiny\`. */
export function createTinyHandler(
  implementation: TinyImplementation,
  options: TinyServerOptions,
): RequestHandler {
  return createHandler(SERVICE, implementation, options);
}

/** Starts a \`node:http\` server (on 127.0.0.1 and a free port unless told otherwise). */
export function listen(
  implementation: TinyImplementation,
  options: TinyServerOptions & ListenOptions,
): Promise<RunningServer> {
  return listenWith(
    (serverOptions) => createTinyHandler(implementation, serverOptions),
    options,
    SERVICE.endpointPath,
  );
}
`);
  });

  it("a header that is not the credentials authenticates nothing; a reserved word's method is renamed", async () => {
    const tenant = { namespace: NS, local: "Tenant" };
    const model = tinyModel({
      operations: [wrapped("delete", [field("id", builtin("int"))], [], { headers: [tenant] })],
      headers: [{ element: tenant, type: builtin("string") }],
    });
    const [head, , service] = (await printed(model)).split("\n\n");
    expect(head).toBe(
      [
        "/**",
        " * The Tiny service (urn:tiny) at `/tiny`: SOAP 1.1 and SOAP 1.2, and HTTP GET and HTTP POST when",
        " * switched on, answered as ASP.NET ASMX answers them.",
        " */",
        'import * as codecs from "tiny-contract/codecs";',
        'import * as operations from "tiny-contract/operations";',
        'import { DeleteParamsSchema } from "tiny-contract/validators";',
        'import type { TinyContext, TinyImplementation, TinyOperationName } from "./implementation.js";',
        'import { openApiDocument } from "./openapi.js";',
        'import { type RequestHandler, createHandler } from "./runtime/handler.js";',
        'import { type ListenOptions, type RunningServer, listenWith } from "./runtime/listen.js";',
        'import type { ServerOptions } from "./runtime/options.js";',
        'import type { ServerOperation, ServiceDefinition } from "./runtime/service.js";',
        'import { SERVICE_PAGES } from "./service-pages.js";',
        'import { WSDL } from "./wsdl.js";',
      ].join("\n"),
    );
    expect(service).toBe(
      [
        "const SERVICE: ServiceDefinition<TinyImplementation, never> = {",
        '  name: "Tiny",',
        "  namespace: codecs.NAMESPACE,",
        "  endpointPath: codecs.ENDPOINT_PATH,",
        "  headers: codecs.HEADERS,",
        "  wsdl: WSDL,",
        "  openapi: openApiDocument,",
        "  pages: SERVICE_PAGES,",
        "  operations: [",
        "    operation({",
        "      codec: operations.delete_,",
        "      validator: DeleteParamsSchema,",
        '      required: ["id"],',
        "      invoke: (impl, params, ctx) => impl.delete_(params, ctx),",
        "    }),",
        "  ],",
        "};",
      ].join("\n"),
    );
  });
});
