/** simpleType: enumerations, facets, chains of restrictions, lists and unions, named or inline. */
import { describe, expect, it } from "vitest";
import type { DraftType } from "../../../generator/model/contract-draft.ts";
import { asmxWsdl, builtin, expectFixtureError, named, readFixture, TNS } from "./asmx-fixture.ts";
import { typesOf } from "./schema-fixture.ts";

const name = (local: string) => ({ namespace: TNS, local });

async function simpleTypes(schema: string): Promise<DraftType[]> {
  return (await typesOf(schema)).types;
}

describe("restrictions", () => {
  it("reads a restriction with enumerations as an enum, values in order, with each value's documentation", async () => {
    const { draft } = await readFixture(
      asmxWsdl({
        schema: `
      <s:simpleType name="bt">
        <s:restriction base="s:string">
          <s:enumeration value="Athletics"><s:annotation><s:documentation>Sports.</s:documentation></s:annotation></s:enumeration>
          <s:enumeration value="Academics" />
        </s:restriction>
      </s:simpleType>
      <s:simpleType name="Plain"><s:restriction base="s:int"><s:enumeration value="1" /><s:enumeration value="2" /></s:restriction></s:simpleType>`,
      }),
    );
    expect(draft.types.map(({ loc, ...t }) => t)).toEqual([
      {
        kind: "enum",
        name: name("bt"),
        base: "string",
        values: ["Athletics", "Academics"],
        valueDocumentation: ["Sports.", undefined],
      },
      { kind: "enum", name: name("Plain"), base: "int", values: ["1", "2"] },
    ]);
  });

  it("reads other restrictions of a built-in as a simple type with its facets; several patterns are one alternation", async () => {
    expect(
      await simpleTypes(`
      <s:simpleType name="Code">
        <s:restriction base="s:string"><s:minLength value="2" /><s:maxLength value="8" /><s:pattern value="[A-Z]+" /><s:pattern value="[0-9]+" /><s:whiteSpace value="collapse" /></s:restriction>
      </s:simpleType>
      <s:simpleType name="Amount">
        <s:restriction base="s:decimal"><s:minInclusive value="0" /><s:maxExclusive value="1E3" /><s:totalDigits value="5" /><s:fractionDigits value="2" /></s:restriction>
      </s:simpleType>
      <s:simpleType name="Pin"><s:restriction base="s:string"><s:length value="4" /></s:restriction></s:simpleType>
      <s:simpleType name="Any"><s:restriction base="s:anySimpleType" /></s:simpleType>`),
    ).toEqual([
      {
        kind: "simple",
        name: name("Code"),
        base: "string",
        facets: { minLength: 2, maxLength: 8, patterns: ["(?:[A-Z]+)|(?:[0-9]+)"] },
      },
      {
        kind: "simple",
        name: name("Amount"),
        base: "decimal",
        facets: { minInclusive: "0", maxExclusive: "1E3", totalDigits: 5, fractionDigits: 2 },
      },
      { kind: "simple", name: name("Pin"), base: "string", facets: { length: 4 } },
      { kind: "simple", name: name("Any"), base: "anySimpleType" },
    ]);
  });

  it("follows a chain of restrictions to its built-in: patterns accumulate, the narrower length wins, the later bound", async () => {
    expect(
      await simpleTypes(`
      <s:simpleType name="Word"><s:restriction base="s:string"><s:pattern value="\\w+" /><s:maxLength value="20" /><s:minLength value="1" /></s:restriction></s:simpleType>
      <s:simpleType name="Short"><s:restriction base="tns:Word"><s:pattern value="[a-z]+" /><s:maxLength value="5" /><s:minLength value="0" /></s:restriction></s:simpleType>
      <s:simpleType name="Small"><s:restriction base="s:int"><s:minInclusive value="0" /><s:maxInclusive value="100" /></s:restriction></s:simpleType>
      <s:simpleType name="Smaller"><s:restriction base="tns:Small"><s:maxInclusive value="10" /></s:restriction></s:simpleType>`),
    ).toEqual([
      {
        kind: "simple",
        name: name("Word"),
        base: "string",
        facets: { patterns: ["\\w+"], maxLength: 20, minLength: 1 },
      },
      {
        kind: "simple",
        name: name("Short"),
        base: "string",
        facets: { patterns: ["\\w+", "[a-z]+"], maxLength: 5, minLength: 1 },
      },
      {
        kind: "simple",
        name: name("Small"),
        base: "int",
        facets: { minInclusive: "0", maxInclusive: "100" },
      },
      {
        kind: "simple",
        name: name("Smaller"),
        base: "int",
        facets: { minInclusive: "0", maxInclusive: "10" },
      },
    ]);
  });

  it("reads a restriction of an enum as an enum of the values that remain, and one with an inline base", async () => {
    expect(
      await simpleTypes(`
      <s:simpleType name="Size"><s:restriction base="s:string"><s:enumeration value="S" /><s:enumeration value="M" /><s:enumeration value="L" /></s:restriction></s:simpleType>
      <s:simpleType name="Small"><s:restriction base="tns:Size"><s:enumeration value="S" /></s:restriction></s:simpleType>
      <s:simpleType name="Same"><s:restriction base="tns:Size" /></s:simpleType>
      <s:simpleType name="Inline"><s:restriction><s:simpleType><s:restriction base="s:string"><s:maxLength value="9" /></s:restriction></s:simpleType><s:minLength value="1" /></s:restriction></s:simpleType>`),
    ).toEqual([
      { kind: "enum", name: name("Size"), base: "string", values: ["S", "M", "L"] },
      { kind: "enum", name: name("Small"), base: "string", values: ["S"] },
      { kind: "enum", name: name("Same"), base: "string", values: ["S", "M", "L"] },
      {
        kind: "simple",
        name: name("Inline"),
        base: "string",
        facets: { maxLength: 9, minLength: 1 },
      },
    ]);
  });

  it("refuses a restriction of a complex type, a chain that leads back to itself, and an unknown facet", async () => {
    const complexBase = asmxWsdl({
      schema: `<s:complexType name="C" /><s:simpleType name="S"><s:restriction base="tns:C" /></s:simpleType>`,
    });
    await expectFixtureError(
      complexBase,
      '<s:restriction base="tns:C"',
      "simple type S restricts tns:C, a complex type: expected a simple type or a built-in type",
    );
    const cycle = asmxWsdl({
      schema: `<s:simpleType name="A"><s:restriction base="tns:B" /></s:simpleType><s:simpleType name="B"><s:restriction base="tns:A" /></s:simpleType>`,
    });
    await expectFixtureError(
      cycle,
      '<s:restriction base="tns:A"',
      "simple type B derives from itself: expected a chain of restrictions that ends in a built-in type",
    );
    const facet = asmxWsdl({
      schema: `<s:simpleType name="F"><s:restriction base="s:string"><s:assertion test="true()" /></s:restriction></s:simpleType>`,
    });
    await expectFixtureError(
      facet,
      "<s:assertion",
      "<s:assertion> in the restriction of a simple type is not supported: expected the facets of XML Schema 1.0 (xs:enumeration, xs:pattern, xs:length, ...)",
    );
  });

  it("refuses a simple type that is no restriction, list or union", async () => {
    const extension = asmxWsdl({
      schema: `<s:simpleType name="E"><s:extension base="s:string" /></s:simpleType>`,
    });
    await expectFixtureError(
      extension,
      '<s:extension base="s:string"',
      "<s:extension> in simple type E is not supported: a simple type is an xs:restriction, xs:list or xs:union (text with attributes is a complexType with xs:simpleContent)",
    );
    const empty = asmxWsdl({ schema: `<s:simpleType name="N" />` });
    await expectFixtureError(
      empty,
      '<s:simpleType name="N"',
      "simple type N has no derivation: expected xs:restriction, xs:list or xs:union",
    );
  });
});

describe("lists and unions", () => {
  it("reads lists of a built-in, of a named type and of an inline type (ASMX's [Flags] enums), and restrictions of lists", async () => {
    expect(
      await simpleTypes(`
      <s:simpleType name="Numbers"><s:list itemType="s:int" /></s:simpleType>
      <s:simpleType name="Day"><s:restriction base="s:string"><s:enumeration value="Mon" /></s:restriction></s:simpleType>
      <s:simpleType name="Days"><s:list itemType="tns:Day" /></s:simpleType>
      <s:simpleType name="Flags">
        <s:list><s:simpleType><s:restriction base="s:string"><s:enumeration value="Read" /><s:enumeration value="Write" /></s:restriction></s:simpleType></s:list>
      </s:simpleType>
      <s:simpleType name="FewNumbers"><s:restriction base="tns:Numbers"><s:maxLength value="3" /><s:pattern value="\\d+( \\d+)*" /></s:restriction></s:simpleType>`),
    ).toEqual([
      { kind: "list", name: name("Numbers"), item: builtin("int") },
      { kind: "enum", name: name("Day"), base: "string", values: ["Mon"] },
      { kind: "list", name: name("Days"), item: named("Day") },
      { kind: "list", name: name("Flags"), item: named("Flags/item") },
      { kind: "list", name: name("FewNumbers"), item: builtin("int"), facets: { maxLength: 3 } },
      {
        kind: "enum",
        name: name("Flags/item"),
        anonymous: true,
        base: "string",
        values: ["Read", "Write"],
      },
    ]);
  });

  it("reads unions of member types and inline members, in order", async () => {
    const { types, model } = await typesOf(`
      <s:simpleType name="Size"><s:restriction base="s:string"><s:enumeration value="Big" /></s:restriction></s:simpleType>
      <s:simpleType name="SizeOrNumber">
        <s:union memberTypes="tns:Size s:int">
          <s:simpleType><s:restriction base="s:decimal"><s:minInclusive value="0" /></s:restriction></s:simpleType>
          <s:simpleType><s:list itemType="s:int" /></s:simpleType>
        </s:union>
      </s:simpleType>`);
    expect(types).toEqual([
      { kind: "enum", name: name("Size"), base: "string", values: ["Big"] },
      {
        kind: "union",
        name: name("SizeOrNumber"),
        members: [named("Size"), builtin("int"), named("SizeOrNumber/1"), named("SizeOrNumber/2")],
      },
      {
        kind: "simple",
        name: name("SizeOrNumber/1"),
        anonymous: true,
        base: "decimal",
        facets: { minInclusive: "0" },
      },
      { kind: "list", name: name("SizeOrNumber/2"), anonymous: true, item: builtin("int") },
    ]);
    expect(model.types.find((t) => t.name.local === "SizeOrNumber")).toMatchObject({
      kind: "union",
      members: [{ id: `{${TNS}}Size` }, { xsd: "int" }, {}, {}],
    });
  });

  it("refuses a list without an item type and a union without members", async () => {
    const list = asmxWsdl({ schema: `<s:simpleType name="L"><s:list /></s:simpleType>` });
    await expectFixtureError(
      list,
      "<s:list />",
      "the list of simple type L names no item type: expected itemType= or an inline xs:simpleType",
    );
    const union = asmxWsdl({ schema: `<s:simpleType name="U"><s:union /></s:simpleType>` });
    await expectFixtureError(
      union,
      "<s:union />",
      "the union of simple type U has no members: expected memberTypes= or inline xs:simpleType members",
    );
  });
});
