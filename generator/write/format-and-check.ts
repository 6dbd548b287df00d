/**
 * Formats and type-checks the generated files. Without compiling, both run at once: prettier in
 * worker threads (see format.ts) while the native compiler, a process of its own (see
 * typecheck.ts), checks the same code as emitted. Formatting changes layout only, never the syntax
 * tree, so the diagnostics are the same; a failed check is repeated on the formatted files, so
 * that its diagnostics point at lines and columns of the files as written. Compiling into dist/
 * comes after formatting, so that the source maps point into src/ as written.
 */
import type { GeneratedFile } from "../emit/generated-file.ts";
import { formatFiles } from "./format.ts";
import { TypeCheckError, typeCheck, type EmitRequest } from "./typecheck.ts";

export interface CheckedOutput {
  /** The output folder's files, formatted; dist/ files last, with `emit`. */
  files: GeneratedFile[];
  projectFiles: GeneratedFile[];
}

/**
 * `projectFiles` (absolute paths: the implementation stub) are formatted and checked with the
 * output; with `emit`, each package's src/ is also compiled into its dist/.
 */
export async function formatAndCheck(files: GeneratedFile[], outDir: string, projectFiles: GeneratedFile[] = [], emit?: EmitRequest): Promise<CheckedOutput> {
  if (emit) {
    const formatted = await formatFiles([...files, ...projectFiles]);
    const output = formatted.slice(0, files.length);
    const { emitted } = await typeCheck(output, outDir, formatted.slice(files.length), emit);
    return { files: [...output, ...emitted], projectFiles: formatted.slice(files.length) };
  }
  // Both run to the end; a formatting failure (code that is not valid) is reported before the check's.
  const [formatting, checking] = await Promise.allSettled([formatFiles([...files, ...projectFiles]), typeCheck(files, outDir, projectFiles)]);
  if (formatting.status === "rejected") throw formatting.reason;
  const formatted = formatting.value;
  if (checking.status === "rejected") {
    if (!(checking.reason instanceof TypeCheckError)) throw checking.reason;
    await typeCheck(formatted.slice(0, files.length), outDir, formatted.slice(files.length));
  }
  return { files: formatted.slice(0, files.length), projectFiles: formatted.slice(files.length) };
}
