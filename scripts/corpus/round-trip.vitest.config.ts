/** vitest's settings for a corpus WSDL's generated fixture test: its root is the WSDL's work folder. */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["out/*/test/**/*.test.ts"],
    testTimeout: 10_000,
    hookTimeout: 10_000,
  },
});
