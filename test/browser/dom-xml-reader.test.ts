/**
 * The reader browser bundles get (dom-xml-reader.ts, through the contract package's `browser`
 * export condition), in a real browser (Debian's chromium, driven by playwright-core): on the
 * differential test's documents, as written and mutated, it reports the same events as the
 * runtime's own reader on Node, or both refuse; it refuses a DTD before the browser's parser
 * expands it, keeps the limits, and says where the browser found an error. Bundles for workers
 * (the `worker` condition) keep the runtime's reader, and the DOM one says what to do in a worker.
 * And the generated client, bundled for the browser, reads every fixture response of every
 * operation and binding into the fixture's result or error, as the fixture test does on Node.
 */
import { build } from "esbuild";
import fc from "fast-check";
import { existsSync } from "node:fs";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { XmlEvent, XmlReader } from "school-service-contract/runtime/xml-reader";
import { FIXTURES } from "school-service-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS, probeReader, readerEvents } from "../support/reader-events.ts";
import { REPO_ROOT } from "../support/run-cli.ts";
import { document, mutated } from "../support/xml-documents.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PAGE = path.join(REPO_ROOT, "test/browser/dom-reader/page.ts");
const FIXTURES_PAGE = path.join(REPO_ROOT, "test/browser/dom-reader/fixtures-page.ts");
const RUNS = Number(process.env.SOAPGEN_FUZZ_RUNS ?? 1500);

let browser: Browser;
let tab: Page;
/** The page's script as browsers get it, and as workers do (the `worker` condition). */
let forBrowsers: string;
let forWorkers: string;

async function bundle(conditions: string[], entry = PAGE): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: "es2022",
    conditions,
    logLevel: "silent",
  });
  return result.outputFiles[0]!.text;
}

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `no Chromium at ${CHROMIUM}: install the Debian package chromium (bash scripts/install-test-peers.sh), or set CHROMIUM_PATH`,
    );
  }
  [forBrowsers, forWorkers] = await Promise.all([bundle([]), bundle(["worker"])]);
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  tab = await browser.newPage();
  await tab.setContent("<!doctype html><title>reader</title>");
  await tab.addScriptTag({ content: forBrowsers });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** The events the page's reader gives for each document, sent in batches (`npm run fuzz` sends 100,000). */
async function inBrowser(documents: string[]): Promise<ReturnType<typeof readerEvents>[]> {
  const events: ReturnType<typeof readerEvents>[] = [];
  for (let i = 0; i < documents.length; i += 5_000) {
    events.push(
      ...((await tab.evaluate(
        (d) => (globalThis as any).readerEvents(d),
        documents.slice(i, i + 5_000),
      )) as ReturnType<typeof readerEvents>[]),
    );
  }
  return events;
}
const errorInBrowser = (xml: string, limits?: object) =>
  tab.evaluate(([x, l]) => (globalThis as any).readError(x, l), [
    xml,
    limits,
  ] as const) as Promise<Record<string, unknown> | null>;

/** What reading the document threw in a worker started from the script. */
function errorInWorker(script: string, xml: string): Promise<Record<string, unknown> | null> {
  return tab.evaluate(
    ([code, x]) =>
      new Promise((resolve, reject) => {
        const worker = new Worker(
          URL.createObjectURL(new Blob([code], { type: "text/javascript" })),
        );
        worker.onmessage = (m) => (worker.terminate(), resolve(m.data));
        worker.onerror = (e) => reject(new Error(e.message));
        worker.postMessage(x);
      }),
    [script, xml] as const,
  ) as Promise<Record<string, unknown> | null>;
}

describe("the bundles' reader", () => {
  it("is the DOM one for browsers and the runtime's own for workers", () => {
    expect(forBrowsers).toContain("new Parser().parseFromString(");
    expect(forWorkers).not.toContain("parseFromString");
    expect(forWorkers).toContain("DTDs are not allowed");
  });
});

/**
 * An element named with the `xml` prefix (`<xml:a>`), which the namespaces spec allows: Chromium
 * refuses it. No SOAP message has one.
 */
function hasXmlPrefixedElement(xml: string): boolean {
  return /<\/?xml:/.test(xml);
}

/**
 * A namespace declaration whose value is no URI reference of RFC 3986, which the namespaces spec
 * says it MUST be and leaves to the parser to check: Chromium 150's parser refuses such a document
 * ("'é' is not a valid URI": it takes no IRI either), Chromium 156's reads it, as the runtime's
 * reader does. No SOAP stack writes one.
 */
function hasNamespaceNameThatIsNoUri(xml: string): boolean {
  for (const [, quoted] of xml.matchAll(/\sxmlns(?::[^\s=]*)?\s*=\s*("[^"]*"|'[^']*')/g)) {
    if (!isUriReference(decodeReferences(quoted!.slice(1, -1)))) return true;
  }
  return false;
}

/** RFC 3986's URI-reference (section 4.1), built from its grammar's rules. */
const URI_REFERENCE = (() => {
  const unreserved = "A-Za-z0-9\\-._~";
  const subDelims = "!$&'()*+,;=";
  const char = (extra: string) => `(?:[${unreserved}${subDelims}${extra}]|%[0-9A-Fa-f]{2})`;
  const pchar = char(":@");
  const authority = `(?:${char(":")}*@)?(?:\\[[0-9A-Fa-f:.vV]+\\]|${char("")}*)(?::[0-9]*)?`;
  const pathAbempty = `(?:/${pchar}*)*`;
  const pathAbsolute = `/(?:${pchar}+${pathAbempty})?`;
  const tail = `(?:\\?(?:${pchar}|[/?])*)?(?:#(?:${pchar}|[/?])*)?`;
  const uri = `[A-Za-z][A-Za-z0-9+.-]*:(?://${authority}${pathAbempty}|${pathAbsolute}|${pchar}+${pathAbempty}|)${tail}`;
  const relative = `(?://${authority}${pathAbempty}|${pathAbsolute}|${char("@")}+${pathAbempty}|)${tail}`;
  return new RegExp(`^(?:${uri}|${relative})$`);
})();

function isUriReference(value: string): boolean {
  return URI_REFERENCE.test(value);
}

/** An attribute value's text with its character and predefined entity references replaced. */
function decodeReferences(value: string): string {
  const named: Record<string, string> = { lt: "<", gt: ">", amp: "&", quot: '"', apos: "'" };
  return value.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-z]+);/g, (ref, name: string) =>
    name.startsWith("#x")
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith("#")
        ? String.fromCodePoint(Number(name.slice(1)))
        : (named[name] ?? ref),
  );
}

/**
 * What Chromium's parser lets through and the runtime's reader refuses, none of which changes what
 * is read: a namespace declaration made twice on one element (the DOM keeps one, so it cannot
 * show it), "<" in a declaration's value, a malformed XML declaration, and a colon in a processing
 * instruction's target (`<?a:b ?>`, `<?xml: ...?>`, `<?:x ?>`).
 */
function chromiumLetsThrough(xml: string, why: string): boolean {
  if (
    /duplicate attribute xmlns|"<" is not allowed in the value of the attribute xmlns|malformed XML declaration/.test(
      why,
    )
  )
    return true;
  return (
    /<\?[^\s?>]*:/.test(xml) && /processing instruction target|misplaced ":" in the name/.test(why)
  );
}

/** Why the runtime's reader refuses a document. */
function refusal(xml: string): string {
  try {
    const r = new XmlReader(xml, LIMITS);
    while (r.next() !== XmlEvent.Eof);
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error(`the runtime's reader reads ${xml}`);
}

describe.each([
  ["documents as written", document],
  ["documents mutated one character at a time", mutated],
])("%s", (_, documents) => {
  it("give the events the runtime's reader gives on Node, or both refuse", async () => {
    const sample = fc.sample(documents, { seed: 20261128, numRuns: RUNS });
    const theirs = await inBrowser(sample);
    const differ = sample.flatMap((xml, i) => {
      const ours = readerEvents(XmlReader, XmlEvent, xml);
      const browser = theirs[i];
      if (JSON.stringify(ours) === JSON.stringify(browser)) return [];
      if (browser === "refused" && (hasXmlPrefixedElement(xml) || hasNamespaceNameThatIsNoUri(xml)))
        return [];
      if (ours === "refused" && chromiumLetsThrough(xml, refusal(xml))) return [];
      return [{ xml, node: ours, browser }];
    });
    expect(differ).toEqual([]);
  });
});

describe("the DOM reader", () => {
  it("answers each method a codec asks as the runtime's reader does, but that <a></a> is an empty element too", async () => {
    const theirs = (await tab.evaluate(() => (globalThis as any).probeReader())) as Record<
      string,
      unknown
    >;
    const ours = probeReader(XmlReader, XmlEvent);
    expect(theirs).toEqual({ ...ours, e2Empty: true });
    expect(ours).toMatchObject({
      q: " p:T ",
      qname: { namespace: "urn:p", local: "T" },
      s: "plain",
      m: "ab<c>&",
      e: true,
      e2Empty: false,
      e2: "",
    });
    expect(ours.outer).toEqual([
      "start {urn:d}any ",
      'start {urn:z}x {urn:p}c="3"',
      'text "t"',
      "start {urn:p}y ",
      "end",
      "end",
      "end",
    ]);
  });

  it("refuses a DTD before the browser's parser expands its entities, saying where", async () => {
    const laughs = `<?xml version="1.0"?><!--a-->\n<!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<r>&b;</r>`;
    expect(await errorInBrowser(laughs)).toEqual({
      name: "XmlSyntaxError",
      message: "line 2, column 1: DTDs are not allowed",
      line: 2,
      column: 1,
      limit: undefined,
    });
  });

  it("refuses a character XML does not allow, which the browser would take as U+FFFD", async () => {
    expect(await errorInBrowser("<r>\n a\uD800</r>")).toMatchObject({
      name: "XmlSyntaxError",
      message: "line 2, column 3: U+D800 is not a character XML 1.0 allows",
    });
  });

  it("says where the browser's parser found an error", async () => {
    const error = await errorInBrowser("<r>\n  <a></b>\n</r>");
    expect(error).toMatchObject({ name: "XmlSyntaxError", line: 2 });
    // The parser's own words follow, naming both tags (in an order and wording of its build's).
    const words = /^line 2, column \d+: ([^\n]+)$/.exec(String(error!.message))?.[1];
    expect(words).toMatch(/\ba\b/);
    expect(words).toMatch(/\bb\b/);
  });

  it.each([
    [
      "maxDepth",
      "<a><b><c/></b></a>",
      { maxDepth: 2 },
      "more than 2 levels of nested elements, at <c>",
    ],
    ["maxElements", "<a><b/><b/><b/></a>", { maxElements: 3 }, "more than 3 elements, at <b>"],
    [
      "maxAttributes",
      '<a><b x="1" y="2" z="3"/></a>',
      { maxAttributes: 2 },
      "more than 2 attributes on <b>",
    ],
  ])("keeps the %s limit, naming the element", async (limit, xml, limits, message) => {
    expect(await errorInBrowser(xml, limits)).toEqual({
      name: "XmlLimitError",
      message,
      line: 0,
      column: 0,
      limit,
    });
  });

  it.each([
    [
      "a name that is no QName",
      '<r xml:9="v"/>',
      "the attribute name xml:9 is not a QName, in <r>",
    ],
    ["an element name that is no QName", '<a:9 xmlns:a="urn:a"/>', "a:9 is not a QName, in <a:9>"],
    [
      "a declaration of the xmlns namespace",
      '<r xmlns:x="http://www.w3.org/2000/xmlns/"/>',
      'the namespace declaration xmlns:x="http://www.w3.org/2000/xmlns/" is not allowed, in <r>',
    ],
  ])(
    "refuses what the namespaces spec forbids, whether or not the browser's parser does: %s",
    async (_, xml, message) => {
      // Chromium 156's parser lets these through, and the reader's own check refuses them in its
      // words; Chromium 150's refuses them first, and the reader then says where, in the parser's.
      const error = await errorInBrowser(xml);
      expect(error).toMatchObject({ name: "XmlSyntaxError" });
      if (error!.message !== message)
        expect(error).toMatchObject({
          message: expect.stringMatching(/^line 1, column [1-9]\d*: \S/),
          line: 1,
        });
    },
  );
});

describe("in a worker, which has no DOMParser", () => {
  it("the browsers' bundle says to bundle with the worker condition", async () => {
    expect(await errorInWorker(forBrowsers, "<r/>")).toMatchObject({
      name: "TypeError",
      message: expect.stringContaining("bundle with the `worker` condition"),
    });
  });

  it("the workers' bundle reads with the runtime's reader", async () => {
    expect(await errorInWorker(forWorkers, "<r><a/></r>")).toBeNull();
    expect(await errorInWorker(forWorkers, "<!DOCTYPE r><r/>")).toMatchObject({
      name: "XmlSyntaxError",
      message: "line 1, column 1: DTDs are not allowed",
    });
  });
});

describe("the generated client in the browser", () => {
  it("reads every operation's fixture responses, on every binding, into the fixture's result or error", async () => {
    const script = await bundle([], FIXTURES_PAGE);
    expect(script).toContain("new Parser().parseFromString(");
    const page = await browser.newPage();
    try {
      await page.setContent("<!doctype html><title>fixtures</title>");
      await page.addScriptTag({ content: script });
      const outcomes = (await page.evaluate(() => (globalThis as any).readFixtures())) as {
        case: string;
        got: string;
        expected: string;
      }[];
      // Each operation on each binding it is published on: its answers, and a fault.
      const cases = FIXTURES.flatMap((f) =>
        Object.keys(f.requests).flatMap((b) =>
          (["success", "empty", "failure", "fault"] as const)
            .filter((k) => f.responses?.[k]?.wire[b as keyof typeof f.requests])
            .map((k) => `${f.operation} ${b} ${k}`),
        ),
      );
      expect(outcomes.map((o) => o.case)).toEqual(cases);
      expect(outcomes.filter((o) => o.got !== o.expected)).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
