/** Sample values of built-ins, enumerations, lists, unions and simple types with facets. */
import { describe, expect, it } from "vitest";
import { ContractError } from "../../generator/model/contract-error.ts";
import {
  XSD_BUILTINS,
  type FacetsModel,
  type TypeModel,
  type XsdBuiltin,
} from "../../generator/model/service-model.ts";
import { SampleValues } from "../../generator/emit/fixtures/sample-values.ts";
import { BUILTINS } from "../../generator/emit/common/builtin-table.ts";
import { enumeration, list, modelOf, ref, simple, union, xsd } from "./sample-model.ts";

const sampleOf = (types: TypeModel[], local: string) =>
  new SampleValues(modelOf(types)).type(ref(local));
const faceted = (base: XsdBuiltin, facets: FacetsModel) =>
  sampleOf([simple("S", base, facets)], "S");

describe("built-ins", () => {
  it("each takes its row's sample, of the row's TypeScript type", () => {
    const samples = new SampleValues(modelOf([]));
    const typeOf = (v: unknown) =>
      v instanceof Date
        ? "Date"
        : v instanceof Uint8Array
          ? "Uint8Array"
          : Array.isArray(v)
            ? "string[]"
            : typeof v === "object"
              ? "AnyTypeItem"
              : typeof v;
    for (const name of XSD_BUILTINS) {
      const value = samples.type(xsd(name));
      expect(value, name).toBe(BUILTINS[name].sample);
      expect(typeOf(value), name).toBe(BUILTINS[name].tsType);
    }
  });

  it("are the values the table promises", () => {
    const samples = new SampleValues(modelOf([]));
    expect(samples.type(xsd("long"))).toBe(-9223372036854775808n);
    expect(samples.type(xsd("unsignedLong"))).toBe(18446744073709551615n);
    expect(samples.type(xsd("dateTime"))).toEqual(new Date("2024-02-29T23:59:59.999Z"));
    expect(samples.type(xsd("decimal"))).toBe("-1234.5678");
    expect(samples.type(xsd("hexBinary"))).toEqual(new Uint8Array([222, 173, 190, 239]));
    expect(samples.type(xsd("NMTOKENS"))).toEqual(["alpha", "beta"]);
    expect(samples.type(xsd("anyType"))).toEqual({ type: "xsd:string", value: "sample" });
  });
});

describe("enumerations, lists and unions", () => {
  it("an enumeration is its first value", () => {
    expect(sampleOf([enumeration("E", ["Red", "Green"])], "E")).toBe("Red");
  });

  it("a list has two items, or as many as its length facets ask, with no white space in them", () => {
    expect(sampleOf([list("L", xsd("int"))], "L")).toEqual([2147483647, 2147483647]);
    expect(sampleOf([list("L", xsd("string"), { length: 3 })], "L")).toEqual([
      "sample_&_<text>",
      "sample_&_<text>",
      "sample_&_<text>",
    ]);
    expect(sampleOf([list("L", ref("E")), enumeration("E", ["two words", "one"])], "L")).toEqual([
      "one",
      "one",
    ]);
  });

  it("a union is a value of its first member", () => {
    expect(sampleOf([union("U", [ref("E"), xsd("int")]), enumeration("E", ["A"])], "U")).toBe("A");
  });

  it("an enumeration with no value fit for a list is a contract error naming it", () => {
    expect(() => sampleOf([list("L", ref("E")), enumeration("E", ["two words"])], "L")).toThrow(
      new ContractError(
        "cannot make a sample value of enumeration E as a list item: every value has white space",
      ),
    );
  });
});

describe("simple types with facets", () => {
  it("integers are clamped into their ranges and digits", () => {
    expect(faceted("int", { minInclusive: "1", maxInclusive: "100" })).toBe(100);
    expect(faceted("int", { maxExclusive: "10" })).toBe(9);
    expect(faceted("long", { minExclusive: "0" })).toBe(1n);
    expect(faceted("positiveInteger", { totalDigits: 3 })).toBe(999n);
    expect(faceted("short", { minInclusive: "-5", maxInclusive: "5" })).toBe(-5);
  });

  it("decimals keep the scale their digits allow", () => {
    expect(faceted("decimal", { totalDigits: 5, fractionDigits: 2 })).toBe("-999.99");
    expect(faceted("decimal", { fractionDigits: 0 })).toBe("-1235");
    expect(faceted("decimal", { minInclusive: "100", totalDigits: 5 })).toBe("100");
    expect(faceted("decimal", { minExclusive: "0.5", maxExclusive: "0.6" })).toBe("0.5001");
  });

  it("floating values move between their bounds", () => {
    expect(faceted("double", { minInclusive: "0", maxInclusive: "1" })).toBe(0.5);
    expect(faceted("float", { maxExclusive: "-1" })).toBe(-2);
  });

  it("dates and dateTimes move to a bound", () => {
    expect(faceted("date", { minInclusive: "2030-01-01" })).toBe("2030-01-01");
    expect(faceted("dateTime", { maxExclusive: "2000-01-01T00:00:00Z" })).toEqual(
      new Date("1999-12-31T23:59:59.999Z"),
    );
  });

  it("lengths cut or pad the text, bytes and items", () => {
    expect(faceted("string", { maxLength: 6 })).toBe("sample");
    expect(faceted("string", { maxLength: 7 })).toBe("samplex");
    expect(faceted("string", { minLength: 20 })).toBe("sample & <text>xxxxx");
    expect(faceted("base64Binary", { length: 2 })).toEqual(new Uint8Array([0, 1]));
    expect(faceted("NMTOKENS", { minLength: 3 })).toEqual(["alpha", "beta", "alpha"]);
  });

  it("a pattern the built-in's sample matches keeps it", () => {
    expect(faceted("date", { patterns: ["....-..-.."] })).toBe("2024-02-29");
  });

  it("a pattern it does not match draws a string from the pattern that meets the other facets", () => {
    expect(faceted("string", { patterns: ["\\d{5}"] })).toMatch(/^\d{5}$/);
    expect(faceted("string", { patterns: ["\\d{5}"] })).toBe(
      faceted("string", { patterns: ["\\d{5}"] }),
    );
    expect(faceted("string", { patterns: ["[A-Z]{2}"] })).toMatch(/^[A-Z]{2}$/);
    expect(faceted("int", { patterns: ["\\d{3}"], maxInclusive: "500" })).toBeLessThanOrEqual(500);
    expect(faceted("string", { patterns: ["[a-z-[aeiou]]+"], minLength: 4 })).toMatch(
      /^[b-df-hj-np-tv-z]{4,}$/,
    );
    expect(faceted("string", { patterns: ["\\i\\c*"], maxLength: 3 })).toMatch(
      /^[A-Za-z_:][-.\w:]{0,2}$/,
    );
    expect(faceted("string", { patterns: ["[A-Z]+", "[^Q]+"] })).toMatch(/^[A-PR-Z]+$/);
  });

  it("facets no value meets are a contract error naming the type and its facets", () => {
    expect(() => faceted("int", { minInclusive: "10", maxInclusive: "1" })).toThrow(
      new ContractError(
        "cannot make a sample value of simple type S (a restriction of xsd:int): no value found that meets minInclusive 10, maxInclusive 1",
      ),
    );
    expect(() => faceted("string", { patterns: ["[a-z]{3}"], maxLength: 2 })).toThrow(
      /simple type S .*no value found that meets pattern "\[a-z\]\{3\}", maxLength 2/,
    );
  });

  it("a pattern that cannot be read is a contract error naming the type and why", () => {
    expect(() => faceted("string", { patterns: ["\\p{IsGreek}"] })).toThrow(
      /^cannot make a sample value of simple type S \(a restriction of xsd:string\): its pattern cannot be read: the category \\p\{IsGreek\} is not sampled/,
    );
  });
});
