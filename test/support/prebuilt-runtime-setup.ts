/**
 * vitest's global setup: the runtime modules prebuilt once for the run (as `npm pack` prebuilds
 * them into the build), for every run of the generator's sources in the tests, in their process or
 * in a child (SOAPGEN_PREBUILT_RUNTIME, which prebuilt-runtime-env.ts sets in each worker; see
 * generator/check/typecheck.ts). Without it each of the hundreds of outputs the tests generate
 * checked and compiled the same runtime modules again. What compiling them in every output gives
 * is held to the prebuilt modules byte for byte (test/check/prebuilt-runtime.test.ts), with the
 * table passed to the check there, not taken from here.
 */
import type { TestProject } from "vitest/node";
import { prebuildRuntime } from "../../generator/pipeline/prebuild-runtime.ts";
import { sharedArtifact } from "./shared-artifact.ts";

/** What the prebuilt modules are made from: the runtime's sources, the generator that checks them, the compiler's version. */
export const PREBUILT_RUNTIME_SOURCES = ["templates", "generator", "package-lock.json"];

export default async function setup(project: TestProject): Promise<void> {
  project.provide(
    "prebuiltRuntime",
    await sharedArtifact("prebuilt-runtime", PREBUILT_RUNTIME_SOURCES, prebuildRuntime),
  );
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The folder holding the prebuilt runtime (prebuilt-runtime.json). */
    prebuiltRuntime: string;
  }
}
