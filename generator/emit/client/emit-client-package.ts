/**
 * The client package: a typed client for every binding, depending only on the contract package.
 * It runs in Node 20 and browsers (global or injected fetch; no Node-only module).
 */
import type { ServiceModel } from "../../model/service-model.ts";
import type { GeneratedFile } from "../generated-file.ts";
import { packageJson, packageTsconfig } from "../package-files.ts";
import { packageFolder } from "../package-names.ts";
import type { EmitScope } from "../emit-scope.ts";
import { printModule } from "../code/print-module.ts";
import { contractRuntimeModule } from "../common/contract-runtime-module.ts";
import { callsModule } from "./calls-module.ts";
import { clientModule } from "./client-module.ts";
import { clientView } from "./client-view.ts";
import { CLIENT_INDEX } from "./index-module.ts";

export function emitClientPackage(
  model: ServiceModel,
  { packages, names, namer, versions }: EmitScope,
): GeneratedFile[] {
  const folder = packageFolder(names.client);
  const view = clientView(model, names.contract, namer);
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
        optionalPeers: versions.clientPeers,
      },
      packages,
    ),
    packageTsconfig(names.client, packages),
    { path: `${folder}/src/calls.ts`, content: printModule(callsModule(model, view)) },
    { path: `${folder}/src/client.ts`, content: printModule(clientModule(model, view)) },
    {
      path: `${folder}/src/runtime/contract-runtime.ts`,
      content: printModule(contractRuntimeModule("client", names.contract)),
    },
    { path: `${folder}/src/index.ts`, content: printModule(CLIENT_INDEX) },
  ];
}
