/**
 * Formats, type-checks and compiles the generated files. The formatter and the native compiler
 * (each a process of its own, see format.ts and typecheck.ts) run at once: the compiler
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
  const checking = typeCheck(files, outDir, projectFiles, compile !== undefined);
  // The JavaScript is compiled while the check goes on: it needs only the formatted files.
  const formatting = (async () => {
    const formatted = await formatFiles([...files, ...projectFiles]);
    const output = formatted.slice(0, files.length);
    return { formatted, output, compiled: compile ? await compileJs(output, compile) : [] };
  })();
  // Both run to the end; a formatting failure (code that is not valid) is reported before the check's.
  const [formatted, checked] = await Promise.allSettled([formatting, checking]);
  if (formatted.status === "rejected") throw formatted.reason;
  const { output, compiled } = formatted.value;
  const formattedProjectFiles = formatted.value.formatted.slice(files.length);
  if (checked.status === "rejected") {
    if (!(checked.reason instanceof TypeCheckError)) throw checked.reason;
    // The same check, declarations included (a declaration the compiler cannot write fails it too).
    await typeCheck(output, outDir, formattedProjectFiles, compile !== undefined);
    // Formatting changes no diagnostic: if the formatted files passed, the first diagnostics stand.
    throw checked.reason;
  }
  return { files: [...output, ...checked.value.emitted, ...compiled], projectFiles: formattedProjectFiles };
}
