/**
 * The server's reader of requests in the canonical form (canonical-request.ts) gives what the XML
 * reader's (soap-request.ts) gives, or nothing. On the school contract: every operation's request
 * as the generated client writes it, which it must read itself (else it would be a stub that
 * always declines), with every kind of action hint and the XML limits at their bounds; the
 * fixtures' requests (texts with references); and those requests mutated a few characters at a
 * time, anywhere or inside a text. On the edge-case contract, whose operations mostly take
 * complex parameters it leaves to the XML reader, the same comparisons.
 */
import fc from "fast-check";
import { operations as edgeOperations } from "edge-cases-service-contract/operations";
import { FIXTURES as EDGE_FIXTURES } from "edge-cases-service-fixtures";
import { operations as schoolOperations } from "school-service-contract/operations";
import type { OperationCodec } from "school-service-contract/runtime/operation";
import { requestEnvelope, type SoapVersion } from "school-service-contract/runtime/soap";
import type { XmlLimits } from "school-service-contract/runtime/xml-reader";
import { FIXTURES as SCHOOL_FIXTURES, type OperationFixture } from "school-service-fixtures";
import { describe, expect, it } from "vitest";
import { ServerRuntime as EdgeRuntime } from "../scenarios/edge-cases/generated/edge-cases-service-server/src/runtime/server-runtime.ts";
import { readSoapRequest as edgeRead } from "../scenarios/edge-cases/generated/edge-cases-service-server/src/runtime/soap-request.ts";
import {
  readSoapRequest as schoolRead,
  type SoapHints,
} from "../../generated/school-service-server/src/runtime/soap-request.ts";
import {
  SCHOOL_NS as NS,
  routedOnly,
  schoolSoapRuntime,
  serviceDefinition,
} from "../support/soap-service-definition.ts";

const AUTH = `<AuthHeader xmlns="${NS}"><Schoolname>Lincoln High</Schoolname><Username>jdoe</Username><Password>secret</Password></AuthHeader>`;

/** A contract's two readers, and its operations' requests. */
interface Contract {
  operations: Record<string, OperationCodec<unknown, unknown>>;
  fixtures: readonly OperationFixture<unknown>[];
  /** The readers, given a request and its hints under limits. */
  canonical(xml: string, hints: SoapHints, limits: XmlLimits): unknown;
  generic(xml: string, hints: SoapHints, limits: XmlLimits): unknown;
  /** The header blocks a request may carry, as the client writes them. */
  headers: string[];
}

const schoolRuntime = schoolSoapRuntime();
const school: Contract = {
  operations: schoolOperations as never,
  fixtures: SCHOOL_FIXTURES,
  canonical: (xml, hints, limits) => schoolRuntime.canonical.read(xml, hints, limits),
  generic: (xml, hints, limits) => schoolRead(xml, hints, schoolRuntime.routing, limits),
  headers: [AUTH, ""],
};
const edgeRuntime = new EdgeRuntime(
  serviceDefinition(routedOnly(edgeOperations), {}) as never,
  {},
  { authenticate: null },
);
const edge: Contract = {
  operations: edgeOperations as never,
  fixtures: EDGE_FIXTURES,
  canonical: (xml, hints, limits) => edgeRuntime.canonical.read(xml, hints, limits),
  generic: (xml, hints, limits) => edgeRead(xml, hints, edgeRuntime.routing, limits),
  headers: [""],
};

interface Request {
  operation: string;
  version: SoapVersion;
  xml: string;
  action: string;
}

/** Each operation's request as the client writes it, its parameters those of its fixture with plain texts. */
function requestsOf(contract: Contract): Request[] {
  return contract.fixtures.flatMap((fixture) => {
    const codec = contract.operations[fixture.operation]!;
    const body = codec.writeSoap(plainTexts(fixture.params));
    return (["1.1", "1.2"] as const).flatMap((version) =>
      contract.headers.map((header) => ({
        operation: fixture.operation,
        version,
        xml: requestEnvelope(version, header, body),
        action: codec.soapAction,
      })),
    );
  });
}

/** `value` with the characters canonical texts leave to the XML reader (those the writer escapes among them) replaced. */
function plainTexts(value: unknown): unknown {
  if (typeof value === "string") return value.replace(/[&<>\]\r\t]|[^\u0000-\uD7FF]/gu, "x");
  if (Array.isArray(value)) return value.map(plainTexts);
  if (
    value !== null &&
    typeof value === "object" &&
    !(value instanceof Date) &&
    !(value instanceof Uint8Array)
  )
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainTexts(v)]));
  return value;
}

/** The hints a request may come with: its own action, none, another operation's, an unknown one. */
function hintsFor(contract: Contract, version: SoapVersion, action: string): SoapHints[] {
  const other = Object.values(contract.operations).find((o) => o.soapAction !== action)!.soapAction;
  const actions = [action, other, "urn:unknown"];
  return version === "1.1"
    ? [
        { soapAction: undefined, actionParam: undefined },
        ...actions.map((a) => ({ soapAction: `"${a}"`, actionParam: undefined })),
      ]
    : [
        { soapAction: undefined, actionParam: undefined },
        ...actions.map((a) => ({ soapAction: undefined, actionParam: a })),
      ];
}

const ownHints = (request: Request): SoapHints =>
  request.version === "1.1"
    ? { soapAction: `"${request.action}"`, actionParam: undefined }
    : { soapAction: undefined, actionParam: request.action };

const LIMITS: XmlLimits[] = [
  {},
  { maxDepth: 3 },
  { maxDepth: 4 },
  { maxAttributes: 2 },
  { maxAttributes: 3 },
  { maxElements: 6 },
  { maxElements: 12 },
];

/** What the two readers give for every hint and limit: the canonical reader's answers, each equal to the XML reader's. */
function compareEverywhere(contract: Contract, requests: Request[]): number {
  let read = 0;
  for (const request of requests)
    for (const hints of hintsFor(contract, request.version, request.action))
      for (const limits of LIMITS) {
        const fast = contract.canonical(request.xml, hints, limits);
        if (fast === undefined) continue;
        read++;
        expect(fast).toStrictEqual(contract.generic(request.xml, hints, limits));
      }
  return read;
}

/** The fixtures' own SOAP requests: read as the XML reader reads them, or left to it. */
function compareFixtures(contract: Contract): void {
  for (const fixture of contract.fixtures)
    for (const binding of ["soap11", "soap12"] as const) {
      const request = fixture.requests[binding];
      if (!request) continue;
      const hints = {
        soapAction: request.headers.SOAPAction,
        actionParam: /action="([^"]+)"/.exec(request.headers["Content-Type"] ?? "")?.[1],
      };
      const fast = contract.canonical(request.body!, hints, {});
      if (fast !== undefined)
        expect(fast).toStrictEqual(contract.generic(request.body!, hints, {}));
    }
}

/** One piece put in, a character taken out, or one changed: markup, references, white space, what XML forbids. */
const PIECES = [
  "<",
  ">",
  "&",
  "/",
  '"',
  "=",
  ":",
  " ",
  "\n",
  "\r",
  "\t",
  "]",
  "x",
  "1",
  "-",
  "T",
  "é",
  "\u0000",
  "\uD800",
  "\uFFFF",
  "\uD83D\uDE00",
  "&amp;",
  "]]>",
  "<!-- -->",
  "<a>",
  " />",
];

function mutate(xml: string, at: number, kind: number, piece: string): string {
  if (kind === 0) return xml.slice(0, at) + piece + xml.slice(at);
  if (kind === 1) return xml.slice(0, at) + xml.slice(at + 1);
  return xml.slice(0, at) + piece + xml.slice(at + 1);
}

/** Where the texts of `xml` are: each position between a `>` and the next `<`. */
function textPositions(xml: string): number[] {
  const positions: number[] = [];
  for (const m of xml.matchAll(/>([^<]+)</g))
    for (let i = 0; i < m[1]!.length; i++) positions.push(m.index! + 1 + i);
  return positions;
}

/** Mutated requests: the canonical reader's answers, each equal to the XML reader's; how many it gave. */
function compareMutated(contract: Contract, requests: Request[], seed: number): number {
  let read = 0;
  fc.assert(
    fc.property(
      fc.constantFrom(...requests),
      fc.array(fc.tuple(fc.nat(), fc.nat({ max: 2 }), fc.constantFrom(...PIECES), fc.boolean()), {
        minLength: 1,
        maxLength: 3,
      }),
      fc.nat({ max: 3 }),
      (request, edits, hintIndex) => {
        const xml = edits.reduce((doc, [at, kind, piece, inText]) => {
          const texts = inText ? textPositions(doc) : [];
          const where = texts.length > 0 ? texts[at % texts.length]! : at % (doc.length + 1);
          return mutate(doc, where, kind, piece);
        }, request.xml);
        const hints = hintsFor(contract, request.version, request.action)[hintIndex]!;
        const fast = contract.canonical(xml, hints, {});
        if (fast === undefined) return;
        read++;
        expect(fast).toStrictEqual(contract.generic(xml, hints, {}));
      },
    ),
    { seed, numRuns: Number(process.env.SOAPGEN_FUZZ_RUNS ?? 3000) },
  );
  return read;
}

describe("the school contract", () => {
  const requests = requestsOf(school);

  it("has a request of every operation", () => {
    expect(new Set(requests.map((r) => r.operation)).size).toBe(
      Object.keys(school.operations).length,
    );
  });

  it.each(
    requests.map(
      (r) => [r.operation, r.version, r.xml.includes("Header>") ? "with" : "without", r] as const,
    ),
  )(
    "%s, SOAP %s, %s the header: read without the XML reader, as the XML reader reads it, routed by action or by body",
    (_operation, _version, _header, request) => {
      for (const hints of [ownHints(request), { soapAction: undefined, actionParam: undefined }]) {
        const read = school.canonical(request.xml, hints, {}) as
          | { operation?: { codec: { name: string } } }
          | undefined;
        expect(read).toBeDefined();
        expect(read).toStrictEqual(school.generic(request.xml, hints, {}));
        expect(read!.operation?.codec.name).toBe(request.operation);
      }
    },
  );

  it("answers as the XML reader with every kind of action and at every limit, or leaves the request to it", () => {
    // Without a hint, or with its own action, at the default limits and those the request stays under.
    expect(compareEverywhere(school, requests)).toBeGreaterThan(requests.length * 2);
  });

  it("leaves the fixtures' requests, whose texts hold references, to the XML reader, or reads them as it does", () => {
    compareFixtures(school);
  });

  it("reads a mutated request as the XML reader does, or leaves it to it", () => {
    // Some mutations keep the form: a digit in a number, a letter in a name.
    expect(compareMutated(school, requests, 20261128)).toBeGreaterThan(0);
  });
});

describe("the edge-case contract", () => {
  const requests = requestsOf(edge);

  it("reads the operation of text parameters without the XML reader, and leaves the others to it", () => {
    const read = requests
      .filter((r) => edge.canonical(r.xml, ownHints(r), {}) !== undefined)
      .map((r) => r.operation);
    expect(new Set(read)).toEqual(new Set(["getItem"]));
    expect(compareEverywhere(edge, requests)).toBeGreaterThan(0);
    compareFixtures(edge);
  });

  it("reads a mutated request as the XML reader does, or leaves it to it", () => {
    compareMutated(edge, requests, 20261129);
  });
});

describe("the canonical form's envelope, routing and defaults", () => {
  const XSI = "http://www.w3.org/2001/XMLSchema-instance";
  const XSD = "http://www.w3.org/2001/XMLSchema";
  const SOAP11 = "http://schemas.xmlsoap.org/soap/envelope/";
  const SOAP12 = "http://www.w3.org/2003/05/soap-envelope";
  const noHints: SoapHints = { soapAction: undefined, actionParam: undefined };

  function eventGetList(prefix: string, ns: string, lineFeed: string, fields: string): string {
    return (
      `<?xml version="1.0" encoding="utf-8"?>${lineFeed}<${prefix}:Envelope xmlns:xsi="${XSI}" xmlns:xsd="${XSD}" xmlns:${prefix}="${ns}">` +
      `<${prefix}:Header>${AUTH}</${prefix}:Header><${prefix}:Body><eventGetList xmlns="${NS}">${fields}</eventGetList></${prefix}:Body></${prefix}:Envelope>`
    );
  }
  const ALL =
    "<CategoryID>1</CategoryID><GroupTypeID>2</GroupTypeID><GroupID>3</GroupID><SDate>2024-05-01T00:00:00Z</SDate><EDate>2024-05-31T23:59:59Z</EDate>";

  it.each([
    ["soap", SOAP11, "1.1", ""],
    ["soap", SOAP11, "1.1", "\n"],
    ["soap", SOAP12, "1.2", ""],
    ["soap12", SOAP11, "1.1", "\n"],
    ["soap12", SOAP12, "1.2", ""],
    ["soap12", SOAP12, "1.2", "\n"],
  ])(
    "reads prefix %s declaring %s (SOAP %s), line feed %j, as the XML reader does",
    (prefix, ns, version, lineFeed) => {
      const xml = eventGetList(prefix, ns, lineFeed, ALL);
      const read = school.canonical(xml, noHints, {}) as { version: string } | undefined;
      expect(read).toBeDefined();
      expect(read!.version).toBe(version);
      expect(read).toStrictEqual(school.generic(xml, noHints, {}));
    },
  );

  it("leaves another prefix, a prefix its tags do not use, or a line break other than a line feed to the XML reader", () => {
    for (const xml of [
      eventGetList("s", SOAP11, "", ALL),
      eventGetList("soap", SOAP11, "", ALL).replace("<soap:Header>", "<soap12:Header>"),
      eventGetList("soap12", SOAP12, "", ALL).replace(/soap12:Body/g, "soap:Body"),
      eventGetList("soap", SOAP11, "\r\n", ALL),
      eventGetList("soap", SOAP11, "\n\n", ALL),
    ]) {
      expect(school.canonical(xml, noHints, {})).toBeUndefined();
      expect(school.generic(xml, noHints, {})).toBeDefined();
    }
  });

  it("routes by each request's own hints and version, whatever the request before it was routed by", () => {
    const unknown: SoapHints = { soapAction: '"urn:unknown"', actionParam: undefined };
    const own: SoapHints = { soapAction: `"${NS}eventGetList"`, actionParam: undefined };
    const other: SoapHints = { soapAction: `"${NS}eventGet"`, actionParam: undefined };
    const soap11 = eventGetList("soap", SOAP11, "", ALL);
    const soap12 = eventGetList("soap12", SOAP12, "", ALL);
    const sequence: [string, SoapHints][] = [
      [soap11, own],
      [soap11, unknown],
      [soap12, unknown],
      [soap11, unknown],
      [soap11, other],
      [soap11, own],
      [soap12, other],
      [soap12, noHints],
    ];
    const operations = sequence.map(([xml, hints]) => {
      const read = school.canonical(xml, hints, {}) as
        | { operation: { codec: { name: string } } }
        | undefined;
      if (read !== undefined) expect(read).toStrictEqual(school.generic(xml, hints, {}));
      return read?.operation.codec.name;
    });
    // SOAP 1.1 refuses an unknown SOAPAction (the XML reader's fault); SOAP 1.2 routes by the
    // body when the action names no operation; another operation's action reads no parameters
    // of this one (left to the XML reader).
    expect(operations).toEqual([
      "eventGetList",
      undefined,
      "eventGetList",
      undefined,
      undefined,
      "eventGetList",
      undefined,
      "eventGetList",
    ]);
  });

  it("gives parameters left out ASMX's defaults, as the XML reader does", () => {
    for (const fields of [
      "",
      "<CategoryID>1</CategoryID><EDate>2024-05-31T23:59:59Z</EDate>",
      "<GroupTypeID>2</GroupTypeID><SDate>2024-05-01T00:00:00Z</SDate>",
    ]) {
      const xml = eventGetList("soap", SOAP11, "", fields);
      const read = school.canonical(xml, noHints, {}) as
        | { params: Record<string, unknown> }
        | undefined;
      expect(read, fields).toBeDefined();
      expect(read).toStrictEqual(school.generic(xml, noHints, {}));
      expect(Object.keys(read!.params).sort()).toEqual(
        ["CategoryID", "EDate", "GroupID", "GroupTypeID", "SDate"].sort(),
      );
    }
  });
});
