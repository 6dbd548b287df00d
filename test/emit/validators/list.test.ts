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
import type * as T from "./types.js";

const xsdInt = z.int().min(-2147483648).max(2147483647);

export const DaySchema = z.enum(["Monday", "Tuesday"]) satisfies z.core.$ZodType<T.Day, T.Day>;

export const DaysSchema = z.array(DaySchema) satisfies z.core.$ZodType<T.Days, T.Days>;

export const ScoresSchema = z.array(xsdInt).min(1).max(5) satisfies z.core.$ZodType<
  T.Scores,
  T.Scores
>;

export const NoopParamsSchema = z.object({}) satisfies z.core.$ZodType<T.NoopParams>;

/** Each operation's parameters schema, by operation name. */
export const paramsValidators = { noop: { params: NoopParamsSchema } } as const;

/** Each operation's result schema, by operation name. */
export const resultValidators = { noop: z.void() } as const;

/** The SOAP headers' schemas, by element name. */
export const headerValidators = {} as const;

/** Each operation's parameters and result schemas, as the client's validators option takes them. */
export const validators = { params: paramsValidators, results: resultValidators } as const;
`,
  );
});
