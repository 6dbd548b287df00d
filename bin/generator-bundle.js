// The generator as one prebuilt JavaScript module, so that a run does not pay for compiling ~150
// TypeScript files through tsx's loader on every start (most of a warm run's time). The bundle
// (esbuild; packages stay external) lives in node_modules/.cache/soapgen-cli and is rebuilt when
// any file it was built from changed since: each start compares the inputs' modification times
// with the build's, a few milliseconds. Where the cache cannot be written (a read-only install),
// the sources run through tsx as before.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const TOOLCHAIN_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const ENTRY = "generator/cli/main.ts";

/**
 * The URL of the bundle of `<root>/generator/cli/main.ts`, built first if it is missing or older
 * than its sources; undefined if it cannot be built.
 */
export async function generatorBundle(root = TOOLCHAIN_ROOT) {
  const dir = path.join(root, "node_modules", ".cache", "soapgen-cli");
  const bundle = path.join(dir, "cli.mjs");
  const inputs = path.join(dir, "inputs.json");
  if (!isFresh(root, inputs)) {
    try {
      await build(root, bundle, inputs);
    } catch {
      return undefined;
    }
  }
  return pathToFileURL(bundle).href;
}

function isFresh(root, inputs) {
  try {
    const { builtAt, files } = JSON.parse(readFileSync(inputs, "utf8"));
    return files.every((file) => statSync(path.join(root, file)).mtimeMs <= builtAt);
  } catch {
    return false;
  }
}

async function build(root, bundle, inputs) {
  const { build } = await import("esbuild");
  // Taken before reading the sources: a file saved during the build makes the next start rebuild.
  const builtAt = Date.now();
  const result = await build({
    entryPoints: [path.join(root, ENTRY)],
    absWorkingDir: root,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    write: false,
    metafile: true,
    logLevel: "silent",
  });
  mkdirSync(path.dirname(bundle), { recursive: true });
  // Written aside and renamed: a run starting meanwhile reads the old bundle or the new, never half of one.
  const temp = `.${process.pid}.tmp`;
  writeFileSync(bundle + temp, result.outputFiles[0].contents);
  renameSync(bundle + temp, bundle);
  writeFileSync(inputs + temp, JSON.stringify({ builtAt, files: Object.keys(result.metafile.inputs) }));
  renameSync(inputs + temp, inputs);
}
