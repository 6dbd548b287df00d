/** Ports and bindings: kinds, names, addresses, and which ports publish each operation. */
import { describe, expect, it } from "vitest";
import { ADDRESS, asmxWsdl, edit, expectFixtureError, readFixture, TNS, withoutLocs } from "./asmx-fixture.ts";

describe("bindings", () => {
  it("reads each port's binding kind, binding name, port name and address", async () => {
    const { draft, model } = await readFixture(asmxWsdl({ ports: ["soap11", "soap12", "httpGet", "httpPost"] }));
    expect(withoutLocs(draft.bindings)).toEqual([
      { kind: "soap11", name: "TestServiceSoap", portName: "TestServiceSoap", address: ADDRESS },
      { kind: "soap12", name: "TestServiceSoap12", portName: "TestServiceSoap12", address: ADDRESS },
      { kind: "httpGet", name: "TestServiceHttpGet", portName: "TestServiceHttpGet", address: ADDRESS },
      { kind: "httpPost", name: "TestServiceHttpPost", portName: "TestServiceHttpPost", address: ADDRESS },
    ]);
    expect(draft.operations[0]!.bindings).toBeUndefined();
    expect(model.operations[0]!.bindings).toEqual(["soap11", "soap12", "httpGet", "httpPost"]);
    expect(model.endpointPath).toBe("/api/test.asmx");
  });

  it("lists the bindings of an operation that not every port binds", async () => {
    const full = asmxWsdl({ operations: [{ name: "ping" }, { name: "pong" }], ports: ["soap11", "httpGet"] });
    const unbound = full.replace(/\n {4}<wsdl:operation name="pong">\n {6}<http:operation[\s\S]*?<\/wsdl:operation>/, "");
    expect(unbound).not.toBe(full);
    const { draft, model } = await readFixture(unbound);
    expect(draft.operations.map((op) => op.bindings)).toEqual([undefined, ["soap11"]]);
    expect(model.operations.map((op) => op.bindings)).toEqual([["soap11", "httpGet"], ["soap11"]]);
  });

  it("reads operations from a SOAP 1.2 port when there is no SOAP 1.1 port", async () => {
    const { draft } = await readFixture(asmxWsdl({ ports: ["soap12"] }));
    expect(withoutLocs(draft.bindings)).toEqual([{ kind: "soap12", name: "TestServiceSoap12", portName: "TestServiceSoap12", address: ADDRESS }]);
    expect(draft.operations.map((op) => [op.name, op.soapAction])).toEqual([["ping", `${TNS}ping`]]);
  });

  it("reads the service name and namespace", async () => {
    const { draft } = await readFixture(asmxWsdl());
    expect(withoutLocs(draft.service)).toEqual({ name: "TestService", namespace: TNS });
  });
});

describe("binding errors", () => {
  it("names an unresolved binding and portType", async () => {
    const binding = edit(asmxWsdl(), 'binding="tns:TestServiceSoap12"', 'binding="tns:Nope"');
    await expectFixtureError(
      binding,
      '<wsdl:port name="TestServiceSoap12"',
      `unresolved binding tns:Nope in port TestServiceSoap12: expected a wsdl:binding named Nope in namespace ${TNS}`,
    );
    const portType = edit(asmxWsdl(), 'type="tns:TestServiceSoap">', 'type="tns:Nope">');
    await expectFixtureError(
      portType,
      '<wsdl:binding name="TestServiceSoap"',
      `unresolved portType tns:Nope in binding TestServiceSoap: expected a wsdl:portType named Nope in namespace ${TNS}`,
    );
  });

  it("needs a SOAP port to read operations from", async () => {
    const wsdl = asmxWsdl({ ports: ["httpGet"] });
    await expectFixtureError(
      wsdl,
      '<wsdl:service name="TestService">',
      "the service has no SOAP port: expected a port whose binding has soap:binding or soap12:binding (operations are read from its document/literal messages)",
    );
  });

  it("refuses a binding of no known kind, an HTTP verb other than GET and POST, and a port without address", async () => {
    const none = edit(asmxWsdl(), '<soap12:binding transport="http://schemas.xmlsoap.org/soap/http" />', "");
    await expectFixtureError(
      none,
      '<wsdl:binding name="TestServiceSoap12"',
      "binding TestServiceSoap12 has no soap:binding, soap12:binding or http:binding: expected one of them",
    );
    const put = edit(asmxWsdl({ ports: ["soap11", "httpGet"] }), 'verb="GET"', 'verb="PUT"');
    await expectFixtureError(put, '<http:binding verb="PUT"', "the HTTP verb PUT of binding TestServiceHttpGet is not supported: expected GET or POST");
    const noAddress = edit(asmxWsdl(), `<soap:address location="${ADDRESS}" />`, "");
    await expectFixtureError(
      noAddress,
      '<wsdl:port name="TestServiceSoap"',
      "port TestServiceSoap has no soap:address, soap12:address or http:address: expected one with a location",
    );
  });

  it("refuses an HTTP binding of an operation the SOAP portType does not declare", async () => {
    const extra = '<wsdl:operation name="only"><wsdl:input message="tns:pingHttpGetIn" /><wsdl:output message="tns:pingHttpGetOut" /></wsdl:operation>';
    const wsdl = edit(
      edit(asmxWsdl({ ports: ["soap11", "httpGet"] }), '<wsdl:portType name="TestServiceHttpGet">', `<wsdl:portType name="TestServiceHttpGet">${extra}`),
      '<http:binding verb="GET" />',
      '<http:binding verb="GET" /><wsdl:operation name="only"><http:operation location="/only" /></wsdl:operation>',
    );
    await expectFixtureError(
      wsdl,
      '<wsdl:operation name="only"><http:operation',
      "binding TestServiceHttpGet binds operation only, which the SOAP portType does not declare: expected every operation on a SOAP port",
    );
  });

  it("refuses a binding of an operation its portType does not declare", async () => {
    const wsdl = edit(asmxWsdl(), '<soap:binding transport="http://schemas.xmlsoap.org/soap/http" />', '<soap:binding /><wsdl:operation name="ghost" />');
    await expectFixtureError(wsdl, '<wsdl:operation name="ghost"', "binding TestServiceSoap binds operation ghost, which its portType TestServiceSoap does not declare");
  });

  it("refuses a SOAP portType operation that no port binds", async () => {
    const full = asmxWsdl({ operations: [{ name: "ping" }, { name: "pong" }], ports: ["soap11"] });
    const unbound = full.replace(/\n {4}<wsdl:operation name="pong">\n {6}<soap:operation[\s\S]*?<\/wsdl:operation>/, "");
    expect(unbound).not.toBe(full);
    await expectFixtureError(
      unbound,
      '<wsdl:operation name="pong">',
      "operation pong is bound by no port of the service: expected it in a port's wsdl:binding",
    );
  });

  it("needs exactly one service", async () => {
    const none = asmxWsdl().replace(/<wsdl:service[\s\S]*<\/wsdl:service>/, "");
    await expectFixtureError(none, "<wsdl:definitions", "the WSDL declares no wsdl:service: expected one, with a port per binding");
    const two = edit(asmxWsdl(), "</wsdl:definitions>", '<wsdl:service name="Second" /></wsdl:definitions>');
    await expectFixtureError(two, '<wsdl:service name="Second"', "the WSDL declares a second wsdl:service: expected one");
  });
});
