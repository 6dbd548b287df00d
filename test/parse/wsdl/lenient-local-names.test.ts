/**
 * --lenient reads a port's binding, a binding's portType and an operation's input and output
 * message whose QName has the wrong prefix (undeclared, or bound to a namespace that declares no
 * such name) as node-soap does: by local name, when exactly one declaration across the WSDL and
 * its imports has it. By default that is an error saying what --lenient would read; a local name
 * that two declarations share stays unresolved either way.
 */
import { describe, expect, it } from "vitest";
import { ContractErrorAfterWarnings } from "../../../generator/parse/wsdl/reading.ts";
import {
  ADDRESS,
  asmxWsdl,
  edit,
  fixtureError,
  positionOf,
  readFixture,
  TNS,
  withoutLocs,
} from "./asmx-fixture.ts";
import { readBothWays } from "./lenient-fixture.ts";
import { plainWsdl } from "./plain-wsdl.ts";

const V1 = "urn:example:v1";
const V2 = "urn:example:v2";
const PORT = '<wsdl:port name="TestServiceSoap" binding="tns:TestServiceSoap">';
const NO_SOAP_PORT =
  "the service has no SOAP port: expected a port whose binding has soap:binding or soap12:binding (operations are read from its messages)";

/** The one-port ASMX fixture, with the prefix v1 bound to V1 (where nothing is declared). */
const soapOnly = () =>
  edit(asmxWsdl({ ports: ["soap11"] }), "xmlns:tns=", `xmlns:v1="${V1}" xmlns:tns=`);
const onlyOne = (kind: string, local: string, namespace = TNS) =>
  `by its local name as the only wsdl:${kind} named ${local}, in namespace ${namespace}`;

describe("--lenient reads a wrongly prefixed WSDL name by its local name", () => {
  it("reads a port's binding whose prefix is bound to another namespace", async () => {
    const wsdl = edit(
      soapOnly(),
      PORT,
      '<wsdl:port name="TestServiceSoap" binding="v1:TestServiceSoap">',
    );
    const error = `unresolved binding v1:TestServiceSoap in port TestServiceSoap: expected a wsdl:binding named TestServiceSoap in namespace ${V1}`;
    const read = await readBothWays(wsdl, [
      {
        at: '<wsdl:port name="TestServiceSoap"',
        error,
        assumed: `read ${onlyOne("binding", "TestServiceSoap")}`,
        strictError: `${error} (--lenient reads it ${onlyOne("binding", "TestServiceSoap")})`,
      },
    ]);
    const sound = await readFixture(asmxWsdl({ ports: ["soap11"] }));
    expect(withoutLocs(read.draft.bindings)).toEqual(withoutLocs(sound.draft.bindings));
    expect(read.model.operations.map((op) => op.name)).toEqual(["ping"]);
  });

  it("reads a port's binding whose prefix is undeclared, the binding being in an imported WSDL", async () => {
    const wsdl = `<?xml version="1.0" encoding="utf-8"?>
<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" targetNamespace="${V1}">
  <wsdl:import namespace="${TNS}" location="parts.wsdl" />
  <wsdl:service name="TestService">
    <wsdl:port name="TestServiceSoap" binding="api:TestServiceSoap"><soap:address location="${ADDRESS}" /></wsdl:port>
  </wsdl:service>
</wsdl:definitions>
`;
    const parts = asmxWsdl({ ports: ["soap11"] }).replace(
      /<wsdl:service[\s\S]*<\/wsdl:service>/,
      "",
    );
    const error =
      "the namespace prefix api of api:TestServiceSoap is not declared: expected an xmlns:api attribute in scope";
    const read = await readBothWays(
      wsdl,
      [
        {
          at: "<wsdl:port",
          error,
          assumed: `read ${onlyOne("binding", "TestServiceSoap")}`,
          strictError: `${error} (--lenient reads it ${onlyOne("binding", "TestServiceSoap")})`,
        },
      ],
      { "parts.wsdl": parts },
    );
    expect(read.model.bindings.map((b) => [b.kind, b.address])).toEqual([["soap11", ADDRESS]]);
    expect(read.model.operations.map((op) => op.name)).toEqual(["ping"]);
  });

  it("reads a binding's portType and an operation's input and output message so, a name without a prefix too", async () => {
    const options = {
      schema:
        '<xs:element name="Symbol" type="xs:string" /><xs:element name="Price" type="xs:decimal" />',
      messages: {
        In: '<wsdl:part name="symbol" element="tns:Symbol" />',
        Out: '<wsdl:part name="price" element="tns:Price" />',
      },
    };
    const sound = plainWsdl(options);
    let wsdl = edit(sound, "xmlns:tns=", `xmlns:v1="${V1}" xmlns:tns=`);
    wsdl = edit(
      edit(
        edit(wsdl, 'type="tns:Quotes"', 'type="v1:Quotes"'),
        'message="tns:In"',
        'message="v1:In"',
      ),
      'message="tns:Out"',
      'message="Out"',
    );
    const portType = `unresolved portType v1:Quotes in binding QuotesSoap: expected a wsdl:portType named Quotes in namespace ${V1}`;
    const read = await readBothWays(wsdl, [
      {
        at: '<wsdl:binding name="QuotesSoap"',
        error: portType,
        assumed: `read ${onlyOne("portType", "Quotes")}`,
        strictError: `${portType} (--lenient reads it ${onlyOne("portType", "Quotes")})`,
      },
      {
        at: '<wsdl:input message="v1:In"',
        error: `unresolved message v1:In in the input of operation GetQuote: expected a wsdl:message named In in namespace ${V1}`,
        assumed: `read ${onlyOne("message", "In")}`,
      },
      {
        at: '<wsdl:output message="Out"',
        error:
          "unresolved message Out in the output of operation GetQuote: expected a wsdl:message named Out in namespace (none)",
        assumed: `read ${onlyOne("message", "Out")}`,
      },
    ]);
    expect(withoutLocs(read.draft.operations)).toEqual(
      withoutLocs((await readFixture(sound)).draft.operations),
    );
  });

  it("keeps a fault's message an error: node-soap reads no fault message", async () => {
    const wsdl = plainWsdl({
      schema:
        '<xs:element name="Symbol" type="xs:string" /><xs:element name="Invalid" type="xs:string" />',
      messages: {
        In: '<wsdl:part name="symbol" element="tns:Symbol" />',
        Out: '<wsdl:part name="symbol" element="tns:Symbol" />',
        Fault: '<wsdl:part name="fault" element="tns:Invalid" />',
      },
      portTypeExtra: '<wsdl:fault name="Invalid" message="v1:Fault" />',
    }).replace("xmlns:tns=", `xmlns:v1="${V1}" xmlns:tns=`);
    const { line, column } = positionOf(wsdl, "<wsdl:fault");
    for (const lenient of [false, true]) {
      const { file, message } = await fixtureError(wsdl, {}, { lenient });
      expect(message).toBe(
        `${file}:${line}:${column}: unresolved message v1:Fault in the fault of operation GetQuote: expected a wsdl:message named Fault in namespace ${V1}`,
      );
    }
  });

  it("keeps a local name two declarations share unresolved, by default and with --lenient", async () => {
    const other = `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:other="${V2}" targetNamespace="${V2}">
  <wsdl:portType name="TestServiceSoap" />
  <wsdl:binding name="TestServiceSoap" type="other:TestServiceSoap" />
</wsdl:definitions>`;
    const withOther = edit(
      soapOnly(),
      "<wsdl:types>",
      `<wsdl:import namespace="${V2}" location="other.wsdl" />\n  <wsdl:types>`,
    );
    const ambiguous = (kind: string) =>
      `(by local name it is ambiguous: 2 wsdl:${kind}s are named TestServiceSoap, in namespaces ${TNS} and ${V2})`;

    const port = edit(
      withOther,
      PORT,
      '<wsdl:port name="TestServiceSoap" binding="v1:TestServiceSoap">',
    );
    const binding = `unresolved binding v1:TestServiceSoap in port TestServiceSoap: expected a wsdl:binding named TestServiceSoap in namespace ${V1} ${ambiguous("binding")}`;
    const strict = await fixtureError(port, { "other.wsdl": other });
    const at = positionOf(port, "<wsdl:port name=");
    expect(strict.message).toBe(`${strict.file}:${at.line}:${at.column}: ${binding}`);
    // --lenient leaves the port out, as one naming no binding; it was the only one.
    const error: unknown = await readFixture(
      port,
      { "other.wsdl": other },
      { lenient: true },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractErrorAfterWarnings);
    expect((error as ContractErrorAfterWarnings).detail).toBe(NO_SOAP_PORT);
    expect((error as ContractErrorAfterWarnings).warnings.map((w) => w.message)).toEqual([
      `${binding}: the port is left out (--lenient)`,
    ]);

    const type = edit(withOther, 'type="tns:TestServiceSoap"', 'type="v1:TestServiceSoap"');
    const portType = `unresolved portType v1:TestServiceSoap in binding TestServiceSoap: expected a wsdl:portType named TestServiceSoap in namespace ${V1} ${ambiguous("portType")}`;
    const bindingAt = positionOf(type, '<wsdl:binding name="TestServiceSoap"');
    for (const lenient of [false, true]) {
      const { file, message } = await fixtureError(type, { "other.wsdl": other }, { lenient });
      expect(message).toBe(`${file}:${bindingAt.line}:${bindingAt.column}: ${portType}`);
    }
  });
});
