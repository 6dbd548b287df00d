/**
 * The compiler host of the in-memory type-check: the output folder holds exactly the generated
 * files (nothing on disk there is seen), and imports resolve as they will once the files are
 * written and installed. Every `node_modules` above a generated file is virtual: a generated
 * package's name leads to its new, unwritten sources (as the workspace links will), and any other
 * package to the project's installed copy, so an output folder outside the project (a temporary
 * one, say) checks the same as `generated/`, and so does a project file beside it (the
 * implementation stub). Everything else (the compiler's libs, installed packages) is read from disk.
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

export function createCheckHost(tsc: typeof ts, options: ts.CompilerOptions, files: GeneratedFile[], absOut: string, projectFiles: GeneratedFile[] = []): CheckHost {
  const contents = new Map<string, string>();
  const dirs = new Set<string>();
  /** Every folder above a file in memory: a `node_modules` in one of them is virtual. */
  const ancestors = new Set<string>();
  const packages = new Map<string, string>();
  const add = (abs: string, content: string) => {
    contents.set(abs, content);
    for (let dir = path.dirname(abs); !ancestors.has(dir); dir = path.dirname(dir)) {
      ancestors.add(dir);
      if (dir.startsWith(absOut)) dirs.add(dir);
      if (path.dirname(dir) === dir) break;
    }
  };
  for (const file of files) {
    const abs = path.join(absOut, file.path);
    add(abs, file.content);
    if (/^[^/]+\/package\.json$/.test(file.path)) {
      packages.set((JSON.parse(file.content) as { name: string }).name, path.dirname(abs));
    }
  }
  // Files of the project outside the output folder (the implementation stub), by absolute path.
  for (const file of projectFiles) add(file.path, file.content);
  const installed = path.resolve("node_modules");
  const inside = (p: string, dir: string) => p === dir || p.startsWith(dir + path.sep);
  const NODE_MODULES = `${path.sep}node_modules${path.sep}`;
  const isVirtualModules = (p: string) => path.basename(p) === "node_modules" && ancestors.has(path.dirname(p));

  /**
   * Where a path really is: generated (in memory) or installed (on disk). A package under a virtual
   * `node_modules` is a generated one (in memory) or else the project's installed copy.
   */
  function locate(p: string): { memory: string } | { disk: string } {
    const at = p.lastIndexOf(NODE_MODULES);
    if (at !== -1 && ancestors.has(p.slice(0, at))) {
      const rest = p.slice(at + NODE_MODULES.length);
      const parts = rest.split(path.sep);
      const nameLength = parts[0]!.startsWith("@") ? 2 : 1;
      const generated = packages.get(parts.slice(0, nameLength).join("/"));
      if (generated) return { memory: path.join(generated, ...parts.slice(nameLength)) };
      return { disk: path.join(installed, rest) };
    }
    if (isVirtualModules(p) || contents.has(p) || inside(p, absOut)) return { memory: p };
    return { disk: p };
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
      return isVirtualModules(at.memory) || dirs.has(at.memory);
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
