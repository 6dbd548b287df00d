/**
 * Formats, type-checks and compiles the generated files. Prettier (worker threads, see format.ts)
 * and the native compiler (a process of its own, see typecheck.ts) run at once: the compiler
 * checks the code as emitted and writes its declarations. Formatting changes layout only, never
 * the syntax tree, so the diagnostics and declarations are the same; a failed check is repeated on
 * the formatted files, so that its diagnostics point at lines and columns of the files as written.
 * The JavaScript is compiled from the formatted files (compile-js.ts), so that its source maps
 * point into src/ as written.
 */
import type { GeneratedFile } from "../emit/generated-file.ts";
import { compileJs } from "./compile-js.ts";
import { formatFiles } from "./format.ts";
import { TypeCheckError, typeCheck } from "./typecheck.ts";

export interface CheckedOutput {
  /** The output folder's files, formatted; dist/ files last, with `compile`. */
  files: GeneratedFile[];
  projectFiles: GeneratedFile[];
}

/**
 * `projectFiles` (absolute paths: the implementation stub) are formatted and checked with the
 * output; with `compile`, each package's src/ is also compiled into its dist/ (`withSources`: src/
 * is written beside it, else the source maps hold the sources).
 */
export async function formatAndCheck(files: GeneratedFile[], outDir: string, projectFiles: GeneratedFile[] = [], compile?: { withSources: boolean }): Promise<CheckedOutput> {
  // Both run to the end; a formatting failure (code that is not valid) is reported before the check's.
  const [formatting, checking] = await Promise.allSettled([formatFiles([...files, ...projectFiles]), typeCheck(files, outDir, projectFiles, compile !== undefined)]);
  if (formatting.status === "rejected") throw formatting.reason;
  const formatted = formatting.value;
  const output = formatted.slice(0, files.length);
  if (checking.status === "rejected") {
    if (!(checking.reason instanceof TypeCheckError)) throw checking.reason;
    // The same check, declarations included (a declaration the compiler cannot write fails it too).
    await typeCheck(output, outDir, formatted.slice(files.length), compile !== undefined);
    // Formatting changes no diagnostic: if the formatted files passed, the first diagnostics stand.
    throw checking.reason;
  }
  const declarations = checking.value.emitted;
  const compiled = compile ? [...declarations, ...compileJs(output, compile)] : [];
  return { files: [...output, ...compiled], projectFiles: formatted.slice(files.length) };
}
