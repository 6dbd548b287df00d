/** The toolchain's own files: where it is installed, its version and the versions it pins. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { TOOLCHAIN_ROOT } from "../toolchain-root.ts";

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

let read: Manifest | undefined;

/** The toolchain's package.json, read once: every run asks for its version, a full run for its pins. */
function manifest(): Manifest {
  read ??= JSON.parse(readFileSync(path.join(TOOLCHAIN_ROOT, "package.json"), "utf8")) as Manifest;
  return read;
}

export function toolchainVersion(): string {
  return manifest().version;
}

/** The version of a dependency (or a development one) as the toolchain's package.json pins it. */
export function pinnedVersion(
  name: string,
  kind: "dependencies" | "devDependencies" = "dependencies",
): string {
  const version = manifest()[kind]?.[name];
  if (!version) throw new Error(`the toolchain's package.json does not pin ${name}`);
  return version;
}

/**
 * Whether this is the build `npm pack` made (the package's build/ folder, which bundles this module
 * into one of its files), rather than the sources of a clone. Only a build is what its version
 * names: a clone's sources change under the same version, so a run from them never takes the
 * lock file's word that the output is unchanged.
 */
export function runsPackedBuild(): boolean {
  return path.relative(TOOLCHAIN_ROOT, path.dirname(fileURLToPath(import.meta.url))) === "build";
}
