// The generator prebuilt into JavaScript, so that a run does not pay for compiling ~150 TypeScript
// files through tsx's loader on every start (most of an unchanged run's time). esbuild bundles it
// with the packages it uses, split where the generator imports a module lazily. An installed
// soapgen runs the build `npm pack` put into its build/ folder (scripts/build-package.js), and
// builds nothing. A clone of the repository has no build/: it builds into a folder of
// node_modules/.cache/soapgen-cli, and builds again when any file it was built from changed
// since: each start compares the inputs' modification times with the build's, a few milliseconds.
// Where the cache cannot be written, the sources run through tsx.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { precompiledTemplatesModule } from "./precompile-templates.js";

const TOOLCHAIN_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** A file of an installed package: its folder (`…/node_modules/name` or `…/node_modules/@scope/name`), then the rest. */
const PACKAGE_FILE = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/].*$/;
/** The compile options of generator/emit/templates.ts (COMPILE_OPTIONS), which takes precompiled templates only where they match. */
export const TEMPLATE_OPTIONS = { noEscape: true, strict: true, preventIndent: false };
/** The folder of the build `npm pack` makes (scripts/build-package.js), in the package's root. */
export const PACKED_BUILD = "build";
/** The folders of templates/ whose modules the generated packages copy, and the build compiles. */
const RUNTIME_FOLDERS = ["runtime", "client-runtime", "server-runtime"];
// The command line, and the answer of an unchanged run, which starts without the rest (replay.ts);
// the runtime's compiled modules, made once per build (prebuild-runtime.ts).
const ENTRIES = { main: "generator/cli/main.ts", replay: "generator/cli/replay.ts", prebuild: "generator/pipeline/prebuild-runtime.ts" };

/**
 * The URLs of the built entries (`main`: generator/cli/main.ts, `replay`: generator/cli/replay.ts),
 * built first if they are missing or older than their sources; undefined if they cannot be built.
 */
export async function generatorBundle(root = TOOLCHAIN_ROOT) {
  const packed = path.join(root, PACKED_BUILD);
  if (existsSync(path.join(packed, "main.js"))) return entryUrls(packed);
  const cache = path.join(root, "node_modules", ".cache", "soapgen-cli");
  // Names the current build's folder and what it was built from. Each build has a folder of its
  // own, and this file is replaced in one rename: a run starting meanwhile loads a whole build.
  const current = path.join(cache, "current.json");
  let build = readBuild(current);
  if (!build || !isFresh(build)) {
    try {
      build = await buildInto(root, cache, current);
    } catch {
      return undefined;
    }
  }
  return entryUrls(path.join(cache, build.folder));
}

function entryUrls(folder) {
  const url = (entry) => pathToFileURL(path.join(folder, `${entry}.js`)).href;
  return { main: url("main"), replay: url("replay") };
}

function readBuild(current) {
  try {
    return JSON.parse(readFileSync(current, "utf8"));
  } catch {
    return undefined;
  }
}

function isFresh({ builtAt, files }) {
  try {
    return files.every((file) => statSync(file).mtimeMs <= builtAt);
  } catch {
    return false;
  }
}

async function buildInto(root, cache, current) {
  // Taken before reading the sources: a file saved during the build makes the next start rebuild.
  const builtAt = Date.now();
  const folder = `build-${builtAt}-${process.pid}`;
  const { inputs } = await buildGenerator(root, path.join(cache, folder));
  const made = { folder, builtAt, files: inputs };
  const temp = `${current}.${process.pid}.tmp`;
  writeFileSync(temp, JSON.stringify(made));
  renameSync(temp, current);
  removeOldBuilds(cache, folder);
  return made;
}

/**
 * Builds the generator into `outdir`: the entries (main.js, replay.js, prebuild.js) and their
 * chunks, and the runtime compiled beside them. `npm pack` builds one into the package's build/
 * (scripts/build-package.js), which an installed soapgen runs; a clone builds one into its cache.
 * Returns the files it was built from.
 */
export async function buildGenerator(root, outdir) {
  const { build } = await import("esbuild");
  const templates = await precompiledTemplatesModule(path.join(root, "templates"), TEMPLATE_OPTIONS);
  // The templates, compiled now, in place of the empty module the sources hold.
  const precompiled = {
    name: "precompiled-templates",
    setup(build) {
      build.onLoad({ filter: /[\\/]generator[\\/]emit[\\/]precompiled-templates\.ts$/ }, () => ({ contents: templates.source, loader: "js" }));
    },
  };
  const result = await build({
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(root, file)])),
    absWorkingDir: root,
    outdir,
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // These stay packages: esbuild starts its own binary, and the native compiler's package finds
    // its executable from its own folder. The others are bundled: resolving and loading their many
    // modules one by one took longer than the rest of an unchanged run.
    external: ["esbuild", "typescript-native"],
    // For the CommonJS packages among them, which require() Node's modules.
    banner: { js: 'import { createRequire as __soapgenRequire } from "node:module"; const require = __soapgenRequire(import.meta.url);' },
    plugins: [precompiled],
    // Every template is precompiled (above), so the bundle needs handlebars's runtime, not its
    // compiler (and the source maps it loads): a third of the time to load the full run.
    alias: { handlebars: "handlebars/runtime" },
    metafile: true,
    logLevel: "silent",
  });
  // The builder's own files are inputs too: a change to how the generator is built is a change to the build.
  // A bundled package stands for its files by its package.json, which an install or upgrade
  // rewrites: checking hundreds of its files took longer than the rest of an unchanged run.
  const inputs = Object.keys(result.metafile.inputs).map((file) => path.resolve(root, file).replace(PACKAGE_FILE, "$1/package.json"));
  await prebuildRuntime(outdir);
  const builder = [fileURLToPath(import.meta.url), fileURLToPath(new URL("./precompile-templates.js", import.meta.url))];
  // The prebuilt runtime was compiled by this compiler, against these Node types.
  const compiledWith = ["typescript-native", "@types/node"].map((name) => path.join(root, "node_modules", name, "package.json")).filter((file) => existsSync(file));
  return { inputs: [...new Set(inputs), ...templates.files, ...builder, ...compiledWith, ...runtimeSources(root)] };
}

/**
 * What the prebuilt runtime was compiled from: the runtime modules, and their folders (whose
 * times change when a module is added or removed). A run reads the modules themselves, so a stale
 * build would still be correct, but would compile every changed module on each run.
 */
function runtimeSources(root) {
  const folders = RUNTIME_FOLDERS.map((folder) => path.join(root, "templates", folder)).filter((folder) => existsSync(folder));
  return [...folders, ...folders.flatMap((folder) => readdirSync(folder).filter((f) => f.endsWith(".ts")).map((f) => path.join(folder, f)))];
}

/**
 * The runtime modules compiled into the build's folder, which every run then takes instead of
 * compiling them again. Without them (the compiler could not run here, say) runs compile them
 * as before, and report what they find.
 */
async function prebuildRuntime(folder) {
  try {
    const { prebuildRuntime } = await import(pathToFileURL(path.join(folder, "prebuild.js")).href);
    await prebuildRuntime(folder);
  } catch {
    // Runs compile the runtime themselves.
  }
}

/** Earlier builds, but for the last few: a run that started with one may still be loading it. */
function removeOldBuilds(cache, keep) {
  const builds = readdirSync(cache).filter((name) => name.startsWith("build-") && name !== keep);
  const byAge = builds.sort((a, b) => Number(a.split("-")[1]) - Number(b.split("-")[1]));
  for (const old of byAge.slice(0, -2)) rmSync(path.join(cache, old), { recursive: true, force: true });
}
