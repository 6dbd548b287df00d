/**
 * Operations: what each message puts in the SOAP Body (document/literal wrapped and bare,
 * rpc/literal), results of every shape (one, none, several, one-way), faults, headers on either
 * message, SOAPAction and style from the SOAP bindings, documentation, and what is read past.
 */
import { describe, expect, it } from "vitest";
import {
  asmxWsdl,
  builtin,
  edit,
  expectFixtureError,
  field,
  named,
  readFixture,
  TNS,
  withoutLocs,
} from "./asmx-fixture.ts";
import { plainWsdl } from "./plain-wsdl.ts";

const q = (local: string, namespace = TNS) => ({ namespace, local });
const result = (op: string, type = builtin("string")) =>
  field(`${op}Result`, type, { minOccurs: 0 });

describe("document/literal wrapped operations (ASMX, WCF)", () => {
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
        style: "document",
        input: {
          wrapper: q("eventGetList"),
          fields: [
            field("CategoryID", builtin("int")),
            field("Title", builtin("string"), { minOccurs: 0 }),
            field("Tag", builtin("string"), { minOccurs: 0, maxOccurs: null, nillable: true }),
          ],
        },
        output: {
          wrapper: q("eventGetListResponse"),
          fields: [result("eventGetList", named("Result"))],
        },
        faults: [],
        headers: [],
        outputHeaders: [],
        requirements: [],
      },
      {
        name: "eventCategoryGetList",
        soapAction: `${TNS}eventCategoryGetList`,
        style: "document",
        input: { wrapper: q("eventCategoryGetList"), fields: [] },
        output: {
          wrapper: q("eventCategoryGetListResponse"),
          fields: [result("eventCategoryGetList")],
        },
        faults: [],
        headers: [],
        outputHeaders: [],
        requirements: [],
      },
    ]);
    expect(model.operations.map((op) => op.soapAction)).toEqual([
      `${TNS}eventGetList`,
      `${TNS}eventCategoryGetList`,
    ]);
  });

  it("reads an empty request element (<s:complexType />) as no parameters", async () => {
    const wsdl = edit(
      asmxWsdl(),
      "<s:complexType>\n          <s:sequence></s:sequence>\n        </s:complexType>",
      "<s:complexType />",
    );
    const { draft } = await readFixture(wsdl);
    expect(draft.operations[0]!.input).toMatchObject({ wrapper: q("ping"), fields: [] });
  });

  it("reads a wrapper of a named complex type, an xs:all one, and several response children (out parameters)", async () => {
    const anonymous =
      '<s:element name="ping">\n        <s:complexType>\n          <s:sequence></s:sequence>\n        </s:complexType>\n      </s:element>';
    const named_ = edit(
      asmxWsdl(),
      anonymous,
      '<s:element name="ping" type="tns:PingRequest" /><s:complexType name="PingRequest"><s:sequence><s:element name="N" type="s:int" /></s:sequence></s:complexType>',
    );
    expect(withoutLocs((await readFixture(named_)).draft.operations[0]!.input)).toEqual({
      wrapper: q("ping"),
      fields: [field("N", builtin("int"))],
    });
    const all = edit(
      asmxWsdl(),
      "<s:sequence></s:sequence>",
      '<s:all><s:element name="N" type="s:int" /></s:all>',
    );
    expect(withoutLocs((await readFixture(all)).draft.operations[0]!.input.fields)).toEqual([
      field("N", builtin("int")),
    ]);
    const two = edit(
      asmxWsdl(),
      'name="pingResult" type="s:string" />',
      'name="pingResult" type="s:string" /><s:element name="count" type="s:int" />',
    );
    const { model } = await readFixture(two);
    expect(model.operations[0]!.output!.fields.map((f) => [f.xmlName, f.tsName])).toEqual([
      ["pingResult", "pingResult"],
      ["count", "count"],
    ]);
  });

  it("reads an empty response element as a void operation", async () => {
    const empty = edit(
      asmxWsdl(),
      '<s:element minOccurs="0" maxOccurs="1" name="pingResult" type="s:string" />',
      "",
    );
    expect(withoutLocs((await readFixture(empty)).draft.operations[0]!.output)).toEqual({
      wrapper: q("pingResponse"),
      fields: [],
    });
  });

  it("reads a one-way operation (no output)", async () => {
    const wsdl = edit(asmxWsdl(), '\n      <wsdl:output message="tns:pingSoapOut" />', "");
    const { draft, model } = await readFixture(wsdl);
    expect(draft.operations[0]!.output).toBeUndefined();
    expect(model.operations[0]!.output).toBeUndefined();
  });

  it("takes the SOAPAction as written, even when it differs from the default", async () => {
    const wsdl = edit(asmxWsdl(), `soapAction="${TNS}ping"`, 'soapAction="urn:custom-ping"');
    const { draft, model } = await readFixture(wsdl);
    expect(draft.operations[0]!.soapAction).toBe("urn:custom-ping");
    expect(model.operations[0]!.soapAction).toBe("urn:custom-ping");
  });

  it("keeps one header per element though ASMX writes one header message per operation", async () => {
    const wsdl = asmxWsdl({
      operations: [{ name: "a", authHeader: true }, { name: "b" }, { name: "c", authHeader: true }],
    });
    const { draft, model } = await readFixture(wsdl);
    expect(withoutLocs(draft.headers)).toEqual([
      { element: q("AuthHeader"), type: named("AuthHeader") },
    ]);
    expect(draft.operations.map((op) => op.headers)).toEqual([
      [q("AuthHeader")],
      [],
      [q("AuthHeader")],
    ]);
    expect(model.headers.map((h) => h.id)).toEqual([`{${TNS}}AuthHeader`]);
    expect(withoutLocs(draft.elements)).toEqual([
      { name: q("AuthHeader"), type: named("AuthHeader"), nillable: false },
    ]);
  });

  it("takes an operation's documentation from the first portType that has it", async () => {
    const wsdl = edit(
      asmxWsdl({
        operations: [{ name: "ping" }, { name: "pong", documentation: "  Pongs.  " }],
        ports: ["soap11", "httpGet"],
      }),
      '<wsdl:portType name="TestServiceHttpGet">\n    <wsdl:operation name="ping">',
      '<wsdl:portType name="TestServiceHttpGet">\n    <wsdl:operation name="ping"><wsdl:documentation>Pings, said the GET portType.</wsdl:documentation>',
    );
    const { draft } = await readFixture(wsdl);
    expect(draft.operations.map((op) => op.documentation)).toEqual([
      "Pings, said the GET portType.",
      "Pongs.",
    ]);
  });

  it("records where each operation is declared", async () => {
    const wsdl = asmxWsdl();
    const { file, draft } = await readFixture(wsdl);
    const at = wsdl.split("\n").findIndex((l) => l.includes('<wsdl:operation name="ping">')) + 1;
    expect(draft.operations[0]!.loc).toEqual({ file, line: at, column: 5 });
  });
});

describe("document/literal bare and rpc/literal operations (Java stacks)", () => {
  const schema = `
    <xs:element name="TradePrice" type="xs:float" />
    <xs:element name="Symbol" type="xs:string" />
    <xs:element name="Quote">
      <xs:complexType>
        <xs:sequence><xs:element name="price" type="xs:float" /></xs:sequence>
        <xs:attribute name="currency" type="xs:string" />
      </xs:complexType>
    </xs:element>
    <xs:complexType name="Point"><xs:sequence><xs:element name="x" type="xs:int" /></xs:sequence></xs:complexType>`;

  it("reads each part's element as a field of a bare body, named in TypeScript by the part", async () => {
    const wsdl = plainWsdl({
      schema,
      messages: {
        In: '<wsdl:part name="symbol" element="tns:Symbol" /><wsdl:part name="when" element="tns:TradePrice" />',
        Out: '<wsdl:part name="body" element="tns:Quote" />',
      },
    });
    const { draft, model } = await readFixture(wsdl);
    expect(withoutLocs(draft.operations[0]!.input)).toEqual({
      fields: [
        field("Symbol", builtin("string"), { tsStem: "symbol" }),
        field("TradePrice", builtin("float"), { tsStem: "when" }),
      ],
    });
    // A wrapper with attributes is no parameter list: the element itself is the result.
    expect(withoutLocs(draft.operations[0]!.output)).toEqual({
      fields: [field("Quote", named("Quote"), { tsStem: "body" })],
    });
    expect(model.operations[0]!.input.fields.map((f) => f.tsName)).toEqual(["symbol", "when"]);
  });

  it("reads rpc/literal parts as unqualified children of <op> and <op>Response in the soap:body namespace", async () => {
    const wsdl = plainWsdl({
      schema,
      style: "rpc",
      bodyNamespace: "urn:quotes",
      messages: {
        In: '<wsdl:part name="symbol" type="xs:string" /><wsdl:part name="at" type="tns:Point" />',
        Out: '<wsdl:part name="price" type="xs:float" /><wsdl:part name="quote" element="tns:Quote" />',
      },
    });
    const { draft, model } = await readFixture(wsdl);
    const unqualified = (xmlName: string, type: ReturnType<typeof builtin>) =>
      field(xmlName, type, { namespace: "" });
    expect(withoutLocs(draft.operations[0]!.input)).toEqual({
      wrapper: q("GetQuote", "urn:quotes"),
      fields: [unqualified("symbol", builtin("string")), unqualified("at", named("Point"))],
    });
    expect(withoutLocs(draft.operations[0]!.output)).toEqual({
      wrapper: q("GetQuoteResponse", "urn:quotes"),
      fields: [
        unqualified("price", builtin("float")),
        field("Quote", named("Quote"), { tsStem: "quote" }),
      ],
    });
    expect(model.operations[0]!.style).toBe("rpc");
  });

  it("reads rpc/encoded as rpc, recording the encodingStyle of its soap:body (SOAP section 5's when it names none)", async () => {
    const encoded = (body: string) =>
      plainWsdl({
        schema,
        style: "rpc",
        bodyNamespace: "urn:quotes",
        messages: {
          In: '<wsdl:part name="symbol" type="xs:string" />',
          Out: '<wsdl:part name="price" type="xs:float" />',
        },
      }).replaceAll(
        '<soap:body use="literal" namespace="urn:quotes" />',
        `<soap:body use="encoded" namespace="urn:quotes"${body} />`,
      );
    const named = await readFixture(
      encoded(' encodingStyle="http://schemas.xmlsoap.org/soap/encoding/ urn:more"'),
    );
    expect(named.model.operations[0]).toMatchObject({
      style: "rpc",
      encodingStyle: "http://schemas.xmlsoap.org/soap/encoding/",
      input: {
        wrapper: q("GetQuote", "urn:quotes"),
        fields: [{ xmlName: "symbol", namespace: "" }],
      },
    });
    const unnamed = await readFixture(encoded(""));
    expect(unnamed.model.operations[0]!.encodingStyle).toBe(
      "http://schemas.xmlsoap.org/soap/encoding/",
    );
  });

  it("reads only the parts soap:body names", async () => {
    const wsdl = plainWsdl({
      schema,
      inputBody: 'parts="symbol"',
      messages: {
        In: '<wsdl:part name="symbol" element="tns:Symbol" /><wsdl:part name="other" element="tns:TradePrice" />',
        Out: '<wsdl:part name="p" element="tns:TradePrice" />',
      },
    });
    expect(
      withoutLocs(
        (await readFixture(wsdl)).draft.operations[0]!.input.fields.map((f) => f.xmlName),
      ),
    ).toEqual(["Symbol"]);
  });

  it("reads faults, and headers on the request and the response", async () => {
    const wsdl = plainWsdl({
      schema: `${schema}<xs:element name="Invalid"><xs:complexType><xs:sequence><xs:element name="reason" type="xs:string" /></xs:sequence></xs:complexType></xs:element>`,
      messages: {
        In: '<wsdl:part name="symbol" element="tns:Symbol" />',
        Out: '<wsdl:part name="price" element="tns:TradePrice" />',
        Fault: '<wsdl:part name="fault" element="tns:Invalid" />',
        Session: '<wsdl:part name="session" element="tns:Symbol" />',
        Trace: '<wsdl:part name="trace" element="tns:TradePrice" />',
      },
      portTypeExtra:
        '<wsdl:fault name="InvalidSymbol" message="tns:Fault"><wsdl:documentation>Not a symbol.</wsdl:documentation></wsdl:fault>',
      inputHeaders: '<soap:header message="tns:Session" part="session" use="literal" />',
      outputHeaders: '<soap:header message="tns:Trace" part="trace" use="literal" />',
    });
    const { draft, model } = await readFixture(wsdl);
    const op = draft.operations[0]!;
    expect(withoutLocs(op.faults)).toEqual([
      {
        name: "InvalidSymbol",
        element: q("Invalid"),
        type: named("Invalid"),
        documentation: "Not a symbol.",
      },
    ]);
    expect([op.headers, op.outputHeaders]).toEqual([[q("Symbol")], [q("TradePrice")]]);
    expect(model.operations[0]!.faults.map((f) => [f.name, f.element.local])).toEqual([
      ["InvalidSymbol", "Invalid"],
    ]);
    expect(model.headers.map((h) => h.tsName)).toEqual(["symbol", "tradePrice"]);
  });

  it("reads a header part written with type= as an unqualified element named after the part, as an rpc part (zeep's soap_header.wsdl)", async () => {
    const wsdl = plainWsdl({
      schema,
      messages: {
        In: '<wsdl:part name="symbol" element="tns:Symbol" />',
        Out: '<wsdl:part name="price" element="tns:TradePrice" />',
        Trace: '<wsdl:part name="trace" type="xs:string" />',
      },
      outputHeaders: '<soap:header message="tns:Trace" part="trace" use="literal" />',
    });
    const { draft, model } = await readFixture(wsdl);
    expect(withoutLocs(draft.headers)).toEqual([
      { element: q("trace", ""), type: builtin("string") },
    ]);
    expect(draft.operations[0]!.outputHeaders).toEqual([q("trace", "")]);
    expect(model.headers.map((h) => [h.id, h.tsName])).toEqual([["{}trace", "trace"]]);
  });

  it("refuses a fault part without element=", async () => {
    const wsdl = plainWsdl({
      schema,
      messages: {
        In: '<wsdl:part name="symbol" element="tns:Symbol" />',
        Out: '<wsdl:part name="price" element="tns:TradePrice" />',
        Fault: '<wsdl:part name="fault" type="xs:string" />',
      },
      portTypeExtra: '<wsdl:fault name="Bad" message="tns:Fault" />',
    });
    await expectFixtureError(
      wsdl,
      '<wsdl:part name="fault"',
      "the part fault of message Fault without element= is not supported: a SOAP fault part names the global element its detail carries",
    );
  });
});

describe("what is read past, with a warning", () => {
  it("leaves out an operation a binding binds that its portType does not declare", async () => {
    const wsdl = edit(
      asmxWsdl(),
      "</wsdl:binding>",
      '<wsdl:operation name="extra"><soap:operation soapAction="x" /></wsdl:operation></wsdl:binding>',
    );
    const { draft } = await readFixture(wsdl);
    expect(draft.operations.map((op) => op.name)).toEqual(["ping"]);
    expect(draft.warnings?.map((w) => w.message)).toEqual([
      "binding TestServiceSoap binds operation extra, which its portType does not declare: it is left out",
    ]);
  });

  it("reads a WSDL without a service through its bindings, with no address", async () => {
    const wsdl = asmxWsdl().replace(/<wsdl:service[\s\S]*<\/wsdl:service>/, "");
    const { model } = await readFixture(wsdl);
    expect(model.bindings.map((b) => [b.kind, b.portName, b.address])).toEqual([
      ["soap11", "TestServiceSoap", ""],
      ["soap12", "TestServiceSoap12", ""],
    ]);
    expect(model.endpointPath).toBe("/");
  });
});

describe("operation errors", () => {
  it("refuses a portType operation declared twice", async () => {
    const again =
      '<wsdl:operation name="ping"><wsdl:input message="tns:pingSoapIn" /><wsdl:output message="tns:pingSoapOut" /></wsdl:operation>';
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

  it("refuses document/encoded, naming the construct", async () => {
    const encoded = edit(asmxWsdl(), '<soap:body use="literal" />', '<soap:body use="encoded" />');
    await expectFixtureError(
      encoded,
      '<soap:body use="encoded"',
      'use="encoded" of the document-style operation ping (document/encoded) is not supported: the generator reads encoded messages in rpc style (style="rpc"), as SOAP section 7 defines them',
    );
  });

  it("refuses a part with neither element= nor type=", async () => {
    const bare = edit(
      asmxWsdl(),
      '<wsdl:part name="parameters" element="tns:ping" />',
      '<wsdl:part name="x" />',
    );
    await expectFixtureError(
      bare,
      '<wsdl:part name="x"',
      "part x of message pingSoapIn has neither element= nor type=: expected one of them",
    );
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
