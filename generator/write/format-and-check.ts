/**
 * Formats and type-checks the generated files at once: prettier runs in worker threads (see
 * format.ts) while this thread type-checks the same code as emitted. Formatting changes layout
 * only, never the syntax tree, so the diagnostics are the same; a failed check is repeated on the
 * formatted files, so that its diagnostics point at lines and columns of the files as written.
 */
import type { GeneratedFile } from "../emit/generated-file.ts";
import { formatFiles } from "./format.ts";
import { TypeCheckError, typeCheck } from "./typecheck.ts";

export async function formatAndCheck(files: GeneratedFile[], outDir: string): Promise<GeneratedFile[]> {
  const formatting = formatFiles(files);
  // A rejection is awaited below, after the check; this keeps it from counting as unhandled meanwhile.
  formatting.catch(() => {});
  let failure: unknown;
  try {
    typeCheck(files, outDir);
  } catch (err) {
    failure = err;
  }
  const formatted = await formatting;
  if (failure !== undefined) {
    if (!(failure instanceof TypeCheckError)) throw failure;
    typeCheck(formatted, outDir);
  }
  return formatted;
}
