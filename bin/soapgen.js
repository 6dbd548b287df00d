#!/usr/bin/env node
// The `soapgen` command: runs the generator's TypeScript sources through tsx's loader.
import { register } from "tsx/esm/api";

register();
await import("../generator/cli/main.ts");
