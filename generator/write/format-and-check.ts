/**
 * Formats and type-checks the generated files at once: prettier runs in worker threads (see
 * format.ts) while this thread type-checks the same code as emitted. Formatting changes layout
 * only, never the syntax tree, so the diagnostics are the same; a failed check is repeated on the
 * formatted files, so that its diagnostics point at lines and columns of the files as written.
 */
import type { GeneratedFile } from "../emit/generated-file.ts";
import { formatFiles } from "./format.ts";
import { TypeCheckError, typeCheck } from "./typecheck.ts";

/**
 * `projectFiles` (absolute paths: the implementation stub) are formatted and checked with the
 * output; the result is the output folder's files, then the project files, formatted.
 */
export async function formatAndCheck(files: GeneratedFile[], outDir: string, projectFiles: GeneratedFile[] = []): Promise<{ files: GeneratedFile[]; projectFiles: GeneratedFile[] }> {
  const formatting = formatFiles([...files, ...projectFiles]);
  // A rejection is awaited below, after the check; this keeps it from counting as unhandled meanwhile.
  formatting.catch(() => {});
  let failure: unknown;
  try {
    typeCheck(files, outDir, projectFiles);
  } catch (err) {
    failure = err;
  }
  const formatted = await formatting;
  if (failure !== undefined) {
    if (!(failure instanceof TypeCheckError)) throw failure;
    typeCheck(formatted.slice(0, files.length), outDir, formatted.slice(files.length));
  }
  return { files: formatted.slice(0, files.length), projectFiles: formatted.slice(files.length) };
}
