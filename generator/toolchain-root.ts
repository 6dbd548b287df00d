/**
 * The folder the toolchain is installed in (its package.json, templates/, generator/), found from
 * this module's location: the nearest folder above it holding the toolchain's package.json. The
 * module runs from its source file or from the build `npm pack` makes (scripts/build-package.js), whose
 * folders lie at different depths.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const NAME = "soapgen";

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, "utf8")) as { name?: string }).name === NAME
    )
      return dir;
    if (path.dirname(dir) === dir)
      throw new Error(
        `cannot find the toolchain's folder (a package.json named ${NAME}) above ${from}`,
      );
  }
}

export const TOOLCHAIN_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
