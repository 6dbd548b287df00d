import { expect, it } from "vitest";
import { emitted, HEADER, simple } from "./emit-fragment.ts";

it("lengths and patterns of text, list lengths, binary lengths", async () => {
  const out = await emitted([
    simple("Code", "string", { minLength: 2, maxLength: 8, patterns: ["[A-Z]{2}\\d*"] }),
    simple("Pin", "string", { length: 4 }),
    simple("Tags", "NMTOKENS", { maxLength: 3 }),
    simple("Hash", "hexBinary", { length: 16 }),
  ]);
  expect(out).toBe(
    HEADER +
      String.raw`import { z } from "zod";
import { typedSchema } from "./runtime/typed-schema.js";
import type * as T from "./types.js";

const xmlString = z
  .string()
  .regex(
    /^[\t\n\r\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]*$/u,
    "Invalid string: a character XML 1.0 cannot carry",
  );

const xmlStrings = z.array(xmlString);

const bytes = z.instanceof(Uint8Array);

export const CodeSchema: z.ZodType<T.Code, T.Code> = typedSchema<T.Code, T.Code>(
  xmlString
    .min(2)
    .max(8)
    .regex(/^(?:[A-Z]{2}[\p{Nd}]*)$/u),
);

export const HashSchema: z.ZodType<T.Hash, T.Hash> = typedSchema<T.Hash, T.Hash>(
  bytes.refine((bytes) => bytes.length === 16, "Invalid length: expected exactly 16 bytes"),
);

export const PinSchema: z.ZodType<T.Pin, T.Pin> = typedSchema<T.Pin, T.Pin>(xmlString.length(4));

export const TagsSchema: z.ZodType<T.Tags, T.Tags> = typedSchema<T.Tags, T.Tags>(xmlStrings.max(3));

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
