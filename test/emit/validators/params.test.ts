import { expect, it } from "vitest";
import { builtin, emitted, field, HEADER, named, NS, operation } from "./emit-fragment.ts";

it("parameters: occurrence, nillable, dateTime as Date or text, stated requirements", async () => {
  const out = await emitted(
    [
      {
        kind: "enum",
        name: { namespace: NS, local: "Mode" },
        base: "string",
        values: ["Fast", "Safe"],
      },
    ],
    [
      operation(
        "find",
        [
          field("text", builtin("string"), { minOccurs: 0 }),
          field("owner", builtin("string"), { minOccurs: 0, nillable: true }),
          field("since", builtin("dateTime")),
          field("until", builtin("dateTime"), { nillable: true }),
          field("id", builtin("int")),
          field("mode", named("Mode")),
          field("ids", builtin("long"), { minOccurs: 0, maxOccurs: null }),
        ],
        builtin("boolean"),
        {
          requirements: [
            { kind: "required", params: ["since", "id", "owner", "mode"] },
            { kind: "atLeastOne", params: ["text", "ids"] },
          ],
        },
      ),
    ],
  );
  expect(out).toBe(
    HEADER +
      String.raw`import { z } from "zod";
import { isXsdDateTime, readSoapDateTime } from "./runtime/scalar-text.js";
import { enumOf, typedSchema } from "./runtime/typed-schema.js";
import type * as T from "./types.js";

const xmlString = z
  .string()
  .regex(
    /^[\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u,
    "Invalid string: a character XML 1.0 cannot carry",
  );

const xsdBoolean = z.boolean();

const xsdInt = z.int().min(-2147483648).max(2147483647);

const xsdLong = z.bigint().min(-9223372036854775808n).max(9223372036854775807n);

const dateTimeParam = z
  .union(
    [z.date(), z.string().refine(isXsdDateTime, "Invalid xsd:dateTime")],
    "Invalid input: expected Date or xsd:dateTime text",
  )
  .transform((value) => (value instanceof Date ? value : (readSoapDateTime(value) as Date)));

export const ModeSchema: z.ZodType<T.Mode, T.Mode> = typedSchema<T.Mode, T.Mode>(
  enumOf(["Fast", "Safe"]),
);

export const FindParamsSchema: z.ZodType<T.FindParams> = typedSchema<T.FindParams>(
  z
    .object({
      text: xmlString.optional(),
      owner: xmlString.refine((value) => value !== "", "Required: must not be empty"),
      since: dateTimeParam.refine(
        (value) => value.getTime() !== new Date("0001-01-01T00:00:00Z").getTime(),
        "Required: must not be 0001-01-01T00:00:00Z, ASMX's value for one left out",
      ),
      until: dateTimeParam.nullable(),
      id: xsdInt.refine(
        (value) => value !== 0,
        "Required: must not be 0, ASMX's value for one left out",
      ),
      mode: ModeSchema.refine(
        (value) => value !== "Fast",
        'Required: must not be "Fast", ASMX\'s value for one left out',
      ),
      ids: z.array(xsdLong).optional(),
    })
    .refine(
      (params) => (params.text !== undefined && params.text !== "") || params.ids !== undefined,
      "At least one of text or ids is required",
    )
    .transform((params) => params as T.FindParams),
);

export const FindResultSchema: z.ZodType<T.FindResult, T.FindResult> = typedSchema<
  T.FindResult,
  T.FindResult
>(xsdBoolean.optional());

/** Each operation's parameters schema, by operation name. */
export const paramsValidators: {
  readonly find: {
    readonly params: typeof FindParamsSchema;
  };
} = { find: { params: FindParamsSchema } } as const;

/** Each operation's result schema, by operation name. */
export const resultValidators: {
  readonly find: typeof FindResultSchema;
} = { find: FindResultSchema } as const;

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
