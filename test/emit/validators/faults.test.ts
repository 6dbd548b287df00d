import { expect, it } from "vitest";
import { builtin, complex, emitted, field, HEADER, named, NS, operation } from "./emit-fragment.ts";

it("an operation's faults are told apart by name", async () => {
  const out = await emitted(
    [complex("Problem", [field("code", builtin("string"))])],
    [
      operation("save", [], builtin("int"), {
        faults: [
          { name: "Invalid", element: { namespace: NS, local: "Invalid" }, type: named("Problem") },
          { name: "Busy", element: { namespace: NS, local: "Busy" }, type: builtin("int") },
        ],
      }),
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

export const ProblemSchema: z.ZodType<T.Problem, T.Problem> = objectSchema<T.Problem>({
  code: xmlString,
});

export const SaveParamsSchema: z.ZodType<T.SaveParams> = objectSchema<T.SaveParams, unknown>({});

export const SaveResultSchema: z.ZodType<T.SaveResult, T.SaveResult> = typedSchema<
  T.SaveResult,
  T.SaveResult
>(xsdInt.optional());

export const SaveFaultSchema: z.ZodType<T.SaveFault, T.SaveFault> = typedSchema<
  T.SaveFault,
  T.SaveFault
>(
  z.discriminatedUnion("name", [
    z.object({ name: z.literal("Invalid"), value: ProblemSchema }),
    z.object({ name: z.literal("Busy"), value: xsdInt }),
  ]),
);

/** Each operation's parameters schema, by operation name. */
export const paramsValidators: {
  readonly save: {
    readonly params: typeof SaveParamsSchema;
  };
} = { save: { params: SaveParamsSchema } } as const;

/** Each operation's result schema, by operation name. */
export const resultValidators: {
  readonly save: typeof SaveResultSchema;
} = { save: SaveResultSchema } as const;

/** The faults each operation declares, by operation name. */
export const faultValidators: {
  readonly save: typeof SaveFaultSchema;
} = { save: SaveFaultSchema } as const;

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
