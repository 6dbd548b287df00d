/**
 * Formats, type-checks and compiles the generated files: first the formatter (format.ts), then
 * one run of the native compiler (typecheck.ts) over the formatted files, which checks them and,
 * with `compile`, writes each package's dist/ (JavaScript, source maps, declarations). So the
 * diagnostics point at lines and columns of the files as written, and so do the source maps.
 */
import path from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { formatFiles } from "./format.ts";
import { typeCheck, type EmitOptions } from "./typecheck.ts";

export interface CheckedOutput {
  /** The output folder's files, formatted; dist/ files last, with `compile`. */
  files: GeneratedFile[];
  projectFiles: GeneratedFile[];
}

/**
 * `projectFiles` (the implementation stub, its path from the working folder) are formatted and
 * checked with the output; with `compile`, each package's src/ is also compiled into its dist/
 * (`withSources`: src/ is written beside it, else the source maps hold the sources).
 */
export async function formatAndCheck(
  files: GeneratedFile[],
  outDir: string,
  projectFiles: GeneratedFile[] = [],
  compile?: EmitOptions,
): Promise<CheckedOutput> {
  const formatted = await formatFiles([...files, ...projectFiles]);
  const output = formatted.slice(0, files.length);
  const project = formatted.slice(files.length);
  const { emitted } = await typeCheck(
    output,
    outDir,
    project.map((f) => ({ ...f, path: path.resolve(f.path) })),
    compile,
  );
  return { files: [...output, ...emitted], projectFiles: project };
}
