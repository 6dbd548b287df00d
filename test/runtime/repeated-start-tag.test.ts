/**
 * A start tag written as the last one read with attributes (a list's items: RepeatedStartTag) is
 * taken whole, not read again: it must read as reading it would, wherever anything it was read
 * with has changed since (the bindings in scope, the attributes the reader holds), and meet the
 * limits and the checks of what follows it as any tag does.
 */
import { describe, expect, it } from "vitest";
import { XmlEvent, type XmlLimitError, XmlReader } from "../../templates/runtime/xml-reader.ts";
import { thrown } from "../support/thrown.ts";
import { readError } from "../support/xml-read-error.ts";

/** Each Start of the document: `{ns}local qName` (`/` for an empty-element tag) and its attributes. */
function starts(xml: string): string[] {
  const r = new XmlReader(xml);
  const out: string[] = [];
  for (let e = r.next(); e !== XmlEvent.Eof; e = r.next()) {
    if (e !== XmlEvent.Start) continue;
    const attributes = r.attributes().map(([ns, local, value]) => `{${ns}}${local}=${value}`);
    out.push(
      `{${r.namespace}}${r.localName} ${r.qName}${r.isEmptyElement ? "/" : ""} ${attributes.join(" ")}`.trim(),
    );
  }
  return out;
}

describe("a repeated start tag", () => {
  it("reads as the first: name, namespace, attributes, and whether it is empty", () => {
    const item = '<x a="1" p:b="t&amp;2"/>';
    const xml = `<r xmlns="urn:d" xmlns:p="urn:p">${item}${item}<x a="1" p:b="t&amp;2">v</x>${item}</r>`;
    const first = "{urn:d}x x/ {}a=1 {urn:p}b=t&2";
    expect(starts(xml)).toEqual([
      "{urn:d}r r",
      first,
      first,
      "{urn:d}x x {}a=1 {urn:p}b=t&2",
      first,
    ]);
    const r = new XmlReader(xml);
    const seen: string[] = [];
    for (let e = r.next(); e !== XmlEvent.Eof; e = r.next())
      seen.push(e === XmlEvent.Start ? "S" : e === XmlEvent.End ? "E" : `T${r.text}`);
    expect(seen.join("")).toBe("SSESESTvESEE");
  });

  it("takes the bindings in scope where it is now: fewer since an element that declared one ended", () => {
    const item = '<x p:b="1"/>';
    const xml = `<r xmlns:p="urn:1"><a xmlns:p="urn:2">${item}</a><b>${item}</b></r>`;
    expect(starts(xml).filter((s) => s.startsWith("{}x"))).toEqual([
      "{}x x/ {urn:2}b=1",
      "{}x x/ {urn:1}b=1",
    ]);
  });

  it("takes the bindings in scope where it is now: as many, but another element's declarations", () => {
    const item = '<x p:b="1"/>';
    const xml = `<r><a xmlns:p="urn:1">${item}</a><b xmlns:p="urn:2">${item}</b></r>`;
    expect(starts(xml).filter((s) => s.startsWith("{}x"))).toEqual([
      "{}x x/ {urn:1}b=1",
      "{}x x/ {urn:2}b=1",
    ]);
  });

  it("is not one that declares a namespace: that tag declares it again each time", () => {
    const item = '<a xmlns:p="urn:1" c="2"><p:c/></a>';
    expect(starts(`<r>${item}${item}</r>`)).toEqual([
      "{}r r",
      "{}a a {}c=2",
      "{urn:1}c p:c/",
      "{}a a {}c=2",
      "{urn:1}c p:c/",
    ]);
  });

  it("has its own attributes where a child's have been read since", () => {
    const xml = '<r><x a="1"><c b="2"/></x><x a="1"/><x a="1"><c/></x><x a="1"/></r>';
    expect(starts(xml)).toEqual([
      "{}r r",
      "{}x x {}a=1",
      "{}c c/ {}b=2",
      "{}x x/ {}a=1",
      "{}x x {}a=1",
      "{}c c/",
      "{}x x/ {}a=1",
    ]);
  });

  it("is not taken for a tag that only starts as it does", () => {
    const xml = '<r><x a="1"/><x a="1" b="2"/><x a="12"/></r>';
    expect(starts(xml).slice(1)).toEqual(["{}x x/ {}a=1", "{}x x/ {}a=1 {}b=2", "{}x x/ {}a=12"]);
  });

  it("counts against maxElements and maxDepth, where it is", () => {
    const items = '<r><x a="1"/><x a="1"/><x a="1"/></r>';
    expect(readError(items, { maxElements: 3 })).toBe(
      "XmlLimitError: line 1, column 24: more than 3 elements",
    );
    const nested = '<r><x a="1"></x><x a="1"><x a="1"></x></x></r>';
    const err = thrown(() => {
      const r = new XmlReader(nested, { maxDepth: 2 });
      while (r.next() !== XmlEvent.Eof);
    }) as XmlLimitError;
    expect([err.message, err.limit]).toEqual([
      "line 1, column 26: more than 2 levels of nested elements",
      "maxDepth",
    ]);
  });

  it("is followed by the checks of what comes after it", () => {
    expect(readError('<r><x a="1"/><x a="1"/>\u0001</r>')).toBe(
      "XmlSyntaxError: line 1, column 24: U+0001 is not a character XML 1.0 allows",
    );
    expect(readError('<r><x a="1"></x><x a="1"></y></r>')).toBe(
      "XmlSyntaxError: line 1, column 26: end tag </y> does not match <x>",
    );
  });
});
