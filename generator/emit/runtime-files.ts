/** Runtime modules copied verbatim from a folder of `templates/` into a generated package. */
import type { GeneratedFile } from "./generated-file.ts";
import type { TemplateRenderer } from "./templates.ts";

export function runtimeFiles(templates: TemplateRenderer, modules: readonly string[], into: string, folder = "runtime"): GeneratedFile[] {
  return modules.map((m) => ({ path: `${into}/${m}.ts`, content: templates.source(`${folder}/${m}.ts`) }));
}
