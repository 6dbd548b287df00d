import { defineConfig } from "vitest/config";
import SlowFilesFirst from "./test/support/slow-files-first.ts";

export default defineConfig({
  test: {
    include: [
      "test/**/*.test.ts",
      "generated/*/test/**/*.test.ts",
      "test/scenarios/*/generated/*/test/**/*.test.ts",
    ],
    // The consumer apps' own tests run inside their installed copies (test/consumers/consumers.test.ts).
    exclude: ["**/node_modules/**", "test/consumers/*/**"],
    // The runtime modules prebuilt once for the run, taken by every run of the generator's sources
    // (as the packed build takes its own): each output the tests generate no longer checks and
    // compiles them again.
    // soapgen built once for the run, which the tests' child processes run as users install it:
    // each start takes a fifth of the CPU time of the sources through tsx's loader.
    globalSetup: [
      "test/support/prebuilt-runtime-setup.ts",
      "test/support/built-toolchain-setup.ts",
    ],
    setupFiles: [
      "test/support/prebuilt-runtime-env.ts",
      "test/support/built-toolchain-env.ts",
      "test/support/temp-folders-removed.ts",
    ],
    // A worker keeps its modules from one test file to the next (the generator's, the generated
    // packages', tsx's transforms): imported again for each of about 200 files, they took a fifth
    // of the suite's time. A file that mocks a module imports what uses it again (vi.resetModules).
    isolate: false,
    // Two files at a time on this project's 2-core CI machines (vitest's default there is one):
    // most files wait on child processes (the compiler, npm, peers), so a second worker fills the
    // gaps: the suite went from 520 to 460 s.
    maxWorkers: 2,
    // The slowest files first (test/support/slow-files-first.ts).
    sequence: { sequencer: SlowFilesFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
