/**
 * rpc/encoded (SOAP 1.1 section 5) end to end: a contract of SOAP-encoded arrays, soapenc: types
 * and a structure referring to its own type, generated; its client calls its server, and what
 * travels is what section 5 says: `xsi:type` on every value, `SOAP-ENC:arrayType` on arrays, the
 * encodingStyle on the call's element, unqualified part accessors.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  declared,
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
  tags: ["math", null, "engines"],
  friend: { name: "Charles", age: 41, mood: "grumpy", tags: [], friend: null },
};

describe("rpc/encoded: the generated client against the generated server", () => {
  let service: GeneratedService;
  let running: RunningService;
  const wire: string[] = [];

  beforeAll(async () => {
    service = await generateService(WSDL);
    running = await service.serve({
      greet: (p: { name: string; times: number }) =>
        Array(p.times).fill(`hello ${p.name}`).join(", "),
      sum: (p: { values: (number | null)[] }) =>
        BigInt(p.values.reduce<number>((a, v) => a + (v ?? 0), 0)),
      echoPerson: (p: { person: unknown }) => p.person,
      crowd: (p: { people: ({ name: string } | null)[] }) => ({
        names: p.people.map((x) => x?.name ?? null),
        count: p.people.length,
      }),
    });
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    service?.close();
  });

  /** A client whose requests and responses are kept in `wire`. */
  function client() {
    const recording: typeof fetch = async (input, init) => {
      wire.push(String(init?.body));
      const res = await fetch(input, init);
      const text = await res.text();
      wire.push(text);
      return new Response(text, { status: res.status, headers: res.headers });
    };
    return running.client("soap11", { fetch: recording });
  }

  it("types the parts, the SOAP-encoded arrays and soapenc: types as the literal path would", async () => {
    expect(await declared(service, "StringArray")).toBe(
      "export type StringArray = (string | null)[];",
    );
    expect(await declared(service, "GreetParams")).toBe(
      "export interface GreetParams {\n  name: string;\n  /** `xsd:int`. */\n  times: number;\n}",
    );
    expect(await declared(service, "Person")).toContain("friend: Person | null;");
  });

  it("calls with simple parts, each saying its type, in the encodingStyle", async () => {
    wire.length = 0;
    expect(await client().greet!({ name: "Ada", times: 2 })).toBe("hello Ada, hello Ada");
    const [request, response] = wire;
    expect(request).toContain(
      '<greet xmlns="urn:people" xmlns:SOAP-ENC="http://schemas.xmlsoap.org/soap/encoding/" xmlns:SOAP-ENV="http://schemas.xmlsoap.org/soap/envelope/" SOAP-ENV:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/">' +
        '<name xmlns="" xsi:type="xsd:string">Ada</name><times xmlns="" xsi:type="xsd:int">2</times></greet>',
    );
    expect(response).toContain(
      '<return xmlns="" xsi:type="xsd:string">hello Ada, hello Ada</return></greetResponse>',
    );
  });

  it("writes and reads SOAP-encoded arrays", async () => {
    wire.length = 0;
    expect(await client().sum!({ values: [1, 2, null, 4] })).toBe(7n);
    expect(wire[0]).toContain(
      '<values xmlns="" xsi:type="SOAP-ENC:Array" SOAP-ENC:arrayType="xsd:int[4]">' +
        '<item xsi:type="xsd:int">1</item><item xsi:type="xsd:int">2</item><item xsi:nil="true" /><item xsi:type="xsd:int">4</item></values>',
    );
  });

  it("writes a structure's members with their types, and reads it back equal", async () => {
    wire.length = 0;
    expect(await client().echoPerson!({ person: ada })).toEqual(ada);
    expect(wire[0]).toContain(
      '<person xmlns="" xsi:type="t:Person" xmlns:t="urn:people"><name xsi:type="xsd:string">Ada</name><age xsi:type="xsd:int">36</age><mood xsi:type="t:Mood" xmlns:t="urn:people">happy</mood>',
    );
    expect(running.received.at(-1)!.params).toEqual({ person: ada });
  });

  it("writes a structure that holds itself apart (multiRef), and reads it back as the same object", async () => {
    wire.length = 0;
    const narcissus = {
      name: "Narcissus",
      age: 20,
      mood: "happy",
      tags: [],
      friend: null as unknown,
    };
    narcissus.friend = narcissus;
    const echoed = (await client().echoPerson!({ person: narcissus })) as typeof narcissus;
    expect(echoed.friend).toBe(echoed);
    expect(echoed.name).toBe("Narcissus");
    const received = running.received.at(-1)!.params as { person: typeof narcissus };
    expect(received.person.friend).toBe(received.person);
    expect(wire[0]).toContain('<person xmlns="" href="#id0" /></echoPerson>');
    expect(wire[0]).toContain(
      '<multiRef id="id0" SOAP-ENC:root="0" xmlns:SOAP-ENC="http://schemas.xmlsoap.org/soap/encoding/" xsi:type="t:Person" xmlns:t="urn:people"><name xsi:type="xsd:string">Narcissus</name>',
    );
    expect(wire[0]).toContain('<friend href="#id0" /></multiRef>');
  });

  it("reads an array of structures and an answer of several parts", async () => {
    const when = new Date("2024-05-01T10:00:00Z");
    const result = await client().crowd!({ people: [ada, null, ada.friend], when });
    expect(result).toEqual({ names: ["Ada", null, "Charles"], count: 3 });
    expect((running.received.at(-1)!.params as { when: Date }).when.getTime()).toBe(when.getTime());
  });
});
