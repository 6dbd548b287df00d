/**
 * Built-in types: every XML Schema 1.0 built-in (also in the namespaces of XML Schema's drafts),
 * guid and char declared by ASMX (http://microsoft.com/wsdl/types/) and WCF (the Serialization
 * namespace), whose schemas are not turned into contract types, and the SOAP encoding's simple
 * types. Other names of those namespaces are refused by name.
 */
import { describe, expect, it } from "vitest";
import { XSD_BUILTINS } from "../../../generator/model/service-model.ts";
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
import { attribute, complex } from "./schema-fixture.ts";

const ASMX_TYPES = `
    <s:schema elementFormDefault="qualified" targetNamespace="http://microsoft.com/wsdl/types/">
      <s:simpleType name="guid">
        <s:restriction base="s:string">
          <s:pattern value="[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}" />
        </s:restriction>
      </s:simpleType>
      <s:simpleType name="char"><s:restriction base="s:unsignedShort" /></s:simpleType>
    </s:schema>`;

const WCF_SERIALIZATION = `
    <xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:tns="http://schemas.microsoft.com/2003/10/Serialization/"
        elementFormDefault="qualified" targetNamespace="http://schemas.microsoft.com/2003/10/Serialization/">
      <xs:element name="guid" nillable="true" type="tns:guid" />
      <xs:simpleType name="guid"><xs:restriction base="xs:string" /></xs:simpleType>
      <xs:element name="char" nillable="true" type="tns:char" />
      <xs:simpleType name="char"><xs:restriction base="xs:int" /></xs:simpleType>
      <xs:simpleType name="duration"><xs:restriction base="xs:duration" /></xs:simpleType>
      <xs:attribute name="Id" type="xs:ID" />
      <xs:attribute name="Ref" type="xs:IDREF" />
    </xs:schema>`;

const XSD_ONLY = XSD_BUILTINS.filter((t) => t !== "guid" && t !== "char");
const SUPPORTED =
  `the generator reads the XML Schema types ${XSD_ONLY.join(", ")}; ` +
  "guid and char of http://microsoft.com/wsdl/types/; guid, char and duration of http://schemas.microsoft.com/2003/10/Serialization/; " +
  "the SOAP encoding's types of the same names as XML Schema's, and soapenc:base64";
const SOAPENC = `xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/"`;

describe("built-in types", () => {
  it("reads every XML Schema built-in the generator knows", async () => {
    const elements = XSD_ONLY.map((t) => `<s:element name="f_${t}" type="s:${t}" />`).join("");
    const { draft } = await readFixture(
      asmxWsdl({
        schema: `<s:complexType name="All"><s:sequence>${elements}</s:sequence></s:complexType>`,
      }),
    );
    expect(withoutLocs(draft.types)).toEqual([
      {
        kind: "complex",
        name: { namespace: TNS, local: "All" },
        compositor: "sequence",
        fields: XSD_ONLY.map((t) => field(`f_${t}`, builtin(t))),
        attributes: [],
        abstract: false,
      },
    ]);
  });

  it("reads guid and char of ASMX's and WCF's namespaces, and WCF's duration, without their schemas' declarations", async () => {
    const schema = `
      <s:import namespace="http://microsoft.com/wsdl/types/" />
      <s:complexType name="Ids" xmlns:s1="http://microsoft.com/wsdl/types/" xmlns:ser="http://schemas.microsoft.com/2003/10/Serialization/">
        <s:sequence>
          <s:element name="AsmxGuid" type="s1:guid" />
          <s:element name="AsmxChar" type="s1:char" />
          <s:element name="WcfGuid" type="ser:guid" />
          <s:element name="WcfChar" type="ser:char" />
          <s:element name="WcfDuration" type="ser:duration" />
        </s:sequence>
      </s:complexType>`;
    const { draft } = await readFixture(
      asmxWsdl({ schema, types: ASMX_TYPES + WCF_SERIALIZATION }),
    );
    expect(withoutLocs(draft.types)).toEqual([
      {
        kind: "complex",
        name: { namespace: TNS, local: "Ids" },
        compositor: "sequence",
        fields: [
          field("AsmxGuid", builtin("guid")),
          field("AsmxChar", builtin("char")),
          field("WcfGuid", builtin("guid")),
          field("WcfChar", builtin("char")),
          field("WcfDuration", builtin("duration")),
        ],
        attributes: [],
        abstract: false,
      },
    ]);
    expect(draft.elements).toEqual([]);
  });

  it("reads the attributes WCF's Serialization schema declares, which an IsReference data contract refers to", async () => {
    const schema = `
      <s:complexType name="Node" xmlns:ser="http://schemas.microsoft.com/2003/10/Serialization/">
        <s:sequence><s:element name="Name" type="s:string" /></s:sequence>
        <s:attribute ref="ser:Id" />
        <s:attribute ref="ser:Ref" />
      </s:complexType>`;
    const { draft } = await readFixture(asmxWsdl({ schema, types: WCF_SERIALIZATION }));
    const SER = "http://schemas.microsoft.com/2003/10/Serialization/";
    expect(withoutLocs(draft.types)).toEqual([
      complex("Node", [field("Name", builtin("string"))], {
        attributes: [
          attribute("Id", builtin("ID"), { namespace: SER }),
          attribute("Ref", builtin("IDREF"), { namespace: SER }),
        ],
      }),
    ]);
    // Only the attributes: the Serialization schema's types and elements stay the built-ins.
    expect(draft.elements).toEqual([]);
  });

  it("refuses other names of the XML Schema namespace, naming the supported ones; guid is not one", async () => {
    const wsdl = asmxWsdl({
      schema: `<s:complexType name="Y"><s:sequence><s:element name="Year" type="s:gYears" /></s:sequence></s:complexType>`,
    });
    await expectFixtureError(
      wsdl,
      '<s:element name="Year"',
      `the built-in type s:gYears of element Year is not supported: ${SUPPORTED}`,
    );
    const guid = asmxWsdl({
      schema: `<s:complexType name="G"><s:sequence><s:element name="Id" type="s:guid" /></s:sequence></s:complexType>`,
    });
    await expectFixtureError(
      guid,
      '<s:element name="Id"',
      `the built-in type s:guid of element Id is not supported: ${SUPPORTED}`,
    );
  });

  it("reads the SOAP encoding's simple types as XML Schema's (soapenc:base64 as base64Binary)", async () => {
    const { draft } = await readFixture(
      asmxWsdl({
        schema: `<s:complexType name="E" ${SOAPENC}><s:sequence><s:element name="S" type="soapenc:string" /><s:element name="I" type="soapenc:int" /><s:element name="B" type="soapenc:base64" /></s:sequence></s:complexType>`,
      }),
    );
    expect(withoutLocs(draft.types)).toEqual([
      {
        kind: "complex",
        name: { namespace: TNS, local: "E" },
        compositor: "sequence",
        fields: [
          field("S", builtin("string")),
          field("I", builtin("int")),
          field("B", builtin("base64Binary")),
        ],
        attributes: [],
        abstract: false,
      },
    ]);
  });

  it("refuses the SOAP encoding's arrays and structures where a type holding one is used", async () => {
    const used = { operations: [{ name: "get", result: "tns:E" }] };
    const array = asmxWsdl({
      schema: `<s:complexType name="E" ${SOAPENC}><s:sequence><s:element name="A" type="soapenc:Array" /></s:sequence></s:complexType>`,
      ...used,
    });
    await expectFixtureError(
      array,
      '<s:element name="A"',
      "type E, which operation get, element getResult uses, cannot be read: the SOAP-encoded array type soapenc:Array of element A is not supported: declare a type of its items: a complexContent restriction of soapenc:Array naming them with wsdl:arrayType (tns:Item[])",
    );
    const struct = asmxWsdl({
      schema: `<s:complexType name="E" ${SOAPENC}><s:sequence><s:element name="S" type="soapenc:Struct" /></s:sequence></s:complexType>`,
      ...used,
    });
    await expectFixtureError(
      struct,
      '<s:element name="S"',
      "type E, which operation get, element getResult uses, cannot be read: the SOAP encoding type soapenc:Struct of element S is not supported: the generator reads the SOAP encoding's simple types (soapenc:string, soapenc:int, ...), which mirror XML Schema's",
    );
  });

  it("reads a schema written in the namespace of XML Schema's 2000/10 draft as XML Schema", async () => {
    const draftSchema = `<xsd:schema xmlns:xsd="http://www.w3.org/2000/10/XMLSchema" targetNamespace="${TNS}" xmlns:t="${TNS}">
      <xsd:complexType name="Quote"><xsd:all><xsd:element name="price" type="xsd:float" /><xsd:element name="at" type="t:When" /></xsd:all></xsd:complexType>
      <xsd:simpleType name="When"><xsd:restriction base="xsd:dateTime" /></xsd:simpleType>
    </xsd:schema>`;
    const { draft } = await readFixture(asmxWsdl({ types: draftSchema }));
    expect(withoutLocs(draft.types)).toEqual([
      {
        kind: "complex",
        name: { namespace: TNS, local: "Quote" },
        compositor: "all",
        fields: [
          field("price", builtin("float"), { namespace: "" }),
          field("at", named("When"), { namespace: "" }),
        ],
        attributes: [],
        abstract: false,
      },
      { kind: "simple", name: { namespace: TNS, local: "When" }, base: "dateTime" },
    ]);
  });
});
