import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "test/**/*.test.ts",
      "generated/*/test/**/*.test.ts",
      "test/scenarios/*/generated/*/test/**/*.test.ts",
    ],
    // The consumer apps' own tests run inside their installed copies (test/consumers/consumers.test.ts).
    exclude: ["**/node_modules/**", "test/consumers/*/**"],
    setupFiles: ["test/support/temp-folders-removed.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
