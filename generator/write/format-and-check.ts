/**
 * Formats and type-checks the generated files at once: prettier runs in worker threads (see
 * format.ts) while the native compiler, a process of its own (see typecheck.ts), checks the same
 * code as emitted. Formatting changes layout only, never the syntax tree, so the diagnostics are
 * the same; a failed check is repeated on the formatted files, so that its diagnostics point at
 * lines and columns of the files as written.
 */
import type { GeneratedFile } from "../emit/generated-file.ts";
import { formatFiles } from "./format.ts";
import { TypeCheckError, typeCheck } from "./typecheck.ts";

/**
 * `projectFiles` (absolute paths: the implementation stub) are formatted and checked with the
 * output; the result is the output folder's files, then the project files, formatted.
 */
export async function formatAndCheck(files: GeneratedFile[], outDir: string, projectFiles: GeneratedFile[] = []): Promise<{ files: GeneratedFile[]; projectFiles: GeneratedFile[] }> {
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
