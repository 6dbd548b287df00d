/**
 * The contract package: the service's types, the codecs that read and write them on the wire,
 * each operation's parameter codec, zod validators, and the small runtime they share. The generated
 * client and server both build on it. Its one runtime dependency is zod, for the validators.
 */
import type { ServiceModel } from "../../model/service-model.ts";
import type { GeneratedFile } from "../generated-file.ts";
import { packageJson, packageTsconfig } from "../package-files.ts";
import { packageNames } from "../package-names.ts";
import { runtimeFiles } from "../runtime-files.ts";
import type { EmitContext } from "../emit-context.ts";
import { codecsView } from "./codecs-view.ts";
import { emitValidators } from "../validators/emit-validators.ts";
import { typesView } from "./types-view.ts";

const RUNTIME = ["xml-reader", "xml-text", "scalar-text", "codec", "xsd-codecs", "any-type", "operation", "soap"];

export function emitContractPackage(model: ServiceModel, ctx: EmitContext): GeneratedFile[] {
  const { templates } = ctx;
  const name = packageNames(model).contract;
  const codecs = codecsView(model);
  return [
    packageJson(name, {
      description: `Types, wire codecs and validators of the ${model.name} SOAP contract (${model.namespace}).`,
      exports: {
        ".": "./src/index.ts",
        "./types": "./src/types.ts",
        "./codecs": "./src/codecs.ts",
        "./operations": "./src/operations.ts",
        "./validators": "./src/validators.ts",
        "./runtime/*": "./src/runtime/*.ts",
      },
      dependencies: { zod: ctx.versions.zod },
    }),
    packageTsconfig(name),
    { path: `${name}/src/types.ts`, content: templates.render("contract/types.ts", typesView(model)) },
    { path: `${name}/src/codecs.ts`, content: templates.render("contract/codecs.ts", codecs) },
    { path: `${name}/src/operations.ts`, content: templates.render("contract/operations.ts", codecs) },
    { path: `${name}/src/index.ts`, content: templates.render("contract/index.ts", { modules: ["./types.js", "./operations.js"] }) },
    ...runtimeFiles(templates, RUNTIME, `${name}/src/runtime`),
    ...emitValidators(model, templates, name),
  ];
}
