/**
 * The client package: a typed client for every binding, depending only on the contract package.
 * It runs in Node 20 and browsers (global or injected fetch; no Node-only module).
 */
import type { ServiceModel } from "../../model/service-model.ts";
import type { GeneratedFile } from "../generated-file.ts";
import { packageJson, packageTsconfig } from "../package-files.ts";
import { packageNames } from "../package-names.ts";
import type { EmitContext } from "../emit-context.ts";
import { clientView } from "./client-view.ts";


export function emitClientPackage(model: ServiceModel, { templates }: EmitContext): GeneratedFile[] {
  const names = packageNames(model);
  const name = names.client;
  const view = clientView(model, names.contract);
  return [
    packageJson(name, {
      description: `Typed client of the ${model.name} SOAP service: SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST.`,
      exports: { ".": "./src/index.ts" },
      dependencies: { [names.contract]: "0.0.0" },
    }),
    packageTsconfig(name),
    { path: `${name}/src/client.ts`, content: templates.render("client/client.ts", view) },
    { path: `${name}/src/runtime/contract-runtime.ts`, content: templates.render("client/contract-runtime.ts", view) },
    { path: `${name}/src/index.ts`, content: templates.render("client/index.ts", view) },
  ];
}
