/**
 * The server package: a request handler for `node:http`, Express and Connect that answers as ASMX
 * does on all four bindings, the implementation interface, item helpers, a demo implementation and
 * `serve.ts` to run it. It depends on the contract package and Node's own modules only.
 */
import type { ServiceModel } from "../../model/service-model.ts";
import type { GeneratedFile } from "../generated-file.ts";
import { packageJson, packageTsconfig } from "../package-files.ts";
import { packageFolder, packageNames } from "../package-names.ts";
import type { EmitContext } from "../emit-context.ts";
import { publishedWsdl } from "../wsdl/emit-wsdl.ts";
import { serverView } from "./server-view.ts";
import { serverModule } from "./server-module.ts";
import { implementationModule } from "./implementation-module.ts";
import { itemsModule } from "./items-module.ts";
import { indexModule } from "./index-module.ts";
import { printModule } from "../code/print-module.ts";
import { emitServicePages, formScript, type BrowserScript } from "./pages/service-pages.ts";

const TEMPLATES = ["demo-implementation", "serve", "wsdl"];

/**
 * The WSDL is a file of the package (`service.wsdl`, read from src/ and dist/ alike), not a string in
 * its code: the formatter and the type-check would read a large contract's WSDL (megabytes) for nothing.
 */
export function emitServerPackage(model: ServiceModel, ctx: EmitContext): GeneratedFile[] {
  const { templates } = ctx;
  const names = packageNames(model, ctx.packages);
  const folder = packageFolder(names.server);
  const wsdl = publishedWsdl(model, ctx);
  const view = serverView(model, names.contract, wsdl !== undefined);
  const items = itemsModule(model, names.contract);
  return [
    packageJson(
      model,
      names.server,
      {
        description: `The ${model.name} SOAP service as ASP.NET ASMX serves it: SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST, for node:http, Express, Fastify and Koa.`,
        role: "server",
        entries: { ".": "index" },
        scripts: { serve: ctx.packages.target === "ts" ? "tsx src/serve.ts" : "node dist/serve.js" },
        packages: [names.contract],
        files: wsdl === undefined ? ["pages"] : ["pages", "service.wsdl"],
      },
      ctx.packages,
    ),
    packageTsconfig(names.server, ctx.packages),
    { path: `${folder}/src/server.ts`, content: printModule(serverModule(model, names.contract)) },
    { path: `${folder}/src/implementation.ts`, content: printModule(implementationModule(model, names.contract)) },
    ...(items ? [{ path: `${folder}/src/items.ts`, content: printModule(items) }] : []),
    { path: `${folder}/src/index.ts`, content: printModule(indexModule({ items: items !== undefined, demoCredentials: view.demoAuth })) },
    ...TEMPLATES.map((t) => ({ path: `${folder}/src/${t}.ts`, content: templates.render(`server/${t}.ts`, view) })),
    { path: `${folder}/src/runtime/contract-runtime.ts`, content: templates.render("server/contract-runtime.ts", view) },
    emitServicePages(model, ctx, folder, wsdl !== undefined),
    ...(wsdl === undefined ? [] : [{ path: `${folder}/service.wsdl`, content: wsdl }]),
  ];
}

/** The server package's browser scripts, which the pipeline bundles: the service pages' test form. */
export function serverBrowserScripts(model: ServiceModel, ctx: EmitContext): BrowserScript[] {
  const names = packageNames(model, ctx.packages);
  return [formScript(ctx, packageFolder(names.server), names.client, `create${model.tsName}Client`)];
}
