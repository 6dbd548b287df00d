/**
 * A contract whose ports publish no address (test/fixtures/no-address): generated, its client
 * calls the URL it is given, exactly, and its server answers at the path its options choose (`/`
 * by default), publishing at `?WSDL` the address it was asked at, as ASMX does for its ports.
 */
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/run-cli.ts";
import { contract } from "./contract-builder.ts";
import { generateService, type GeneratedService } from "./generated-service.ts";

const WSDL = readFileSync(path.join(REPO_ROOT, "test/fixtures/no-address/no-address.wsdl"), "utf8");
const BINDINGS = ["soap11", "soap12"] as const;
// Each result has one field: the client and the implementation see it unwrapped.
const ANSWERS = {
  NoParams: "no params",
  Add: ({ a, b }: { a: number; b: number }) => a + b,
};

describe("a contract whose ports publish no address", () => {
  let service: GeneratedService;
  beforeAll(async () => {
    service = await generateService(WSDL);
  }, 120_000);
  afterAll(() => service.close());

  describe.each(BINDINGS)("on %s, served at the path the server's options choose", (binding) => {
    it("is called at the endpoint URL the client is given", async () => {
      const running = await service.serve(ANSWERS, { endpointPath: "/services/NoAddress.svc" });
      try {
        expect(new URL(running.url).pathname).toBe("/services/NoAddress.svc");
        const client = running.client(binding);
        expect(await client.NoParams!({})).toBe("no params");
        expect(await client.Add!({ a: 2, b: 3 })).toBe(5);
        expect(running.received.map((r) => r.operation)).toEqual(["NoParams", "Add"]);
      } finally {
        await running.close();
      }
    });
  });

  it("is served at / by default, and its WSDL gets the address it was asked at", async () => {
    const running = await service.serve(ANSWERS);
    try {
      expect(new URL(running.url).pathname).toBe("/");
      expect(await running.client("soap12").Add!({ a: 1, b: 1 })).toBe(2);
      const wsdl = await (await fetch(`${running.url}?WSDL`)).text();
      const origin = new URL(running.url).origin;
      expect(wsdl).toContain(
        `<wsdl:port name="Port" binding="tns:Binding"><address xmlns="http://schemas.xmlsoap.org/wsdl/soap/" location="${origin}/" />`,
      );
      expect(wsdl).toContain(
        `<wsdl:port name="Port12" binding="tns:Binding12"><address xmlns="http://schemas.xmlsoap.org/wsdl/soap12/" location="${origin}/" /></wsdl:port>`,
      );
    } finally {
      await running.close();
    }
  });

  it("refuses an endpointPath option that is no path", async () => {
    await expect(service.serve(ANSWERS, { endpointPath: "services" })).rejects.toThrow(
      'options.endpointPath "services" is not a path: expected one starting with /, without ? or #',
    );
  });

  it("sends its calls to the URL given, without adding a path to it", async () => {
    const seen: string[] = [];
    const stub: Server = createServer((req, res) => {
      seen.push(req.url ?? "");
      res.writeHead(500).end();
    });
    await new Promise<void>((done) => stub.listen(0, "127.0.0.1", done));
    const running = await service.serve(ANSWERS);
    try {
      const { port } = stub.address() as AddressInfo;
      const baseUrl = `http://127.0.0.1:${port}/exact/Endpoint.svc`;
      await expect(running.client("soap11", { baseUrl }).Add!({ a: 1, b: 2 })).rejects.toThrow();
      expect(seen).toEqual(["/exact/Endpoint.svc"]);
    } finally {
      await running.close();
      await new Promise((done) => stub.close(done));
    }
  });
});

describe("HTTP GET and POST of a contract without an address, served at /", () => {
  let service: GeneratedService;
  beforeAll(async () => {
    const wsdl = contract({
      schema: `
        <xs:element name="Add"><xs:complexType><xs:sequence><xs:element name="a" type="xs:int" /><xs:element name="b" type="xs:int" /></xs:sequence></xs:complexType></xs:element>
        <xs:element name="AddResponse"><xs:complexType><xs:sequence><xs:element name="AddResult" type="xs:int" /></xs:sequence></xs:complexType></xs:element>
        <xs:element name="int" type="xs:int" />`,
      operations: [
        {
          name: "Add",
          input: '<wsdl:part name="parameters" element="tns:Add" />',
          output: '<wsdl:part name="parameters" element="tns:AddResponse" />',
          http: {
            input: '<wsdl:part name="a" type="xs:string" /><wsdl:part name="b" type="xs:string" />',
            output: '<wsdl:part name="Body" element="tns:int" />',
          },
        },
      ],
      ports: ["soap11", "httpGet", "httpPost"],
    }).replace(/<(?:soap|http):address [^>]*\/>/g, "");
    expect(wsdl).not.toContain("address");
    service = await generateService(wsdl);
  }, 120_000);
  afterAll(() => service.close());

  it.each(["httpGet", "httpPost"] as const)(
    "on %s, answers at /Add whether the client is given the URL with its / or without",
    async (binding) => {
      const on = { enabled: true, authenticate: null };
      const running = await service.serve(
        { Add: ({ a, b }: { a: number; b: number }) => a + b },
        { httpGet: on, httpPost: on },
      );
      try {
        expect(new URL(running.url).pathname).toBe("/");
        const origin = new URL(running.url).origin;
        expect(await running.client(binding).Add!({ a: 2, b: 3 })).toBe(5);
        expect(await running.client(binding, { baseUrl: origin }).Add!({ a: 4, b: 3 })).toBe(7);
      } finally {
        await running.close();
      }
    },
  );
});
