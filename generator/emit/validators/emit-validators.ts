/**
 * The validators of the contract package: `src/validators.ts`, rendered from the model, and the
 * runtime modules it builds on. They depend on zod, pinned to the toolchain's own version.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
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

/** The zod version the toolchain's package.json pins, for the generated package's dependency. */
export function zodVersion(): string {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../package.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as { dependencies?: Record<string, string> };
  const version = manifest.dependencies?.["zod"];
  if (!version) throw new Error("the toolchain's package.json does not pin zod");
  return version;
}
