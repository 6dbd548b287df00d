/**
 * Type-checks the generated TypeScript in memory, before anything is written, with the project's
 * `typescript` compiler: the files are checked at the paths they will have, and their imports
 * resolve as they will once written (see check-host.ts), so imports between generated packages see
 * the new, unwritten sources rather than what is on disk now.
 *
 * A set of files that passed once passes again: the check is skipped when the cache holds the hash
 * of every file's path and content, the compiler's version and options and the versions of the
 * packages the files import (see result-cache.ts). The compiler is loaded only when a check runs.
 */
import { createRequire } from "node:module";
import path from "node:path";
import type ts from "typescript";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { createCheckHost } from "./check-host.ts";
import { ResultCache, packageVersion } from "./result-cache.ts";

const require = createRequire(import.meta.url);

export class TypeCheckError extends Error {
  constructor(readonly diagnostics: string[]) {
    super(`the generated code does not type-check (a generator defect):\n${diagnostics.join("\n")}`);
    this.name = "TypeCheckError";
  }
}

/**
 * Checks `files` as they will be under `outDir`, with `projectFiles` (absolute paths: the
 * implementation stub) beside them; says whether the check ran or was already passed.
 */
export function typeCheck(files: GeneratedFile[], outDir: string, projectFiles: GeneratedFile[] = []): "checked" | "cached" {
  const absOut = path.resolve(outDir);
  const cache = ResultCache.forStep("typecheck");
  const key = checkKey([...files, ...projectFiles], absOut);
  if (cache.get(key) !== undefined) return "cached";
  const tsc = require("typescript") as typeof ts;
  const options = compilerOptions(tsc);
  const { host, roots } = createCheckHost(tsc, options, files, absOut, projectFiles);
  const program = tsc.createProgram({ rootNames: roots, options, host });
  const diagnostics = tsc.getPreEmitDiagnostics(program);
  if (diagnostics.length > 0) throw new TypeCheckError(diagnostics.map((d) => formatDiagnostic(tsc, d, absOut)));
  cache.set(key, "passed\n");
  return "checked";
}

function compilerOptions(tsc: typeof ts): ts.CompilerOptions {
  return {
    target: tsc.ScriptTarget.ES2022,
    module: tsc.ModuleKind.NodeNext,
    moduleResolution: tsc.ModuleResolutionKind.NodeNext,
    lib: ["lib.es2022.d.ts"],
    types: ["node"],
    strict: true,
    noUncheckedIndexedAccess: true,
    noImplicitOverride: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    skipLibCheck: true,
    noEmit: true,
  };
}

function checkKey(files: GeneratedFile[], absOut: string): string {
  // The options by their source text: editing them is a new key without loading the compiler.
  const parts = [packageVersion("typescript"), compilerOptions.toString(), absOut];
  // Packages the files import from node_modules, by version (the generated ones are in `files`).
  for (const name of externalDependencies(files)) parts.push(name, installedVersion(name));
  parts.push(installedVersion("@types/node"));
  // Every file, not only the .ts ones: package.json files decide how imports resolve.
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) parts.push(file.path, file.content);
  return ResultCache.key(...parts);
}

/** The dependencies the generated packages declare that are not generated packages themselves. */
function externalDependencies(files: GeneratedFile[]): string[] {
  const generated = new Set<string>();
  const declared = new Set<string>();
  for (const file of files) {
    if (!/^[^/]+\/package\.json$/.test(file.path)) continue;
    const manifest = JSON.parse(file.content) as { name: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    generated.add(manifest.name);
    for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) declared.add(dep);
  }
  return [...declared].filter((d) => !generated.has(d)).sort();
}

function installedVersion(name: string): string {
  try {
    return packageVersion(name);
  } catch {
    return "absent";
  }
}

function formatDiagnostic(tsc: typeof ts, d: ts.Diagnostic, root: string): string {
  const text = tsc.flattenDiagnosticMessageText(d.messageText, "\n");
  if (!d.file) return `TS${d.code}: ${text}`;
  const { line, character } = d.file.getLineAndCharacterOfPosition(d.start ?? 0);
  return `${path.relative(root, d.file.fileName)}:${line + 1}:${character + 1} TS${d.code}: ${text}`;
}
