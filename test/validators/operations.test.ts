/**
 * Every operation's validators, table-driven: the typed schema accepts what a client passes and
 * gives the implementation its values; the SOAP and GET/POST text schemas read the same values
 * from wire text; invalid parameters of each kind are rejected with their exact ErrorDetail items.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { paramsValidators, toErrorDetails } from "school-service-contract/validators";
import { SCHOOL_OPERATIONS } from "../support/school-contract.ts";
import { VALIDATION_CASES, type InvalidKind } from "./operation-cases.ts";

function validatorsOf(op: string): { params: z.ZodType; soapText: z.ZodType; formText: z.ZodType } {
  return paramsValidators[op as keyof typeof paramsValidators];
}

function rejection(schema: z.ZodType, input: unknown): { code: string; desc: string }[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`accepted ${JSON.stringify(result.data)}`);
  return toErrorDetails(result.error);
}

describe("operation validators", () => {
  it("cover the 20 operations and every kind of invalid example", () => {
    expect(VALIDATION_CASES.map((c) => c.op)).toEqual(SCHOOL_OPERATIONS);
    expect(Object.keys(paramsValidators)).toEqual(SCHOOL_OPERATIONS);
    const kinds = new Set(VALIDATION_CASES.flatMap((c) => c.invalid.map((i) => i.kind)));
    const all: InvalidKind[] = ["missing required", "wrong type", "int out of range", "bad enum", "both names missing", "stated requirement"];
    expect([...kinds].sort()).toEqual(all.sort());
  });

  describe.each(VALIDATION_CASES)("$op", (c) => {
    const v = validatorsOf(c.op);

    it("accepts the typed parameters and gives the implementation's values", () => {
      expect(v.params.parse(c.params)).toEqual(c.parsed);
    });

    it("reads the SOAP element texts into the same values", () => {
      expect(v.soapText.parse(c.soap)).toEqual(c.parsed);
    });

    it("reads the GET/POST fields into the same values", () => {
      expect(v.formText.parse(c.form)).toEqual(c.parsed);
    });

    it.each(c.invalid)("rejects $kind", (invalid) => {
      expect(rejection(v.params, invalid.params)).toEqual(invalid.details);
    });
  });
});
