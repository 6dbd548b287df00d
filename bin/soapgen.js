#!/usr/bin/env node
// The `soapgen` command: runs the generator prebuilt (see generator-bundle.js), or its TypeScript
// sources through tsx's loader where that bundle cannot be built. An unchanged `generate` or
// `check` is answered first, without loading the rest (generator/cli/replay.ts).
import { generatorBundle } from "./generator-bundle.js";

const bundle = await generatorBundle();
if (bundle !== undefined) {
  const { replay } = await import(bundle.replay);
  if (!(await replay(process.argv.slice(2)))) await import(bundle.main);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../generator/cli/main.ts");
}
