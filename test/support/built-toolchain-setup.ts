/**
 * vitest's global setup: soapgen built as `npm pack` builds it and installed as a project installs
 * it (packed-toolchain.ts), once for the run, for every test that runs the command line in a child
 * process (run-cli.ts takes it from SOAPGEN_BUILT_COMMAND, which built-toolchain-env.ts sets in
 * each worker). A start of the build takes about a fifth of the CPU time of a start of the
 * sources through tsx's loader, and the tests run the product as users install it. It is kept
 * under a hash of the files it is built from (shared-artifact.ts), so a change to the generator or
 * the templates builds it again. It takes the runtime modules its build compiled beside it, not
 * the prebuilt ones of prebuilt-runtime-setup.ts (generator/check/typecheck.ts): the same bytes,
 * held to it by test/pipeline/unchanged-run.test.ts.
 */
import path from "node:path";
import type { TestProject } from "vitest/node";
import { PACKAGE_SOURCES, packedToolchain } from "./packed-toolchain.ts";
import { sharedArtifact } from "./shared-artifact.ts";

export default async function setup(project: TestProject): Promise<void> {
  // The lock file too: the build bundles the dependencies it pins.
  const dir = await sharedArtifact(
    "built-toolchain",
    [...PACKAGE_SOURCES, "package-lock.json"],
    async (into) => {
      await packedToolchain(into);
    },
  );
  project.provide("builtSoapgen", path.join(dir, "bin/soapgen.js"));
}

declare module "vitest" {
  export interface ProvidedContext {
    /** The built soapgen's command (its bin/soapgen.js). */
    builtSoapgen: string;
  }
}
