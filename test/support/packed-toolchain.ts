/**
 * soapgen as a project installs it: a folder holding the files `npm pack` puts in the package
 * (its `files`, with the build `npm pack` makes into build/), and a link to the repository's
 * node_modules for its dependencies. Made in seconds where packing and installing take a minute;
 * test/adoption/ does that, once.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, symlinkSync } from "node:fs";
import path from "node:path";
// @ts-expect-error: plain JavaScript without declarations (it runs before any TypeScript loader).
import { buildGenerator } from "../../scripts/build-package.js";
import { REPO_ROOT } from "./run-cli.ts";

/**
 * What the package is made from, as paths from the repository's root: its files (package.json's
 * `files` but the build) and what the build is made from. A copy of soapgen made from older ones is
 * stale.
 */
export const PACKAGE_SOURCES = [
  "package.json",
  "bin",
  "generator",
  "templates",
  "types",
  "scripts/build-package.js",
  "scripts/precompile-templates.js",
  "soapgen.schema.json",
  "docs",
  "LICENSE",
  "README.md",
];

/** Makes the installed toolchain in `dir`; returns the path of its command (bin/soapgen.js). */
export async function packedToolchain(dir: string): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const { files } = JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as {
    files: string[];
  };
  for (const entry of [...files, "package.json"]) {
    const from = path.join(REPO_ROOT, entry);
    if (existsSync(from)) cpSync(from, path.join(dir, entry), { recursive: true });
  }
  // Before the build: it compiles the runtime with the packages it finds from there.
  symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(dir, "node_modules"), "junction");
  await (buildGenerator as (outdir: string) => Promise<void>)(path.join(dir, "build"));
  return path.join(dir, "bin", "soapgen.js");
}
