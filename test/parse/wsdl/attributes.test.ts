/** Attributes: declarations, references to global attributes, attribute groups, value constraints, wildcards. */
import { describe, expect, it } from "vitest";
import { XML_NS } from "../../../generator/parse/wsdl/namespaces.ts";
import { asmxWsdl, builtin, expectFixtureError, named, TNS } from "./asmx-fixture.ts";
import { attribute, complex, OTHER_NS, typesOf } from "./schema-fixture.ts";

describe("attributes", () => {
  it("reads name, type and use=required; an attribute without a type is xsd:anySimpleType; anyAttribute", async () => {
    const { types } = await typesOf(`
      <s:complexType name="Tagged">
        <s:sequence />
        <s:attribute name="id" type="s:int" use="required" />
        <s:attribute name="note" />
        <s:anyAttribute />
      </s:complexType>`);
    expect(types).toEqual([
      complex("Tagged", [], {
        attributes: [
          attribute("id", builtin("int"), { required: true }),
          attribute("note", builtin("anySimpleType")),
        ],
        anyAttribute: true,
      }),
    ]);
  });

  it("reads default= and fixed=, and names prohibited attributes apart (a restriction leaves them out of its base's)", async () => {
    const { types } = await typesOf(`
      <s:complexType name="Valued">
        <s:attribute name="unit" type="s:string" default="cm" />
        <s:attribute name="version" type="s:string" fixed="2" />
        <s:attribute name="legacy" type="s:string" use="prohibited" />
      </s:complexType>`);
    expect(types).toEqual([
      complex("Valued", [], {
        attributes: [
          attribute("unit", builtin("string"), { default: "cm" }),
          attribute("version", builtin("string"), { fixed: "2" }),
        ],
        prohibitedAttributes: ["legacy"],
      }),
    ]);
  });

  it("qualifies attributes by attributeFormDefault, and by form=", async () => {
    const { types } = await typesOf(
      "",
      `<s:schema targetNamespace="${OTHER_NS}" attributeFormDefault="qualified">
        <s:complexType name="Q"><s:attribute name="a" type="s:string" /><s:attribute name="b" form="unqualified" type="s:string" /></s:complexType>
      </s:schema>`,
    );
    expect(types).toEqual([
      {
        ...complex("Q", [], {
          attributes: [
            attribute("a", builtin("string"), { namespace: OTHER_NS }),
            attribute("b", builtin("string")),
          ],
        }),
        name: { namespace: OTHER_NS, local: "Q" },
      },
    ]);
  });

  it("reads ref= to a global attribute: its name, namespace and type; the reference's use and value constraint", async () => {
    const { types } = await typesOf(
      `<s:complexType name="Refs" xmlns:o="${OTHER_NS}">
        <s:attribute ref="o:lang" use="required" />
        <s:attribute ref="o:level" default="3" />
        <s:attribute ref="xml:lang" />
      </s:complexType>`,
      `<s:schema targetNamespace="${OTHER_NS}">
        <s:attribute name="lang" type="s:language" />
        <s:attribute name="level" type="s:int" fixed="1" />
      </s:schema>`,
    );
    expect(types).toEqual([
      complex("Refs", [], {
        attributes: [
          attribute("lang", builtin("language"), { namespace: OTHER_NS, required: true }),
          attribute("level", builtin("int"), { namespace: OTHER_NS, default: "3" }),
          attribute("lang", builtin("language"), { namespace: XML_NS }),
        ],
      }),
    ]);
  });

  it("inlines attribute groups where they are referenced, nested ones too", async () => {
    const { types } = await typesOf(`
      <s:attributeGroup name="Audit"><s:attribute name="by" type="s:string" /><s:attributeGroup ref="tns:Stamp" /></s:attributeGroup>
      <s:attributeGroup name="Stamp"><s:attribute name="at" type="s:dateTime" /><s:anyAttribute /></s:attributeGroup>
      <s:complexType name="Audited">
        <s:sequence />
        <s:attribute name="id" type="s:int" />
        <s:attributeGroup ref="tns:Audit" />
      </s:complexType>`);
    expect(types).toEqual([
      complex("Audited", [], {
        attributes: [
          attribute("id", builtin("int")),
          attribute("by", builtin("string")),
          attribute("at", builtin("dateTime")),
        ],
        anyAttribute: true,
      }),
    ]);
  });

  it("names an unresolved attribute or attribute group, and refuses a group that contains itself", async () => {
    const attributeRef = asmxWsdl({
      schema: `<s:complexType name="A"><s:attribute ref="tns:gone" /></s:complexType>`,
    });
    await expectFixtureError(
      attributeRef,
      '<s:attribute ref="tns:gone"',
      `unresolved attribute tns:gone in an attribute reference: expected a global attribute named gone in namespace ${TNS}`,
    );
    const groupRef = asmxWsdl({
      schema: `<s:complexType name="G"><s:attributeGroup ref="tns:Gone" /></s:complexType>`,
    });
    await expectFixtureError(
      groupRef,
      '<s:attributeGroup ref="tns:Gone"',
      `unresolved attribute group tns:Gone in an attribute group reference: expected an attributeGroup named Gone in namespace ${TNS}`,
    );
    const cycle = asmxWsdl({
      schema: `<s:attributeGroup name="Loop"><s:attributeGroup ref="tns:Loop" /></s:attributeGroup><s:complexType name="C"><s:attributeGroup ref="tns:Loop" /></s:complexType>`,
    });
    await expectFixtureError(
      cycle,
      '<s:attributeGroup ref="tns:Loop" /></s:attributeGroup>',
      "attribute group Loop contains itself: expected groups that nest without a cycle",
    );
  });

  it("reads an attribute's inline simple type as an anonymous type named after the attribute", async () => {
    const { types } = await typesOf(`
      <s:complexType name="Sized">
        <s:attribute name="size"><s:simpleType><s:restriction base="s:string"><s:enumeration value="S" /><s:enumeration value="L" /></s:restriction></s:simpleType></s:attribute>
      </s:complexType>`);
    expect(types).toEqual([
      complex("Sized", [], { attributes: [attribute("size", named("Sized/@size"))] }),
      {
        kind: "enum",
        name: { namespace: TNS, local: "Sized/@size" },
        anonymous: true,
        base: "string",
        values: ["S", "L"],
      },
    ]);
  });
});
