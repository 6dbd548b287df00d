/** complexType content: compositors, extension, arrays, attributes, references, recursion. */
import { describe, expect, it } from "vitest";
import { asmxWsdl, builtin, expectFixtureError, field, named, readFixture, TNS, withoutLocs } from "./asmx-fixture.ts";

const OTHER_NS = "http://example.org/other/";

async function typesOf(schema: string, types = "") {
  const { draft, model } = await readFixture(asmxWsdl({ schema, types }));
  return { types: withoutLocs(draft.types), model };
}

const complex = (local: string, fields: ReturnType<typeof field>[], more: object = {}) => ({
  kind: "complex",
  name: { namespace: TNS, local },
  compositor: "sequence",
  fields,
  attributes: [],
  abstract: false,
  ...more,
});

describe("compositors", () => {
  it("reads sequence, all and choice with each element's occurrence, in order", async () => {
    const { types } = await typesOf(`
      <s:complexType name="Seq">
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="1" name="B" type="s:string" />
          <s:element name="A" type="s:int" />
        </s:sequence>
      </s:complexType>
      <s:complexType name="All">
        <s:all><s:element minOccurs="0" name="X" type="s:boolean" /></s:all>
      </s:complexType>
      <s:complexType name="Pick">
        <s:choice minOccurs="1" maxOccurs="1">
          <s:element name="P" type="s:string" />
          <s:element name="Q" type="s:int" />
        </s:choice>
      </s:complexType>
      <s:complexType name="Empty" />`);
    expect(types).toEqual([
      complex("Seq", [field("B", builtin("string"), { minOccurs: 0 }), field("A", builtin("int"))]),
      complex("All", [field("X", builtin("boolean"), { minOccurs: 0 })], { compositor: "all" }),
      complex("Pick", [field("P", builtin("string")), field("Q", builtin("int"))], { compositor: "choice" }),
      complex("Empty", []),
    ]);
  });

  it("flattens plain nested sequences", async () => {
    const { types } = await typesOf(`
      <s:complexType name="Nested">
        <s:sequence>
          <s:element name="A" type="s:int" />
          <s:sequence><s:element name="B" type="s:int" /><s:sequence><s:element name="C" type="s:int" /></s:sequence></s:sequence>
        </s:sequence>
      </s:complexType>`);
    expect(types).toEqual([complex("Nested", [field("A", builtin("int")), field("B", builtin("int")), field("C", builtin("int"))])]);
  });

  it("refuses a choice nested in a sequence", async () => {
    const wsdl = asmxWsdl({
      schema: `<s:complexType name="Mixed"><s:sequence><s:choice><s:element name="A" type="s:int" /></s:choice></s:sequence></s:complexType>`,
    });
    await expectFixtureError(wsdl, "<s:choice>", "<s:choice> inside <s:sequence> is not supported: the generator reads elements and plain nested sequences there");
  });

  it("refuses a repeated nested sequence", async () => {
    const wsdl = asmxWsdl({
      schema: `<s:complexType name="Rep"><s:sequence><s:sequence maxOccurs="unbounded"><s:element name="A" type="s:int" /></s:sequence></s:sequence></s:complexType>`,
    });
    await expectFixtureError(
      wsdl,
      '<s:sequence maxOccurs="unbounded">',
      '<s:sequence maxOccurs="unbounded"> is not supported: the generator reads compositors that occur once; put the occurrence on the elements',
    );
  });

  it("refuses xs:any, group references and mixed content", async () => {
    const any = asmxWsdl({ schema: `<s:complexType name="Open"><s:sequence><s:any /></s:sequence></s:complexType>` });
    await expectFixtureError(any, "<s:any />", "<s:any> inside <s:sequence> is not supported: declare the elements the content may hold");
    const group = asmxWsdl({ schema: `<s:complexType name="G"><s:group ref="tns:Shared" /></s:complexType>` });
    await expectFixtureError(group, "<s:group", "<s:group> is not supported: write the group's elements into the type");
    const attributeGroup = asmxWsdl({ schema: `<s:complexType name="AG"><s:sequence /><s:attributeGroup ref="tns:Shared" /></s:complexType>` });
    await expectFixtureError(attributeGroup, "<s:attributeGroup", "<s:attributeGroup> is not supported: write the group's attributes into the type");
    const mixed = asmxWsdl({ schema: `<s:complexType name="M" mixed="true"><s:sequence /></s:complexType>` });
    await expectFixtureError(mixed, '<s:complexType name="M"', 'mixed content (<s:complexType mixed="true">) is not supported: hold the text in an element');
    const simpleContent = asmxWsdl({
      schema: `<s:complexType name="T"><s:simpleContent><s:extension base="s:string" /></s:simpleContent></s:complexType>`,
    });
    await expectFixtureError(simpleContent, "<s:simpleContent>", "<s:simpleContent> is not supported: hold the text in an element of a sequence");
  });
});

describe("elements", () => {
  it("reads ArrayOf* wrappers (unbounded, nillable item), which the model marks as arrays", async () => {
    const { types, model } = await typesOf(`
      <s:complexType name="ArrayOfString">
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="unbounded" name="string" nillable="true" type="s:string" />
        </s:sequence>
      </s:complexType>`);
    const item = field("string", builtin("string"), { minOccurs: 0, maxOccurs: null, nillable: true });
    expect(types).toEqual([complex("ArrayOfString", [item])]);
    expect(model.types.find((t) => t.name.local === "ArrayOfString")).toMatchObject({ arrayItem: { xmlName: "string", maxOccurs: null } });
  });

  it("reads an element without a type as xsd:anyType, and nillable", async () => {
    const { types } = await typesOf(`
      <s:complexType name="ArrayOfAnyType">
        <s:sequence><s:element minOccurs="0" maxOccurs="unbounded" name="anyType" nillable="true" /></s:sequence>
      </s:complexType>
      <s:complexType name="Holder">
        <s:sequence><s:element minOccurs="1" maxOccurs="1" name="When" nillable="true" type="s:dateTime" /></s:sequence>
      </s:complexType>`);
    expect(types).toEqual([
      complex("ArrayOfAnyType", [field("anyType", builtin("anyType"), { minOccurs: 0, maxOccurs: null, nillable: true })]),
      complex("Holder", [field("When", builtin("dateTime"), { nillable: true })]),
    ]);
  });

  it("reads ref= to a global element: its name, namespace, type and nillability, the reference's occurrence", async () => {
    const { types } = await typesOf(
      `<s:complexType name="UsesRef" xmlns:o="${OTHER_NS}">
        <s:sequence><s:element minOccurs="0" maxOccurs="unbounded" ref="o:Code" /></s:sequence>
      </s:complexType>`,
      `<s:schema targetNamespace="${OTHER_NS}"><s:element name="Code" nillable="true" type="s:int" /></s:schema>`,
    );
    expect(types).toEqual([complex("UsesRef", [field("Code", builtin("int"), { namespace: OTHER_NS, minOccurs: 0, maxOccurs: null, nillable: true })])]);
  });

  it("qualifies local elements by elementFormDefault, and by form=", async () => {
    const { types } = await typesOf(
      "",
      `<s:schema targetNamespace="${OTHER_NS}" xmlns:o="${OTHER_NS}">
        <s:complexType name="Local">
          <s:sequence>
            <s:element name="Plain" type="s:int" />
            <s:element form="qualified" name="Qualified" type="s:int" />
          </s:sequence>
        </s:complexType>
      </s:schema>`,
    );
    expect(types).toEqual([
      {
        ...complex("Local", [field("Plain", builtin("int"), { namespace: "" }), field("Qualified", builtin("int"), { namespace: OTHER_NS })]),
        name: { namespace: OTHER_NS, local: "Local" },
      },
    ]);
  });

  it("reads a type that refers to itself, directly and through an array", async () => {
    const { types, model } = await typesOf(`
      <s:complexType name="Node">
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="1" name="Parent" type="tns:Node" />
          <s:element minOccurs="0" maxOccurs="1" name="Children" type="tns:ArrayOfNode" />
        </s:sequence>
      </s:complexType>
      <s:complexType name="ArrayOfNode">
        <s:sequence><s:element minOccurs="0" maxOccurs="unbounded" name="Node" nillable="true" type="tns:Node" /></s:sequence>
      </s:complexType>`);
    expect(types).toEqual([
      complex("Node", [field("Parent", named("Node"), { minOccurs: 0 }), field("Children", named("ArrayOfNode"), { minOccurs: 0 })]),
      complex("ArrayOfNode", [field("Node", named("Node"), { minOccurs: 0, maxOccurs: null, nillable: true })]),
    ]);
    expect(model.types.map((t) => t.id)).toEqual([`{${TNS}}ArrayOfNode`, `{${TNS}}Node`]);
  });

  it("refuses an anonymous complex type outside the operation wrappers", async () => {
    const wsdl = asmxWsdl({
      schema: `<s:complexType name="Outer"><s:sequence><s:element name="Inner"><s:complexType /></s:element></s:sequence></s:complexType>`,
    });
    await expectFixtureError(
      wsdl,
      "<s:complexType />",
      "the anonymous complex type of element Inner is not supported: declare a named complexType and refer to it with type=",
    );
  });

  it("names the unresolved type and what was expected", async () => {
    const wsdl = asmxWsdl({ schema: `<s:complexType name="T"><s:sequence><s:element name="X" type="tns:Missing" /></s:sequence></s:complexType>` });
    await expectFixtureError(
      wsdl,
      '<s:element name="X"',
      `unresolved type tns:Missing in element X: expected a complexType or simpleType named Missing in namespace ${TNS}`,
    );
  });

  it("names the unresolved element of a ref=", async () => {
    const wsdl = asmxWsdl({ schema: `<s:complexType name="T"><s:sequence><s:element ref="tns:Gone" /></s:sequence></s:complexType>` });
    await expectFixtureError(
      wsdl,
      '<s:element ref="tns:Gone"',
      `unresolved element tns:Gone in an element reference: expected a global element named Gone in namespace ${TNS}`,
    );
  });

  it("refuses substitution groups", async () => {
    const wsdl = asmxWsdl({ schema: `<s:element name="Head" type="s:string" /><s:element name="Member" substitutionGroup="tns:Head" type="s:string" />` });
    await expectFixtureError(
      wsdl,
      '<s:element name="Member"',
      'the substitution group of element Member (substitutionGroup="tns:Head") is not supported: name the elements in the content model',
    );
  });
});

describe("extension", () => {
  it("reads complexContent/extension as the base plus the type's own fields; abstract types", async () => {
    const { types, model } = await typesOf(`
      <s:complexType name="Person" abstract="true">
        <s:sequence><s:element minOccurs="1" maxOccurs="1" name="Id" type="s:int" /></s:sequence>
      </s:complexType>
      <s:complexType name="Student">
        <s:complexContent mixed="false">
          <s:extension base="tns:Person">
            <s:sequence><s:element minOccurs="0" maxOccurs="1" name="Grade" type="s:string" /></s:sequence>
            <s:attribute name="code" type="s:string" />
          </s:extension>
        </s:complexContent>
      </s:complexType>`);
    expect(types).toEqual([
      complex("Person", [field("Id", builtin("int"))], { abstract: true }),
      complex("Student", [field("Grade", builtin("string"), { minOccurs: 0 })], {
        base: named("Person"),
        attributes: [{ xmlName: "code", namespace: "", type: builtin("string"), required: false }],
      }),
    ]);
    expect(model.types.find((t) => t.name.local === "Student")).toMatchObject({ base: { kind: "named", id: `{${TNS}}Person` } });
  });

  it("refuses SOAP-encoded arrays (complexContent restriction of soapenc:Array)", async () => {
    const wsdl = asmxWsdl({
      schema: `
      <s:complexType name="ArrayOfInt" xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/">
        <s:complexContent>
          <s:restriction base="soapenc:Array"><s:attribute ref="soapenc:arrayType" /></s:restriction>
        </s:complexContent>
      </s:complexType>`,
    });
    await expectFixtureError(
      wsdl,
      '<s:restriction base="soapenc:Array">',
      'a SOAP-encoded array (complexContent restriction of soapenc:Array) is not supported: declare the array as a sequence of one element with maxOccurs="unbounded"',
    );
  });

  it("refuses other complexContent restrictions", async () => {
    const wsdl = asmxWsdl({
      schema: `<s:complexType name="B" /><s:complexType name="R"><s:complexContent><s:restriction base="tns:B" /></s:complexContent></s:complexType>`,
    });
    await expectFixtureError(wsdl, '<s:restriction base="tns:B"', "<s:restriction> of a complex type is not supported: derive complex types by xs:extension");
  });
});

describe("attributes", () => {
  it("reads name, type, use=required; no type is text; anyAttribute is ignored", async () => {
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
          { xmlName: "id", namespace: "", type: builtin("int"), required: true },
          { xmlName: "note", namespace: "", type: builtin("string"), required: false },
        ],
      }),
    ]);
  });

  it("qualifies attributes by attributeFormDefault", async () => {
    const { types } = await typesOf(
      "",
      `<s:schema targetNamespace="${OTHER_NS}" attributeFormDefault="qualified">
        <s:complexType name="Q"><s:attribute name="a" type="s:string" /></s:complexType>
      </s:schema>`,
    );
    expect(types).toEqual([
      {
        ...complex("Q", [], { attributes: [{ xmlName: "a", namespace: OTHER_NS, type: builtin("string"), required: false }] }),
        name: { namespace: OTHER_NS, local: "Q" },
      },
    ]);
  });

  it("refuses attribute references", async () => {
    const wsdl = asmxWsdl({ schema: `<s:complexType name="L"><s:attribute ref="xml:lang" /></s:complexType>` });
    await expectFixtureError(wsdl, '<s:attribute ref="xml:lang"', 'the attribute reference ref="xml:lang" is not supported: declare the attribute with name= and type=');
  });
});
