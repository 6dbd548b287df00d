#!/usr/bin/env node
// The `soapgen` command: runs the generator as `npm pack` built it into build/
// (scripts/build-package.js). A clone of the repository, which has the generator's sources
// beside this folder, runs them through tsx's loader instead, so that it never runs a build older
// than its sources.
import { existsSync } from "node:fs";
import module from "node:module";

// From Node 22.8, V8's compiled code of the modules a run loads is kept between runs (in the
// folder NODE_COMPILE_CACHE names, else in the system's temporary folder), which spares compiling
// the bundle on every start. Earlier Nodes have no such API.
module.enableCompileCache?.();

if (!existsSync(new URL("../generator", import.meta.url)))
  await import(new URL("../build/main.js", import.meta.url).href);
else {
  const { register } = await import("tsx/esm/api");
  register();
  await import("../generator/cli/main.ts");
}
