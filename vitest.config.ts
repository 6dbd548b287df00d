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
    // A worker keeps its modules from one test file to the next (the generator's, the generated
    // packages', tsx's transforms): imported again for each of about 200 files, they took a fifth
    // of the suite's time. A file that mocks a module imports what uses it again (vi.resetModules).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
