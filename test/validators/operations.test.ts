/**
 * Every operation's parameters schema, table-driven: it accepts what a client passes and gives the
 * implementation its values; invalid parameters of each kind are refused with their exact issues.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { paramsValidators } from "school-service-contract/validators";
import { SCHOOL_OPERATIONS } from "../support/school-contract.ts";
import { VALIDATION_CASES, type InvalidKind } from "./operation-cases.ts";

function schemaOf(op: string): z.ZodType {
  return paramsValidators[op as keyof typeof paramsValidators].params;
}

function issues(schema: z.ZodType, input: unknown): { path: PropertyKey[]; message: string }[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`accepted ${JSON.stringify(result.data)}`);
  return result.error.issues.map(({ path, message }) => ({ path, message }));
}

describe("operation validators", () => {
  it("cover the 20 operations and every kind of invalid example", () => {
    expect(VALIDATION_CASES.map((c) => c.op)).toEqual(SCHOOL_OPERATIONS);
    expect(Object.keys(paramsValidators)).toEqual(SCHOOL_OPERATIONS);
    const kinds = new Set(VALIDATION_CASES.flatMap((c) => c.invalid.map((i) => i.kind)));
    const all: InvalidKind[] = [
      "missing required",
      "wrong type",
      "int out of range",
      "bad enum",
      "both names missing",
      "stated requirement",
    ];
    expect([...kinds].sort()).toEqual(all.sort());
  });

  describe.each(VALIDATION_CASES)("$op", (c) => {
    it("accepts the typed parameters and gives the implementation's values", () => {
      expect(schemaOf(c.op).parse(c.params)).toEqual(c.parsed);
    });

    it.each(c.invalid)("refuses $kind", (invalid) => {
      expect(issues(schemaOf(c.op), invalid.params)).toEqual(invalid.issues);
    });
  });
});
