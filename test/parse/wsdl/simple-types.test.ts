/** simpleType: enumerations, other restrictions, lists; unions are refused. */
import { describe, expect, it } from "vitest";
import { asmxWsdl, expectFixtureError, readFixture, TNS, withoutLocs } from "./asmx-fixture.ts";

async function typesOf(schema: string) {
  const { draft } = await readFixture(asmxWsdl({ schema }));
  return withoutLocs(draft.types);
}

describe("simple types", () => {
  it("reads a restriction with enumerations as an enum, values in order", async () => {
    expect(
      await typesOf(`
      <s:simpleType name="bt">
        <s:restriction base="s:string">
          <s:enumeration value="Athletics" />
          <s:enumeration value="Academics" />
        </s:restriction>
      </s:simpleType>`),
    ).toEqual([{ kind: "enum", name: { namespace: TNS, local: "bt" }, base: "string", values: ["Athletics", "Academics"] }]);
  });

  it("reads other restrictions as the base type, ignoring facets", async () => {
    expect(
      await typesOf(`
      <s:simpleType name="Code">
        <s:restriction base="s:string"><s:maxLength value="8" /><s:pattern value="[A-Z]+" /></s:restriction>
      </s:simpleType>`),
    ).toEqual([{ kind: "simple", name: { namespace: TNS, local: "Code" }, base: "string", list: false }]);
  });

  it("reads lists by itemType, and ASMX's [Flags] enums (a list of an anonymous restriction)", async () => {
    expect(
      await typesOf(`
      <s:simpleType name="Numbers"><s:list itemType="s:int" /></s:simpleType>
      <s:simpleType name="Days">
        <s:list>
          <s:simpleType>
            <s:restriction base="s:string"><s:enumeration value="Mon" /><s:enumeration value="Tue" /></s:restriction>
          </s:simpleType>
        </s:list>
      </s:simpleType>`),
    ).toEqual([
      { kind: "simple", name: { namespace: TNS, local: "Numbers" }, base: "int", list: true },
      { kind: "simple", name: { namespace: TNS, local: "Days" }, base: "string", list: true },
    ]);
  });

  it("refuses unions", async () => {
    const wsdl = asmxWsdl({ schema: `<s:simpleType name="U"><s:union memberTypes="s:int s:string" /></s:simpleType>` });
    await expectFixtureError(wsdl, "<s:union", "the union simple type U is not supported: declare a restriction of one built-in type");
  });

  it("refuses a restriction of a type that is not built in", async () => {
    const wsdl = asmxWsdl({
      schema: `
      <s:simpleType name="Base"><s:restriction base="s:string" /></s:simpleType>
      <s:simpleType name="Narrow"><s:restriction base="tns:Base" /></s:simpleType>`,
    });
    await expectFixtureError(
      wsdl,
      '<s:restriction base="tns:Base"',
      "a restriction of tns:Base, which is not a built-in type (simple type Narrow) is not supported: restrict a built-in type",
    );
  });
});
