/**
 * --lenient: each problem of a broken contract that node-soap or zeep read past is, by default, an
 * error at file:line:column; leniently, a warning at the same place with the same sentence and
 * what was assumed, and the contract is read on that assumption. Malformed XML stays an error.
 */
import { describe, expect, it } from "vitest";
import { SUPPORTED_BUILTINS } from "../../../generator/parse/wsdl/builtins.ts";
import { ContractErrorAfterWarnings } from "../../../generator/parse/wsdl/reading.ts";
import {
  asmxWsdl,
  builtin,
  edit,
  field,
  fixtureError,
  named,
  readFixture,
  TNS,
  withoutLocs,
  type Fixture,
} from "./asmx-fixture.ts";
import { readBothWays } from "./lenient-fixture.ts";
import { plainWsdl } from "./plain-wsdl.ts";
import { attribute, complex } from "./schema-fixture.ts";

const V1 = "urn:example:v1";
const V2 = "urn:example:v2";
const RESULT = '<s:element minOccurs="0" maxOccurs="1" name="pingResult"';
const typeNamed = (fixture: Fixture, local: string) =>
  withoutLocs(fixture.draft.types.find((t) => t.name.local === local));
const resultType = (fixture: Fixture) =>
  withoutLocs(fixture.draft.operations[0]!.output!.fields[0]!.type);

describe("--lenient", () => {
  it("reads an imported schema whose targetNamespace is not the one its import names in its own namespace (NetSuite's samples)", async () => {
    const other = `<?xml version="1.0"?>
<s:schema xmlns:s="http://www.w3.org/2001/XMLSchema" targetNamespace="${V1}" elementFormDefault="qualified">
  <s:complexType name="Thing"><s:sequence><s:element name="Id" type="s:int" /></s:sequence></s:complexType>
</s:schema>`;
    const wsdl = edit(
      asmxWsdl({
        operations: [{ name: "ping", result: "v1:Thing" }],
        schema: `<s:import namespace="${V2}" schemaLocation="other.xsd" />`,
      }),
      "xmlns:tns=",
      `xmlns:v1="${V1}" xmlns:tns=`,
    );
    const read = await readBothWays(
      wsdl,
      [
        {
          at: "<s:schema",
          file: "other.xsd",
          error: `the imported schema's targetNamespace is ${V1}: expected ${V2}, the namespace its xs:import names`,
          assumed: `read in its own namespace ${V1}`,
        },
      ],
      { "other.xsd": other },
    );
    expect(resultType(read)).toEqual(named("Thing", V1));
    expect(typeNamed(read, "Thing")).toEqual(
      complex("Thing", [field("Id", builtin("int"), { namespace: V1 })], {
        name: { namespace: V1, local: "Thing" },
      }),
    );
  });

  it("leaves out a soap:header that names a message, or a part, that does not exist", async () => {
    const base = asmxWsdl({ ports: ["soap11"], operations: [{ name: "ping", authHeader: true }] });
    const noMessage = edit(base, 'message="tns:pingAuthHeader" part=', 'message="tns:Nope" part=');
    const first = await readBothWays(noMessage, [
      {
        at: '<soap:header message="tns:Nope"',
        error: `unresolved message tns:Nope in the header of operation ping: expected a wsdl:message named Nope in namespace ${TNS}`,
        assumed: "the header is left out",
      },
    ]);
    expect([first.draft.operations[0]!.headers, first.draft.headers, first.model.headers]).toEqual([
      [],
      [],
      [],
    ]);
    const noPart = edit(base, 'part="AuthHeader" use=', 'part="Auth" use=');
    const second = await readBothWays(noPart, [
      {
        at: '<soap:header message="tns:pingAuthHeader" part="Auth"',
        error:
          "message pingAuthHeader has no part Auth: expected the part the header of operation ping names",
        assumed: "the header is left out",
      },
    ]);
    expect(second.draft.operations[0]!.headers).toEqual([]);
  });

  it("reads an undeclared prefix as the target namespace of the schema, or definitions, it is written in", async () => {
    const inSchema = asmxWsdl({
      operations: [{ name: "ping", result: "q:Thing" }],
      schema: '<s:complexType name="Thing"><s:sequence /></s:complexType>',
    });
    const assumed = `read as the target namespace ${TNS}`;
    const value = await readBothWays(inSchema, [
      {
        at: RESULT,
        error:
          "the namespace prefix q of q:Thing is not declared: expected an xmlns:q attribute in scope",
        assumed,
      },
    ]);
    expect(resultType(value)).toEqual(named("Thing"));

    const inDefinitions = edit(asmxWsdl(), 'element="tns:ping"', 'element="e:ping"');
    const part = await readBothWays(inDefinitions, [
      {
        at: '<wsdl:part name="parameters" element="e:ping"',
        error:
          "the namespace prefix e of e:ping is not declared: expected an xmlns:e attribute in scope",
        assumed,
      },
    ]);
    expect(part.draft.operations[0]!.input.wrapper).toEqual({ namespace: TNS, local: "ping" });

    const elementName = edit(asmxWsdl(), "<wsdl:types>", "<wsdl:types><x:extra />");
    await readBothWays(elementName, [
      {
        at: "<x:extra",
        error:
          "the namespace prefix x of <x:extra> is not declared: expected an xmlns:x attribute in scope",
        assumed,
      },
    ]);
  });

  it("leaves out an xs:include or wsdl:import without its location, and follows the location= node-soap reads", async () => {
    await readBothWays(asmxWsdl({ schema: "<s:include />" }), [
      {
        at: "<s:include",
        error: "<s:include> needs a schemaLocation attribute",
        assumed: "it is left out",
      },
    ]);
    await readBothWays(asmxWsdl({ head: '<wsdl:import namespace="urn:x" />' }), [
      {
        at: "<wsdl:import",
        error: "<wsdl:import> needs a location attribute",
        assumed: "it is left out",
      },
    ]);
    const parts = `<s:schema xmlns:s="http://www.w3.org/2001/XMLSchema" elementFormDefault="qualified"><s:complexType name="Part"><s:sequence /></s:complexType></s:schema>`;
    const located = await readBothWays(
      asmxWsdl({ schema: '<s:include location="parts.xsd" />' }),
      [
        {
          at: "<s:include",
          error: "<s:include> needs a schemaLocation attribute",
          assumed: 'its location="parts.xsd" is read instead',
        },
      ],
      { "parts.xsd": parts },
    );
    expect(typeNamed(located, "Part")).toEqual(complex("Part", []));
  });

  it("names a wsdl:fault without a name after its message", async () => {
    const wsdl = plainWsdl({
      schema:
        '<xs:element name="Symbol" type="xs:string" /><xs:element name="Price" type="xs:decimal" /><xs:element name="Invalid" type="xs:string" />',
      messages: {
        In: '<wsdl:part name="symbol" element="tns:Symbol" />',
        Out: '<wsdl:part name="price" element="tns:Price" />',
        Fault: '<wsdl:part name="fault" element="tns:Invalid" />',
      },
      portTypeExtra: '<wsdl:fault message="tns:Fault" />',
    });
    const read = await readBothWays(wsdl, [
      {
        at: '<wsdl:fault message="tns:Fault"',
        error: "<wsdl:fault> needs a name attribute",
        assumed: "named Fault, after its message",
      },
    ]);
    expect(withoutLocs(read.draft.operations[0]!.faults)).toEqual([
      { name: "Fault", element: { namespace: TNS, local: "Invalid" }, type: builtin("string") },
    ]);
    expect(read.model.operations[0]!.faults.map((f) => f.name)).toEqual(["Fault"]);
  });

  it("reads a built-in type, or a declaration, named in another case as that one", async () => {
    const anytype = await readBothWays(
      asmxWsdl({ operations: [{ name: "ping", result: "s:anytype" }] }),
      [
        {
          at: RESULT,
          error: `the built-in type s:anytype of element pingResult is not supported: the generator reads ${SUPPORTED_BUILTINS}`,
          assumed: "read as xsd:anyType",
        },
      ],
    );
    expect(resultType(anytype)).toEqual(builtin("anyType"));
    const simpletype =
      '<s:simpletype name="Code"><s:restriction base="s:string"><s:maxLength value="3" /></s:restriction></s:simpletype>';
    const declaration = await readBothWays(
      asmxWsdl({ operations: [{ name: "ping", result: "tns:Code" }], schema: simpletype }),
      [
        {
          at: "<s:simpletype",
          error:
            "<s:simpletype> is no declaration of XML Schema: expected xs:complexType, xs:simpleType, xs:element, xs:attribute, xs:group or xs:attributeGroup",
          assumed: "read as s:simpleType",
        },
      ],
    );
    expect(typeNamed(declaration, "Code")).toEqual({
      kind: "simple",
      name: { namespace: TNS, local: "Code" },
      base: "string",
      facets: { maxLength: 3 },
    });
    expect(resultType(declaration)).toEqual(named("Code"));
  });

  it("reads a type name that names no type as xsd:anyType (xsd:anySimpleType for text), and an unprefixed built-in's name as that built-in", async () => {
    const missing = await readBothWays(
      asmxWsdl({ operations: [{ name: "ping", result: "tns:Nope" }] }),
      [
        {
          at: RESULT,
          error: `unresolved type tns:Nope in element pingResult: expected a complexType or simpleType named Nope in namespace ${TNS}`,
          assumed: "read as xsd:anyType",
        },
      ],
    );
    expect(resultType(missing)).toEqual(builtin("anyType"));
    // No default namespace is declared, so "string" names a type of no namespace (node-soap's strict/stockquote.wsdl).
    const unprefixed = await readBothWays(
      asmxWsdl({ operations: [{ name: "ping", result: "string" }] }),
      [
        {
          at: RESULT,
          error:
            "unresolved type string in element pingResult: expected a complexType or simpleType named string in namespace (none)",
          assumed: "read as xsd:string",
        },
      ],
    );
    expect(resultType(unprefixed)).toEqual(builtin("string"));
    const text = await readBothWays(
      asmxWsdl({
        schema: '<s:complexType name="T"><s:attribute name="a" type="tns:Nope" /></s:complexType>',
      }),
      [
        {
          at: '<s:attribute name="a"',
          error: `unresolved type tns:Nope in attribute a: expected a complexType or simpleType named Nope in namespace ${TNS}`,
          assumed: "read as xsd:anySimpleType",
        },
      ],
    );
    expect(typeNamed(text, "T")).toEqual(
      complex("T", [], { attributes: [attribute("a", builtin("anySimpleType"))] }),
    );
  });

  it("reads a dangling element or attribute reference as one of that name, and leaves out a dangling group reference", async () => {
    const schema =
      '<s:complexType name="T"><s:sequence><s:element ref="tns:Gone" /><s:group ref="tns:NoGroup" /></s:sequence>' +
      '<s:attribute ref="tns:noAttr" /><s:attributeGroup ref="tns:NoAttrs" /></s:complexType>';
    const read = await readBothWays(asmxWsdl({ schema }), [
      {
        at: '<s:element ref="tns:Gone"',
        error: `unresolved element tns:Gone in an element reference: expected a global element named Gone in namespace ${TNS}`,
        assumed: "read as an element Gone of type xsd:anyType",
      },
      {
        at: '<s:group ref="tns:NoGroup"',
        error: `unresolved group tns:NoGroup in a group reference: expected a group named NoGroup in namespace ${TNS}`,
        assumed: "the reference is left out",
      },
      {
        at: '<s:attribute ref="tns:noAttr"',
        error: `unresolved attribute tns:noAttr in an attribute reference: expected a global attribute named noAttr in namespace ${TNS}`,
        assumed: "read as an attribute noAttr of type xsd:anySimpleType",
      },
      {
        at: '<s:attributeGroup ref="tns:NoAttrs"',
        error: `unresolved attribute group tns:NoAttrs in an attribute group reference: expected an attributeGroup named NoAttrs in namespace ${TNS}`,
        assumed: "the reference is left out",
      },
    ]);
    expect(typeNamed(read, "T")).toEqual(
      complex("T", [field("Gone", builtin("anyType"))], {
        attributes: [attribute("noAttr", builtin("anySimpleType"), { namespace: TNS })],
      }),
    );
  });

  it("reads a simple type written as an xs:extension as a restriction of its base", async () => {
    const schema =
      '<s:simpleType name="Id"><s:extension base="s:string"><s:attribute name="source" type="s:string" /></s:extension></s:simpleType>';
    const read = await readBothWays(
      asmxWsdl({ operations: [{ name: "ping", result: "tns:Id" }], schema }),
      [
        {
          at: "<s:extension",
          error:
            "<s:extension> in simple type Id is not supported: a simple type is an xs:restriction, xs:list or xs:union (text with attributes is a complexType with xs:simpleContent)",
          assumed: "read as a restriction of its base s:string",
        },
      ],
    );
    expect(typeNamed(read, "Id")).toEqual({
      kind: "simple",
      name: { namespace: TNS, local: "Id" },
      base: "string",
    });
  });

  it("reads a message part whose element does not exist as an element of that name of type xsd:anyType", async () => {
    const wsdl = edit(asmxWsdl(), 'element="tns:pingResponse"', 'element="tns:pingAnswer"');
    const read = await readBothWays(wsdl, [
      {
        at: '<wsdl:part name="parameters" element="tns:pingAnswer"',
        error: `unresolved element tns:pingAnswer in part parameters of message pingSoapOut: expected a global element named pingAnswer in namespace ${TNS}`,
        assumed: "read as an element pingAnswer of type xsd:anyType",
      },
    ]);
    expect(withoutLocs(read.draft.operations[0]!.output)).toEqual({
      fields: [field("pingAnswer", builtin("anyType"), { tsStem: "parameters" })],
    });
  });

  it("leaves out a port without a binding", async () => {
    const wsdl = edit(
      asmxWsdl(),
      '<wsdl:port name="TestServiceSoap12" binding="tns:TestServiceSoap12">',
      '<wsdl:port name="TestServiceSoap12">',
    );
    const read = await readBothWays(wsdl, [
      {
        at: '<wsdl:port name="TestServiceSoap12">',
        error: "<wsdl:port> needs a binding attribute",
        assumed: "the port is left out",
      },
    ]);
    expect(read.model.bindings.map((b) => b.kind)).toEqual(["soap11"]);
  });

  it("reads a sound contract as the default does, without a warning", async () => {
    const wsdl = asmxWsdl({
      operations: [
        { name: "ping", authHeader: true, params: '<s:element name="n" type="s:int" />' },
      ],
    });
    const [strict, lenient] = [
      await readFixture(wsdl),
      await readFixture(wsdl, {}, { lenient: true }),
    ];
    expect(withoutLocs(lenient.draft)).toEqual({
      ...withoutLocs(strict.draft),
      file: lenient.file,
    });
    expect(lenient.draft.warnings).toBeUndefined();
  });

  it("gives a problem it cannot read past with the warnings of what it read past before it", async () => {
    const wsdl = edit(
      asmxWsdl({ ports: ["soap11"] }),
      '<wsdl:port name="TestServiceSoap" binding="tns:TestServiceSoap">',
      '<wsdl:port name="TestServiceSoap">',
    );
    const error: unknown = await readFixture(wsdl, {}, { lenient: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractErrorAfterWarnings);
    const { detail, warnings } = error as ContractErrorAfterWarnings;
    expect(detail).toBe(
      "the service has no SOAP port: expected a port whose binding has soap:binding or soap12:binding (operations are read from its messages)",
    );
    expect(warnings.map((w) => w.message)).toEqual([
      "<wsdl:port> needs a binding attribute: the port is left out (--lenient)",
    ]);
  });

  it("keeps malformed XML an error, the same", async () => {
    const truncated = edit(asmxWsdl(), "</wsdl:definitions>", "");
    const [strict, lenient] = [
      await fixtureError(truncated),
      await fixtureError(truncated, {}, { lenient: true }),
    ];
    const end = truncated.split("\n").length;
    expect(lenient.message).toBe(
      `${lenient.file}:${end}:1: malformed XML: the document ends before <wsdl:definitions> (opened at 2:1) is closed`,
    );
    expect(strict.message).toBe(lenient.message.replace(lenient.file, strict.file));
  });
});
