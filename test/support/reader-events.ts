/**
 * The events a reader reports for a document, in a form two readers can be compared by. It imports
 * no reader: the browser's test runs it with the reader its bundle resolves.
 */
import type {
  XmlEvent as Events,
  XmlReader as Reader,
  XmlLimits,
} from "school-service-contract/runtime/xml-reader";

type Event = string;
export const LIMITS = { maxDepth: 10_000, maxElements: 1_000_000, maxAttributes: 10_000 };
const XMLNS = "http://www.w3.org/2000/xmlns/";

/** Elements, attributes and text (adjacent pieces joined) as a reader reports them, or "refused". */
export function readerEvents(
  XmlReader: new (xml: string, limits: XmlLimits) => Reader,
  XmlEvent: typeof Events,
  xml: string,
): Event[] | "refused" {
  const events: Event[] = [];
  try {
    const r = new XmlReader(xml, LIMITS);
    for (let e = r.next(); e !== XmlEvent.Eof; e = r.next()) {
      if (e === XmlEvent.Start) {
        const attributes = r
          .attributes()
          .filter(([ns]) => ns !== XMLNS)
          .map(([ns, local, value]) => `{${ns}}${local}=${JSON.stringify(value)}`)
          .sort();
        events.push(`start {${r.namespace}}${r.localName} ${attributes.join(" ")}`);
      } else if (e === XmlEvent.End) events.push("end");
      else pushText(events, r.text);
    }
  } catch {
    return "refused";
  }
  return events;
}

/** Adds text to the events, joined to the text event just before it. */
export function pushText(events: Event[], text: string): void {
  if (text === "") return;
  const last = events.length - 1;
  if (last >= 0 && events[last]!.startsWith("text "))
    events[last] = `text ${JSON.stringify(JSON.parse(events[last]!.slice(5)) + text)}`;
  else events.push(`text ${JSON.stringify(text)}`);
}

/** A document that asks a reader for each of its methods: attributes, QNames, text, wildcards. */
export const PROBED =
  '<r xmlns="urn:d" xmlns:p="urn:p" a="1" p:b="&lt;2&gt;"><q> p:T </q><any xmlns:z="urn:z"><z:x p:c="3">t<p:y/></z:x></any>' +
  "<s>plain</s><m>a<!--c-->b<![CDATA[<c>]]>&amp;</m><e/><e2></e2></r>";

/**
 * What a reader answers on PROBED, each method asked where a codec asks it; `outer` is the
 * wildcard element as readOuterXml() gives it, read back as events (its text may differ).
 */
export function probeReader(
  XmlReader: new (xml: string) => Reader,
  XmlEvent: typeof Events,
): Record<string, unknown> {
  const r = new XmlReader(PROBED);
  const toStart = () => {
    while (r.next() !== XmlEvent.Start);
  };
  toStart();
  const root = {
    name: `{${r.namespace}}${r.localName}`,
    a: r.attribute("", "a"),
    b: r.attribute("urn:p", "b"),
    none: r.attribute("", "b"),
    all: r.attributes(),
    p: r.namespaceOf("p"),
    empty: r.isEmptyElement,
  };
  toStart();
  const q = r.readText();
  const qname = r.resolveQName(q);
  toStart();
  const outer = readerEvents(XmlReader, XmlEvent, r.readOuterXml());
  toStart();
  const s = r.readPlainText();
  toStart();
  const m = r.readText();
  toStart();
  const e = r.isEmptyElement;
  r.skipElement();
  toStart();
  const e2Empty = r.isEmptyElement;
  const e2 = r.readText();
  return { root, q, qname, outer, s, m, e, e2Empty, e2, end: r.next(), eof: r.next() };
}
