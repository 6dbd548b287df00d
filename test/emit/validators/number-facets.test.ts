import { expect, it } from "vitest";
import { emitted, HEADER, simple, NOOP_TAIL } from "./emit-fragment.ts";

it("bounds of numbers and bigints, digits of integers and decimals, patterns of numbers", async () => {
  const out = await emitted([
    simple("Percent", "int", { minInclusive: "0", maxInclusive: "100" }),
    simple("Positive", "double", { minExclusive: "0" }),
    simple("Big", "long", { minExclusive: "-5", maxExclusive: "5000000000000000000" }),
    simple("Small", "short", { totalDigits: 3, patterns: ["\\d+"] }),
    simple("Money", "decimal", {
      minInclusive: "0",
      maxExclusive: "1000000",
      totalDigits: 9,
      fractionDigits: 2,
    }),
  ]);
  expect(out).toBe(
    HEADER +
      String.raw`import { z } from "zod";
import { objectSchema, typedSchema } from "./runtime/typed-schema.js";
import type * as T from "./types.js";

const xsdInt = z.int().min(-2147483648).max(2147483647);

const xsdLong = z.bigint().min(-9223372036854775808n).max(9223372036854775807n);

const xsdShort = z.int().min(-32768).max(32767);

const xsdDecimal = z
  .string()
  .regex(/^[ \t\n\r]*[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)[ \t\n\r]*$/, "Invalid xsd:decimal");

const anyNumber = z.union(
  [z.number(), z.nan(), z.literal([Infinity, -Infinity])],
  "Invalid input: expected number",
);

export const BigSchema: z.ZodType<T.Big, T.Big> = typedSchema<T.Big, T.Big>(
  xsdLong.gt(-5n).lt(5000000000000000000n),
);

export const MoneySchema: z.ZodType<T.Money, T.Money> = typedSchema<T.Money, T.Money>(
  xsdDecimal
    .refine((value) => Number(value) >= 0, "Too small: expected decimal to be >=0")
    .refine((value) => Number(value) < 1000000, "Too big: expected decimal to be <1000000")
    .regex(/^[^.]*(\.\d{0,2}0*)?\s*$/, "Too many fraction digits: expected at most 2")
    .refine(
      (value) =>
        value
          .trim()
          .replace(/^[+-]?0*/, "")
          .replace(/(\.\d*?)0*$/, "$1")
          .replace(".", "").length <= 9,
      "Too many digits: expected at most 9",
    ),
);

export const PercentSchema: z.ZodType<T.Percent, T.Percent> = typedSchema<T.Percent, T.Percent>(
  xsdInt.min(0).max(100),
);

export const PositiveSchema: z.ZodType<T.Positive, T.Positive> = typedSchema<
  T.Positive,
  T.Positive
>(anyNumber.refine((value) => value > 0, "Too small: expected double to be >0"));

export const SmallSchema: z.ZodType<T.Small, T.Small> = typedSchema<T.Small, T.Small>(
  xsdShort
    .gt(-1000)
    .lt(1000)
    .refine(
      (value) => /^(?:[\p{Nd}]+)$/u.test(String(value)),
      "Invalid value: must match pattern /^(?:[\\p{Nd}]+)$/u",
    ),
);

` +
      NOOP_TAIL,
  );
});
