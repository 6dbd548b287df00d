import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  XmlEvent,
  XmlLimitError,
  XmlReader,
  XmlSyntaxError,
  type XmlLimits,
} from "../../templates/runtime/xml-reader.ts";
import { thrown } from "../support/thrown.ts";
import { readError } from "../support/xml-read-error.ts";

const XSI = "http://www.w3.org/2001/XMLSchema-instance";
const XMLNS = "http://www.w3.org/2000/xmlns/";
const XML = "http://www.w3.org/XML/1998/namespace";

/** Every event of a document, one line each: `<{ns}local qName>`, `</qName>`, `"text"`, `/<a/>` for empty tags. */
function events(xml: string): string[] {
  const r = new XmlReader(xml);
  const out: string[] = [];
  for (let e = r.next(); e !== XmlEvent.Eof; e = r.next()) {
    if (e === XmlEvent.Start)
      out.push(`<{${r.namespace}}${r.localName} ${r.qName}${r.isEmptyElement ? "/" : ""}>`);
    else if (e === XmlEvent.End) out.push(`</${r.qName}>`);
    else out.push(JSON.stringify(r.text));
  }
  return out;
}

/** A reader advanced to the first Start whose qName is `qName`. */
function readerAt(xml: string, qName: string): XmlReader {
  const r = new XmlReader(xml);
  while (r.next() !== XmlEvent.Start || r.qName !== qName);
  return r;
}

describe("events and names", () => {
  it("resolves prefixes and the default namespace through nested scopes", () => {
    const xml =
      '<s:Envelope xmlns:s="urn:s"><s:Body><op xmlns="urn:t"><a>1</a><b xmlns=""><c/></b><s:d/></op><e/></s:Body></s:Envelope>';
    expect(events(xml)).toEqual([
      "<{urn:s}Envelope s:Envelope>",
      "<{urn:s}Body s:Body>",
      "<{urn:t}op op>",
      "<{urn:t}a a>",
      '"1"',
      "</a>",
      "<{}b b>",
      "<{}c c/>",
      "</c>",
      "</b>",
      "<{urn:s}d s:d/>",
      "</s:d>",
      "</op>",
      "<{}e e/>",
      "</e>",
      "</s:Body>",
      "</s:Envelope>",
    ]);
  });

  it("restores a prefix redeclared in a child once the child ends", () => {
    expect(events('<p:a xmlns:p="urn:1"><p:b xmlns:p="urn:2"><p:c/></p:b><p:d/></p:a>')).toEqual([
      "<{urn:1}a p:a>",
      "<{urn:2}b p:b>",
      "<{urn:2}c p:c/>",
      "</p:c>",
      "</p:b>",
      "<{urn:1}d p:d/>",
      "</p:d>",
      "</p:a>",
    ]);
  });

  it("tells empty-element tags from empty content", () => {
    expect(events("<r><a/><b /><c></c></r>")).toEqual([
      "<{}r r>",
      "<{}a a/>",
      "</a>",
      "<{}b b/>",
      "</b>",
      "<{}c c>",
      "</c>",
      "</r>",
    ]);
  });

  it("reports whitespace inside the root element and skips it around the root", () => {
    expect(events(" \n<r>\n  <a> </a>\n</r>\n")).toEqual([
      "<{}r r>",
      '"\\n  "',
      "<{}a a>",
      '" "',
      "</a>",
      '"\\n"',
      "</r>",
    ]);
  });

  it("skips a byte order mark, the XML declaration, comments and PIs anywhere", () => {
    const xml =
      '\uFEFF<?xml version="1.0" encoding="utf-8"?>\n<!-- c --><?pi x?><r>a<!-- c -->b<?pi y?>c<!---->d</r><!-- e --><?pi?>\n';
    expect(events(xml)).toEqual(["<{}r r>", '"abcd"', "</r>"]);
    expect(events("<r><!-- only --><?pi?><a/></r>")).toEqual([
      "<{}r r>",
      "<{}a a/>",
      "</a>",
      "</r>",
    ]);
  });

  it("keeps the names of the element at its End, and of the enclosing one at a Text", () => {
    const r = readerAt('<r xmlns="urn:r"><x:a xmlns:x="urn:x">t</x:a></r>', "x:a");
    expect(r.next()).toBe(XmlEvent.Text);
    expect([r.qName, r.namespace]).toEqual(["x:a", "urn:x"]);
    expect(r.next()).toBe(XmlEvent.End);
    expect([r.qName, r.localName, r.namespace, r.resolveQName("x:y")]).toEqual([
      "x:a",
      "a",
      "urn:x",
      { namespace: "urn:x", local: "y" },
    ]);
    expect(r.next()).toBe(XmlEvent.End);
    expect([r.qName, r.namespace]).toEqual(["r", "urn:r"]);
  });

  it("reads namespaces whose text is also a property name or an index as they are written", () => {
    const xml =
      '<a xmlns="__proto__"><b xmlns="0"/><c xmlns="constructor"/><d xmlns:p="toString"><p:e/></d></a>';
    expect(events(xml).filter((e) => e.startsWith("<{"))).toEqual([
      "<{__proto__}a a>",
      "<{0}b b/>",
      "<{constructor}c c/>",
      "<{__proto__}d d>",
      "<{toString}e p:e/>",
    ]);
  });

  it("reads a name in full where the same place last had a name it begins with", () => {
    // Each item's first child is at the place the last item's was: the name remembered there is
    // taken only when the tag's name ends where it ends.
    const names = ["a", "a:b", "ab", "a.b", "a-b", "a\u00e9", "a", "p:a", "a"];
    const xml = `<r xmlns:a="urn:a" xmlns:p="urn:p">${names.map((n) => `<i><${n}/></i>`).join("")}</r>`;
    expect(
      events(xml).filter((e) => e.startsWith("<{") && !e.includes(" i>") && !e.includes(" r>")),
    ).toEqual([
      "<{}a a/>",
      "<{urn:a}b a:b/>",
      "<{}ab ab/>",
      "<{}a.b a.b/>",
      "<{}a-b a-b/>",
      "<{}a\u00e9 a\u00e9/>",
      "<{}a a/>",
      "<{urn:p}a p:a/>",
      "<{}a a/>",
    ]);
    // A name that goes on with what no name holds is refused as it is when nothing came before.
    const error = (xml: string) =>
      thrown(() => {
        const r = new XmlReader(xml);
        while (r.next() !== XmlEvent.Eof);
      }) as XmlSyntaxError;
    const before = "<i><a/></i>";
    for (const bad of ["<a\u0001/>", "<a:/>", "<a::b/>", "<a=/>", "<a"]) {
      const alone = error(`<r><i>${bad}</i></r>`);
      const after = error(`<r>${before}<i>${bad}</i></r>`);
      expect([after.detail, after.column]).toEqual([alone.detail, alone.column + before.length]);
    }
  });

  it("answers Eof once after the root element, then refuses to go on", () => {
    const r = new XmlReader("<a/>");
    expect([r.next(), r.next(), r.next()]).toEqual([XmlEvent.Start, XmlEvent.End, XmlEvent.Eof]);
    expect(() => r.next()).toThrow(
      new Error("XmlReader.next() was called after the end of the document"),
    );
  });
});

describe("attributes", () => {
  const xml =
    `<r xmlns:xsi="${XSI}" xmlns="urn:d"><x xsi:type="cUser" type='plain' xml:lang="en"/>` +
    `<y xsi:nil="true" /></r>`;

  it("finds attributes by namespace and local name; unprefixed ones have no namespace", () => {
    const r = readerAt(xml, "x");
    expect(r.attribute(XSI, "type")).toBe("cUser");
    expect(r.attribute("", "type")).toBe("plain");
    expect(r.attribute("urn:d", "type")).toBeUndefined();
    expect(r.attribute(XML, "lang")).toBe("en");
    expect(r.attribute(XSI, "nil")).toBeUndefined();
  });

  it("reads xsi:nil and namespace declarations (in the xmlns namespace)", () => {
    const r = readerAt(xml, "y");
    expect([r.attribute(XSI, "nil"), r.isEmptyElement]).toEqual(["true", true]);
    const root = readerAt(xml, "r");
    expect([
      root.attribute(XMLNS, "xsi"),
      root.attribute(XMLNS, "xmlns"),
      root.attribute("", "xmlns"),
    ]).toEqual([XSI, "urn:d", undefined]);
  });

  it("decodes references and turns literal TAB, CR, LF and CRLF into one space each", () => {
    const r = readerAt('<a v="1&amp;2&lt;3&#x9;4&#xD;5&quot;\t6\r\n7\r8\n9" w="&apos;\'"/>', "a");
    expect(r.attribute("", "v")).toBe('1&2<3\t4\r5" 6 7 8 9');
    expect(r.attribute("", "w")).toBe("''");
  });

  it("is only available at a Start", () => {
    const r = new XmlReader("<a>t</a>");
    r.next();
    r.next();
    expect(() => r.attribute("", "x")).toThrow(
      new Error("XmlReader.attribute() is only available at a Start event"),
    );
  });
});

describe("text", () => {
  it("decodes the predefined entities and character references, astral ones included", () => {
    expect(
      events("<a>&lt;&gt;&amp;&quot;&apos;&#65;&#x42;&#x1f600;&#128512;\u{1F600}</a>"),
    ).toEqual(["<{}a a>", JSON.stringify("<>&\"'AB\u{1F600}\u{1F600}\u{1F600}"), "</a>"]);
  });

  it("normalises CRLF and lone CR to LF, but keeps a CR written as &#xD;", () => {
    expect(events("<a>1\r\n2\r3\n4&#xD;5&#13;\r\n</a>")).toEqual([
      "<{}a a>",
      JSON.stringify("1\n2\n3\n4\r5\r\n"),
      "</a>",
    ]);
  });

  it("reads CDATA sections as text, joined with the text around them", () => {
    expect(events("<a>x<![CDATA[<y>&amp;]]]]><![CDATA[>\r\n]]>z<![CDATA[]]></a>")).toEqual([
      "<{}a a>",
      JSON.stringify("x<y>&amp;]]>\nz"),
      "</a>",
    ]);
  });

  it("passes through '>' and text that needs no decoding as is", () => {
    expect(events('<a>O\'Brien > Zoë "q"</a>')).toEqual([
      "<{}a a>",
      JSON.stringify('O\'Brien > Zoë "q"'),
      "</a>",
    ]);
  });

  it("is only available at a Text", () => {
    const r = new XmlReader("<a>t</a>");
    r.next();
    expect(() => r.text).toThrow(new Error("XmlReader.text is only available at a Text event"));
  });
});

describe("readText and skipElement", () => {
  const xml = "<r><a>x&amp;<!-- c -->y<![CDATA[z]]></a><e/><s><t><u>1</u></t>2</s><after/></r>";

  it("readText concatenates the content and leaves the reader at the element's End", () => {
    const r = readerAt(xml, "a");
    expect(r.readText()).toBe("x&yz");
    expect([r.qName, r.next(), r.qName]).toEqual(["a", XmlEvent.Start, "e"]);
    expect(r.readText()).toBe("");
    expect([r.qName, r.next(), r.qName]).toEqual(["e", XmlEvent.Start, "s"]);
  });

  it("readPlainText reads only plain text and its end tag, and otherwise reads nothing", () => {
    const r = readerAt("<r><a>plain</a><b>x<c/></b><d>&amp;</d><e/></r>", "a");
    expect([r.readPlainText(), r.qName, r.next(), r.qName]).toEqual([
      "plain",
      "a",
      XmlEvent.Start,
      "b",
    ]);
    expect([r.readPlainText(), r.next(), r.text, r.next(), r.qName]).toEqual([
      undefined,
      XmlEvent.Text,
      "x",
      XmlEvent.Start,
      "c",
    ]);
    expect([r.next(), r.next(), r.next(), r.qName]).toEqual([
      XmlEvent.End,
      XmlEvent.End,
      XmlEvent.Start,
      "d",
    ]);
    expect([r.readPlainText(), r.next(), r.text]).toEqual([undefined, XmlEvent.Text, "&"]);
    expect([r.next(), r.next(), r.qName, r.readPlainText(), r.next()]).toEqual([
      XmlEvent.End,
      XmlEvent.Start,
      "e",
      undefined,
      XmlEvent.End,
    ]);
  });

  it("readText refuses a child element", () => {
    const r = readerAt(xml, "s");
    expect(String(thrown(() => r.readText()))).toBe(
      "XmlSyntaxError: line 1, column 48: element <s> has a child element <t> where text was expected",
    );
  });

  it("skipElement skips nested content and the next event follows the element", () => {
    const r = readerAt(xml, "s");
    r.skipElement();
    expect([r.qName, r.next(), r.qName]).toEqual(["s", XmlEvent.Start, "after"]);
    const e = readerAt(xml, "e");
    e.skipElement();
    expect([e.next(), e.qName]).toEqual([XmlEvent.Start, "s"]);
  });

  it("skipElement still checks what it skips", () => {
    const r = readerAt("<r><s><t></s></r>", "s");
    expect(String(thrown(() => r.skipElement()))).toBe(
      "XmlSyntaxError: line 1, column 10: end tag </s> does not match <t>",
    );
  });

  it("readText reads what the events carry, ends where they end, and fails as they fail", () => {
    // Plain text takes a one-step path; anything else goes through the events. Both must agree.
    const piece = fc.constantFrom(
      "x",
      "é",
      " ",
      ">",
      "&amp;",
      "&#x41;",
      "\r\n",
      "]]",
      "<!--c-->",
      "<?p?>",
      "<![CDATA[<z>]]>",
      "]]>",
      "&bad;",
      "<b/>",
      "\u0001",
      "</a>",
      "</b>",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 6 }), (pieces) => {
        const xml = `<r><a>${pieces.join("")}</a><n/></r>`;
        const byEvents = outcome(xml, (r) => {
          let text = "";
          for (let e = r.next(); e !== XmlEvent.End; e = r.next()) {
            if (e !== XmlEvent.Text) throw new Error(`child <${r.qName}>`);
            text += r.text;
          }
          return text;
        });
        const byReadText = outcome(xml, (r) => r.readText());
        if (byEvents.error === undefined || byEvents.error.startsWith("XmlSyntaxError"))
          expect(byReadText).toEqual(byEvents);
        // A child element: the events loop above throws its own error, readText a syntax error.
        else
          expect(byReadText).toEqual({ error: expect.stringContaining("where text was expected") });
      }),
      { seed: 20261123, numRuns: 400 },
    );
  });

  it("readTextChild and readStartChild read a child as next() and readText() read it, or read nothing", () => {
    // The children of <r>, each read in one step or started where it can be, else by events; both
    // must agree, errors and limits included.
    const piece = fc.constantFrom(
      "<a>x</a>",
      "<b>y z</b>",
      "<a></a>",
      "<a/>",
      " \n\t",
      "\r\n",
      "<a >x</a>",
      "<a>x</a >",
      "<ab>x</ab>",
      '<p:a xmlns:p="urn:x">x</p:a>',
      '<a xmlns="urn:y">x</a>',
      "<a>&amp;</a>",
      "<a>\r</a>",
      "<a>]]></a>",
      "<a>\u0001</a>",
      "<a><c/></a>",
      "<a>x</b>",
      "<!--c-->",
      "text",
    );
    const read = (xml: string, limits: XmlLimits, oneStep: boolean): string[] => {
      const seen: string[] = [];
      try {
        const r = new XmlReader(xml, limits);
        r.next();
        for (;;) {
          // The child read in one step is the one asked for.
          for (const name of oneStep ? ["a", "b"] : []) {
            const text = r.readTextChild(name, "urn:x");
            if (text !== undefined) seen.push(`{urn:x}${name} ${JSON.stringify(text)}`);
          }
          const e = oneStep && r.readStartChild("a", "urn:x") ? XmlEvent.Start : r.next();
          if (e === XmlEvent.End) break;
          if (e === XmlEvent.Start)
            seen.push(`{${r.namespace}}${r.localName} ${JSON.stringify(r.readText())}`);
        }
        seen.push(`after: ${r.next()} ${r.next()}`);
      } catch (err) {
        seen.push(String(err));
      }
      return seen;
    };
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 6 }),
        fc.constantFrom<XmlLimits>({}, { maxDepth: 1 }, { maxElements: 3 }),
        (pieces, limits) => {
          const xml = `<r xmlns="urn:x">${pieces.join("")}</r>`;
          expect(read(xml, limits, true)).toEqual(read(xml, limits, false));
        },
      ),
      { seed: 20261130, numRuns: 600 },
    );
  });

  it("readTextChild leaves the reader past the child's End, where next() goes on", () => {
    const r = new XmlReader('<r xmlns="urn:x">\n <a>1</a><b>2</b><c/></r>');
    r.next();
    expect([r.readTextChild("a", "urn:x"), r.localName]).toEqual(["1", "r"]);
    expect([r.readTextChild("c", "urn:x"), r.readTextChild("b", "urn:y")]).toEqual([
      undefined,
      undefined,
    ]);
    expect(r.readTextChild("b", "urn:x")).toBe("2");
    expect([r.next(), r.qName, r.isEmptyElement]).toEqual([XmlEvent.Start, "c", true]);
    expect(r.readTextChild("a", "urn:x")).toBeUndefined();
    expect([r.next(), r.next(), r.qName, r.next()]).toEqual([
      XmlEvent.End,
      XmlEvent.End,
      "r",
      XmlEvent.Eof,
    ]);
  });

  it("readStartChild reports the child's Start, white space before it passed over", () => {
    const r = new XmlReader('<r xmlns="urn:x">\n <a><b>1</b></a> <c x="1"/><d/></r>');
    r.next();
    expect([r.readStartChild("b", "urn:x"), r.readStartChild("a", "urn:y")]).toEqual([
      false,
      false,
    ]);
    expect([r.readStartChild("a", "urn:x"), r.qName, r.namespace]).toEqual([true, "a", "urn:x"]);
    expect([r.readTextChild("b", "urn:x"), r.next(), r.qName]).toEqual(["1", XmlEvent.End, "a"]);
    // Attributes, or an empty-element tag: left to next().
    expect([r.readStartChild("c", "urn:x"), r.next(), r.next(), r.qName]).toEqual([
      false,
      XmlEvent.Text,
      XmlEvent.Start,
      "c",
    ]);
    expect([r.next(), r.readStartChild("d", "urn:x"), r.next(), r.isEmptyElement]).toEqual([
      XmlEvent.End,
      false,
      XmlEvent.Start,
      true,
    ]);
  });

  it("both are only available at a Start", () => {
    const r = new XmlReader("<a>t</a>");
    r.next();
    r.next();
    expect(() => r.readText()).toThrow(
      new Error("XmlReader.readText() is only available at a Start event"),
    );
    expect(() => r.skipElement()).toThrow(
      new Error("XmlReader.skipElement() is only available at a Start event"),
    );
  });
});

describe("resolveQName", () => {
  const xml = `<r xmlns:xsd="http://www.w3.org/2001/XMLSchema"><a xmlns="urn:svc"/><b/></r>`;

  it("resolves a prefixed name, and an unprefixed one in the default namespace", () => {
    const r = readerAt(xml, "a");
    expect(r.resolveQName("xsd:string")).toEqual({
      namespace: "http://www.w3.org/2001/XMLSchema",
      local: "string",
    });
    expect(r.resolveQName(" cUser\n")).toEqual({ namespace: "urn:svc", local: "cUser" });
    r.next();
    r.next();
    expect([r.qName, r.resolveQName("cUser")]).toEqual(["b", { namespace: "", local: "cUser" }]);
  });

  it("refuses an undeclared prefix and text that is not a QName", () => {
    const r = readerAt(xml, "a");
    expect(String(thrown(() => r.resolveQName("q:Err")))).toBe(
      'XmlSyntaxError: line 1, column 49: undeclared prefix q in the QName "q:Err"',
    );
    expect(String(thrown(() => r.resolveQName("a:b:c")))).toBe(
      'XmlSyntaxError: line 1, column 49: "a:b:c" is not a QName',
    );
    expect(String(thrown(() => r.resolveQName("")))).toBe(
      'XmlSyntaxError: line 1, column 49: "" is not a QName',
    );
  });
});

describe("well-formedness errors, with line and column", () => {
  it.each([
    ["<a>\n\n<c></c>123456</b>", "line 3, column 14: end tag </b> does not match <a>"],
    ["<a>\r\n\r\n</b>", "line 3, column 1: end tag </b> does not match <a>"],
    ["<a>\u{1F600}</b>", "line 1, column 5: end tag </b> does not match <a>"],
    ["<a></a >x", "line 1, column 9: text after the root element"],
    ["<a><b>x", "line 1, column 8: unexpected end of input: element <b> is not closed"],
    ["<a", "line 1, column 3: unexpected end of input in the start tag <a>"],
    ["<a b>", 'line 1, column 5: expected "=" after the attribute name b'],
    ["<a b=c/>", "line 1, column 6: expected a quoted value for the attribute b"],
    ['<a b="1"c="2"/>', 'line 1, column 9: unexpected "c" in the start tag <a>'],
    ['<a b="1', "line 1, column 8: unexpected end of input in the value of the attribute b"],
    ['<a b="1" b="2"/>', "line 1, column 10: duplicate attribute b"],
    [
      '<a xmlns:p="urn:x" xmlns:q="urn:x" p:b="1" q:b="2"/>',
      "line 1, column 44: attributes p:b and q:b are both {urn:x}b",
    ],
    ["<p:a/>", "line 1, column 2: undeclared prefix p in the element name <p:a>"],
    ['<a p:b="1"/>', "line 1, column 4: undeclared prefix p in the attribute name p:b"],
    ['<a xmlns:p=""/>', 'line 1, column 4: the namespace declaration xmlns:p="" is not allowed'],
    [
      '<a xmlns:xml="urn:x"/>',
      'line 1, column 4: the namespace declaration xmlns:xml="urn:x" is not allowed',
    ],
    ["<a:b:c/>", 'line 1, column 5: misplaced ":" in the name a:b:'],
    ["<1a/>", 'line 1, column 2: expected an element name, found "1"'],
    // Found by the differential fuzzing against saxes (test/hostile/xml-reader-differential.test.ts).
    [
      '<?xml ersion="1.0"?><a/>',
      'line 1, column 1: malformed XML declaration "<?xml ersion=\\"1.0\\"?>"',
    ],
    [
      '<?xml version="1.0" standalone="maybe"?><a/>',
      'line 1, column 1: malformed XML declaration "<?xml version=\\"1.0\\" standalone=\\"maybe\\"?>"',
    ],
    ["<a><?x:y z?></a>", "line 1, column 6: the processing instruction target x:y holds a colon"],
    ["<a>&nbsp;</a>", "line 1, column 4: unknown entity &nbsp;"],
    ["<a>a & b</a>", 'line 1, column 7: expected an entity name after "&", found " "'],
    ["<a>&amp</a>", 'line 1, column 8: expected ";" after &amp'],
    ["<a>&#0;</a>", "line 1, column 4: character reference &#0; is not a character XML 1.0 allows"],
    [
      "<a>&#xFFFE;</a>",
      "line 1, column 4: character reference &#xFFFE; is not a character XML 1.0 allows",
    ],
    [
      "<a>&#xD800;</a>",
      "line 1, column 4: character reference &#xD800; is not a character XML 1.0 allows",
    ],
    [
      "<a>&#x110000;</a>",
      "line 1, column 4: character reference &#x110000; is not a character XML 1.0 allows",
    ],
    ["<a>&#x;</a>", "line 1, column 4: malformed character reference &#x;"],
    ["<a>&#12a;</a>", "line 1, column 4: malformed character reference &#12a"],
    ['<a b="&nbsp;"/>', "line 1, column 7: unknown entity &nbsp;"],
    ['<a b="1<2"/>', 'line 1, column 8: "<" is not allowed in the value of the attribute b'],
    ["<a>\u0001</a>", "line 1, column 4: U+0001 is not a character XML 1.0 allows"],
    ["<a>x\uD800</a>", "line 1, column 5: U+D800 is not a character XML 1.0 allows"],
    ["<a>x\uDC00</a>", "line 1, column 5: U+DC00 is not a character XML 1.0 allows"],
    ["<a>\u{1F600}\uDC00</a>", "line 1, column 5: U+DC00 is not a character XML 1.0 allows"],
    ['<a b="\u0008"/>', "line 1, column 7: U+0008 is not a character XML 1.0 allows"],
    ["<a>]]></a>", 'line 1, column 4: "]]>" is not allowed in text'],
    ["<a><!-- a -- b --></a>", 'line 1, column 11: "--" is not allowed inside a comment'],
    ["<a><!-- a </a>", "line 1, column 4: unclosed comment"],
    ["<a><![CDATA[x</a>", "line 1, column 4: unclosed CDATA section"],
    ["<a><?pi x</a>", "line 1, column 4: unclosed processing instruction <?pi"],
    [
      '<!-- c --><?xml version="1.0"?><a/>',
      'line 1, column 11: "<?xml" is only allowed as the XML declaration at the start of the document',
    ],
    ["x<a/>", "line 1, column 1: text before the root element"],
    ["<a/>\n<b/>", "line 2, column 1: element <b> after the root element"],
    ["<a/></a>", "line 1, column 5: end tag outside the root element"],
    ["<a/><![CDATA[x]]>", "line 1, column 5: CDATA section outside the root element"],
    ["", "line 1, column 1: no root element"],
    ["<!-- only -->\n", "line 2, column 1: no root element"],
    ["<a><!ELEMENT a ANY></a>", 'line 1, column 4: unexpected "<!"'],
  ])("%j: %s", (xml, message) => {
    const err = thrown(() => {
      const r = new XmlReader(xml);
      while (r.next() !== XmlEvent.Eof);
    });
    expect(err).toBeInstanceOf(XmlSyntaxError);
    expect((err as Error).message).toBe(message);
  });

  it("gives line and column as numbers", () => {
    const err = thrown(() => events("<a>\n  <b>\n</a>")) as XmlSyntaxError;
    expect([err.line, err.column, err.detail]).toEqual([3, 1, "end tag </a> does not match <b>"]);
  });

  it("refuses DTDs before the root and inside it", () => {
    expect(readError('<?xml version="1.0"?>\n<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>')).toBe(
      "XmlSyntaxError: line 2, column 1: DTDs are not allowed",
    );
    expect(readError("<a><!DOCTYPE a></a>")).toBe(
      "XmlSyntaxError: line 1, column 4: DTDs are not allowed",
    );
  });
});

describe("limits", () => {
  const nested = (depth: number) => "<a>".repeat(depth) + "</a>".repeat(depth);

  it("allows 64 levels by default and refuses the 65th", () => {
    expect(events(nested(64))).toHaveLength(128);
    const err = thrown(() => events(nested(65))) as XmlLimitError;
    expect(err).toBeInstanceOf(XmlLimitError);
    expect([err.message, err.limit, err.line, err.column]).toEqual([
      "line 1, column 193: more than 64 levels of nested elements",
      "maxDepth",
      1,
      193,
    ]);
  });

  it("counts elements against maxElements", () => {
    expect(events("<r><a/><b/></r>")).toHaveLength(6);
    expect(readError("<r><a/><b/><c/></r>", { maxElements: 3 })).toBe(
      "XmlLimitError: line 1, column 12: more than 3 elements",
    );
  });

  it("counts attributes, declarations included, against maxAttributes", () => {
    expect(readError('<r xmlns="urn:x" a="1" b="2"/>', { maxAttributes: 2 })).toBe(
      "XmlLimitError: line 1, column 24: more than 2 attributes on <r>",
    );
    expect(readError("<r><a/><b><c/></b></r>", { maxDepth: 2 })).toBe(
      "XmlLimitError: line 1, column 11: more than 2 levels of nested elements",
    );
  });
});

/** The text read from <a> by `read`, then the name after its End and the next event; and the error, if any. */
function outcome(
  xml: string,
  read: (r: XmlReader) => string,
): { text?: string; after?: [string, number, string]; error?: string } {
  const seen: { text?: string; after?: [string, number, string]; error?: string } = {};
  try {
    const r = readerAt(xml, "a");
    seen.text = read(r);
    seen.after = [r.qName, r.next(), r.qName];
  } catch (err) {
    seen.error = String(err);
  }
  return seen;
}
