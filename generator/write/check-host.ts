/**
 * The compiler host of the in-memory type-check: the output folder holds exactly the generated
 * files (nothing on disk there is seen), and imports resolve as they will once the files are
 * written and installed. Its `node_modules` is virtual: a generated package's name leads to its
 * new, unwritten sources (as the workspace links will), and any other package to the project's
 * installed copy, so an output folder outside the project (a temporary one, say) checks the same
 * as `generated/`. Everything else (the compiler's libs, installed packages) is read from disk.
 */
import { realpathSync } from "node:fs";
import path from "node:path";
import type ts from "typescript";
import type { GeneratedFile } from "../emit/generated-file.ts";

export interface CheckHost {
  host: ts.CompilerHost;
  /** The absolute paths of the generated TypeScript files: the program's roots. */
  roots: string[];
}

export function createCheckHost(tsc: typeof ts, options: ts.CompilerOptions, files: GeneratedFile[], absOut: string): CheckHost {
  const contents = new Map<string, string>();
  const dirs = new Set<string>();
  const packages = new Map<string, string>();
  for (const file of files) {
    const abs = path.join(absOut, file.path);
    contents.set(abs, file.content);
    for (let dir = path.dirname(abs); dir.startsWith(absOut) && !dirs.has(dir); dir = path.dirname(dir)) dirs.add(dir);
    if (/^[^/]+\/package\.json$/.test(file.path)) {
      packages.set((JSON.parse(file.content) as { name: string }).name, path.dirname(abs));
    }
  }
  const virtualModules = path.join(absOut, "node_modules");
  const installed = path.resolve("node_modules");
  const inside = (p: string, dir: string) => p === dir || p.startsWith(dir + path.sep);

  /** Where a path of the output folder really is: generated (in memory) or installed (on disk). */
  function locate(p: string): { memory: string } | { disk: string } {
    if (!inside(p, absOut)) return { disk: p };
    if (!inside(p, virtualModules)) return { memory: p };
    const rest = path.relative(virtualModules, p);
    if (rest === "") return { memory: p };
    const parts = rest.split(path.sep);
    const nameLength = parts[0]!.startsWith("@") ? 2 : 1;
    const generated = packages.get(parts.slice(0, nameLength).join("/"));
    if (generated) return { memory: path.join(generated, ...parts.slice(nameLength)) };
    return { disk: path.join(installed, rest) };
  }

  const base = tsc.createCompilerHost(options, true);
  // Doc comments matter to no diagnostic of a .ts file: not parsing them makes every file cheaper.
  base.jsDocParsingMode = tsc.JSDocParsingMode.ParseForTypeErrors;
  const host: ts.CompilerHost = {
    ...base,
    fileExists: (p) => {
      const at = locate(p);
      return "memory" in at ? contents.has(at.memory) : base.fileExists(at.disk);
    },
    readFile: (p) => {
      const at = locate(p);
      return "memory" in at ? contents.get(at.memory) : base.readFile(at.disk);
    },
    directoryExists: (p) => {
      const at = locate(p);
      if ("disk" in at) return base.directoryExists?.(at.disk) ?? true;
      return at.memory === virtualModules || dirs.has(at.memory);
    },
    realpath: (p) => {
      const at = locate(p);
      if ("memory" in at) return at.memory;
      try {
        return realpathSync(at.disk);
      } catch {
        return at.disk;
      }
    },
    getSourceFile: (p, languageVersion, onError) => {
      const at = locate(p);
      if ("disk" in at) return base.getSourceFile(at.disk, languageVersion, onError);
      const text = contents.get(at.memory);
      if (text === undefined) return undefined;
      const settings = typeof languageVersion === "object" ? languageVersion : { languageVersion };
      return tsc.createSourceFile(at.memory, text, { ...settings, jsDocParsingMode: base.jsDocParsingMode }, false);
    },
    writeFile: () => {},
  };
  const roots = [...contents.keys()].filter((p) => p.endsWith(".ts")).sort();
  return { host, roots };
}
