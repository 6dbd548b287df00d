/**
 * The server package: a request handler for `node:http`, Express and Connect that answers as ASMX
 * does on all four bindings, the implementation interface, item helpers, a demo implementation and
 * `serve.ts` to run it. It depends on the contract package and Node's own modules only.
 */
import type { ServiceModel } from "../../model/service-model.ts";
import type { GeneratedFile } from "../generated-file.ts";
import { packageJson, packageTsconfig } from "../package-files.ts";
import { packageNames } from "../package-names.ts";
import type { EmitContext } from "../emit-context.ts";
import { publishedWsdl } from "../wsdl/emit-wsdl.ts";
import { serverView } from "./server-view.ts";


const TEMPLATES = ["server", "implementation", "items", "demo-implementation", "serve", "wsdl", "index"];

/**
 * The WSDL is a file of the package (`src/service.wsdl`), not a string in its code: prettier and the
 * type-check would read a large contract's WSDL (megabytes) for nothing.
 */
export function emitServerPackage(model: ServiceModel, ctx: EmitContext): GeneratedFile[] {
  const { templates } = ctx;
  const names = packageNames(model);
  const name = names.server;
  const wsdl = publishedWsdl(model, ctx);
  const view = serverView(model, names.contract, wsdl !== undefined);
  return [
    packageJson(name, {
      description: `The ${model.name} SOAP service as ASP.NET ASMX serves it: SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST, for node:http, Express and Connect.`,
      exports: { ".": "./src/index.ts" },
      scripts: { serve: "tsx src/serve.ts" },
      dependencies: { [names.contract]: "0.0.0" },
    }),
    packageTsconfig(name),
    ...TEMPLATES.filter((t) => t !== "items" || view.hasItems).map((t) => ({ path: `${name}/src/${t}.ts`, content: templates.render(`server/${t}.ts`, view) })),
    { path: `${name}/src/runtime/contract-runtime.ts`, content: templates.render("server/contract-runtime.ts", view) },
    ...(wsdl === undefined ? [] : [{ path: `${name}/src/service.wsdl`, content: wsdl }]),
  ];
}
