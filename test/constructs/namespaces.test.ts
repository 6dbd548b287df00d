/**
 * Namespace declarations on the wire (issue #43, rules 10 and 4), in a contract shaped like a large
 * SaaS WSDL (namespaces-contract.ts): eight schemas beside the contract's, each binding the same
 * prefix letters (`a`, `b`, `c`) to other namespaces; types of one namespace extending and holding
 * types of others; elements qualified and unqualified; attributes qualified by the schema's default, by `form=`, by reference to another
 * schema's and to `xml:lang`; derived types chosen by `xsi:type` across namespaces; wildcards
 * (`xs:any`, `xs:anyAttribute`) and `xs:anyType` in another namespace than the contract's. Every
 * message the generated client and server write on SOAP 1.1 and 1.2 must be namespace-well-formed
 * (each element's attributes unique, every prefix declared in scope: the runtime's XmlReader
 * refuses both), and read back as written.
 *
 * The minimal shape of the duplicate `xmlns:a` is one element with two qualified attributes (of one
 * namespace or of two): each was written with its own `xmlns:a`.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XmlEvent, XmlReader } from "../../templates/runtime/xml-reader.ts";
import { namespacesContract, opName, TYPES } from "./namespaces-contract.ts";
import {
  generateService,
  type GeneratedService,
  type RunningService,
} from "./generated-service.ts";

const BINDINGS = ["soap11", "soap12"] as const;
const XML_NS = "http://www.w3.org/XML/1998/namespace";

/**
 * Reads `xml` whole, as a peer would: the reader refuses an attribute written twice on an element
 * (a duplicate namespace declaration included), an undeclared prefix, and a reserved binding.
 * Returns each element's `{namespace}local`, in document order, and the namespaces its
 * `xsi:type` names.
 */
function wellFormed(xml: string): { elements: string[]; xsiTypes: string[] } {
  const r = new XmlReader(xml);
  const elements: string[] = [];
  const xsiTypes: string[] = [];
  for (let event = r.next(); event !== XmlEvent.Eof; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    elements.push(`{${r.namespace}}${r.localName}`);
    const type = r.attribute("http://www.w3.org/2001/XMLSchema-instance", "type");
    if (type !== undefined) {
      const q = r.resolveQName(type);
      xsiTypes.push(`{${q.namespace}}${q.local}`);
    }
    // Each attribute's name once (the reader has checked the rest).
    const names = r.attributes().map(([ns, local]) => `{${ns}}${local}`);
    expect(new Set(names).size).toBe(names.length);
  }
  return { elements, xsiTypes };
}

/** A fetch that records each request body and answer, for a client to send through. */
function recordingFetch(): {
  fetch: typeof globalThis.fetch;
  exchanges: { request: string; response: string }[];
} {
  const exchanges: { request: string; response: string }[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const res = await globalThis.fetch(input, init);
    const response = await res.text();
    exchanges.push({ request: String(init?.body ?? ""), response });
    return new Response(response, { status: res.status, headers: res.headers });
  };
  return { fetch, exchanges };
}

interface RoundTripFixture {
  operation: string;
  method: string;
  bindings: string[];
  roundTrip: { params: unknown; result: unknown };
}

describe("namespace declarations: a contract of nine namespaces, its schemas sharing prefix letters", () => {
  let service: GeneratedService;
  let running: RunningService;
  let roundTrips: readonly RoundTripFixture[];
  let answer: unknown;
  beforeAll(async () => {
    service = await generateService(namespacesContract());
    // Each operation answers `answer`: a value, or a function of the parameters.
    const respond = (params: unknown) =>
      typeof answer === "function" ? (answer as (p: unknown) => unknown)(params) : answer;
    running = await service.serve(Object.fromEntries(TYPES.map((t) => [opName(t), respond])));
    const folder = readdirSync(path.join(service.dir, "generated")).find((p) =>
      p.endsWith("-fixtures"),
    )!;
    const fixtures = (await import(
      pathToFileURL(path.join(service.dir, "generated", folder, "src/index.ts")).href
    )) as { ROUND_TRIPS: readonly RoundTripFixture[] };
    roundTrips = fixtures.ROUND_TRIPS;
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    service?.close();
  });

  it("has the generated fixtures' round trip of every operation", () => {
    expect(roundTrips.map((f) => f.operation).sort()).toEqual(TYPES.map(opName).sort());
  });

  /**
   * The generated fixture test's round trips (the failing ones of the issue), each message read
   * whole: the implementation receives the parameters and the call resolves to the result.
   */
  it.each(BINDINGS)(
    "round-trips every operation's fixture on %s, each message well-formed",
    async (binding) => {
      for (const f of roundTrips) {
        answer = f.roundTrip.result;
        running.received.length = 0;
        const { fetch, exchanges } = recordingFetch();
        const client = running.client(binding, { fetch });
        const result = await client[f.method]!(f.roundTrip.params);
        expect(exchanges).toHaveLength(1);
        wellFormed(exchanges[0]!.request);
        wellFormed(exchanges[0]!.response);
        expect(
          running.received.map((c) => c.params),
          f.operation,
        ).toEqual([f.roundTrip.params]);
        expect(result, f.operation).toEqual(f.roundTrip.result);
      }
    },
  );

  const ref = {
    id: { $value: "1", type: "t", parent: "p" },
    code: "c",
    note: "n",
    other: { $value: "2", type: "u", parent: "q" },
    version: "v",
    kind: "k",
    lang: "en",
    plain: "x",
  };
  const dog = {
    $type: "Dog",
    name: "Rex",
    tag: "good",
    id: { $value: "3", type: "dog", parent: "kennel" },
    barks: true,
    version: "2",
  };

  it.each(BINDINGS)(
    "writes each attribute namespace's prefix declared once per element, xml:lang unbound, on %s",
    async (binding) => {
      answer = ref;
      const { fetch, exchanges } = recordingFetch();
      expect(await running.client(binding, { fetch }).echoRef!({ value: ref })).toEqual(ref);
      for (const xml of [exchanges[0]!.request, exchanges[0]!.response]) {
        wellFormed(xml);
        // Ref (urn:n2) holds attributes of urn:n1 (its base's, by its schema's default, and by
        // reference), of urn:n2 (by form=), of the XML namespace, and unqualified.
        expect(xml).toContain(
          '<value a:code="c" xmlns:a="urn:n1" a:version="v" a1:kind="k" xmlns:a1="urn:n2" xml:lang="en" plain="x">',
        );
        // Id's two attributes of urn:n1, and its element unqualified (urn:n2's elements are).
        expect(xml).toContain('<id xmlns="urn:n1" a:type="t" xmlns:a="urn:n1" a:parent="p">1</id>');
        expect(xml).toContain('<other xmlns="" a:type="u" xmlns:a="urn:n1" a:parent="q">2</other>');
      }
    },
  );

  it.each(BINDINGS)(
    "writes a derived type's xsi:type and its attributes' prefixes apart, across namespaces, on %s",
    async (binding) => {
      answer = dog;
      const { fetch, exchanges } = recordingFetch();
      expect(await running.client(binding, { fetch }).echoAnimal!({ value: dog })).toEqual(dog);
      for (const xml of [exchanges[0]!.request, exchanges[0]!.response]) {
        expect(wellFormed(xml).xsiTypes).toEqual(["{urn:n6}Dog"]);
        expect(xml).toContain(
          '<value xsi:type="t:Dog" xmlns:t="urn:n6" a:tag="good" xmlns:a="urn:n5" a1:barks="true" xmlns:a1="urn:n6" a2:version="2" xmlns:a2="urn:n1">',
        );
      }
    },
  );

  it.each(BINDINGS)(
    "sends a wildcard's element without a namespace as one in none, and its foreign attributes, on %s",
    async (binding) => {
      const holder = { ref, ids: [{ $value: "9" }] };
      const open = {
        ...holder,
        label: "l",
        $any: [
          "<plain>1</plain>",
          '<x:s xmlns:x="urn:sample"><inner>2</inner></x:s>',
          '<q xmlns="urn:q"><r>3</r></q>',
          '<kept xmlns="">4</kept>',
        ],
        $attributes: { loose: "1", "{urn:w}w": "2", [`{${XML_NS}}space`]: "preserve" },
      };
      answer = (params: { value: unknown }) => params.value;
      const { fetch, exchanges } = recordingFetch();
      const result = (await running.client(binding, { fetch }).echoOpen!({
        value: open,
      })) as typeof open;
      for (const xml of [exchanges[0]!.request, exchanges[0]!.response]) {
        const { elements } = wellFormed(xml);
        expect(elements).toEqual(
          expect.arrayContaining([
            "{}plain",
            "{urn:sample}s",
            "{}inner",
            "{urn:q}q",
            "{urn:q}r",
            "{}kept",
          ]),
        );
        expect(xml).toContain('<value loose="1" w1:w="2" xmlns:w1="urn:w" xml:space="preserve">');
        expect(xml).toContain(
          '<plain xmlns="">1</plain><x:s xmlns="" xmlns:x="urn:sample"><inner>2</inner></x:s><q xmlns="urn:q"><r>3</r></q><kept xmlns="">4</kept>',
        );
      }
      // Read back, each element stands alone: in no namespace, declaring so.
      expect(result.$any).toEqual([
        '<plain xmlns="">1</plain>',
        '<x:s xmlns="" xmlns:x="urn:sample"><inner>2</inner></x:s>',
        '<q xmlns="urn:q"><r>3</r></q>',
        '<kept xmlns="">4</kept>',
      ]);
      expect(result.$any.map((xml) => wellFormed(xml).elements)).toEqual([
        ["{}plain"],
        ["{urn:sample}s", "{}inner"],
        ["{urn:q}q", "{urn:q}r"],
        ["{}kept"],
      ]);
      expect(result.$attributes).toEqual(open.$attributes);
    },
  );

  it.each(BINDINGS)(
    "echoes anyType items of unknown types with their prefixes declared, on %s",
    async (binding) => {
      // An answer of the generated server, its anyType element replaced by one as a peer writes it:
      // the type's prefix declared on the item or on the envelope, or none (the element's own
      // namespace, here none: Flat's elements are unqualified).
      const flat = {
        holder: { ref, ids: [{ $value: "9" }] },
        dog,
        any: { type: "xsd:int", value: 1 },
      };
      answer = flat;
      const { fetch: record, exchanges: answered } = recordingFetch();
      await running.client(binding, { fetch: record }).echoFlat!({ value: flat });
      const template = answered[0]!.response;
      const typed = '<any xmlns="" xsi:type="xsd:int">1</any>';
      expect(template).toContain(typed);
      const items = [
        [
          '<any xmlns="" xsi:type="ns1:Foo" xmlns:ns1="urn:x"><a>1</a></any>',
          { type: "unknown", xsiType: "ns1:Foo", xsiTypeNamespace: "urn:x", value: { a: "1" } },
          "{urn:x}Foo",
        ],
        [
          '<any xmlns="" xsi:type="ns2:Bar"><a>2</a></any>',
          { type: "unknown", xsiType: "ns2:Bar", xsiTypeNamespace: "urn:y", value: { a: "2" } },
          "{urn:y}Bar",
        ],
        [
          '<any xmlns="" xsi:type="Baz">3</any>',
          { type: "unknown", xsiType: "Baz", value: "3" },
          "{}Baz",
        ],
        // A prefix the message binds to XML Schema, bound to another namespace: written with `t`.
        [
          '<any xmlns="" xsi:type="xsd:Qux" xmlns:xsd="urn:not-xsd">4</any>',
          { type: "unknown", xsiType: "xsd:Qux", xsiTypeNamespace: "urn:not-xsd", value: "4" },
          "{urn:not-xsd}Qux",
        ],
      ] as const;
      for (const [wire, item, name] of items) {
        const peerAnswer = template
          .replace(typed, wire)
          .replace("<soap:Envelope ", '<soap:Envelope xmlns:ns2="urn:y" ');
        const peer: typeof globalThis.fetch = async () =>
          new Response(peerAnswer, {
            status: 200,
            headers: {
              "Content-Type":
                binding === "soap11"
                  ? "text/xml; charset=utf-8"
                  : "application/soap+xml; charset=utf-8",
            },
          });
        // The client reads the peer's answer...
        const read = (await running.client(binding, { fetch: peer }).echoFlat!({
          value: flat,
        })) as { any: unknown };
        expect(read.any).toEqual(item);
        // ...and sends it on to the generated server, which echoes it: the type keeps its namespace.
        answer = (params: { value: unknown }) => params.value;
        const { fetch, exchanges } = recordingFetch();
        const echoed = (await running.client(binding, { fetch }).echoFlat!({ value: read })) as {
          any: unknown;
        };
        expect(echoed.any).toEqual(
          item.xsiType === "xsd:Qux" ? { ...item, xsiType: "t:Qux" } : item,
        );
        for (const xml of [exchanges[0]!.request, exchanges[0]!.response])
          expect(wellFormed(xml).xsiTypes).toEqual([name]);
      }
    },
  );
});
