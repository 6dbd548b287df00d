/**
 * A repeated choice or sequence (`[XmlElement]` alternatives over `object[]`, `(a, b)+`): its
 * elements come interleaved, `<Number/><Text/><Number/>`. Their fields are arrays, one per element
 * name, and the value's `$order` keeps the order they came in, so that a server echoing what it
 * received answers them in that order (it answered all Numbers, then all Texts, which is another
 * value to .NET and is no valid `(a, b)+` at all).
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { echoContract } from "./echo-contract.ts";
import {
  declared,
  generateService,
  type GeneratedService,
  type RunningService,
} from "./generated-service.ts";

const SCHEMA = `<xs:complexType name="Mixed"><xs:sequence>
    <xs:element name="id" type="xs:int" />
    <xs:choice minOccurs="0" maxOccurs="unbounded">
      <xs:element name="Number" type="xs:int" /><xs:element name="Text" type="xs:string" />
    </xs:choice>
    <xs:sequence minOccurs="0" maxOccurs="unbounded">
      <xs:element name="k" type="xs:string" /><xs:element name="v" type="xs:string" />
    </xs:sequence>
  </xs:sequence></xs:complexType>`;

let service: GeneratedService;
let running: RunningService;
beforeAll(async () => {
  service = await generateService(echoContract(SCHEMA, "tns:Mixed"));
  running = await service.serve({ echo: (p: { value: unknown }) => p.value });
}, 120_000);
afterAll(async () => {
  await running?.close();
  service?.close();
});

const VALUE = {
  id: 7,
  Number: [1, 2],
  Text: ["a"],
  k: ["k1", "k2"],
  v: ["v1", "v2"],
  $order: ["Number", "Text", "Number", "k", "v", "k", "v"],
};

it("declares the fields as arrays and $order beside them", async () => {
  expect(await declared(service, "Mixed")).toContain("$order?: string[] | undefined;");
});

it("round-trips the generated fixture, whose sample says the order its items are written in", async () => {
  const folder = readdirSync(path.join(service.dir, "generated")).find((p) =>
    p.endsWith("-fixtures"),
  )!;
  const { ROUND_TRIPS } = (await import(
    pathToFileURL(path.join(service.dir, "generated", folder, "src/index.ts")).href
  )) as { ROUND_TRIPS: { roundTrip: { params: { value: { $order?: string[] } } } }[] };
  const { params } = ROUND_TRIPS[0]!.roundTrip;
  expect(params.value.$order).toEqual(["Number", "Number", "Text", "Text", "k", "k", "v", "v"]);
  expect(await running.client("soap11").echo!(params)).toEqual(params.value);
  expect(running.received.at(-1)!.params).toEqual(params);
});

describe.each(["soap11", "soap12"] as const)("on %s", (binding) => {
  it("reads the order the elements came in, and echoes them in it", async () => {
    const body = `<v:echo xmlns:v="urn:c"><v:value><v:id>7</v:id><v:Number>1</v:Number><v:Text>a</v:Text><v:Number>2</v:Number><v:k>k1</v:k><v:v>v1</v:v><v:k>k2</v:k><v:v>v2</v:v></v:value></v:echo>`;
    const envelope =
      binding === "soap11"
        ? `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>${body}</s:Body></s:Envelope>`
        : `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope"><s:Body>${body}</s:Body></s:Envelope>`;
    const headers: Record<string, string> =
      binding === "soap11"
        ? { "Content-Type": "text/xml; charset=utf-8", SOAPAction: '"urn:c/echo"' }
        : { "Content-Type": 'application/soap+xml; charset=utf-8; action="urn:c/echo"' };
    const answer = await (
      await fetch(running.url, { method: "POST", headers, body: envelope })
    ).text();
    expect(running.received.at(-1)!.params).toEqual({ value: VALUE });
    const children = [...answer.matchAll(/<(?:\w+:)?(id|Number|Text|k|v)>([^<]*)</g)].map(
      (m) => `${m[1]}=${m[2]}`,
    );
    expect(children).toEqual([
      "id=7",
      "Number=1",
      "Text=a",
      "Number=2",
      "k=k1",
      "v=v1",
      "k=k2",
      "v=v2",
    ]);
  });

  it("round-trips a value with its $order through the client, and writes one without it in schema order", async () => {
    const client = running.client(binding);
    expect(await client.echo!({ value: VALUE })).toEqual(VALUE);
    const { $order: _, ...unordered } = VALUE;
    expect(await client.echo!({ value: unordered })).toEqual({
      ...unordered,
      $order: ["Number", "Number", "Text", "k", "k", "v", "v"],
    });
  });

  it("refuses an $order naming more items than a field has", async () => {
    const client = running.client(binding);
    await expect(client.echo!({ value: { ...VALUE, $order: ["Text", "Text"] } })).rejects.toThrow(
      "$order names Text more often than",
    );
  });

  it("refuses a field of the compositor that is no array, by its path", async () => {
    const client = running.client(binding);
    // A string was written a character an item after the items $order named.
    await expect(
      client.echo!({ value: { ...VALUE, Text: "ab", $order: ["Number"] } }),
    ).rejects.toThrow(".Text must be an array");
  });
});
