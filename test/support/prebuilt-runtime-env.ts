// In every worker, before its first test file: the generator's sources, run here or in a child
// process, take the runtime modules prebuilt for this run (prebuilt-runtime-setup.ts).
import { inject } from "vitest";

process.env.SOAPGEN_PREBUILT_RUNTIME = inject("prebuiltRuntime");
