/**
 * The contract package: the service's types, the codecs that read and write them on the wire,
 * each operation's parameter codec, zod validators, and the small runtime they share. The generated
 * client and server both build on it. Its one runtime dependency is zod, for the validators.
 */
import type { ServiceModel } from "../../model/service-model.ts";
import type { GeneratedFile } from "../generated-file.ts";
import { packageJson, packageTsconfig } from "../package-files.ts";
import { packageNames } from "../package-names.ts";
import type { EmitContext } from "../emit-context.ts";
import { emitCodecs } from "../codecs/emit-codecs.ts";
import { emitOperations } from "../operations/emit-operations.ts";
import { emitValidators } from "../validators/emit-validators.ts";
import { emitTypes } from "../types/emit-types.ts";


export function emitContractPackage(model: ServiceModel, ctx: EmitContext): GeneratedFile[] {
  const { templates } = ctx;
  const name = packageNames(model).contract;
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
    { path: `${name}/src/types.ts`, content: emitTypes(model) },
    { path: `${name}/src/codecs.ts`, content: emitCodecs(model) },
    { path: `${name}/src/operations.ts`, content: emitOperations(model) },
    { path: `${name}/src/index.ts`, content: templates.render("contract/index.ts", {}) },
    ...emitValidators(model, name),
  ];
}
