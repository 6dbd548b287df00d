/**
 * Results of the slow, deterministic steps (formatting, the type-check, compiling) kept on disk by a hash of
 * everything that decides them, so unchanged output is not formatted or checked again: the
 * runtime files are the same in every run, and a repeated `generate` of an unchanged contract
 * repeats every step. Any change to a file's content, a tool's version or its options is a new
 * key, so a broken template is always checked. Only successes are recorded.
 *
 * The folder is `node_modules/.cache/soapgen` under the working directory, or
 * `$SOAPGEN_CACHE_DIR`; `SOAPGEN_CACHE_DIR=off` turns the cache off.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);

/** An installed package's version, read without loading the package. */
export function packageVersion(name: string): string {
  return (require(`${name}/package.json`) as { version: string }).version;
}

export class ResultCache {
  private constructor(private readonly dir: string | undefined) {}

  static forStep(step: string): ResultCache {
    const root = process.env.SOAPGEN_CACHE_DIR ?? path.resolve("node_modules/.cache/soapgen");
    return new ResultCache(root === "off" ? undefined : path.join(root, step));
  }

  static key(...parts: string[]): string {
    const hash = createHash("sha256");
    // Lengths keep the parts apart: ("ab", "c") and ("a", "bc") are different keys.
    for (const part of parts) hash.update(`${part.length}:`).update(part);
    return hash.digest("hex");
  }

  get(key: string): string | undefined {
    if (!this.dir) return undefined;
    try {
      return readFileSync(path.join(this.dir, key), "utf8");
    } catch {
      return undefined;
    }
  }

  /** Records a result; a cache that cannot be written is no error, only a slower next run. */
  set(key: string, value: string): void {
    if (!this.dir) return;
    try {
      mkdirSync(this.dir, { recursive: true });
      const temp = tempPath(this.dir, key);
      writeFileSync(temp, value);
      renameSync(temp, path.join(this.dir, key));
    } catch {
      // Read-only or full disk: carry on without the cache.
    }
  }
}

/** Where an entry is written before it is renamed into place, so a concurrent run never reads half a file. */
function tempPath(dir: string, key: string): string {
  return path.join(dir, `${key}.${process.pid}.tmp`);
}
