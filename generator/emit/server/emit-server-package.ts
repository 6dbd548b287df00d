/**
 * The server package: a request handler for `node:http`, Express and Connect that answers as ASMX
 * does on all four bindings, the implementation interface, item helpers, a demo implementation and
 * `serve.ts` to run it. It depends on the contract package and Node's own modules only.
 */
import type { ServiceModel } from "../../model/service-model.ts";
import type { GeneratedFile } from "../generated-file.ts";
import { packageJson, packageTsconfig } from "../package-files.ts";
import { packageFolder } from "../package-names.ts";
import { contractRuntimeModule } from "../common/contract-runtime-module.ts";
import type { EmitScope } from "../emit-scope.ts";
import { demoCredentialExports, demoModule } from "./demo-module.ts";
import { serverModule } from "./server-module.ts";
import { implementationModule } from "./implementation-module.ts";
import { itemsModule } from "./items-module.ts";
import { indexModule } from "./index-module.ts";
import { wsdlModule } from "./wsdl-module.ts";
import { openApiModule } from "./openapi-module.ts";
import { openApiText } from "../openapi/openapi-document.ts";
import { printModule } from "../code/print-module.ts";
import { emitServicePages, formScript, type BrowserScript } from "./pages/service-pages.ts";

/**
 * The WSDL and the OpenAPI document are files of the package (`service.wsdl`, `openapi.json`, read
 * from src/ and dist/ alike), not strings in its code: the formatter and the type-check would read
 * a large contract's (megabytes) for nothing.
 */
export function emitServerPackage(model: ServiceModel, ctx: EmitScope): GeneratedFile[] {
  const { templates, names, wsdl } = ctx;
  const folder = packageFolder(names.server);
  const items = itemsModule(model, names.contract, ctx.namer);
  return [
    packageJson(
      model,
      names.server,
      {
        description: `The ${model.name} SOAP service as ASP.NET ASMX serves it: SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST, for node:http, Express, Fastify and Koa.`,
        role: "server",
        entries: { ".": "index" },
        scripts: {
          serve: ctx.packages.target === "ts" ? "tsx src/serve.ts" : "node dist/serve.js",
        },
        packages: [names.contract],
        files: ["pages", "openapi.json", ...(wsdl === undefined ? [] : ["service.wsdl"])],
      },
      ctx.packages,
    ),
    packageTsconfig(names.server, ctx.packages),
    {
      path: `${folder}/src/server.ts`,
      content: printModule(serverModule(model, names.contract, ctx.namer)),
    },
    {
      path: `${folder}/src/implementation.ts`,
      content: printModule(implementationModule(model, names.contract, ctx.namer)),
    },
    ...(items ? [{ path: `${folder}/src/items.ts`, content: printModule(items) }] : []),
    {
      path: `${folder}/src/index.ts`,
      content: printModule(
        indexModule({
          items: items !== undefined,
          demo: demoCredentialExports(model, ctx.namer),
        }),
      ),
    },
    {
      path: `${folder}/src/demo-implementation.ts`,
      content: printModule(demoModule(model, names.contract, ctx.namer)),
    },
    // The same for every contract: it names the service's types by the demo's.
    { path: `${folder}/src/serve.ts`, content: templates.source("server/serve.ts") },
    { path: `${folder}/src/wsdl.ts`, content: printModule(wsdlModule(wsdl !== undefined)) },
    {
      path: `${folder}/src/runtime/contract-runtime.ts`,
      content: printModule(contractRuntimeModule("server", names.contract)),
    },
    { path: `${folder}/src/openapi.ts`, content: printModule(openApiModule()) },
    // What `soapgen openapi` prints, naming the endpoint as its server, without the examples: they
    // made a 1,500-operation contract's document 26 MB instead of 6.9 (its WSDL: 6.4), in every
    // commit of the package. JSON.stringify's text, as the command writes it, and no formatter's.
    {
      path: `${folder}/openapi.json`,
      content: openApiText(model, { server: model.endpointPath, examples: false }),
      preformatted: true,
    },
    emitServicePages(model, ctx, folder, wsdl !== undefined),
    ...(wsdl === undefined ? [] : [{ path: `${folder}/service.wsdl`, content: wsdl }]),
    ...scriptModules(formScript(ctx, folder, names.client, `create${model.tsName}Client`)),
  ];
}

/** A browser script's modules, marked for the check stage to bundle (the service pages' test form). */
function scriptModules(script: BrowserScript): GeneratedFile[] {
  return script.modules.map((m) => ({
    ...m,
    script: { bundle: script.path, entry: m.path === script.entry },
  }));
}
