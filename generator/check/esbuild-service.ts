/**
 * esbuild's service, shared by what a run asks of it (compiling modules, bundling the browser
 * scripts): a process of its own, which otherwise stays until the generator exits, holding its
 * memory while the compiler runs. So it is stopped when the last use ends; a later use starts it
 * again.
 */
import { createRequire } from "node:module";

// Required, not imported: esbuild's API is a CommonJS module, and importing one makes Node scan
// its source for the names it exports first, on the way to the formatter.
/** esbuild's API, loaded here once for the modules that use it. */
export const esbuild = createRequire(import.meta.url)("esbuild") as typeof import("esbuild");

/** Uses of esbuild in this process now. */
let uses = 0;

/** `use`'s result, with esbuild's service stopped after it unless another use is under way. */
export async function withEsbuild<T>(use: () => Promise<T>): Promise<T> {
  uses++;
  try {
    return await use();
  } finally {
    if (--uses === 0) await esbuild.stop();
  }
}
