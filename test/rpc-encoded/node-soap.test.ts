/**
 * rpc/encoded against node-soap (the npm `soap` package), both ways, on the same contract: our
 * client calling `soap.listen`, and node-soap's client calling our server. node-soap reads
 * rpc/encoded loosely (neither writes nor needs `xsi:type`, names array items `item`, qualifies
 * the response's part accessors with the target namespace, leaves a nil member out); what each
 * side reads of the other is asserted whole.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";
import soap from "soap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  generateService,
  type GeneratedService,
  type RunningService,
} from "../constructs/generated-service.ts";

const WSDL = readFileSync(
  path.join(import.meta.dirname, "../fixtures/rpc-encoded/people.wsdl"),
  "utf8",
);

const ada = {
  name: "Ada",
  age: 36,
  mood: "happy",
  tags: ["math", "engines"],
  friend: { name: "Charles", age: 41, mood: "grumpy", tags: ["cards"], friend: null },
};

/**
 * A value as node-soap hands it over, without what it adds for `xsi:type`: a typed value is
 * `{ $value, attributes: { "xsi:type" } }` to it, and an element's attributes are `attributes`.
 */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (typeof value !== "object" || value === null) return value;
  if ("$value" in value) return plain(value.$value);
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => k !== "attributes")
      .map(([k, v]) => [k, plain(v)]),
  );
}

/** The `xsi:type` node-soap saw on a value. */
const xsiType = (value: unknown) =>
  (value as { attributes?: Record<string, string> }).attributes?.["xsi:type"];

describe("rpc/encoded with node-soap", () => {
  let service: GeneratedService;
  let running: RunningService;
  let nodeSoap: http.Server;
  let nodeSoapUrl: string;
  const nodeSoapGot: Record<string, unknown>[] = [];

  beforeAll(async () => {
    service = await generateService(WSDL);
    running = await service.serve({
      greet: (p: { name: string; times: number }) => `${p.name} x${p.times}`,
      sum: (p: { values: (number | null)[] }) =>
        BigInt(p.values.reduce<number>((a, v) => a + (v ?? 0), 0)),
      echoPerson: (p: { person: unknown }) => p.person,
      crowd: (p: { people: ({ name: string } | null)[] }) => ({
        names: p.people.map((x) => x?.name ?? null),
        count: p.people.length,
      }),
    });
    nodeSoap = http.createServer((_req, res) => res.writeHead(404).end());
    await new Promise<void>((resolve) => nodeSoap.listen(0, "127.0.0.1", resolve));
    nodeSoapUrl = `http://127.0.0.1:${(nodeSoap.address() as AddressInfo).port}/people`;
    const record =
      (name: string, answer: (args: Record<string, unknown>) => unknown) =>
      (args: Record<string, unknown>) => {
        nodeSoapGot.push({ [name]: args });
        return answer(args);
      };
    soap.listen(
      nodeSoap,
      "/people",
      {
        PeopleService: {
          PeoplePort: {
            greet: record("greet", (a) => ({
              return: `hello ${String(plain(a.name))} x${String(plain(a.times))}`,
            })),
            sum: record("sum", () => ({ return: 42 })),
            echoPerson: record("echoPerson", (a) => ({ return: plain(a.person) })),
            crowd: record("crowd", () => ({ names: { item: ["a", "b"] }, count: 2 })),
          },
        },
      },
      WSDL,
    );
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    nodeSoap?.close();
    service?.close();
  });

  describe("our client against node-soap's server", () => {
    const client = () => running.client("soap11", { baseUrl: nodeSoapUrl });

    it("sends simple parts node-soap reads, and reads its answer (a qualified accessor)", async () => {
      expect(await client().greet!({ name: "Ada", times: 2 })).toBe("hello Ada x2");
      const got = nodeSoapGot.at(-1)!.greet as Record<string, unknown>;
      expect(plain(got)).toEqual({ name: "Ada", times: "2" });
      expect([xsiType(got.name), xsiType(got.times)]).toEqual(["xsd:string", "xsd:int"]);
    });

    it("sends a SOAP-encoded array node-soap reads as its items", async () => {
      expect(await client().sum!({ values: [1, 2, 3] })).toBe(42n);
      const got = nodeSoapGot.at(-1)!.sum as { values: unknown };
      expect(plain(got)).toEqual({ values: { item: ["1", "2", "3"] } });
      expect(got.values).toMatchObject({
        attributes: { "xsi:type": "SOAP-ENC:Array", "SOAP-ENC:arrayType": "xsd:int[3]" },
      });
    });

    it("sends a structure and reads node-soap's echo of it", async () => {
      const echoed = await client().echoPerson!({ person: ada });
      // node-soap leaves out the nil friend of Charles.
      const { friend: _nil, ...charles } = ada.friend;
      expect(echoed).toEqual({ ...ada, friend: charles });
    });

    it("reads an answer of several parts with a SOAP-encoded array", async () => {
      expect(await client().crowd!({ people: [], when: new Date(0) })).toEqual({
        names: ["a", "b"],
        count: 2,
      });
    });
  });

  describe("node-soap's client against our server", () => {
    let nodeSoapClient: soap.Client;
    beforeAll(async () => {
      nodeSoapClient = await soap.createClientAsync(`${running.url}?WSDL`, {
        endpoint: running.url,
      });
    });
    const callNodeSoap = async (op: string, args: object) =>
      (
        (await (nodeSoapClient as unknown as Record<string, (a: object) => Promise<unknown[]>>)[
          `${op}Async`
        ]!(args)) as [unknown]
      )[0];

    it("reads node-soap's simple parts, and node-soap reads our encoded answer", async () => {
      const answer = (await callNodeSoap("greet", { name: "Ada", times: 3 })) as {
        return: unknown;
      };
      expect(plain(answer)).toEqual({ return: "Ada x3" });
      expect(xsiType(answer.return)).toBe("xsd:string");
      expect(running.received.at(-1)!.params).toEqual({ name: "Ada", times: 3 });
    });

    it("reads node-soap's array (no arrayType, items named item)", async () => {
      expect(plain(await callNodeSoap("sum", { values: { item: [4, 5, 6] } }))).toEqual({
        return: 15,
      });
      expect(running.received.at(-1)!.params).toEqual({ values: [4, 5, 6] });
    });

    it("reads node-soap's structure, and node-soap reads ours", async () => {
      const sent = {
        ...ada,
        tags: { item: ada.tags },
        friend: { ...ada.friend, tags: { item: ["cards"] } },
      };
      const echoed = await callNodeSoap("echoPerson", { person: sent });
      expect(running.received.at(-1)!.params).toEqual({ person: ada });
      // node-soap reads a one-item array as the item, and leaves out the nil friend.
      expect(plain(echoed)).toEqual({
        return: {
          ...ada,
          tags: { item: ada.tags },
          friend: { name: "Charles", age: 41, mood: "grumpy", tags: { item: "cards" } },
        },
      });
    });
  });
});
