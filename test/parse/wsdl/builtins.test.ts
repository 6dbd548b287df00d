/**
 * Built-in types: every XML Schema type the generator knows, and guid and char declared by ASMX
 * (http://microsoft.com/wsdl/types/) and WCF (the Serialization namespace), whose schemas are not
 * turned into contract types. Other built-ins are refused by name.
 */
import { describe, expect, it } from "vitest";
import { XSD_BUILTINS } from "../../../generator/model/service-model.ts";
import { asmxWsdl, builtin, expectFixtureError, field, readFixture, TNS, withoutLocs } from "./asmx-fixture.ts";

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
    </xs:schema>`;

const XSD_ONLY = XSD_BUILTINS.filter((t) => t !== "guid" && t !== "char");
const SUPPORTED =
  "the generator reads the XML Schema types string, boolean, int, long, short, byte, unsignedInt, unsignedLong, unsignedShort, " +
  "unsignedByte, integer, decimal, double, float, dateTime, date, time, duration, base64Binary, anyURI, QName, anyType; " +
  "guid and char of http://microsoft.com/wsdl/types/; guid, char and duration of http://schemas.microsoft.com/2003/10/Serialization/";

describe("built-in types", () => {
  it("reads every XML Schema built-in the generator knows", async () => {
    const elements = XSD_ONLY.map((t) => `<s:element name="f_${t}" type="s:${t}" />`).join("");
    const { draft } = await readFixture(asmxWsdl({ schema: `<s:complexType name="All"><s:sequence>${elements}</s:sequence></s:complexType>` }));
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
    const { draft } = await readFixture(asmxWsdl({ schema, types: ASMX_TYPES + WCF_SERIALIZATION }));
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

  it("refuses other XML Schema built-ins, naming the supported ones", async () => {
    const wsdl = asmxWsdl({ schema: `<s:complexType name="Y"><s:sequence><s:element name="Year" type="s:gYear" /></s:sequence></s:complexType>` });
    await expectFixtureError(wsdl, '<s:element name="Year"', `the built-in type s:gYear of element Year is not supported: ${SUPPORTED}`);
  });

  it("does not take guid from the XML Schema namespace", async () => {
    const wsdl = asmxWsdl({ schema: `<s:complexType name="G"><s:sequence><s:element name="Id" type="s:guid" /></s:sequence></s:complexType>` });
    await expectFixtureError(wsdl, '<s:element name="Id"', `the built-in type s:guid of element Id is not supported: ${SUPPORTED}`);
  });

  it("refuses SOAP encoding types", async () => {
    const wsdl = asmxWsdl({
      schema: `<s:complexType name="E" xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/"><s:sequence><s:element name="S" type="soapenc:string" /></s:sequence></s:complexType>`,
    });
    await expectFixtureError(
      wsdl,
      '<s:element name="S"',
      "the SOAP encoding type soapenc:string of element S is not supported: the generator reads document/literal contracts, whose types are XML Schema's",
    );
  });
});
