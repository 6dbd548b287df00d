#!/usr/bin/env node
// The `soapgen` command: runs the generator prebuilt (see generator-bundle.js), or its TypeScript
// sources through tsx's loader where that bundle cannot be built. An unchanged `generate` or
// `check` is answered first, without loading the rest (generator/cli/replay.ts).
import module from "node:module";
import { generatorBundle } from "./generator-bundle.js";

// From Node 22.8, V8's compiled code of the modules a run loads (about 1 MB of bundle) is kept
// between runs (in the folder NODE_COMPILE_CACHE names, else in the system's temporary folder):
// a full run of the school contract took 15-40 ms less on Node 22. Earlier Nodes have no such API.
module.enableCompileCache?.();

const bundle = await generatorBundle();
if (bundle !== undefined) {
  const { replay } = await import(bundle.replay);
  if (!(await replay(process.argv.slice(2)))) await import(bundle.main);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../generator/cli/main.ts");
}
