/**
 * Reading SOAP-encoded messages as other toolkits write them, hand-written from SOAP 1.1 section 5
 * and what Axis 1 and .NET put on the wire: values standing apart in the Body (`multiRef`,
 * referred to by `href`, forwards and backwards), a structure referring back to itself (a cycle:
 * the same object), arrays with items named anything, sparse ones at `SOAP-ENC:offset` and
 * `position`, `xsi:nil`; the generated server reads requests and the generated client responses.
 * Hostile references (dangling, too many, too deep, multiplying) are refused, never followed
 * without bound.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";
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
const ENC = "http://schemas.xmlsoap.org/soap/encoding/";

/** An envelope as Axis 1 writes one: prefixes on the Envelope, the encodingStyle on the call. */
const envelope = (body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:soapenc="${ENC}" xmlns:ns1="urn:people"><soapenv:Body>${body}</soapenv:Body></soapenv:Envelope>`;

const call = (name: string, parts: string) =>
  `<ns1:${name} soapenv:encodingStyle="${ENC}">${parts}</ns1:${name}>`;

const person = (id: string, name: string, age: number, friend: string) =>
  `<multiRef id="${id}" soapenc:root="0" soapenv:encodingStyle="${ENC}" xsi:type="ns1:Person"><name xsi:type="xsd:string">${name}</name><age xsi:type="xsd:int">${age}</age><mood xsi:type="ns1:Mood">happy</mood><tags xsi:type="soapenc:Array" soapenc:arrayType="xsd:string[0]" />${friend}</multiRef>`;

describe("reading SOAP-encoded messages", () => {
  let service: GeneratedService;
  let running: RunningService;
  let stub: Server;
  let stubUrl: string;
  let answer = "";

  beforeAll(async () => {
    service = await generateService(WSDL);
    running = await service.serve({
      echoPerson: (p: { person: { name: string } }) => ({ ...p.person, friend: null }),
      sum: (p: { values: (number | null)[] }) =>
        BigInt(p.values.reduce<number>((a, v) => a + (v ?? 0), 0)),
      greet: (p: { name: string }) => p.name,
    });
    stub = createServer((req, res) => {
      req.resume();
      req.on("end", () => res.writeHead(200, { "content-type": "text/xml" }).end(answer));
    });
    await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
    stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/people`;
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    stub?.close();
    service?.close();
  });

  async function post(operation: string, body: string) {
    const res = await fetch(`${running.url}`, {
      method: "POST",
      headers: {
        "content-type": "text/xml; charset=utf-8",
        soapaction: `"urn:people#${operation}"`,
      },
      body: envelope(body),
    });
    return { status: res.status, text: await res.text() };
  }

  it("reads a part standing apart in the Body (multiRef), referred to forwards", async () => {
    const res = await post(
      "echoPerson",
      call("echoPerson", '<person href="#id0" />') +
        person("id0", "Ada", 36, '<friend xsi:nil="true" />'),
    );
    expect(res.status).toBe(200);
    expect(running.received.at(-1)!.params).toEqual({
      person: { name: "Ada", age: 36, mood: "happy", tags: [], friend: null },
    });
  });

  it("reads references between values in either order, and a cycle as the same object", async () => {
    // Ada's friend is Charles, whose friend is Ada: id1 comes before the value referring to it.
    const res = await post(
      "echoPerson",
      person("id1", "Charles", 41, '<friend href="#id0" />') +
        call("echoPerson", '<person href="#id0" />') +
        person("id0", "Ada", 36, '<friend href="#id1" />'),
    );
    expect(res.status).toBe(200);
    const { person: ada } = running.received.at(-1)!.params as {
      person: { name: string; friend: { name: string; friend: unknown } };
    };
    expect(ada.name).toBe("Ada");
    expect(ada.friend.name).toBe("Charles");
    expect(ada.friend.friend).toBe(ada);
  });

  it("reads a value referring to itself", async () => {
    await post(
      "echoPerson",
      call("echoPerson", '<person href="#me" />') +
        person("me", "Narcissus", 20, '<friend href="#me" />'),
    );
    const { person: me } = running.received.at(-1)!.params as { person: { friend: unknown } };
    expect(me.friend).toBe(me);
  });

  it("reads arrays whose items are named anything, sparse ones at their offset and positions, nil items", async () => {
    const array = (attributes: string, items: string) =>
      call(
        "sum",
        `<values xsi:type="soapenc:Array" soapenc:arrayType="xsd:int[5]"${attributes}>${items}</values>`,
      );
    await post("sum", array("", '<int>1</int><x>2</x><item xsi:nil="true" /><v>4</v>'));
    expect(running.received.at(-1)!.params).toEqual({ values: [1, 2, null, 4] });
    await post("sum", array(' soapenc:offset="[2]"', "<i>3</i><i>4</i>"));
    expect(running.received.at(-1)!.params).toEqual({ values: [null, null, 3, 4] });
    await post("sum", array("", '<i soapenc:position="[1]">7</i><i soapenc:position="[3]">9</i>'));
    expect(running.received.at(-1)!.params).toEqual({ values: [null, 7, null, 9] });
  });

  it("reads an array item standing apart, and a simple value referred to twice", async () => {
    await post(
      "sum",
      call("sum", '<values href="#a" />') +
        '<multiRef id="a" xsi:type="soapenc:Array" soapenc:arrayType="xsd:int[3]"><item href="#n" /><item href="#n" /><item>1</item></multiRef>' +
        '<multiRef id="n" xsi:type="xsd:int">20</multiRef>',
    );
    expect(running.received.at(-1)!.params).toEqual({ values: [20, 20, 1] });
  });

  it("refuses a reference to nothing, and a position out of bounds, with a client fault", async () => {
    const dangling = await post("echoPerson", call("echoPerson", '<person href="#nowhere" />'));
    expect(dangling.status).toBe(500);
    expect(dangling.text).toContain("soap:Client");
    expect(dangling.text).toContain("#nowhere");
    const far = await post(
      "sum",
      call(
        "sum",
        '<values soapenc:arrayType="xsd:int[1]"><i soapenc:position="[99999999]">1</i></values>',
      ),
    );
    expect(far.status).toBe(500);
    expect(far.text).toContain("SOAP-ENC:position");
  });

  it("refuses references that multiply the message (each value referring twice to the next) without following them all", async () => {
    // 40 levels of two references each would be 2^40 copies of the last value.
    let values = "";
    for (let i = 0; i < 40; i++)
      values += `<multiRef id="v${i}" xsi:type="ns1:Person"><name>n</name><age>1</age><mood>happy</mood><tags href="#t" /><friend href="#v${i + 1}" /><friend href="#v${i + 1}" /></multiRef>`;
    values +=
      '<multiRef id="v40" xsi:type="ns1:Person"><name>n</name><age>1</age><mood>happy</mood><tags href="#t" /></multiRef><multiRef id="t" soapenc:arrayType="xsd:string[0]" />';
    const started = Date.now();
    const res = await post("echoPerson", call("echoPerson", '<person href="#v0" />') + values);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(res.status).toBe(400);
  });

  it("holds the message's references to the server's XML limits: what they repeat counts", async () => {
    // Five people sharing one list of ten tags: 45 elements sent, 79 once the references are followed.
    let people = "";
    for (let i = 0; i < 5; i++)
      people += `<multiRef id="p${i}" xsi:type="ns1:Person"><name>n${i}</name><age>1</age><mood>happy</mood><tags href="#t" />${i < 4 ? `<friend href="#p${i + 1}" />` : '<friend xsi:nil="true" />'}</multiRef>`;
    const tags = `<multiRef id="t" soapenc:arrayType="xsd:string[10]">${"<i>x</i>".repeat(10)}</multiRef>`;
    const body = call("echoPerson", '<person href="#p0" />') + people + tags;
    const limited = await service.serve(
      { echoPerson: (p: { person: unknown }) => ({ ...(p.person as object), friend: null }) },
      { limits: { xml: { maxElements: 60 } } },
    );
    try {
      const send = (url: string) =>
        fetch(url, {
          method: "POST",
          headers: {
            "content-type": "text/xml; charset=utf-8",
            soapaction: '"urn:people#echoPerson"',
          },
          body: envelope(body),
        });
      expect((await send(limited.url)).status).toBe(400);
      const res = await send(running.url);
      expect(res.status, await res.text()).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it("reads an encoded response with its values after the call's element (the client)", async () => {
    answer = envelope(
      '<ns1:echoPersonResponse soapenv:encodingStyle="http://schemas.xmlsoap.org/soap/encoding/"><return href="#id0" /></ns1:echoPersonResponse>' +
        person("id0", "Ada", 36, '<friend href="#id0" />'),
    );
    const client = running.client("soap11", { baseUrl: stubUrl });
    const ada = (await client.echoPerson!({
      person: { name: "x", age: 1, mood: "happy", tags: [], friend: null },
    })) as { name: string; friend: unknown };
    expect(ada.name).toBe("Ada");
    expect(ada.friend).toBe(ada);
  });

  it("reads a .NET-style response: every structure apart, arrays of references", async () => {
    answer = envelope(
      '<ns1:crowdResponse><names href="#a" /><count xsi:type="xsd:int">2</count></ns1:crowdResponse>' +
        '<soapenc:Array id="a" soapenc:arrayType="xsd:string[2]"><string href="#s1" /><string xsi:nil="true" /></soapenc:Array>' +
        '<soapenc:string id="s1" xsi:type="soapenc:string">Ada</soapenc:string>',
    );
    const client = running.client("soap11", { baseUrl: stubUrl });
    expect(await client.crowd!({ people: [], when: new Date(0) })).toEqual({
      names: ["Ada", null],
      count: 2,
    });
  });
});
