/** The toolchain's own files: where it is installed, its version and the versions it pins. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { TOOLCHAIN_ROOT } from "../toolchain-root.ts";

interface Manifest {
  version: string;
  dependencies?: Record<string, string>;
}

function manifest(): Manifest {
  return JSON.parse(readFileSync(path.join(TOOLCHAIN_ROOT, "package.json"), "utf8")) as Manifest;
}

export function toolchainVersion(): string {
  return manifest().version;
}

/** The version of a dependency as the toolchain's package.json pins it. */
export function pinnedVersion(name: string): string {
  const version = manifest().dependencies?.[name];
  if (!version) throw new Error(`the toolchain's package.json does not pin ${name}`);
  return version;
}
