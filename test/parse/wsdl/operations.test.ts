/**
 * Document/literal wrapped operations: parameters from the request element, the result from the
 * response element, SOAPAction and headers from the SOAP bindings, documentation.
 */
import { describe, expect, it } from "vitest";
import { asmxWsdl, builtin, edit, expectFixtureError, field, named, readFixture, TNS, withoutLocs } from "./asmx-fixture.ts";

const q = (local: string) => ({ namespace: TNS, local });

describe("operations", () => {
  it("reads parameters in order, the result, the wrapper names and the SOAPAction", async () => {
    const wsdl = asmxWsdl({
      operations: [
        {
          name: "eventGetList",
          params: `
            <s:element minOccurs="1" maxOccurs="1" name="CategoryID" type="s:int" />
            <s:element minOccurs="0" maxOccurs="1" name="Title" type="s:string" />
            <s:element minOccurs="0" maxOccurs="unbounded" name="Tag" nillable="true" type="s:string" />`,
          result: "tns:Result",
        },
        { name: "eventCategoryGetList" },
      ],
      schema: `<s:complexType name="Result"><s:sequence /></s:complexType>`,
    });
    const { draft, model } = await readFixture(wsdl);
    expect(withoutLocs(draft.operations)).toEqual([
      {
        name: "eventGetList",
        soapAction: `${TNS}eventGetList`,
        requestElement: q("eventGetList"),
        responseElement: q("eventGetListResponse"),
        resultElement: q("eventGetListResult"),
        resultType: named("Result"),
        parameters: [
          field("CategoryID", builtin("int")),
          field("Title", builtin("string"), { minOccurs: 0 }),
          field("Tag", builtin("string"), { minOccurs: 0, maxOccurs: null, nillable: true }),
        ],
        headers: [],
        requirements: [],
      },
      {
        name: "eventCategoryGetList",
        soapAction: `${TNS}eventCategoryGetList`,
        requestElement: q("eventCategoryGetList"),
        responseElement: q("eventCategoryGetListResponse"),
        resultElement: q("eventCategoryGetListResult"),
        resultType: builtin("string"),
        parameters: [],
        headers: [],
        requirements: [],
      },
    ]);
    expect(model.operations.map((op) => op.soapAction)).toEqual([`${TNS}eventGetList`, `${TNS}eventCategoryGetList`]);
  });

  it("reads an empty request element (<s:complexType />) as no parameters", async () => {
    const wsdl = edit(asmxWsdl(), "<s:complexType>\n          <s:sequence></s:sequence>\n        </s:complexType>", "<s:complexType />");
    const { draft } = await readFixture(wsdl);
    expect(draft.operations[0]!.parameters).toEqual([]);
  });

  it("reads a request element of a named complex type; refuses one of a simple type", async () => {
    const anonymous = '<s:element name="ping">\n        <s:complexType>\n          <s:sequence></s:sequence>\n        </s:complexType>\n      </s:element>';
    const wsdl = edit(
      asmxWsdl(),
      anonymous,
      '<s:element name="ping" type="tns:PingRequest" /><s:complexType name="PingRequest"><s:sequence><s:element name="N" type="s:int" /></s:sequence></s:complexType>',
    );
    const { draft } = await readFixture(wsdl);
    expect(withoutLocs(draft.operations[0]!.parameters)).toEqual([field("N", builtin("int"))]);
    const simple = edit(asmxWsdl(), anonymous, '<s:element name="ping" type="s:string" />');
    await expectFixtureError(
      simple,
      '<s:element name="ping"',
      "the request element ping of operation ping has no complex type: expected a complexType whose sequence holds the elements",
    );
    const all = edit(asmxWsdl(), "<s:sequence></s:sequence>", '<s:all><s:element name="N" type="s:int" /></s:all>');
    await expectFixtureError(
      all,
      '<s:complexType>\n          <s:all>',
      "the request element ping of operation ping is not a plain sequence of elements: expected no base type, no attributes and xs:sequence",
    );
  });

  it("takes the SOAPAction as written, even when it differs from the default", async () => {
    const wsdl = edit(asmxWsdl(), `soapAction="${TNS}ping"`, 'soapAction="urn:custom-ping"');
    const { draft, model } = await readFixture(wsdl);
    expect(draft.operations[0]!.soapAction).toBe("urn:custom-ping");
    expect(model.operations[0]!.soapAction).toBe("urn:custom-ping");
  });

  it("keeps one header per element though ASMX writes one header message per operation", async () => {
    const wsdl = asmxWsdl({ operations: [{ name: "a", authHeader: true }, { name: "b" }, { name: "c", authHeader: true }] });
    const { draft, model } = await readFixture(wsdl);
    expect(withoutLocs(draft.headers)).toEqual([{ element: q("AuthHeader"), type: named("AuthHeader") }]);
    expect(draft.operations.map((op) => op.headers)).toEqual([[q("AuthHeader")], [], [q("AuthHeader")]]);
    expect(model.headers.map((h) => h.id)).toEqual([`{${TNS}}AuthHeader`]);
    expect(withoutLocs(draft.elements)).toEqual([{ name: q("AuthHeader"), type: named("AuthHeader"), nillable: false }]);
  });

  it("takes an operation's documentation from the first portType that has it", async () => {
    const wsdl = edit(
      asmxWsdl({ operations: [{ name: "ping" }, { name: "pong", documentation: "  Pongs.  " }], ports: ["soap11", "httpGet"] }),
      '<wsdl:portType name="TestServiceHttpGet">\n    <wsdl:operation name="ping">',
      '<wsdl:portType name="TestServiceHttpGet">\n    <wsdl:operation name="ping"><wsdl:documentation>Pings, said the GET portType.</wsdl:documentation>',
    );
    const { draft } = await readFixture(wsdl);
    expect(draft.operations.map((op) => op.documentation)).toEqual(["Pings, said the GET portType.", "Pongs."]);
  });

  it("records where each operation is declared", async () => {
    const wsdl = asmxWsdl();
    const { file, draft } = await readFixture(wsdl);
    const at = wsdl.split("\n").findIndex((l) => l.includes('<wsdl:operation name="ping">')) + 1;
    expect(draft.operations[0]!.loc).toEqual({ file, line: at, column: 5 });
  });
});

describe("operation errors", () => {
  it("refuses a portType operation declared twice", async () => {
    const again = '<wsdl:operation name="ping"><wsdl:input message="tns:pingSoapIn" /><wsdl:output message="tns:pingSoapOut" /></wsdl:operation>';
    const wsdl = edit(asmxWsdl(), "</wsdl:portType>", `${again}</wsdl:portType>`);
    await expectFixtureError(
      wsdl,
      again,
      "duplicate operation ping in portType TestServiceSoap: each operation name may appear once (overloads need distinct names)",
    );
  });

  it("names an unresolved message", async () => {
    const wsdl = edit(asmxWsdl(), 'message="tns:pingSoapIn"', 'message="tns:pingSoapInX"');
    await expectFixtureError(
      wsdl,
      '<wsdl:input message="tns:pingSoapInX"',
      `unresolved message tns:pingSoapInX in the input of operation ping: expected a wsdl:message named pingSoapInX in namespace ${TNS}`,
    );
  });

  it("names an unresolved part element", async () => {
    const wsdl = edit(asmxWsdl(), 'element="tns:pingResponse"', 'element="tns:pingAnswer"');
    await expectFixtureError(
      wsdl,
      '<wsdl:part name="parameters" element="tns:pingAnswer"',
      `unresolved element tns:pingAnswer in part parameters of message pingSoapOut: expected a global element named pingAnswer in namespace ${TNS}`,
    );
  });

  it("refuses rpc style and encoded use", async () => {
    const rpc = edit(asmxWsdl(), 'style="document"', 'style="rpc"');
    await expectFixtureError(rpc, '<soap:operation soapAction', 'style="rpc" (<soap:operation>) is not supported: the generator reads document/literal contracts');
    const rpcBinding = edit(asmxWsdl(), '<soap12:binding transport="http://schemas.xmlsoap.org/soap/http" />', '<soap12:binding style="rpc" />');
    await expectFixtureError(rpcBinding, '<soap12:binding style="rpc"', 'style="rpc" (<soap12:binding>) is not supported: the generator reads document/literal contracts');
    const encoded = edit(asmxWsdl(), '<soap:body use="literal" />', '<soap:body use="encoded" />');
    await expectFixtureError(encoded, '<soap:body use="encoded"', 'use="encoded" (<soap:body>) is not supported: the generator reads document/literal contracts (use="literal")');
  });

  it("refuses parts with type= (rpc-style messages) and messages with several parts", async () => {
    const typed = edit(asmxWsdl(), '<wsdl:part name="parameters" element="tns:ping" />', '<wsdl:part name="x" type="s:string" />');
    await expectFixtureError(
      typed,
      '<wsdl:part name="x"',
      "the part x of message pingSoapIn without element= is not supported: the generator reads document/literal messages, whose parts name elements",
    );
    const twoParts = edit(asmxWsdl(), '<wsdl:part name="parameters" element="tns:ping" />', '<wsdl:part name="a" element="tns:ping" /><wsdl:part name="b" element="tns:ping" />');
    await expectFixtureError(
      twoParts,
      '<wsdl:message name="pingSoapIn">',
      "message pingSoapIn has 2 parts: expected one part naming the wrapper element (document/literal wrapped)",
    );
  });

  it("refuses a response element without a result, and one with several children", async () => {
    const empty = edit(asmxWsdl(), '<s:element minOccurs="0" maxOccurs="1" name="pingResult" type="s:string" />', "");
    await expectFixtureError(
      empty,
      '<s:element name="pingResponse">',
      "the response element pingResponse of operation ping has no child: expected one element, the result (operations that return nothing are not supported)",
    );
    const two = edit(asmxWsdl(), 'name="pingResult" type="s:string" />', 'name="pingResult" type="s:string" /><s:element name="out" type="s:int" />');
    await expectFixtureError(
      two,
      '<s:element name="pingResponse">',
      "the response element pingResponse of operation ping has 2 children: expected one element, the result (out and ref parameters are not supported)",
    );
  });

  it("refuses one-way operations", async () => {
    const wsdl = edit(asmxWsdl(), '\n      <wsdl:output message="tns:pingSoapOut" />', "");
    await expectFixtureError(wsdl, '<wsdl:operation name="ping">', "operation ping has no output: expected request-response operations");
  });

  it("refuses request headers of unknown messages and parts", async () => {
    const base = asmxWsdl({ operations: [{ name: "ping", authHeader: true }] });
    const noPart = edit(base, 'part="AuthHeader"', 'part="Auth"');
    await expectFixtureError(
      noPart,
      '<soap:header message="tns:pingAuthHeader" part="Auth"',
      "message pingAuthHeader has no part Auth: expected the part the header of operation ping names",
    );
  });
});
