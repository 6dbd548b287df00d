/**
 * The client package: a typed client for every binding, depending only on the contract package.
 * It runs in Node 20 and browsers (global or injected fetch; no Node-only module).
 */
import type { ServiceModel } from "../../model/service-model.ts";
import type { GeneratedFile } from "../generated-file.ts";
import { packageJson, packageTsconfig } from "../package-files.ts";
import { packageFolder } from "../package-names.ts";
import type { EmitScope } from "../emit-scope.ts";
import { clientView } from "./client-view.ts";


export function emitClientPackage(model: ServiceModel, { templates, packages, names }: EmitScope): GeneratedFile[] {
  const folder = packageFolder(names.client);
  const view = clientView(model, names.contract);
  return [
    packageJson(
      model,
      names.client,
      {
        description: `Typed client of the ${model.name} SOAP service, for Node and browsers: SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST.`,
        role: "client",
        entries: { ".": "index" },
        browser: { "runtime/node-http-transport": "runtime/node-http-transport.browser" },
        packages: [names.contract],
      },
      packages,
    ),
    packageTsconfig(names.client, packages),
    { path: `${folder}/src/calls.ts`, content: templates.render("client/calls.ts", view) },
    { path: `${folder}/src/client.ts`, content: templates.render("client/client.ts", view) },
    { path: `${folder}/src/runtime/contract-runtime.ts`, content: templates.render("client/contract-runtime.ts", view) },
    { path: `${folder}/src/index.ts`, content: templates.render("client/index.ts", view) },
  ];
}
