/**
 * The package.json and tsconfig.json every generated package carries. What the exports name
 * follows the target: the compiled JavaScript and its declarations (`dist/`), or the TypeScript
 * sources (`src/`) for the `ts` target.
 */
import type { ServiceModel } from "../model/service-model.ts";
import type { PackageOptions } from "../options.ts";
import type { GeneratedFile } from "./generated-file.ts";
import { packageFolder } from "./package-names.ts";

/** The Node versions the packages run on: the first 20.x with require() of ES modules. */
export const NODE_ENGINES = ">=20.19";

export interface PackageJsonOptions {
  /** What the package is, before the service's own documentation. */
  description: string;
  /** Its role among the packages (`client`, `server`, ...), a keyword. */
  role: string;
  /** Entry points: the export's subpath (`.`, `./codecs`, `./runtime/*`) to its module under src/, without extension. */
  entries: Record<string, string>;
  /** Modules swapped for others in browser bundles (package.json's `browser` field), by module under src/, without extension. */
  browser?: Record<string, string>;
  /**
   * Entry points that browser bundles resolve to another module (the `browser` export condition),
   * by subpath; bundles for workers, which lack the browser's DOM, name `worker` and keep the entry.
   */
  browserEntries?: Record<string, string>;
  /** Generated packages it depends on, by name (at this run's version). */
  packages?: string[];
  /** Other dependencies, with their versions. */
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  /** Dependencies the package loads only when an option needs them, with their versions. */
  optionalPeers?: Record<string, string>;
  scripts?: Record<string, string>;
  /** Files of the package beside src/ and dist/ (the server's WSDL). */
  files?: string[];
  /** Never published (the fixtures: a test bench of this repository's packages). */
  private?: boolean;
}

export function packageJson(
  model: ServiceModel,
  name: string,
  options: PackageJsonOptions,
  packaging: PackageOptions,
): GeneratedFile {
  const compiled = packaging.target !== "ts";
  const file = (module: string) => (compiled ? `./dist/${module}.js` : `./src/${module}.ts`);
  const entry = (module: string) =>
    compiled ? { types: `./dist/${module}.d.ts`, default: file(module) } : file(module);
  // An exact subpath wins over a pattern (`./runtime/*`), whatever their order.
  const browserEntry = (module: string, browser: string) => ({
    ...(compiled ? { types: `./dist/${module}.d.ts` } : {}),
    worker: file(module),
    browser: file(browser),
    default: file(module),
  });
  const exports = Object.fromEntries([
    ...Object.entries(options.entries).map(([subpath, module]) => [subpath, entry(module)]),
    ...Object.entries(options.browserEntries ?? {}).map(([subpath, browser]) => [
      subpath,
      browserEntry(subpath.slice(2), browser),
    ]),
  ]);
  const main = options.entries["."]!;
  const browser =
    options.browser &&
    Object.fromEntries(Object.entries(options.browser).map(([from, to]) => [file(from), file(to)]));
  const folders =
    packaging.target === "ts" ? ["src"] : packaging.target === "js" ? ["dist"] : ["dist", "src"];
  const version = packaging.version ?? model.version ?? "1.0.0";
  const dependencies = {
    ...Object.fromEntries((options.packages ?? []).map((p) => [p, version])),
    ...options.dependencies,
  };
  const manifest = {
    name,
    version,
    ...(options.private || packaging.scope === null ? { private: true } : {}),
    description: describe(options.description, model.documentation),
    keywords: ["soap", "wsdl", model.name, options.role],
    type: "module",
    sideEffects: false,
    engines: { node: NODE_ENGINES },
    exports,
    ...(compiled ? { main: `./dist/${main}.js` } : {}),
    types: compiled ? `./dist/${main}.d.ts` : `./src/${main}.ts`,
    ...(browser ? { browser } : {}),
    files: [...folders, ...(options.files ?? [])],
    ...(options.scripts ? { scripts: options.scripts } : {}),
    dependencies,
    ...(options.optionalPeers
      ? {
          peerDependencies: options.optionalPeers,
          peerDependenciesMeta: Object.fromEntries(
            Object.keys(options.optionalPeers).map((name) => [name, { optional: true }]),
          ),
        }
      : {}),
    ...(options.devDependencies ? { devDependencies: options.devDependencies } : {}),
  };
  return {
    path: `${packageFolder(name)}/package.json`,
    content: `${JSON.stringify(manifest, null, 2)}\n`,
  };
}

/** The package's description, then the service's documentation, on one line. */
function describe(what: string, documentation: string | undefined): string {
  const doc = documentation?.replace(/\s+/g, " ").trim();
  return doc ? `${what} ${/[.!?]$/.test(doc) ? doc : `${doc}.`}` : what;
}

/**
 * The package's own build: `tsc -p` in the package folder compiles src/ into dist/ as the
 * generator does (for the `ts` target, a check only).
 */
export function packageTsconfig(
  name: string,
  packaging: PackageOptions,
  { tests = false }: { tests?: boolean } = {},
): GeneratedFile {
  const common = {
    target: "ES2022",
    module: "NodeNext",
    moduleResolution: "NodeNext",
    lib: ["ES2022"],
    strict: true,
    noUncheckedIndexedAccess: true,
    skipLibCheck: true,
  };
  const config =
    packaging.target === "ts"
      ? { compilerOptions: { ...common, noEmit: true }, include: tests ? ["src", "test"] : ["src"] }
      : {
          compilerOptions: {
            ...common,
            rootDir: "src",
            outDir: "dist",
            declaration: true,
            sourceMap: true,
          },
          include: ["src"],
        };
  return {
    path: `${packageFolder(name)}/tsconfig.json`,
    content: `${JSON.stringify(config, null, 2)}\n`,
  };
}
