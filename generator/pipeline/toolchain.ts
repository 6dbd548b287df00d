/** The toolchain's own files: where it is installed, its version and the versions it pins. */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
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

let fingerprint: string | undefined;

/**
 * A hash of everything of the toolchain that decides a run's output: its sources (or the build
 * made of them) and templates,
 * its package.json, and the packages installed in the working folder (npm's record of them: the
 * formatter, compiler and type declarations the output is made and checked with).
 */
export function toolchainFingerprint(): string {
  if (fingerprint !== undefined) return fingerprint;
  const hash = createHash("sha256");
  const add = (file: string) => {
    let content: Buffer;
    try {
      content = readFileSync(file);
    } catch {
      return;
    }
    hash.update(`${file}\0${content.length}\0`).update(content);
  };
  // A clone runs generator/; an installed package runs build/, which `npm pack` made of it.
  for (const dir of ["generator", "build", "templates"]) {
    if (!existsSync(path.join(TOOLCHAIN_ROOT, dir))) continue;
    const files = readdirSync(path.join(TOOLCHAIN_ROOT, dir), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    for (const file of files.map((e) => path.join(e.parentPath, e.name)).sort()) add(file);
  }
  add(path.join(TOOLCHAIN_ROOT, "package.json"));
  add(path.resolve("node_modules", ".package-lock.json"));
  fingerprint = hash.digest("hex");
  return fingerprint;
}
