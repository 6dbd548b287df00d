/** Sample values of complex types: one construct each, with the exact value expected. */
import { describe, expect, it } from "vitest";
import { ContractError } from "../../generator/model/contract-error.ts";
import type { TypeModel } from "../../generator/model/service-model.ts";
import { SampleValues } from "../../generator/emit/fixtures/sample-values.ts";
import {
  attribute,
  complex,
  enumeration,
  field,
  modelOf,
  ref,
  simple,
  xsd,
} from "./sample-model.ts";

const sampleOf = (types: TypeModel[], local: string) =>
  new SampleValues(modelOf(types)).type(ref(local));
const TEXT = "sample & <text>";

describe("complex types", () => {
  it("have every field, optional ones too, and two items of a repeated one", () => {
    const t = complex("T", {
      fields: [
        field("id", xsd("int")),
        field("note", xsd("string"), { minOccurs: 0 }),
        field("tag", xsd("token"), { minOccurs: 0, maxOccurs: null }),
        field("three", xsd("boolean"), { minOccurs: 3, maxOccurs: 5 }),
      ],
    });
    expect(sampleOf([t], "T")).toEqual({
      id: 2147483647,
      note: TEXT,
      tag: ["sample token", "sample token"],
      three: [true, true, true],
    });
  });

  it("give a nillable field a value, and a field repeated at most once one item", () => {
    const t = complex("T", {
      fields: [
        field("a", xsd("int"), { nillable: true }),
        field("b", xsd("int"), { maxOccurs: 1, minOccurs: 0 }),
      ],
    });
    expect(sampleOf([t], "T")).toEqual({ a: 2147483647, b: 2147483647 });
  });

  it("have every attribute, a fixed one at its value", () => {
    const t = complex("T", {
      attributes: [
        attribute("lang", xsd("language"), { required: true }),
        attribute("count", xsd("int")),
        attribute("version", xsd("decimal"), { fixed: "1.0" }),
        attribute("kind", ref("E"), { fixed: "b" }),
      ],
    });
    expect(sampleOf([t, enumeration("E", ["a", "b"])], "T")).toEqual({
      lang: "en-GB",
      count: 2147483647,
      version: "1.0",
      kind: "b",
    });
  });

  it("refuse a fixed attribute value that is not of its type, naming type and attribute", () => {
    const t = complex("T", { attributes: [attribute("n", xsd("int"), { fixed: "x" })] });
    expect(() => sampleOf([t], "T")).toThrow(
      new ContractError(
        'cannot make a sample value of type T: the fixed value "x" of its attribute n is not a value of the attribute\'s type',
      ),
    );
  });

  it("take the first alternative of a choice and leave the others out", () => {
    const t = complex("T", {
      compositor: "choice",
      choices: [{ required: true }],
      fields: [
        field("byId", xsd("int"), { choice: { group: 0, alternative: 0 } }),
        field("byName", xsd("string"), { choice: { group: 0, alternative: 1 } }),
        field("first", xsd("string"), { choice: { group: 0, alternative: 1 } }),
      ],
    });
    expect(sampleOf([t], "T")).toEqual({ byId: 2147483647 });
  });

  it("hold simple content in $value beside the attributes", () => {
    const t = complex("Price", {
      text: ref("Amount"),
      attributes: [attribute("currency", xsd("string"), { required: true })],
    });
    expect(sampleOf([t, simple("Amount", "decimal", { fractionDigits: 2 })], "Price")).toEqual({
      currency: TEXT,
      $value: "-1234.57",
    });
  });

  it("hold wildcard elements in $any, wildcard attributes in $attributes and mixed text in $text", () => {
    const t = complex("Open", {
      fields: [field("a", xsd("int"))],
      anyElements: { minOccurs: 0, maxOccurs: null },
      anyAttribute: true,
      mixed: true,
    });
    expect(sampleOf([t], "Open")).toEqual({
      a: 2147483647,
      $text: "sample text",
      $any: ['<x:s xmlns:x="urn:sample">1</x:s>', '<x:s xmlns:x="urn:sample">2</x:s>'],
      $attributes: { "{urn:sample}a": "1" },
    });
    const one = complex("One", { anyElements: { minOccurs: 1, maxOccurs: 1 } });
    expect(sampleOf([one], "One")).toEqual({ $any: ['<x:s xmlns:x="urn:sample">1</x:s>'] });
  });

  it("of an extension hold the base's fields and attributes first", () => {
    const base = complex("Base", {
      fields: [field("id", xsd("int"))],
      attributes: [attribute("v", xsd("int"))],
      derived: ["{urn:t}Derived"],
    });
    const derived = complex("Derived", {
      base: ref("Base"),
      derivation: "extension",
      fields: [field("name", xsd("string"))],
    });
    expect(sampleOf([base, derived], "Derived")).toEqual({
      id: 2147483647,
      name: TEXT,
      v: 2147483647,
    });
  });

  it("of a restriction hold only its own fields", () => {
    const base = complex("Base", {
      fields: [field("id", xsd("int")), field("note", xsd("string"), { minOccurs: 0 })],
    });
    const restricted = complex("Restricted", {
      base: ref("Base"),
      derivation: "restriction",
      fields: [field("id", xsd("int"))],
    });
    expect(sampleOf([base, restricted], "Restricted")).toEqual({ id: 2147483647 });
  });

  it("with derived types: a base value, and a derived one with $type as the second item", () => {
    const shape = complex("Shape", {
      fields: [field("id", xsd("int"))],
      derived: ["{urn:t}Circle"],
    });
    const circle = complex("Circle", {
      base: ref("Shape"),
      derivation: "extension",
      fields: [field("r", xsd("double"))],
    });
    const holder = complex("Holder", {
      fields: [field("one", ref("Shape")), field("many", ref("Shape"), { maxOccurs: null })],
    });
    expect(sampleOf([shape, circle, holder], "Holder")).toEqual({
      one: { id: 2147483647 },
      many: [{ id: 2147483647 }, { $type: "Circle", id: 2147483647, r: 1234.5 }],
    });
  });

  it("an abstract type is its first concrete named derived type, with $type", () => {
    const shape = complex("Shape", {
      abstract: true,
      fields: [field("id", xsd("int"))],
      derived: ["{urn:t}Anon", "{urn:t}Square"],
    });
    const anon = {
      ...complex("Anon", { base: ref("Shape"), derivation: "extension" as const }),
      anonymous: true,
    };
    const square = complex("Square", {
      base: ref("Shape"),
      derivation: "extension",
      fields: [field("side", xsd("int"))],
    });
    expect(sampleOf([shape, anon, square], "Shape")).toEqual({
      $type: "Square",
      id: 2147483647,
      side: 2147483647,
    });
  });

  it("an ArrayOf wrapper is the array of its items", () => {
    const array = complex("ArrayOfInt", {
      fields: [field("int", xsd("int"), { minOccurs: 0, maxOccurs: null })],
      arrayItem: field("int", xsd("int"), { minOccurs: 0, maxOccurs: null }),
    });
    expect(sampleOf([array], "ArrayOfInt")).toEqual([2147483647, 2147483647]);
  });

  it("an open type (no declared content) holds one element of text", () => {
    expect(sampleOf([complex("Domain")], "Domain")).toEqual({ item: "sample" });
  });

  it("bound recursion: an optional field of a type being sampled is left out past depth 2", () => {
    const node = complex("Node", {
      fields: [
        field("v", xsd("int")),
        field("next", ref("Node"), { minOccurs: 0 }),
        field("kids", ref("Node"), { minOccurs: 0, maxOccurs: null }),
      ],
    });
    const leaf = { v: 2147483647 };
    expect(sampleOf([node], "Node")).toEqual({ v: 2147483647, next: leaf, kids: [leaf, leaf] });
  });

  it("choose the first alternative that does not nest the type again", () => {
    const expr = complex("Expr", {
      choices: [{ required: true }],
      fields: [
        field("not", ref("Expr"), { choice: { group: 0, alternative: 0 } }),
        field("value", xsd("boolean"), { choice: { group: 0, alternative: 1 } }),
      ],
    });
    expect(sampleOf([expr], "Expr")).toEqual({ value: true });
  });

  it("end a required recursion with nil where the field is nillable, and refuse it otherwise", () => {
    const nilled = complex("N", { fields: [field("self", ref("N"), { nillable: true })] });
    const value = sampleOf([nilled], "N") as Record<string, unknown>;
    let depth = 0;
    for (let v: unknown = value; v !== null; v = (v as { self: unknown }).self) depth++;
    expect(depth).toBe(8);
    const endless = complex("Endless", { fields: [field("self", ref("Endless"))] });
    expect(() => sampleOf([endless], "Endless")).toThrow(
      new ContractError(
        "cannot make a sample value of type Endless: its required field self contains it again without end",
      ),
    );
  });

  it("leave optional content out once a large sample has spent its budget", () => {
    const wide = complex("Wide", {
      fields: Array.from({ length: 80 }, (_, i) =>
        field(`f${i}`, ref("Row"), { minOccurs: 0, maxOccurs: null }),
      ),
    });
    const row = complex("Row", {
      fields: Array.from({ length: 5 }, (_, i) =>
        field(`c${i}`, xsd("int"), { minOccurs: i === 0 ? 1 : 0 }),
      ),
    });
    const value = sampleOf([wide, row], "Wide") as Record<string, unknown>;
    expect(Object.keys(value).length).toBe(50);
    expect(value.f0).toEqual([
      { c0: 2147483647, c1: 2147483647, c2: 2147483647, c3: 2147483647, c4: 2147483647 },
      { c0: 2147483647, c1: 2147483647, c2: 2147483647, c3: 2147483647, c4: 2147483647 },
    ]);
  });
});

describe("recursion through derived types", () => {
  it("an abstract type's field of its own type is bounded like any other", () => {
    const shape = complex("Shape", {
      abstract: true,
      fields: [field("parent", ref("Shape"), { minOccurs: 0 })],
      derived: ["{urn:t}Group"],
    });
    const group = complex("Group", {
      base: ref("Shape"),
      derivation: "extension",
      fields: [field("size", xsd("int"))],
    });
    expect(sampleOf([shape, group], "Shape")).toEqual({
      $type: "Group",
      parent: { $type: "Group", size: 2147483647 },
      size: 2147483647,
    });
  });
});

describe("recursion through array wrappers", () => {
  it("a wrapper of its own items ends in empty arrays", () => {
    const tree = complex("Tree", {
      fields: [field("Tree", ref("Tree"), { minOccurs: 0, maxOccurs: null })],
      arrayItem: field("Tree", ref("Tree"), { minOccurs: 0, maxOccurs: null }),
    });
    expect(sampleOf([tree], "Tree")).toEqual([[], []]);
  });

  it("a type holding a wrapper of itself nests twice", () => {
    const node = complex("Node", {
      fields: [field("v", xsd("int")), field("kids", ref("ArrayOfNode"), { minOccurs: 0 })],
    });
    const array = complex("ArrayOfNode", {
      fields: [field("Node", ref("Node"), { minOccurs: 0, maxOccurs: null })],
      arrayItem: field("Node", ref("Node"), { minOccurs: 0, maxOccurs: null }),
    });
    const leaf = { v: 2147483647 };
    expect(sampleOf([node, array], "Node")).toEqual({ v: 2147483647, kids: [leaf, leaf] });
  });
});
