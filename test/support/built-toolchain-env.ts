// In every worker, before its first test file: the command line the tests run in a child process
// is soapgen as built for this run (built-toolchain-setup.ts), which run-cli.ts reads.
import { inject } from "vitest";

process.env.SOAPGEN_BUILT_COMMAND = inject("builtSoapgen");
