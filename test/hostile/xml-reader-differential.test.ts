/**
 * Differential fuzzing of the runtime's XML reader against saxes, a well-kept conforming parser:
 * generated documents (names with and without prefixes, namespace declarations, attributes, text
 * with character and entity references, CDATA, comments, processing instructions, white space,
 * surrogate pairs), as written and mutated one character at a time, must give the same elements,
 * attributes and text, or both be refused. A fixed seed and run count here; `SOAPGEN_FUZZ_RUNS`
 * runs longer.
 */
import fc from "fast-check";
import { SaxesParser } from "saxes";
import { XmlEvent, XmlReader } from "school-service-contract/runtime/xml-reader";
import { expect, it } from "vitest";
import { pushText, readerEvents } from "../support/reader-events.ts";
import { document, itemLists, mutated } from "../support/xml-documents.ts";

type Event = string;
const XMLNS = "http://www.w3.org/2000/xmlns/";
const ours = (xml: string) => readerEvents(XmlReader, XmlEvent, xml);

/** The same from saxes (namespaces on): its first error refuses the document (`why` says what it was). */
function theirs(xml: string, why: { error?: string } = {}): Event[] | "refused" {
  const events: Event[] = [];
  const parser = new SaxesParser({ xmlns: true });
  let depth = 0;
  let failed = false;
  parser.on("error", (err) => {
    failed = true;
    why.error ??= err.message;
    throw new Error("refused");
  });
  parser.on("opentag", (node) => {
    depth++;
    const attributes = Object.values(node.attributes)
      .filter((a) => a.uri !== XMLNS && a.prefix !== "xmlns" && a.name !== "xmlns")
      .map((a) => `{${a.uri}}${a.local}=${JSON.stringify(a.value)}`)
      .sort();
    events.push(`start {${node.uri}}${node.local} ${attributes.join(" ")}`);
  });
  parser.on("closetag", () => {
    depth--;
    events.push("end");
  });
  const text = (t: string) => {
    if (depth > 0) pushText(events, t);
  };
  parser.on("text", text);
  parser.on("cdata", text);
  try {
    parser.write(xml).close();
  } catch {
    return "refused";
  }
  return failed ? "refused" : events;
}

/**
 * A tag or attribute name with a part that is no NCName (`b:9`, `a:b:c`, `:x`): namespace
 * well-formedness refuses it, which our reader checks and saxes leaves out.
 */
function hasBadQName(xml: string): boolean {
  const bad = (name: string) =>
    name.includes(":") &&
    name
      .split(":")
      .some((part, _, parts) => parts.length > 2 || part === "" || /^[0-9.-]/.test(part));
  for (const [tag] of xml.matchAll(/<\/?[^!?/<>](?:[^<>"']|"[^"]*"|'[^']*')*>?/g)) {
    const names = [
      /^<\/?([^\s/>]+)/.exec(tag)?.[1] ?? "",
      ...[...tag.matchAll(/\s([^\s=<>"']+)\s*=/g)].map((m) => m[1]!),
    ];
    if (names.some(bad)) return true;
  }
  return false;
}

/** A lone surrogate, no character of XML's; saxes, reading a JavaScript string, lets it through. */
function hasLoneSurrogate(xml: string): boolean {
  return /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(xml);
}

/** A processing instruction whose target runs into "?" (`<?x?y?>`: no white space, no end): saxes reads on. */
function hasBadPI(xml: string): boolean {
  return /<\?[^\s?>]+\?(?!>)/.test(xml);
}

const RUNS = Number(process.env.SOAPGEN_FUZZ_RUNS ?? 1500);

it.each([
  ["documents as written", document],
  ["documents mutated one character at a time", mutated],
  ["lists of items repeating their start tags", itemLists],
])("%s: the same events as saxes, or both refuse", (_, documents) => {
  fc.assert(
    fc.property(documents, (xml) => {
      const why: { error?: string } = {};
      const expected = theirs(xml, why);
      if (expected !== "refused" && (hasBadQName(xml) || hasLoneSurrogate(xml) || hasBadPI(xml)))
        expect(ours(xml), xml).toBe("refused");
      else expect(ours(xml), xml).toEqual(expected);
    }),
    { seed: 20261125, numRuns: RUNS },
  );
});
