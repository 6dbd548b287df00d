/**
 * The generator proper: a pure function from the model to the files of every generated package.
 * It touches no disk but the templates; writing is the writer's job.
 */
import type { ServiceModel } from "../model/service-model.ts";
import { emitContractPackage } from "./contract/emit-contract-package.ts";
import { emitClientPackage } from "./client/emit-client-package.ts";
import { emitServerPackage, type ServerInputs } from "./server/emit-server-package.ts";
import { emitFixturesPackage } from "./fixtures/emit-fixtures-package.ts";
import type { GeneratedFile } from "./generated-file.ts";
import { splitLargeModule } from "./split-module.ts";
import { TemplateRenderer } from "./templates.ts";

export function emitService(model: ServiceModel, templates = new TemplateRenderer(), inputs: ServerInputs = {}): GeneratedFile[] {
  const files = [...emitContractPackage(model, templates), ...emitClientPackage(model, templates), ...emitServerPackage(model, templates, inputs), ...emitFixturesPackage(model, templates)].flatMap((f) => splitLargeModule(f));
  return files.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
