/**
 * The gateway calls one SOAP binding (`--binding`): an operation the contract does not publish on
 * it is a 404 that says so, and nothing is called.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect, it } from "vitest";
import { gatewayHandler } from "../../generator/gateway/gateway-handler.ts";
import type { GatewayPackages } from "../../generator/gateway/gateway-packages.ts";
import { modelOf, SCHOOL } from "../openapi/openapi-support.ts";

const called: string[] = [];
let server: Server;
let url: string;
beforeAll(async () => {
  const model = await modelOf(SCHOOL);
  // eventDelete as a contract would have it published on SOAP 1.2 alone.
  const ops = model.operations.map((op) =>
    op.name === "eventDelete" ? { ...op, bindings: ["soap12" as const] } : op,
  );
  const client = new Proxy({}, { get: (_t, name) => async () => void called.push(String(name)) });
  server = createServer(
    gatewayHandler({
      model: { ...model, operations: ops },
      packages: {
        operations: {},
        headerBlocks: {},
        headerValidators: {},
        paramValidators: {},
        jsonReading: () => ({
          fields: (_f: unknown, json: unknown) => json,
          value: (_c: unknown, json: unknown) => json,
        }),
      } as unknown as GatewayPackages,
      clients: () => ({ client }),
      target: "http://target.invalid/api/schoolservice.asmx",
      binding: "soap11",
      document: "{}",
      maxBodyBytes: 1024,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it("answers an operation not published on the gateway's binding with a 404 naming both", async () => {
  const res = await fetch(`${url}/eventDelete`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: "{}",
  });
  expect(res.status).toBe(404);
  expect(await res.json()).toEqual({
    code: "Client",
    message: "eventDelete is not published on soap11, the binding the gateway calls (--binding)",
  });
  expect(called).toEqual([]);
});
