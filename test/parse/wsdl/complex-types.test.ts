/** complexType: elements and references, substitution groups, extension and restriction, mixed content, recursion. */
import { describe, expect, it } from "vitest";
import {
  asmxWsdl,
  builtin,
  expectFixtureError,
  field,
  named,
  readFixture,
  TNS,
  withoutLocs,
} from "./asmx-fixture.ts";
import { buildServiceModel } from "../../../generator/model/build-service-model.ts";
import { attribute, complex, OTHER_NS, typesOf } from "./schema-fixture.ts";

describe("elements", () => {
  it("reads ArrayOf* wrappers (unbounded, nillable item), which the model marks as arrays", async () => {
    const { types, model } = await typesOf(`
      <s:complexType name="ArrayOfString">
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="unbounded" name="string" nillable="true" type="s:string" />
        </s:sequence>
      </s:complexType>`);
    const item = field("string", builtin("string"), {
      minOccurs: 0,
      maxOccurs: null,
      nillable: true,
    });
    expect(types).toEqual([complex("ArrayOfString", [item])]);
    expect(model.types.find((t) => t.name.local === "ArrayOfString")).toMatchObject({
      arrayItem: { xmlName: "string", maxOccurs: null },
    });
  });

  it("reads an element's and an attribute's name with white space collapsed, as xs:NCName is (EVacSyncService's `ResultCode `)", async () => {
    const { types } = await typesOf(`
      <s:complexType name="Result">
        <s:sequence><s:element name="ResultCode " type="s:int" /></s:sequence>
        <s:attribute name=" kind" type="s:string" />
      </s:complexType>`);
    expect(types).toEqual([
      complex("Result", [field("ResultCode", builtin("int"))], {
        attributes: [attribute("kind", builtin("string"))],
      }),
    ]);
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
      complex("ArrayOfAnyType", [
        field("anyType", builtin("anyType"), { minOccurs: 0, maxOccurs: null, nillable: true }),
      ]),
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
    expect(types).toEqual([
      complex("UsesRef", [
        field("Code", builtin("int"), {
          namespace: OTHER_NS,
          minOccurs: 0,
          maxOccurs: null,
          nillable: true,
        }),
      ]),
    ]);
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
        ...complex("Local", [
          field("Plain", builtin("int"), { namespace: "" }),
          field("Qualified", builtin("int"), { namespace: OTHER_NS }),
        ]),
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
      complex("Node", [
        field("Parent", named("Node"), { minOccurs: 0 }),
        field("Children", named("ArrayOfNode"), { minOccurs: 0 }),
      ]),
      complex("ArrayOfNode", [
        field("Node", named("Node"), { minOccurs: 0, maxOccurs: null, nillable: true }),
      ]),
    ]);
    expect(model.types.map((t) => t.id)).toEqual([`{${TNS}}ArrayOfNode`, `{${TNS}}Node`]);
  });

  it("names the unresolved type and what was expected", async () => {
    const wsdl = asmxWsdl({
      schema: `<s:complexType name="T"><s:sequence><s:element name="X" type="tns:Missing" /></s:sequence></s:complexType>`,
    });
    await expectFixtureError(
      wsdl,
      '<s:element name="X"',
      `unresolved type tns:Missing in element X: expected a complexType or simpleType named Missing in namespace ${TNS}`,
    );
  });

  it("names the unresolved element of a ref=", async () => {
    const wsdl = asmxWsdl({
      schema: `<s:complexType name="T"><s:sequence><s:element ref="tns:Gone" /></s:sequence></s:complexType>`,
    });
    await expectFixtureError(
      wsdl,
      '<s:element ref="tns:Gone"',
      `unresolved element tns:Gone in an element reference: expected a global element named Gone in namespace ${TNS}`,
    );
  });

  it("reads the members of a substitution group as elements (one without a type has its head's); a reference to the head is the head", async () => {
    const { draft } = await readFixture(
      asmxWsdl({
        schema: `
      <s:element name="Head" type="s:string" abstract="true" />
      <s:element name="Member" substitutionGroup="tns:Head" type="s:string" />
      <s:element name="Untyped" substitutionGroup="tns:Member" />
      <s:complexType name="Uses"><s:sequence><s:element ref="tns:Head" /><s:element ref="tns:Untyped" /></s:sequence></s:complexType>`,
      }),
    );
    expect(withoutLocs(draft.types)).toEqual([
      complex("Uses", [field("Head", builtin("string")), field("Untyped", builtin("string"))]),
    ]);
    expect(draft.elements.map((e) => e.name.local)).toEqual(["Head", "Member"]);
  });
});

describe("complexContent", () => {
  it("reads an extension as the base plus the type's own fields; abstract types", async () => {
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
        derivation: "extension",
        attributes: [attribute("code", builtin("string"))],
      }),
    ]);
    expect(model.types.find((t) => t.name.local === "Student")).toMatchObject({
      base: { kind: "named", id: `{${TNS}}Person` },
      derivation: "extension",
    });
    expect(model.types.find((t) => t.name.local === "Person")).toMatchObject({
      derived: [`{${TNS}}Student`],
    });
  });

  it("reads a restriction as the restricted base and the whole content it restates; one of xsd:anyType as a plain type", async () => {
    const { types } = await typesOf(`
      <s:complexType name="Range">
        <s:sequence><s:element name="From" type="s:int" minOccurs="0" /><s:element name="To" type="s:int" minOccurs="0" /></s:sequence>
      </s:complexType>
      <s:complexType name="Bounded">
        <s:complexContent>
          <s:restriction base="tns:Range">
            <s:sequence><s:element name="From" type="s:int" /><s:element name="To" type="s:int" /></s:sequence>
          </s:restriction>
        </s:complexContent>
      </s:complexType>
      <s:complexType name="LongForm">
        <s:complexContent><s:restriction base="s:anyType"><s:sequence><s:element name="A" type="s:int" /></s:sequence></s:restriction></s:complexContent>
      </s:complexType>`);
    const optional = { minOccurs: 0 };
    expect(types).toEqual([
      complex("Range", [
        field("From", builtin("int"), optional),
        field("To", builtin("int"), optional),
      ]),
      complex("Bounded", [field("From", builtin("int")), field("To", builtin("int"))], {
        base: named("Range"),
        derivation: "restriction",
      }),
      complex("LongForm", [field("A", builtin("int"))]),
    ]);
  });

  it("reads mixed content, declared on the complexType or on its complexContent", async () => {
    const { types } = await typesOf(`
      <s:complexType name="Note" mixed="true"><s:sequence><s:element name="B" type="s:string" minOccurs="0" /></s:sequence></s:complexType>
      <s:complexType name="Longer"><s:complexContent mixed="true"><s:extension base="tns:Note" /></s:complexContent></s:complexType>
      <s:complexType name="Plain" mixed="true"><s:complexContent mixed="false"><s:extension base="tns:Note" /></s:complexContent></s:complexType>`);
    expect(types).toEqual([
      complex("Note", [field("B", builtin("string"), { minOccurs: 0 })], { mixed: true }),
      complex("Longer", [], { base: named("Note"), derivation: "extension", mixed: true }),
      complex("Plain", [], { base: named("Note"), derivation: "extension" }),
    ]);
  });

  it("reads a SOAP-encoded array (complexContent restriction of soapenc:Array) as an array of its wsdl:arrayType", async () => {
    const encoding = `xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/" xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/"`;
    const { types, model } = await typesOf(`
      <s:complexType name="ArrayOfInt" ${encoding}>
        <s:complexContent>
          <s:restriction base="soapenc:Array"><s:attribute ref="soapenc:arrayType" wsdl:arrayType="s:int[]" /></s:restriction>
        </s:complexContent>
      </s:complexType>
      <s:complexType name="Items" ${encoding}>
        <s:complexContent>
          <s:restriction base="soapenc:Array">
            <s:sequence><s:element name="x" type="tns:ArrayOfInt" maxOccurs="unbounded" /></s:sequence>
          </s:restriction>
        </s:complexContent>
      </s:complexType>
      <s:complexType name="Anything" ${encoding}>
        <s:complexContent><s:restriction base="soapenc:Array" /></s:complexContent>
      </s:complexType>`);
    const item = (type: ReturnType<typeof builtin> | ReturnType<typeof named>) =>
      field("item", type, { namespace: "", minOccurs: 0, maxOccurs: null, nillable: true });
    expect(types).toEqual([
      complex("ArrayOfInt", [item(builtin("int"))], { encodedArray: true }),
      complex("Items", [item(named("ArrayOfInt"))], { encodedArray: true }),
      complex("Anything", [item(builtin("anyType"))], { encodedArray: true }),
    ]);
    expect(model.types.find((t) => t.name.local === "ArrayOfInt")).toMatchObject({
      arrayItem: { xmlName: "item", namespace: "", maxOccurs: null, nillable: true },
      encodedArray: true,
    });
  });

  it("leaves out a SOAP-encoded array nothing uses (ASMX's HTTP GET/POST half declares one), with a warning, and keeps one an operation uses", async () => {
    const schema = `
      <s:complexType name="StringArray" xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/">
        <s:complexContent>
          <s:restriction base="soapenc:Array">
            <s:sequence><s:element minOccurs="0" maxOccurs="unbounded" name="String" type="s:string" /></s:sequence>
          </s:restriction>
        </s:complexContent>
      </s:complexType>`;
    const { draft } = await readFixture(asmxWsdl({ schema }));
    const warnings: string[] = [];
    const unused = buildServiceModel(draft, (w) => warnings.push(w.message));
    expect(unused.types).toEqual([]);
    expect(warnings).toEqual([
      "type StringArray is left out: a SOAP-encoded array that nothing uses (as ASMX declares one for its HTTP GET/POST half)",
    ]);
    const used = await readFixture(
      asmxWsdl({ schema, operations: [{ name: "get", result: "tns:StringArray" }] }),
    );
    expect(
      used.model.types.map((t) => [t.name.local, t.kind === "complex" && t.encodedArray]),
    ).toContainEqual(["StringArray", true]);
  });

  it("refuses a SOAP-encoded array of more than one dimension, or of arrays", async () => {
    const schema = (arrayType: string) => `
      <s:complexType name="Grid" xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/" xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">
        <s:complexContent>
          <s:restriction base="soapenc:Array"><s:attribute ref="soapenc:arrayType" wsdl:arrayType="${arrayType}" /></s:restriction>
        </s:complexContent>
      </s:complexType>`;
    const used = { operations: [{ name: "get", result: "tns:Grid" }] };
    for (const arrayType of ["s:int[,]", "s:int[][]"])
      await expectFixtureError(
        asmxWsdl({ schema: schema(arrayType), ...used }),
        '<s:attribute ref="soapenc:arrayType"',
        `type Grid, which operation get, element getResult uses, cannot be read: the SOAP-encoded array type ${arrayType} (an array of arrays, or of more than one dimension) is not supported: declare a one-dimensional array of a named type (tns:Item[]) whose type holds the inner array`,
      );
  });

  it("refuses content a complex type cannot hold, naming it", async () => {
    const empty = asmxWsdl({
      schema: `<s:complexType name="E"><s:complexContent /></s:complexType>`,
    });
    await expectFixtureError(
      empty,
      "<s:complexContent />",
      "<s:complexContent> holds no derivation: expected xs:extension or xs:restriction",
    );
    const simpleBase = asmxWsdl({
      schema: `<s:complexType name="S"><s:complexContent><s:extension base="s:string" /></s:complexContent></s:complexType>`,
    });
    await expectFixtureError(
      simpleBase,
      '<s:extension base="s:string"',
      "the complexContent extension of s:string derives from a simple type: expected a complex type (text beside attributes is xs:simpleContent)",
    );
    const open = asmxWsdl({ schema: `<s:complexType name="O"><s:openContent /></s:complexType>` });
    await expectFixtureError(
      open,
      "<s:openContent />",
      "<s:openContent> in <s:complexType> is not supported: expected xs:sequence, xs:all, xs:choice, xs:group, xs:attribute, xs:attributeGroup or xs:anyAttribute",
    );
  });
});
