import { expect, it } from "vitest";
import { builtin, complex, emitted, field, HEADER, named, NS, operation } from "./emit-fragment.ts";

it("results: a named type's schema as it is, an optional value, an object of elements, nothing", async () => {
  const out = await emitted(
    [complex("Item", [field("n", builtin("int"))])],
    [
      operation("count", [], builtin("int")),
      {
        ...operation("item", [], named("Item")),
        output: {
          wrapper: { namespace: NS, local: "itemResponse" },
          fields: [field("itemResult", named("Item"))],
        },
      },
      { ...operation("ping", [], builtin("int")), output: undefined },
      {
        ...operation("reset", [], builtin("int")),
        output: { wrapper: { namespace: NS, local: "resetResponse" }, fields: [] },
      },
      {
        ...operation("split", [], builtin("int")),
        output: {
          wrapper: { namespace: NS, local: "splitResponse" },
          fields: [
            field("head", builtin("string")),
            field("rest", builtin("string"), { minOccurs: 0, maxOccurs: null }),
          ],
        },
      },
    ],
  );
  expect(out).toBe(
    HEADER +
      String.raw`import { z } from "zod";
import { objectSchema, typedSchema } from "./runtime/typed-schema.js";
import type * as T from "./types.js";

const xmlString = z
  .string()
  .regex(
    /^[\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u,
    "Invalid string: a character XML 1.0 cannot carry",
  );

const xsdInt = z.int().min(-2147483648).max(2147483647);

export const ItemSchema: z.ZodType<T.Item, T.Item> = objectSchema<T.Item>({ n: xsdInt });

export const CountParamsSchema: z.ZodType<T.CountParams> = objectSchema<T.CountParams, unknown>({});

export const CountResultSchema: z.ZodType<T.CountResult, T.CountResult> = typedSchema<
  T.CountResult,
  T.CountResult
>(xsdInt.optional());

export const ItemParamsSchema: z.ZodType<T.ItemParams> = objectSchema<T.ItemParams, unknown>({});

export const PingParamsSchema: z.ZodType<T.PingParams> = objectSchema<T.PingParams, unknown>({});

export const ResetParamsSchema: z.ZodType<T.ResetParams> = objectSchema<T.ResetParams, unknown>({});

export const SplitParamsSchema: z.ZodType<T.SplitParams> = objectSchema<T.SplitParams, unknown>({});

export const SplitResultSchema: z.ZodType<T.SplitResult, T.SplitResult> =
  objectSchema<T.SplitResult>({ head: xmlString, rest: z.array(xmlString).optional() });

/** Each operation's parameters schema, by operation name. */
export const paramsValidators: {
  readonly count: {
    readonly params: typeof CountParamsSchema;
  };
  readonly item: {
    readonly params: typeof ItemParamsSchema;
  };
  readonly ping: {
    readonly params: typeof PingParamsSchema;
  };
  readonly reset: {
    readonly params: typeof ResetParamsSchema;
  };
  readonly split: {
    readonly params: typeof SplitParamsSchema;
  };
} = {
  count: { params: CountParamsSchema },
  item: { params: ItemParamsSchema },
  ping: { params: PingParamsSchema },
  reset: { params: ResetParamsSchema },
  split: { params: SplitParamsSchema },
} as const;

/** Each operation's result schema, by operation name. */
export const resultValidators: {
  readonly count: typeof CountResultSchema;
  readonly item: typeof ItemSchema;
  readonly ping: z.ZodVoid;
  readonly reset: z.ZodVoid;
  readonly split: typeof SplitResultSchema;
} = {
  count: CountResultSchema,
  item: ItemSchema,
  ping: z.void(),
  reset: z.void(),
  split: SplitResultSchema,
} as const;

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
