/**
 * `?WSDL` serves the contract's WSDL with its port addresses pointing where it was asked, and an
 * independent SOAP stack, the npm `soap` package, builds its client from that served WSDL and calls
 * all 20 operations on SOAP 1.1 and SOAP 1.2 against the demo implementation.
 */
import { readFileSync } from "node:fs";
import soap from "soap";
import { DEMO_CREDENTIALS, demoAuthenticate, demoImplementation } from "school-service-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHOOL_OPERATIONS, SCHOOL_WSDL } from "../support/school-contract.ts";
import { send } from "./support/raw-http.ts";
import { CALLS } from "./support/sample-calls.ts";
import { ENDPOINT, NS, startServer, type TestServer } from "./support/start.ts";

const PUBLISHED = "http://localhost/api/schoolservice.asmx";

let server: TestServer;
beforeAll(async () => {
  server = await startServer(demoImplementation, { authenticate: demoAuthenticate });
});
afterAll(() => server.close());

describe("?WSDL", () => {
  const original = readFileSync(SCHOOL_WSDL, "utf8");

  it.each(["WSDL", "wsdl", "Wsdl"])("?%s answers the WSDL with the four port addresses at the host asked", async (query) => {
    const res = await send(server.port, { method: "GET", path: `${ENDPOINT}?${query}`, headers: { Host: "school.example.test:8443" } });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/xml; charset=utf-8");
    expect(original.split(PUBLISHED)).toHaveLength(5);
    expect(res.body).toBe(original.replaceAll(PUBLISHED, "http://school.example.test:8443/api/schoolservice.asmx"));
  });

  it("does not copy a Host header that is not a host into the WSDL", async () => {
    const res = await send(server.port, { method: "GET", path: `${ENDPOINT}?wsdl`, headers: { Host: 'evil"><x y="' } });
    expect(res.body).toBe(original.replaceAll(PUBLISHED, `http://127.0.0.1:${server.port}/api/schoolservice.asmx`));
  });

  it("answers the endpoint itself with a page naming the operations", async () => {
    const res = await send(server.port, { method: "GET", path: ENDPOINT });
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect([...res.body.matchAll(/<li>(\w+)<\/li>/g)].map((m) => m[1])).toEqual(SCHOOL_OPERATIONS);
    expect(res.body).toContain(`<a href="${ENDPOINT}?WSDL">`);
  });
});

type Callback = (err: unknown, result: Record<string, { _status: { bln_Success: boolean }; _data: { anyType: AnyItem[] } }>) => void;
interface AnyItem {
  attributes: { "xsi:type": string };
  $value?: string;
}

/** node-soap's arguments: dates as xsd:dateTime text. */
const argsOf = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]));

describe.each([
  ["SOAP 1.1", "SchoolServiceSoap", {}],
  ["SOAP 1.2", "SchoolServiceSoap12", { forceSoap12Headers: true }],
])("node-soap on %s, from the served WSDL", (_, portName, options) => {
  let port: Record<string, (args: object, cb: Callback) => void>;
  beforeAll(async () => {
    const client = await soap.createClientAsync(`${server.url}?WSDL`, options);
    const { Schoolname, Username, Password } = DEMO_CREDENTIALS;
    client.addSoapHeader(`<AuthHeader xmlns="${NS}"><Schoolname>${Schoolname}</Schoolname><Username>${Username}</Username><Password>${Password}</Password></AuthHeader>`);
    port = (client as unknown as { SchoolService: Record<string, typeof port> }).SchoolService[portName]!;
  });

  it.each(SCHOOL_OPERATIONS)("%s", async (name) => {
    const call = CALLS[name]!;
    const result = await new Promise<Parameters<Callback>[1]>((resolve, reject) => port[name]!(argsOf(call.params), (err, r) => (err ? reject(err) : resolve(r))));
    const answer = result[`${name}Result`]!;
    expect(answer._status.bln_Success).toBe(true);
    const [echo, ...items] = answer._data.anyType;
    expect(echo).toEqual({ attributes: { "xsi:type": "xsd:string" }, $value: call.echo === "" ? name : `${name}: ${call.echo}` });
    expect(items.map((i) => i.attributes["xsi:type"])).toEqual(call.items);
  });
});
