import { expect, it } from "vitest";
import { emitted, HEADER, NS } from "./emit-fragment.ts";

it("an enumeration is z.enum of its exact literals", async () => {
  const out = await emitted([{ kind: "enum", name: { namespace: NS, local: "Color" }, base: "string", values: ["Red", "dark blue"] }]);
  expect(out).toBe(
    HEADER +
      String.raw`import { z } from "zod";
import { typedSchema } from "./runtime/typed-schema.js";
import type * as T from "./types.js";

export const ColorSchema: z.ZodType<T.Color, T.Color> = typedSchema<T.Color, T.Color>(
  z.enum(["Red", "dark blue"]),
);

export const NoopParamsSchema: z.ZodType<T.NoopParams> = typedSchema<T.NoopParams>(z.object({}));

/** Each operation's parameters schema, by operation name. */
export const paramsValidators: {
  readonly noop: {
    readonly params: typeof NoopParamsSchema;
  };
} = { noop: { params: NoopParamsSchema } } as const;

/** Each operation's result schema, by operation name. */
export const resultValidators: {
  readonly noop: z.ZodVoid;
} = { noop: z.void() } as const;

/** The SOAP headers' schemas, by element name. */
export const headerValidators = {} as const;

/** Each operation's parameters and result schemas, as the client's validators option takes them. */
export const validators: {
  readonly params: typeof paramsValidators;
  readonly results: typeof resultValidators;
} = { params: paramsValidators, results: resultValidators } as const;
`,
  );
});
