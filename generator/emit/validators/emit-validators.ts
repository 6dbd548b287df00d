/**
 * The validators of the contract package: `src/validators.ts`, rendered from the model, and the
 * runtime modules it builds on. They depend on zod.
 */
import type { ServiceModel } from "../../model/service-model.ts";
import type { GeneratedFile } from "../generated-file.ts";
import { runtimeFiles } from "../runtime-files.ts";
import type { TemplateRenderer } from "../templates.ts";
import { validatorsView } from "./validators-view.ts";

const RUNTIME = ["validation-fields", "validation-messages", "validation-objects", "validation-text"];

/** The files of the validators, for the package whose folder is `packageDir`. */
export function emitValidators(model: ServiceModel, templates: TemplateRenderer, packageDir: string): GeneratedFile[] {
  return [
    { path: `${packageDir}/src/validators.ts`, content: templates.render("validators/validators.ts", validatorsView(model)) },
    ...runtimeFiles(templates, RUNTIME, `${packageDir}/src/runtime`, "validators"),
  ];
}
