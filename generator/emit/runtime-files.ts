/**
 * The runtime modules of a generated package, copied byte for byte from a folder of `templates/`:
 * only those the emitted code imports (by a relative path or through the package's `runtime/*`
 * export, from any generated package) and what those import in turn, as ts-proto emits a helper
 * only where it is used. A module the package.json swaps in for browsers (its `browser` field or
 * export condition) counts as used.
 */
import path from "node:path";
import type { GeneratedFile } from "./generated-file.ts";
import type { TemplateRenderer } from "./templates.ts";

export interface RuntimeFolder {
  /** The folder of `templates/` the modules come from. */
  from: string;
  /** Where they go in the output, e.g. `school-service-contract/src/runtime`. */
  into: string;
  /** The package's name, when other packages import its runtime as `<name>/runtime/<module>`. */
  exportedAs?: string;
}

const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*"([^"]+)"/g;

export function usedRuntime(
  templates: TemplateRenderer,
  emitted: readonly GeneratedFile[],
  folder: RuntimeFolder,
): GeneratedFile[] {
  const used = new Set<string>();
  const pending: string[] = [];
  const use = (module: string | undefined) => {
    if (module === undefined || used.has(module) || !templates.has(`${folder.from}/${module}.ts`))
      return;
    used.add(module);
    pending.push(module);
  };
  for (const file of emitted) {
    if (file.path === `${path.posix.dirname(path.posix.dirname(folder.into))}/package.json`)
      for (const module of browserSwaps(file.content)) use(module);
    if (!file.path.endsWith(".ts")) continue;
    for (const specifier of importsOf(file.content)) use(moduleOf(specifier, file.path, folder));
  }
  for (let module = pending.pop(); module !== undefined; module = pending.pop()) {
    for (const specifier of importsOf(templates.source(`${folder.from}/${module}.ts`))) {
      if (specifier.startsWith("./")) use(specifier.slice(2).replace(/\.js$/, ""));
    }
  }
  return [...used].sort().map((m) => ({
    path: `${folder.into}/${m}.ts`,
    content: templates.source(`${folder.from}/${m}.ts`),
    preformatted: true,
    copied: true,
  }));
}

/** The runtime modules a package.json swaps in for browsers: by its `browser` field or export condition. */
function browserSwaps(packageJson: string): string[] {
  const manifest = JSON.parse(packageJson) as {
    browser?: Record<string, string>;
    exports?: Record<string, string | { browser?: string }>;
  };
  const files = [
    ...Object.values(manifest.browser ?? {}),
    ...Object.values(manifest.exports ?? {}).map((e) =>
      typeof e === "string" ? undefined : e.browser,
    ),
  ];
  return files.flatMap((file) =>
    file === undefined
      ? []
      : (/^\.\/(?:dist|src)\/runtime\/(.+)\.(?:js|ts)$/.exec(file)?.[1] ?? []),
  );
}

/** The module specifiers a module's text imports or re-exports from. */
export function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((m) => m[1]!);
}

/** The runtime module an import names, if it names one of `folder`'s. */
function moduleOf(specifier: string, importer: string, folder: RuntimeFolder): string | undefined {
  if (folder.exportedAs !== undefined && specifier.startsWith(`${folder.exportedAs}/runtime/`))
    return specifier.slice(folder.exportedAs.length + "/runtime/".length);
  if (!specifier.startsWith(".")) return undefined;
  const target = path.posix.join(path.posix.dirname(importer), specifier);
  return path.posix.dirname(target) === folder.into
    ? path.posix.basename(target).replace(/\.js$/, "")
    : undefined;
}
