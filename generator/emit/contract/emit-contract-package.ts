/**
 * The contract package: the service's types (and, with their issues, its validators), shared by
 * the generated client and server. It has no runtime dependency.
 */
import type { ServiceModel } from "../../model/service-model.ts";
import type { GeneratedFile } from "../generated-file.ts";
import { packageJson, packageTsconfig } from "../package-files.ts";
import { packageNames } from "../package-names.ts";
import type { TemplateRenderer } from "../templates.ts";
import { typesView } from "./types-view.ts";

export function emitContractPackage(model: ServiceModel, templates: TemplateRenderer): GeneratedFile[] {
  const name = packageNames(model).contract;
  return [
    packageJson(name, {
      description: `Types of the ${model.name} SOAP contract (${model.namespace}).`,
      exports: { ".": "./src/index.ts", "./types": "./src/types.ts" },
      dependencies: {},
    }),
    packageTsconfig(name),
    { path: `${name}/src/types.ts`, content: templates.render("contract/types.ts", typesView(model)) },
    { path: `${name}/src/index.ts`, content: templates.render("contract/index.ts", { modules: ["./types.js"] }) },
  ];
}
