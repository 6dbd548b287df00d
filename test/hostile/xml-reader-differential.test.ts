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

type Event = string;
const LIMITS = { maxDepth: 10_000, maxElements: 1_000_000, maxAttributes: 10_000 };
const XMLNS = "http://www.w3.org/2000/xmlns/";

/** Elements, attributes and text (adjacent pieces joined) as our reader reports them, or "refused". */
function ours(xml: string): Event[] | "refused" {
  const events: Event[] = [];
  try {
    const r = new XmlReader(xml, LIMITS);
    for (let e = r.next(); e !== XmlEvent.Eof; e = r.next()) {
      if (e === XmlEvent.Start) {
        const attributes = r.attributes().filter(([ns]) => ns !== XMLNS).map(([ns, local, value]) => `{${ns}}${local}=${JSON.stringify(value)}`).sort();
        events.push(`start {${r.namespace}}${r.localName} ${attributes.join(" ")}`);
      } else if (e === XmlEvent.End) events.push("end");
      else pushText(events, r.text);
    }
  } catch {
    return "refused";
  }
  return events;
}

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

function pushText(events: Event[], text: string): void {
  if (text === "") return;
  const last = events.length - 1;
  if (last >= 0 && events[last]!.startsWith("text ")) events[last] = `text ${JSON.stringify(JSON.parse(events[last]!.slice(5)) + text)}`;
  else events.push(`text ${JSON.stringify(text)}`);
}

const prefix = fc.constantFrom("", "", "a", "b", "xml", "xmlns");
const local = fc.constantFrom("r", "x", "Item", "é", "_y", "z.1", "9", "a-b", "ns:c");
const nsUri = fc.constantFrom("urn:a", "urn:b", "", "http://www.w3.org/XML/1998/namespace");
const textPiece = fc.constantFrom("t", " ", "\t", "\r\n", "\r", "é", "😀", "&amp;", "&lt;", "&gt;", "&quot;", "&apos;", "&#65;", "&#x1F600;", "&#0;", "&#xD800;", "&bad;", "&", "<![CDATA[<c>&]]>", "]]>", "<!--c-->", "<!-- - -->", "<?pi x?>", "<?xml v?>", ">", "\u0001", "\uFFFE", "\uD800");
const attrValue = fc.array(fc.constantFrom("v", " ", "\t", "\n", "&amp;", "&#10;", "<", "'", '"', "&lt;", "é"), { maxLength: 4 }).map((p) => p.join(""));

interface Node {
  name: [string, string];
  declarations: [string, string][];
  attributes: [string, string, string][];
  children: (Node | string)[];
}

const node: fc.Arbitrary<Node> = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.record({
    name: fc.tuple(prefix, local),
    declarations: fc.array(fc.tuple(prefix, nsUri), { maxLength: 2 }),
    attributes: fc.array(fc.tuple(prefix, local, attrValue), { maxLength: 3 }),
    children: fc.array(fc.oneof({ depthSize: "small", withCrossShrink: true }, textPiece, tie("node")), { maxLength: 4 }),
  }),
})).node;

function write(n: Node): string {
  const q = ([p, l]: [string, string]) => (p === "" ? l : `${p}:${l}`);
  const decls = n.declarations.map(([p, uri]) => (p === "" ? ` xmlns="${uri}"` : ` xmlns:${p}="${uri}"`)).join("");
  // Not a prefix bound to white space alone (`xmlns:p="&#10;"`): saxes takes it for an
  // undeclaration, the namespaces spec for a (poor) name, which ours binds.
  const attrs = n.attributes
    .filter(([p, , v]) => p !== "xmlns" || v === "" || /[^\s]/.test(v.replace(/&#10;/g, "\n").replace(/&#x?[0-9a-f]+;/gi, "x")))
    .map(([p, l, v]) => ` ${q([p, l])}="${v.replace(/"/g, "&quot;")}"`)
    .join("");
  const content = n.children.map((c) => (typeof c === "string" ? c : write(c))).join("");
  return content === "" ? `<${q(n.name)}${decls}${attrs}/>` : `<${q(n.name)}${decls}${attrs}>${content}</${q(n.name)}>`;
}

const document = fc.tuple(fc.constantFrom("", '<?xml version="1.0" encoding="utf-8"?>', "\uFEFF", "<!--lead-->\n"), node, fc.constantFrom("", "\n", "<!--tail-->", " x")).map(([lead, root, tail]) => `${lead}${write(root)}${tail}`);

/** One character inserted, deleted or replaced. */
const mutated = fc.tuple(document, fc.nat(), fc.constantFrom("", "<", ">", "&", "/", '"', ":", "x", "\u0000", "]]>", "<!", "?")).map(([xml, at, insert]) => {
  const i = at % (xml.length + 1);
  return insert === "" ? xml.slice(0, i) + xml.slice(i + 1) : xml.slice(0, i) + insert + xml.slice(i);
});

/**
 * A tag or attribute name with a part that is no NCName (`b:9`, `a:b:c`, `:x`): namespace
 * well-formedness refuses it, which our reader checks and saxes leaves out.
 */
function hasBadQName(xml: string): boolean {
  const bad = (name: string) => name.includes(":") && name.split(":").some((part, _, parts) => parts.length > 2 || part === "" || /^[0-9.\-]/.test(part));
  for (const [tag] of xml.matchAll(/<\/?[^!?/<>](?:[^<>"']|"[^"]*"|'[^']*')*>?/g)) {
    const names = [/^<\/?([^\s/>]+)/.exec(tag)?.[1] ?? "", ...[...tag.matchAll(/\s([^\s=<>"']+)\s*=/g)].map((m) => m[1]!)];
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
])("%s: the same events as saxes, or both refuse", (_, documents) => {
  fc.assert(
    fc.property(documents, (xml) => {
      const why: { error?: string } = {};
      const expected = theirs(xml, why);
      if (expected !== "refused" && (hasBadQName(xml) || hasLoneSurrogate(xml) || hasBadPI(xml))) expect(ours(xml), xml).toBe("refused");
      else expect(ours(xml), xml).toEqual(expected);
    }),
    { seed: 20261125, numRuns: RUNS },
  );
});

