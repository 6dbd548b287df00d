/**
 * Type-checks the generated TypeScript in memory, before anything is written: the files are added
 * to a ts-morph project at the paths they will have, so imports of installed packages (zod,
 * fast-xml-parser) resolve as they will on disk, and imports between generated packages resolve to
 * the new, unwritten sources rather than to what is on disk now.
 */
import path from "node:path";
import { Project, ts } from "ts-morph";
import type { GeneratedFile } from "../emit/generated-file.ts";

export class TypeCheckError extends Error {
  constructor(readonly diagnostics: string[]) {
    super(`the generated code does not type-check (a generator defect):\n${diagnostics.join("\n")}`);
    this.name = "TypeCheckError";
  }
}

export function typeCheck(files: GeneratedFile[], outDir: string): void {
  const absOut = path.resolve(outDir);
  const project = new Project({
    compilerOptions: {
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
      paths: workspacePaths(files, absOut),
    },
    skipAddingFilesFromTsConfig: true,
  });
  for (const file of files) {
    if (file.path.endsWith(".ts")) project.createSourceFile(path.join(absOut, file.path), file.content, { overwrite: true });
  }
  const diagnostics = project.getPreEmitDiagnostics();
  if (diagnostics.length > 0) {
    throw new TypeCheckError(diagnostics.map((d) => formatDiagnostic(d, absOut)));
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
    const manifest = JSON.parse(file.content) as { name: string; dependencies?: Record<string, string> };
    paths[manifest.name] = [path.join(absOut, dir, "src/index.ts")];
    paths[`${manifest.name}/*`] = [path.join(absOut, dir, "src/*")];
    for (const dep of Object.keys(manifest.dependencies ?? {})) external.add(dep);
  }
  for (const dep of external) {
    if (paths[dep]) continue;
    paths[dep] = [path.resolve("node_modules", dep)];
    paths[`${dep}/*`] = [path.resolve("node_modules", dep, "*")];
  }
  return paths;
}

function formatDiagnostic(d: ReturnType<Project["getPreEmitDiagnostics"]>[number], root: string): string {
  const text = ts.flattenDiagnosticMessageText(d.compilerObject.messageText, "\n");
  const file = d.getSourceFile();
  if (!file) return `TS${d.getCode()}: ${text}`;
  const { line, column } = file.getLineAndColumnAtPos(d.getStart() ?? 0);
  return `${path.relative(root, file.getFilePath())}:${line}:${column} TS${d.getCode()}: ${text}`;
}
