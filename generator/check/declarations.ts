/**
 * The declarations (`.d.ts`) of the generated modules, each written from its module's text alone
 * by oxc's isolated-declarations emitter (native code, a few milliseconds a module). The generated
 * code writes the type of everything it exports, so no checker is needed for them; the compiler's
 * runs only check. Written by the compiler in its check, they made its largest run of 1,500
 * operations take 720 MB instead of 465 MB, and its runs a sixth more CPU (bench/README.md). An
 * export whose type is not written is a generator defect, reported as the compiler reports one.
 * The text is laid out as the compiler lays out its own (compilerLayout), but for what oxc's
 * printer puts on one line (a mapped type, an empty interface) and `override`, which it keeps.
 */
import type { OxcError } from "oxc-transform";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { TypeCheckError } from "./compiler.ts";

/** Each module's declarations, by its path; rejects with every module's errors when one has any. */
export async function declareModules(
  modules: readonly GeneratedFile[],
): Promise<Map<string, string>> {
  const declared = new Map<string, string>();
  if (modules.length === 0) return declared;
  const errors: string[] = [];
  const oxc = await loadOxc();
  // One at a time, on this thread: oxc's threads took 120 MB where this takes 48 at most.
  for (const module of modules) {
    const { code, errors: found } = oxc.isolatedDeclarationSync(module.path, module.content);
    if (found.length > 0) errors.push(...found.map((error) => diagnostic(module, error)));
    else declared.set(module.path, compilerLayout(code));
  }
  if (errors.length > 0) throw new TypeCheckError(errors.sort());
  return declared;
}

let oxc: Promise<typeof import("oxc-transform")> | undefined;

/**
 * oxc's binding, loaded once. Its allocator (mimalloc) keeps what it took for a module's syntax
 * tree unless told to give it back at once: 48 MB of the generator's memory for the 1,500
 * operations' types.ts, to the end of the run. The allocator reads the option as the binding
 * loads; a user's own setting is kept.
 */
function loadOxc(): Promise<typeof import("oxc-transform")> {
  oxc ??= (async () => {
    const purging = process.env.MIMALLOC_PURGE_DELAY === undefined;
    if (purging) process.env.MIMALLOC_PURGE_DELAY = "0";
    try {
      return await import("oxc-transform");
    } catch (err) {
      throw new Error(
        `cannot load oxc-transform, which writes the declarations (its package for this platform, an optional dependency, may not be installed): ${(err as Error).message}`,
        { cause: err },
      );
    } finally {
      if (purging) delete process.env.MIMALLOC_PURGE_DELAY;
    }
  })();
  return oxc;
}

/**
 * oxc's text laid out as the compiler writes it: tabs as four spaces, a comment's lines under its
 * first, and type parameters on one line (oxc gives two or more a line each).
 */
export function compilerLayout(declarations: string): string {
  let inComment = false;
  return declarations
    .replace(
      /<\n((?:\t+[^\n]*,\n)+\t+[^\n]*)\n\t*>/g,
      (_, params: string) => `<${params.replace(/,\n\t+/g, ", ").trim()}>`,
    )
    .split("\n")
    .map((line) => {
      const text = line.replace(/^\t+/, (tabs) => "    ".repeat(tabs.length));
      const indent = /^ */.exec(text)![0];
      const rest = text.slice(indent.length);
      const continued = inComment && rest.startsWith("*");
      if (inComment) inComment = !rest.includes("*/");
      else if (rest.startsWith("/*")) inComment = !rest.includes("*/");
      return continued ? `${indent} ${rest}` : text;
    })
    .join("\n");
}

/** `path:line:column TSnnnn: message`, as the compiler's diagnostics read (compiler.ts). */
function diagnostic(module: GeneratedFile, error: OxcError): string {
  const start = error.labels[0]?.start;
  if (start === undefined) return `${module.path} ${error.message}`;
  // oxc's offsets count UTF-8 bytes.
  const before = Buffer.from(module.content).subarray(0, start).toString();
  const lines = before.split("\n");
  return `${module.path}:${lines.length}:${lines.at(-1)!.length + 1} ${error.message}`;
}
