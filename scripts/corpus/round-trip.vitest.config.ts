/**
 * vitest's settings for a batch of corpus round trips: its root is the work folder, and the
 * batch's work folders come in SOAPGEN_CORPUS_FOLDERS (a JSON list of their names).
 */
import { defineConfig } from "vitest/config";

const folders = JSON.parse(process.env.SOAPGEN_CORPUS_FOLDERS ?? "[]") as string[];

export default defineConfig({
  test: {
    include: folders.map((f) => `${f}/out/*/test/**/*.test.ts`),
    // A worker keeps vitest's and zod's modules from one contract's test to the next: each contract
    // imports its own packages, by their own paths.
    isolate: false,
    testTimeout: 10_000,
    hookTimeout: 10_000,
  },
});
