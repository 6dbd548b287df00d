import { expect, it } from "vitest";
import { emitted, HEADER, simple, NOOP_TAIL } from "./emit-fragment.ts";

it("bounds of Dates and of date text; facets it cannot check are documented", async () => {
  const out = await emitted([
    simple("Recent", "dateTime", {
      minInclusive: "2000-01-01T00:00:00",
      maxExclusive: "2100-01-01T00:00:00+01:00",
    }),
    simple("Day", "date", { minInclusive: "2000-01-01", maxInclusive: "2099-12-31" }),
    simple("Wait", "duration", { maxInclusive: "PT1H", patterns: ["\\p{IsBasicLatin}+"] }),
  ]);
  expect(out).toBe(
    HEADER +
      String.raw`import { z } from "zod";
import { objectSchema, typedSchema } from "./runtime/typed-schema.js";
import type * as T from "./types.js";

const xsdDateTime = z.date();

const xsdDate = z.string().regex(/^-?\d{4,}-\d{2}-\d{2}(Z|[+-]\d{2}:\d{2})?$/, "Invalid xsd:date");

const xsdDuration = z
  .string()
  .regex(
    /^-?P(?=\d|T\d)(\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+(\.\d+)?S)?)?$/,
    "Invalid xsd:duration",
  );

export const DaySchema: z.ZodType<T.Day, T.Day> = typedSchema<T.Day, T.Day>(
  xsdDate
    .refine((value) => value >= "2000-01-01", "Too small: expected date to be >=2000-01-01")
    .refine((value) => value <= "2099-12-31", "Too big: expected date to be <=2099-12-31"),
);

export const RecentSchema: z.ZodType<T.Recent, T.Recent> = typedSchema<T.Recent, T.Recent>(
  xsdDateTime
    .min(new Date("2000-01-01T00:00:00.000Z"))
    .refine(
      (date) => date < new Date("2099-12-31T23:00:00.000Z"),
      "Too big: expected dateTime to be <2100-01-01T00:00:00+01:00",
    ),
);

/**
 * Not checked: maxInclusive PT1H: not compared for xsd:duration; pattern "\\p{IsBasicLatin}+": the
 * Unicode block escape \p{IsBasicLatin} has no JavaScript equivalent.
 */
export const WaitSchema: z.ZodType<T.Wait, T.Wait> = typedSchema<T.Wait, T.Wait>(xsdDuration);

` +
      NOOP_TAIL,
  );
});
