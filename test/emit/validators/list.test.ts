import { expect, it } from "vitest";
import { builtin, emitted, HEADER, named, NS } from "./emit-fragment.ts";

it("a list is an array of its items with its length facets; a [Flags] enumeration a list of the enumeration", async () => {
  const out = await emitted([
    { kind: "list", name: { namespace: NS, local: "Scores" }, item: builtin("int"), facets: { minLength: 1, maxLength: 5 } },
    { kind: "enum", name: { namespace: NS, local: "Day" }, base: "string", values: ["Monday", "Tuesday"] },
    { kind: "list", name: { namespace: NS, local: "Days" }, item: named("Day") },
  ]);
  expect(out).toBe(
    HEADER +
      String.raw`import { z } from "zod";
import { typedSchema } from "./runtime/typed-schema.js";
import type * as T from "./types.js";

const xsdInt = z.int().min(-2147483648).max(2147483647);

export const DaySchema: z.ZodType<T.Day, T.Day> = typedSchema<T.Day, T.Day>(
  z.enum(["Monday", "Tuesday"]),
);

export const DaysSchema: z.ZodType<T.Days, T.Days> = typedSchema<T.Days, T.Days>(
  z.array(DaySchema),
);

export const ScoresSchema: z.ZodType<T.Scores, T.Scores> = typedSchema<T.Scores, T.Scores>(
  z.array(xsdInt).min(1).max(5),
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
