import { expect, it } from "vitest";
import { builtin, complex, emitted, field, HEADER, named, NS, operation } from "./emit-fragment.ts";

it("results: a named type's schema as it is, an optional value, an object of elements, nothing", async () => {
  const out = await emitted(
    [complex("Item", [field("n", builtin("int"))])],
    [
      operation("count", [], builtin("int")),
      { ...operation("item", [], named("Item")), output: { wrapper: { namespace: NS, local: "itemResponse" }, fields: [field("itemResult", named("Item"))] } },
      { ...operation("ping", [], builtin("int")), output: undefined },
      { ...operation("reset", [], builtin("int")), output: { wrapper: { namespace: NS, local: "resetResponse" }, fields: [] } },
      { ...operation("split", [], builtin("int")), output: { wrapper: { namespace: NS, local: "splitResponse" }, fields: [field("head", builtin("string")), field("rest", builtin("string"), { minOccurs: 0, maxOccurs: null })] } },
    ],
  );
  expect(out).toBe(
    HEADER +
      String.raw`import { z } from "zod";
import type * as T from "./types.js";

const xmlString = z
  .string()
  .regex(
    /^[\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u,
    "Invalid string: a character XML 1.0 cannot carry",
  );

const xsdInt = z.int().min(-2147483648).max(2147483647);

export const ItemSchema = z.object({ n: xsdInt }) satisfies z.core.$ZodType<T.Item, T.Item>;

export const CountParamsSchema = z.object({}) satisfies z.core.$ZodType<T.CountParams>;

export const CountResultSchema = xsdInt.optional() satisfies z.core.$ZodType<
  T.CountResult,
  T.CountResult
>;

export const ItemParamsSchema = z.object({}) satisfies z.core.$ZodType<T.ItemParams>;

export const PingParamsSchema = z.object({}) satisfies z.core.$ZodType<T.PingParams>;

export const ResetParamsSchema = z.object({}) satisfies z.core.$ZodType<T.ResetParams>;

export const SplitParamsSchema = z.object({}) satisfies z.core.$ZodType<T.SplitParams>;

export const SplitResultSchema = z.object({
  head: xmlString,
  rest: z.array(xmlString).optional(),
}) satisfies z.core.$ZodType<T.SplitResult, T.SplitResult>;

/** Each operation's parameters schema, by operation name. */
export const paramsValidators = {
  count: { params: CountParamsSchema },
  item: { params: ItemParamsSchema },
  ping: { params: PingParamsSchema },
  reset: { params: ResetParamsSchema },
  split: { params: SplitParamsSchema },
} as const;

/** Each operation's result schema, by operation name. */
export const resultValidators = {
  count: CountResultSchema,
  item: ItemSchema,
  ping: z.void(),
  reset: z.void(),
  split: SplitResultSchema,
} as const;

/** The SOAP headers' schemas, by element name. */
export const headerValidators = {} as const;

/** Each operation's parameters and result schemas, as the client's validators option takes them. */
export const validators = { params: paramsValidators, results: resultValidators } as const;
`,
  );
});
