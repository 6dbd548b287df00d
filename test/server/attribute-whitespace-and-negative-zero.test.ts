/**
 * Through a generated client and server, on SOAP 1.1 and 1.2: an attribute value holding LF, TAB
 * and CR goes on the wire as `&#xA;`, `&#x9;` and `&#xD;` (raw, the receiver's attribute-value
 * normalisation would read each as a space), element text keeps LF raw and writes TAB and CR as
 * references, and an xsd:double or xsd:float -0 is written `-0` and read back as -0. Both
 * directions are checked: the request the client writes and the response the server writes, as
 * bytes (a fetch that records them) and as the values each side reads.
 *
 * The writer functions and codecs alone: test/runtime/attribute-whitespace-and-negative-zero.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { echoContract } from "../constructs/echo-contract.ts";
import {
  generateService,
  type GeneratedService,
  type RunningService,
} from "../constructs/generated-service.ts";

const WHITE = "a\nb\tc\rd";
const WHITE_ATTRIBUTE = "a&#xA;b&#x9;c&#xD;d";
const WHITE_TEXT = "a\nb&#x9;c&#xD;d";

const SCHEMA = `<xs:complexType name="Reading"><xs:sequence>
     <xs:element name="note" type="xs:string" />
     <xs:element name="amount" type="xs:double" />
     <xs:element name="ratio" type="xs:float" />
     <xs:element name="extra" type="xs:double" minOccurs="0" maxOccurs="unbounded" />
   </xs:sequence>
   <xs:attribute name="label" type="xs:string" />
   <xs:attribute name="offset" type="xs:double" />
   <xs:anyAttribute namespace="##other" processContents="lax" />
 </xs:complexType>`;

interface Exchange {
  request: string;
  response: string;
}

/** A fetch that passes each exchange on and records the request and response bodies. */
function recordingFetch(exchanges: Exchange[]): typeof fetch {
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body = init?.body;
    const request =
      typeof body === "string"
        ? body
        : body instanceof Uint8Array
          ? new TextDecoder().decode(body)
          : String(body);
    const res = await fetch(input, init);
    exchanges.push({ request, response: await res.clone().text() });
    return res;
  }) as typeof fetch;
}

describe("attribute white space and negative zero through a generated client and server", () => {
  let service: GeneratedService;
  let running: RunningService;
  beforeAll(async () => {
    service = await generateService(echoContract(SCHEMA, "tns:Reading"));
    running = await service.serve({ echo: (p: { value: unknown }) => p.value });
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    service?.close();
  });

  const value = {
    label: WHITE,
    offset: -0,
    $attributes: { "{urn:x}memo": WHITE },
    note: WHITE,
    amount: -0,
    ratio: -0,
    extra: [0, -0, NaN, Infinity, -Infinity, -1.5],
  };

  /** The attributes and children of the Reading element the body holds, checked exactly. */
  function expectReading(xml: string): void {
    expect(xml).toContain(
      `<value label="${WHITE_ATTRIBUTE}" offset="-0" w1:memo="${WHITE_ATTRIBUTE}" xmlns:w1="urn:x">`,
    );
    expect(xml).toContain(
      `<note>${WHITE_TEXT}</note><amount>-0</amount><ratio>-0</ratio>` +
        "<extra>0</extra><extra>-0</extra><extra>NaN</extra><extra>INF</extra><extra>-INF</extra><extra>-1.5</extra></value>",
    );
    // No raw CR or TAB anywhere in the envelope, and LF only in element text.
    expect(xml).not.toMatch(/[\r\t]/);
    expect(xml).not.toMatch(/<[^>]*\n[^>]*>/);
  }

  /** What was read: the strings exactly, each zero with its sign, NaN and the infinities. */
  function expectValue(read: unknown): void {
    const r = read as typeof value;
    expect(r.label).toBe(WHITE);
    expect(r.note).toBe(WHITE);
    expect(r.$attributes).toEqual({ "{urn:x}memo": WHITE });
    for (const zero of [r.offset, r.amount, r.ratio, r.extra[1]])
      expect(Object.is(zero, -0)).toBe(true);
    expect(Object.is(r.extra[0], 0)).toBe(true);
    expect(r.extra.slice(2)).toEqual([NaN, Infinity, -Infinity, -1.5]);
  }

  it.each(["soap11", "soap12"] as const)(
    "on %s: the client writes them, the server reads them, writes them back, and the client reads them",
    async (binding) => {
      const exchanges: Exchange[] = [];
      const client = running.client(binding, { fetch: recordingFetch(exchanges) });
      const answer = await client.echo!({ value });
      expect(exchanges).toHaveLength(1);
      const { request, response } = exchanges[0]!;
      const envelope =
        binding === "soap11"
          ? "http://schemas.xmlsoap.org/soap/envelope/"
          : "http://www.w3.org/2003/05/soap-envelope";
      expect(request).toContain(envelope);
      expect(response).toContain(envelope);

      // The request: the client's writer.
      expectReading(request);
      expectValue((running.received.at(-1)!.params as { value: unknown }).value);
      // The response: the server's writer.
      expectReading(response);
      expectValue(answer);
    },
  );
});

describe("a plain xsd:double parameter -0, in the request form the server reads without the XML reader (canonical-request.ts)", () => {
  let service: GeneratedService;
  let running: RunningService;
  beforeAll(async () => {
    service = await generateService(echoContract("", "xs:double"));
    running = await service.serve({ echo: (p: { value: unknown }) => p.value });
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    service?.close();
  });

  it.each(["soap11", "soap12"] as const)(
    "on %s: -0 goes as <value>-0</value> both ways and is read as -0 on each side",
    async (binding) => {
      const exchanges: Exchange[] = [];
      const client = running.client(binding, { fetch: recordingFetch(exchanges) });
      for (const [sent, text] of [
        [-0, "-0"],
        [0, "0"],
        [NaN, "NaN"],
        [-Infinity, "-INF"],
      ] as const) {
        const answer = await client.echo!({ value: sent });
        const { request, response } = exchanges.at(-1)!;
        expect(request).toContain(`<value>${text}</value>`);
        expect(response).toContain(`<value>${text}</value>`);
        expect(Object.is((running.received.at(-1)!.params as { value: unknown }).value, sent)).toBe(
          true,
        );
        expect(Object.is(answer, sent)).toBe(true);
      }
    },
  );
});
