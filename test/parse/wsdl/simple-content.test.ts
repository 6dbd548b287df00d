/** simpleContent: text of a simple type beside attributes, derived from simple types or from complex types with simple content. */
import { describe, expect, it } from "vitest";
import { asmxWsdl, builtin, expectFixtureError, named, TNS } from "./asmx-fixture.ts";
import { attribute, complex, typesOf } from "./schema-fixture.ts";

describe("simple content", () => {
  it("reads an extension of a built-in or a simple type as text of that type beside the attributes", async () => {
    const { types, model } = await typesOf(`
      <s:complexType name="Money">
        <s:simpleContent><s:extension base="s:decimal"><s:attribute name="currency" type="s:string" use="required" /></s:extension></s:simpleContent>
      </s:complexType>
      <s:simpleType name="Code"><s:restriction base="s:string"><s:maxLength value="3" /></s:restriction></s:simpleType>
      <s:complexType name="Coded"><s:simpleContent><s:extension base="tns:Code" /></s:simpleContent></s:complexType>`);
    expect(types).toEqual([
      complex("Money", [], {
        text: builtin("decimal"),
        attributes: [attribute("currency", builtin("string"), { required: true })],
      }),
      {
        kind: "simple",
        name: { namespace: TNS, local: "Code" },
        base: "string",
        facets: { maxLength: 3 },
      },
      complex("Coded", [], { text: named("Code") }),
    ]);
    expect(model.types.find((t) => t.name.local === "Money")).toMatchObject({
      text: { kind: "builtin", xsd: "decimal" },
    });
  });

  it("reads a derivation of a complex type with simple content: that type is the base, its text type the text's", async () => {
    const { types } = await typesOf(`
      <s:complexType name="Amount"><s:simpleContent><s:extension base="s:decimal"><s:attribute name="unit" type="s:string" /></s:extension></s:simpleContent></s:complexType>
      <s:complexType name="Price"><s:simpleContent><s:extension base="tns:Amount"><s:attribute name="tax" type="s:boolean" /></s:extension></s:simpleContent></s:complexType>
      <s:complexType name="NetPrice"><s:simpleContent><s:restriction base="tns:Price"><s:minInclusive value="0" /></s:restriction></s:simpleContent></s:complexType>`);
    expect(types).toEqual([
      complex("Amount", [], {
        text: builtin("decimal"),
        attributes: [attribute("unit", builtin("string"))],
      }),
      complex("Price", [], {
        base: named("Amount"),
        derivation: "extension",
        text: builtin("decimal"),
        attributes: [attribute("tax", builtin("boolean"))],
      }),
      complex("NetPrice", [], {
        base: named("Price"),
        derivation: "restriction",
        text: builtin("decimal"),
      }),
    ]);
  });

  it("refuses simple content derived from a complex type without it", async () => {
    const wsdl = asmxWsdl({
      schema: `<s:complexType name="Box"><s:sequence /></s:complexType>
      <s:complexType name="Label"><s:simpleContent><s:extension base="tns:Box" /></s:simpleContent></s:complexType>`,
    });
    await expectFixtureError(
      wsdl,
      '<s:extension base="tns:Box"',
      "simple content derives from the complex type Box, which has none: expected a simple type, or a complex type with xs:simpleContent",
    );
  });
});
