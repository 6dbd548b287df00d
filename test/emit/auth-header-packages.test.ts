/**
 * The packages of a contract whose one SOAP header is its credentials (the client's `auth`, the
 * server's demo check, the fixtures' header) type-check whatever that header's fields. Found by
 * the contract mutation fuzz (test/fuzz): a header type with a required field did not take the
 * fixture's header (typed as a record of strings); the demo implementation set every field of a
 * header whose fields are a choice.
 */
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { emitService } from "../../generator/emit/emit-service.ts";
import type { DraftField } from "../../generator/model/contract-draft.ts";
import { loadEmitContext } from "../../generator/pipeline/load-emit-context.ts";
import { checkOutput } from "../../generator/check/check-output.ts";
import { builtin, complex, field, named, NS, tinyModel, wrapped } from "./support/tiny-model.ts";

const key = field("Key", builtin("string"));
const client = field("Client", builtin("string"), { minOccurs: 0 });

it.each<[string, DraftField[], "sequence" | "choice"]>([
  ["a required field", [key, client], "sequence"],
  [
    "a choice of fields",
    [
      { ...key, choice: { group: 0, alternative: 0 } },
      { ...client, choice: { group: 0, alternative: 1 } },
    ],
    "choice",
  ],
])(
  "type-check with an auth header of %s",
  async (_, fields, compositor) => {
    const header = { namespace: NS, local: "ApiKey" };
    const model = tinyModel({
      types: [
        complex("ApiKey", fields, {
          compositor,
          ...(compositor === "choice" ? { choices: [{ required: true }] } : {}),
        }),
      ],
      operations: [
        wrapped("ping", [field("n", builtin("int"))], [field("ok", builtin("boolean"))], {
          headers: [header],
        }),
      ],
      headers: [{ element: header, type: named("ApiKey") }],
    });
    await expect(
      checkOutput(
        emitService(model, loadEmitContext()),
        path.join(tmpdir(), "soapgen-auth-header", "generated"),
        "ts",
      ),
    ).resolves.toBeDefined();
  },
  60_000,
);
