#!/usr/bin/env node
// `npm pack` (and `npm publish`) run this first (the `prepack` script): it builds the generator
// into build/, which the package ships and an installed soapgen runs, so that nothing is compiled
// or bundled on a user's machine. `postpack` runs it with --clean: a clone runs its sources (through
// the build bin/generator-bundle.js keeps in its cache), never a build left behind by a pack.
import { existsSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildGenerator, PACKED_BUILD } from "../bin/generator-bundle.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outdir = path.join(root, PACKED_BUILD);
rmSync(outdir, { recursive: true, force: true });
if (!process.argv.includes("--clean")) {
  await buildGenerator(root, outdir);
  // Without it every user's run would compile the runtime again: a pack that lacks it is refused.
  if (!existsSync(path.join(outdir, "prebuilt-runtime.json"))) throw new Error("the runtime could not be compiled into build/prebuilt-runtime.json");
  console.error(`soapgen: built the generator into ${PACKED_BUILD}/`);
}
