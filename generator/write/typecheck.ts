/**
 * Type-checks the generated TypeScript in memory, before anything is written: the files are added
 * to a ts-morph project at the paths they will have, so imports of installed packages (zod,
 * fast-xml-parser) resolve as they will on disk, and imports between generated packages resolve to
 * the new, unwritten sources rather than to what is on disk now.
 *
 * A set of files that passed once passes again: the check is skipped when the cache holds the hash
 * of every file's path and content, the compiler's version and options and the versions of the
 * packages the files import (see result-cache.ts). ts-morph is loaded only when a check runs.
 */
import { createRequire } from "node:module";
import path from "node:path";
import type * as TsMorph from "ts-morph";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { ResultCache, packageVersion } from "./result-cache.ts";

const require = createRequire(import.meta.url);
type Project = TsMorph.Project;

export class TypeCheckError extends Error {
  constructor(readonly diagnostics: string[]) {
    super(`the generated code does not type-check (a generator defect):\n${diagnostics.join("\n")}`);
    this.name = "TypeCheckError";
  }
}

/** Checks `files` as they will be under `outDir`; says whether the check ran or was already passed. */
export function typeCheck(files: GeneratedFile[], outDir: string): "checked" | "cached" {
  const absOut = path.resolve(outDir);
  const paths = workspacePaths(files, absOut);
  const cache = ResultCache.forStep("typecheck");
  const key = checkKey(files, paths, absOut);
  if (cache.get(key) !== undefined) return "cached";
  const { Project, ts } = require("ts-morph") as typeof TsMorph;
  const project = new Project({ compilerOptions: compilerOptions(ts, paths), skipAddingFilesFromTsConfig: true });
  for (const file of files) {
    if (file.path.endsWith(".ts")) project.createSourceFile(path.join(absOut, file.path), file.content, { overwrite: true });
  }
  const diagnostics = project.getPreEmitDiagnostics();
  if (diagnostics.length > 0) {
    throw new TypeCheckError(diagnostics.map((d) => formatDiagnostic(ts, d, absOut)));
  }
  cache.set(key, "passed\n");
  return "checked";
}

function compilerOptions(ts: typeof TsMorph.ts, paths: Record<string, string[]>): TsMorph.CompilerOptions {
  return {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ["lib.es2022.d.ts", "lib.dom.d.ts"],
    types: ["node"],
    strict: true,
    noUncheckedIndexedAccess: true,
    noImplicitOverride: true,
    noUnusedLocals: true,
    noUnusedParameters: true,
    skipLibCheck: true,
    noEmit: true,
    paths,
  };
}

function checkKey(files: GeneratedFile[], paths: Record<string, string[]>, absOut: string): string {
  // The options by their source text: editing them is a new key without loading the compiler.
  const parts = [packageVersion("ts-morph"), compilerOptions.toString(), absOut];
  // Packages the files import from node_modules, by version (the generated ones are in `files`).
  for (const [name, [target]] of Object.entries(paths)) {
    if (!name.endsWith("/*") && !target!.startsWith(absOut + path.sep)) parts.push(name, installedVersion(name));
  }
  parts.push(installedVersion("@types/node"));
  // Every file, not only the .ts ones: package.json files decide how imports resolve.
  for (const file of [...files].sort((a, b) => (a.path < b.path ? -1 : 1))) parts.push(file.path, file.content);
  return ResultCache.key(...parts);
}

function installedVersion(name: string): string {
  try {
    return packageVersion(name);
  } catch {
    return "absent";
  }
}

/**
 * Maps each generated package's name to its sources, so cross-package imports see new code, and
 * each of their other dependencies (zod) to the project's installed copy, so an output folder
 * outside the project (a temporary one, say) type-checks the same as `generated/`.
 */
function workspacePaths(files: GeneratedFile[], absOut: string): Record<string, string[]> {
  const paths: Record<string, string[]> = {};
  const external = new Set<string>();
  for (const file of files) {
    if (!/^[^/]+\/package\.json$/.test(file.path)) continue;
    const dir = file.path.slice(0, file.path.indexOf("/"));
    const manifest = JSON.parse(file.content) as { name: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };
    paths[manifest.name] = [path.join(absOut, dir, "src/index.ts")];
    paths[`${manifest.name}/*`] = [path.join(absOut, dir, "src/*")];
    for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) external.add(dep);
  }
  for (const dep of external) {
    if (paths[dep]) continue;
    paths[dep] = [path.resolve("node_modules", dep)];
    paths[`${dep}/*`] = [path.resolve("node_modules", dep, "*")];
  }
  return paths;
}

function formatDiagnostic(ts: typeof TsMorph.ts, d: ReturnType<Project["getPreEmitDiagnostics"]>[number], root: string): string {
  const text = ts.flattenDiagnosticMessageText(d.compilerObject.messageText, "\n");
  const file = d.getSourceFile();
  if (!file) return `TS${d.getCode()}: ${text}`;
  const { line, column } = file.getLineAndColumnAtPos(d.getStart() ?? 0);
  return `${path.relative(root, file.getFilePath())}:${line}:${column} TS${d.getCode()}: ${text}`;
}
