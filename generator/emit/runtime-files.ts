/** Runtime modules copied verbatim from a folder of `templates/` into a generated package. */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { GeneratedFile } from "./generated-file.ts";
import type { TemplateRenderer } from "./templates.ts";

export function runtimeFiles(templates: TemplateRenderer, modules: readonly string[], into: string, folder = "runtime"): GeneratedFile[] {
  return modules.map((m) => ({
    path: `${into}/${m}.ts`,
    content: readFileSync(path.join(templates.dir, folder, `${m}.ts`), "utf8"),
  }));
}
