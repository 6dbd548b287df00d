/** Ports and bindings: kinds, names, addresses, and which ports publish each operation. */
import { describe, expect, it } from "vitest";
import {
  ADDRESS,
  asmxWsdl,
  edit,
  expectFixtureError,
  readFixture,
  TNS,
  withoutLocs,
} from "./asmx-fixture.ts";

describe("bindings", () => {
  it("reads each port's binding kind, binding name, port name and address", async () => {
    const { draft, model } = await readFixture(
      asmxWsdl({ ports: ["soap11", "soap12", "httpGet", "httpPost"] }),
    );
    expect(withoutLocs(draft.bindings)).toEqual([
      { kind: "soap11", name: "TestServiceSoap", portName: "TestServiceSoap", address: ADDRESS },
      {
        kind: "soap12",
        name: "TestServiceSoap12",
        portName: "TestServiceSoap12",
        address: ADDRESS,
      },
      {
        kind: "httpGet",
        name: "TestServiceHttpGet",
        portName: "TestServiceHttpGet",
        address: ADDRESS,
      },
      {
        kind: "httpPost",
        name: "TestServiceHttpPost",
        portName: "TestServiceHttpPost",
        address: ADDRESS,
      },
    ]);
    expect(draft.operations[0]!.bindings).toBeUndefined();
    expect(model.operations[0]!.bindings).toEqual(["soap11", "soap12", "httpGet", "httpPost"]);
    expect(model.endpointPath).toBe("/api/test.asmx");
  });

  it("serves at the path of an address that is no URL but has its shape, as written (wasabi's symbolic_endpoint.wsdl)", async () => {
    const wsdl = edit(
      asmxWsdl({ ports: ["soap11"] }),
      `location="${ADDRESS}"`,
      'location="http://server:port/CICS/CWBA/DQ5006"',
    );
    const { model } = await readFixture(wsdl);
    expect([model.bindings[0]!.address, model.endpointPath]).toEqual([
      "http://server:port/CICS/CWBA/DQ5006",
      "/CICS/CWBA/DQ5006",
    ]);
  });

  it("lists the bindings of an operation that not every port binds", async () => {
    const full = asmxWsdl({
      operations: [{ name: "ping" }, { name: "pong" }],
      ports: ["soap11", "httpGet"],
    });
    const unbound = full.replace(
      /\n {4}<wsdl:operation name="pong">\n {6}<http:operation[\s\S]*?<\/wsdl:operation>/,
      "",
    );
    expect(unbound).not.toBe(full);
    const { draft, model } = await readFixture(unbound);
    expect(draft.operations.map((op) => op.bindings)).toEqual([undefined, ["soap11"]]);
    expect(model.operations.map((op) => op.bindings)).toEqual([["soap11", "httpGet"], ["soap11"]]);
  });

  it("reads operations from a SOAP 1.2 port when there is no SOAP 1.1 port", async () => {
    const { draft } = await readFixture(asmxWsdl({ ports: ["soap12"] }));
    expect(withoutLocs(draft.bindings)).toEqual([
      {
        kind: "soap12",
        name: "TestServiceSoap12",
        portName: "TestServiceSoap12",
        address: ADDRESS,
      },
    ]);
    expect(draft.operations.map((op) => [op.name, op.soapAction])).toEqual([
      ["ping", `${TNS}ping`],
    ]);
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
      "the service has no SOAP port: expected a port whose binding has soap:binding or soap12:binding (operations are read from its messages)",
    );
  });

  it("refuses an HTTP verb other than GET and POST", async () => {
    const put = edit(asmxWsdl({ ports: ["soap11", "httpGet"] }), 'verb="GET"', 'verb="PUT"');
    await expectFixtureError(
      put,
      '<http:binding verb="PUT"',
      "the HTTP verb PUT of binding TestServiceHttpGet is not supported: expected GET or POST",
    );
  });
});

describe("ports without an address", () => {
  const SOAP11_ADDRESS = `<soap:address location="${ADDRESS}" />`;
  const SOAP12_ADDRESS = `<soap12:address location="${ADDRESS}" />`;
  const warnings = (draft: { warnings?: { message: string }[] }) =>
    draft.warnings?.map((w) => w.message);

  it("reads a port without one, warning that the caller gives the endpoint", async () => {
    const { draft, model } = await readFixture(
      edit(asmxWsdl({ ports: ["soap11"] }), SOAP11_ADDRESS, ""),
    );
    expect(withoutLocs(draft.bindings)).toEqual([
      { kind: "soap11", name: "TestServiceSoap", portName: "TestServiceSoap", address: "" },
    ]);
    expect(warnings(draft)).toEqual([
      "port TestServiceSoap has no soap:address, soap12:address or http:address: the generated client calls the baseUrl it is given as the endpoint URL, and the server answers at its endpointPath option (default /)",
    ]);
    expect(draft.warnings![0]!.loc?.line).toBeGreaterThan(0);
    expect(model.bindings.map((b) => b.address)).toEqual([""]);
    expect(model.endpointPath).toBe("/");
  });

  it("serves a port without one at another port's address", async () => {
    const { draft, model } = await readFixture(
      edit(asmxWsdl({ ports: ["soap11", "soap12"] }), SOAP11_ADDRESS, ""),
    );
    expect(draft.bindings.map((b) => b.address)).toEqual(["", ADDRESS]);
    expect(warnings(draft)).toEqual([
      "port TestServiceSoap has no soap:address, soap12:address or http:address: it is served and called at the address of port TestServiceSoap12, as every port is",
    ]);
    expect(model.endpointPath).toBe("/api/test.asmx");
  });

  it("reads the port with an address over an earlier one of its kind without", async () => {
    const wsdl = asmxWsdl({ ports: ["soap11", "soap12"] });
    // The SOAP 1.2 port becomes a second SOAP 1.1 port, on the SOAP 1.1 binding, with the address.
    const second = edit(
      edit(wsdl, SOAP11_ADDRESS, ""),
      `binding="tns:TestServiceSoap12">${SOAP12_ADDRESS}`,
      `binding="tns:TestServiceSoap">${SOAP11_ADDRESS}`,
    );
    const { draft, model } = await readFixture(second);
    expect(withoutLocs(draft.bindings)).toEqual([
      { kind: "soap11", name: "TestServiceSoap", portName: "TestServiceSoap12", address: ADDRESS },
    ]);
    expect(warnings(draft)).toEqual([
      "port TestServiceSoap is a soap11 port without an address: the next one, TestServiceSoap12, which has one, is read",
    ]);
    expect(model.endpointPath).toBe("/api/test.asmx");
  });
});

describe("ports read past, with a warning", () => {
  const warnings = async (wsdl: string) =>
    (await readFixture(wsdl)).draft.warnings?.map((w) => w.message);

  it("leaves out the port of a binding of no known kind", async () => {
    const none = edit(
      asmxWsdl(),
      '<soap12:binding transport="http://schemas.xmlsoap.org/soap/http" />',
      "",
    );
    expect(await warnings(none)).toEqual([
      "binding TestServiceSoap12 is neither SOAP nor HTTP GET/POST: its port TestServiceSoap12 is left out",
    ]);
    expect((await readFixture(none)).model.bindings.map((b) => b.kind)).toEqual(["soap11"]);
  });

  it("leaves out an HTTP binding's operation that no SOAP portType declares", async () => {
    const extra =
      '<wsdl:operation name="only"><wsdl:input message="tns:pingHttpGetIn" /><wsdl:output message="tns:pingHttpGetOut" /></wsdl:operation>';
    const wsdl = edit(
      edit(
        asmxWsdl({ ports: ["soap11", "httpGet"] }),
        '<wsdl:portType name="TestServiceHttpGet">',
        `<wsdl:portType name="TestServiceHttpGet">${extra}`,
      ),
      '<http:binding verb="GET" />',
      '<http:binding verb="GET" /><wsdl:operation name="only"><http:operation location="/only" /></wsdl:operation>',
    );
    expect(await warnings(wsdl)).toEqual([
      "binding TestServiceHttpGet binds operation only, which no SOAP port's portType declares: it is left out",
    ]);
  });

  it("leaves out a SOAP portType operation that no port binds", async () => {
    const full = asmxWsdl({ operations: [{ name: "ping" }, { name: "pong" }], ports: ["soap11"] });
    const unbound = full.replace(
      /\n {4}<wsdl:operation name="pong">\n {6}<soap:operation[\s\S]*?<\/wsdl:operation>/,
      "",
    );
    expect(unbound).not.toBe(full);
    expect(await warnings(unbound)).toEqual([
      "operation pong is bound by no port of the service: it is left out",
    ]);
    expect((await readFixture(unbound)).model.operations.map((op) => op.name)).toEqual(["ping"]);
  });

  it("reads the ports of every service as one service, and the first port of each kind", async () => {
    const second =
      '<wsdl:service name="Second"><wsdl:port name="Again" binding="tns:TestServiceSoap"><soap:address location="http://elsewhere/x.asmx" /></wsdl:port></wsdl:service>';
    const two = edit(asmxWsdl(), "</wsdl:definitions>", `${second}</wsdl:definitions>`);
    expect(await warnings(two)).toEqual([
      "the WSDL declares 2 services: the ports of all of them are read as one service, TestService",
      "port Again is a second soap11 port: the first one, TestServiceSoap, is read",
    ]);
    expect((await readFixture(two)).model.name).toBe("TestService");
  });
});
