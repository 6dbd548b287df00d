#!/usr/bin/env node
// The `soapgen` command: runs the generator prebuilt into one module (see generator-bundle.js), or
// its TypeScript sources through tsx's loader where that bundle cannot be built.
import { generatorBundle } from "./generator-bundle.js";

const bundle = await generatorBundle();
if (bundle !== undefined) {
  await import(bundle);
} else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../generator/cli/main.ts");
}
