/**
 * The server package's demo-implementation.ts, printed from the code model: a tiny contract in, the
 * exact module out (as the formatter lays it out).
 */
import { expect, it } from "vitest";
import { printModule } from "../../../generator/emit/code/print-module.ts";
import { demoModule } from "../../../generator/emit/server/demo-module.ts";
import { formatted } from "../support/formatted.ts";
import { builtin, complex, field, named, NS, tinyModel, wrapped } from "../support/tiny-model.ts";

it("checks a header of credentials in constant time; an answer that is not the envelope throws; serve.ts's options switch every binding on", async () => {
  const credentials = { namespace: NS, local: "Credentials" };
  const model = tinyModel({
    types: [
      complex("Credentials", [field("user", builtin("string")), field("key", builtin("string"))]),
    ],
    operations: [wrapped("ping", [], [], { headers: [credentials] })],
    headers: [{ element: credentials, type: named("Credentials") }],
  });
  expect(await formatted(printModule(demoModule(model, "tiny-contract")))).toBe(`/**
 * A demo implementation with in-memory sample data for every operation, so the service answers at
 * once (\`npm run serve:demo\`). Each answer's first item echoes the parameters that arrived. The
 * demo accepts the SOAP header whose every field is \`demo\`.
 */
import type * as T from "tiny-contract/types";
import type { TinyImplementation } from "./implementation.js";
import { constantTimeEqual } from "./runtime/demo-support.js";
import type { TinyServerOptions } from "./server.js";

/** The credentials the demo accepts. */
export const DEMO_CREDENTIALS: T.Credentials = { user: "demo", key: "demo" };

/**
 * Accepts {@link DEMO_CREDENTIALS} only. Every field is compared, in constant time and even after a
 * mismatch, so the time taken tells nothing of which differed.
 */
export function demoAuthenticate(header: T.Credentials): boolean {
  return [
    constantTimeEqual(header.user ?? "", DEMO_CREDENTIALS.user ?? ""),
    constantTimeEqual(header.key ?? "", DEMO_CREDENTIALS.key ?? ""),
  ].every((same) => same);
}

/** The sample answers. */
export const demoImplementation: TinyImplementation = {
  async ping() {
    throw new Error("ping has no demo answer: its result is not the envelope");
  },
};

/**
 * How \`serve.ts\` serves the demo: every binding switched on, the SOAP header checked by
 * {@link demoAuthenticate}.
 */
export const demoServerOptions: TinyServerOptions = {
  authenticate: demoAuthenticate,
  httpGet: { enabled: true, authenticate: null },
  httpPost: { enabled: true, authenticate: null },
};
`);
});
