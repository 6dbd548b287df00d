#!/usr/bin/env node
// Builds what soapgen runs once installed, into build/: `npm pack` (and `npm publish`) run it
// first (the `prepack` script), so nothing is compiled or bundled on a user's machine, and
// `postpack` runs it with --clean. The build is the generator bundled by esbuild with the packages
// it uses (a run no longer compiles ~150 TypeScript files through tsx's loader, nor resolves the
// packages' modules one by one), its handlebars templates precompiled (precompile-templates.js),
// and the runtime modules every generated package copies, checked and compiled once
// (generator/pipeline/prebuild-runtime.ts). A clone runs its sources through tsx, never a build:
// bin/soapgen.js takes build/ only where it is present.
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { precompiledTemplatesModule } from "./precompile-templates.js";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
/** The compile options of generator/emit/templates.ts (COMPILE_OPTIONS), which takes precompiled templates only where they match. */
export const TEMPLATE_OPTIONS = { noEscape: true, strict: true, preventIndent: false };
// The command line; the runtime's compiled modules, made once per build.
const ENTRIES = {
  main: "generator/cli/main.ts",
  prebuild: "generator/pipeline/prebuild-runtime.ts",
};

/** Builds the generator into `outdir` (build/ by default): main.js and its chunks, and the runtime compiled beside them. */
export async function buildGenerator(outdir = path.join(ROOT, "build")) {
  const { build } = await import("esbuild");
  const templates = await precompiledTemplatesModule(
    path.join(ROOT, "templates"),
    TEMPLATE_OPTIONS,
  );
  // The templates, compiled now, in place of the empty module the sources hold.
  const precompiled = {
    name: "precompiled-templates",
    setup(build) {
      build.onLoad({ filter: /[\\/]generator[\\/]emit[\\/]precompiled-templates\.ts$/ }, () => ({
        contents: templates.source,
        loader: "js",
      }));
    },
  };
  await build({
    entryPoints: Object.fromEntries(
      Object.entries(ENTRIES).map(([name, file]) => [name, path.join(ROOT, file)]),
    ),
    absWorkingDir: ROOT,
    outdir,
    bundle: true,
    // Split where the generator imports lazily (the full run, the manifest's reader, inspect, diff):
    // an unchanged run loads none of them.
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    // These stay packages: esbuild starts its own binary, and the native compiler's package finds
    // its executable from its own folder.
    external: ["esbuild", "oxc-transform", "typescript-native"],
    // For the CommonJS packages among them, which require() Node's modules.
    banner: {
      js: 'import { createRequire as __soapgenRequire } from "node:module"; const require = __soapgenRequire(import.meta.url);',
    },
    plugins: [precompiled],
    // Every template is precompiled (above), so the bundle needs handlebars's runtime, not its
    // compiler (and the source maps it loads): a third of the time to load the full run.
    alias: { handlebars: "handlebars/runtime" },
    logLevel: "silent",
  });
  const { prebuildRuntime } = await import(pathToFileURL(path.join(outdir, "prebuild.js")).href);
  await prebuildRuntime(outdir);
  rmSync(path.join(outdir, "prebuild.js"));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const outdir = path.join(ROOT, "build");
  rmSync(outdir, { recursive: true, force: true });
  if (!process.argv.includes("--clean")) {
    await buildGenerator(outdir);
    // Without it every user's run would compile the runtime again: a pack that lacks it is refused.
    if (!existsSync(path.join(outdir, "prebuilt-runtime.json")))
      throw new Error("the runtime could not be compiled into build/prebuilt-runtime.json");
    console.error("soapgen: built the generator into build/");
  }
}
