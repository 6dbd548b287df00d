/**
 * The reader checks a document for characters XML does not allow as it reads it, 64K code units
 * ahead at a time: the first such character is refused wherever it is, at and across the ends of
 * those pieces, with its line and column in the whole document, and a surrogate pair split by
 * such an end is read as the one character it is. (A canonical match proves its own span clean:
 * canonical-content.test.ts; so do a list's records of one shape and their repeated start tags,
 * below.)
 */
import { describe, expect, it } from "vitest";
import { anyTypeCodec, openCodec } from "../../templates/runtime/any-type.ts";
import { arrayCodec, type Codec } from "../../templates/runtime/codec.ts";
import { XmlEvent, XmlReader, XmlSyntaxError } from "../../templates/runtime/xml-reader.ts";
import { NOT_XML_CHAR } from "../../templates/runtime/xml-text.ts";

const PIECE = 65_536;

/**
 * Elements of 92-character texts, a line each: the reader's steps are short, so its checks end on
 * multiples of PIECE, which the root's start tag puts well inside texts.
 */
const ITEM = `<b>${"x".repeat(92)}</b>\n`;
const DOCUMENT = `<a pad="${"p".repeat(53)}">\n${ITEM.repeat(Math.ceil((3.5 * PIECE) / ITEM.length))}</a>`;

/** DOCUMENT with `chars` written over its x's from `at`. */
function put(at: number, chars: string, xml = DOCUMENT): string {
  expect(xml.slice(at, at + chars.length)).toBe("x".repeat(chars.length));
  return xml.slice(0, at) + chars + xml.slice(at + chars.length);
}

/** The reader's texts read to the end of `xml`, or its refusal. */
function read(xml: string): string {
  try {
    const r = new XmlReader(xml);
    let texts = "";
    for (let e = r.next(); e !== XmlEvent.Eof; e = r.next())
      if (e === XmlEvent.Text) texts += r.text;
    return texts;
  } catch (err) {
    if (!(err instanceof XmlSyntaxError)) throw err;
    return err.message;
  }
}

/** The refusal of the first character XML does not allow in `xml`, placed in the whole document. */
function refusal(xml: string): string {
  const at = xml.search(NOT_XML_CHAR);
  expect(at).toBeGreaterThanOrEqual(0);
  const before = xml.slice(0, at);
  const line = before.split("\n").length;
  const column = [...before.slice(before.lastIndexOf("\n") + 1)].length + 1;
  const code = xml.codePointAt(at)!.toString(16).toUpperCase().padStart(4, "0");
  return `line ${line}, column ${column}: U+${code} is not a character XML 1.0 allows`;
}

const texts = (xml: string) => xml.replace(/<[^>]+>/g, "");

const BAD = ["\u0000", "\u0001", "\u0008", "\u000B", "\u001F", "\uFFFE", "\uFFFF"];
const LONE = ["\uD800", "\uDBFF", "\uDC00", "\uDFFF"];
const PAIR = "\u{1F600}";
const ENDS = [PIECE, 2 * PIECE, 3 * PIECE];

describe("characters XML does not allow, at the ends of the pieces checked", () => {
  it.each(ENDS)("around %i", (end) => {
    for (const bad of [...BAD, ...LONE])
      for (const at of [end - 2, end - 1, end, end + 1]) {
        const xml = put(at, bad);
        expect(read(xml), `${JSON.stringify(bad)} at ${at}`).toBe(refusal(xml));
      }
  });

  it.each(ENDS)("surrogate pairs split by the end at %i, and lone halves beside one", (end) => {
    for (const at of [end - 2, end - 1, end]) {
      const xml = put(at, PAIR);
      expect(read(xml)).toBe(texts(xml));
    }
    const cases = [
      put(end - 1, "\uD83D\uD83D"),
      put(end - 1, "\uDE00\uDE00"),
      put(end - 2, `\uDE00${PAIR}`),
      put(end - 1, `${PAIR}\uD83D`),
      put(end - 1, `${PAIR}\uDE00`),
      put(end - 1, `\uD83D${PAIR}`),
      put(end + 50, "\u0001", put(end - 1, PAIR)),
    ];
    for (const xml of cases) expect(read(xml)).toBe(refusal(xml));
  });

  it("reads a document of several pieces without any as it is", () => {
    expect(DOCUMENT.length).toBeGreaterThan(3 * PIECE);
    expect(read(DOCUMENT)).toBe(texts(DOCUMENT));
  });

  it("refuses the first of several, pieces apart", () => {
    const xml = put(PIECE + 10, "\uFFFF", put(3 * PIECE + 10, "\u0002"));
    expect(read(xml)).toBe(refusal(xml));
    expect(read(xml)).toMatch(/U\+FFFF/);
  });
});

describe("a syntax error names a character XML does not allow before it, not one after", () => {
  it("an unclosed document with one a piece before its end", () => {
    const xml = put(DOCUMENT.length - PIECE - 50, "\u0003").slice(0, -20);
    expect(read(xml)).toBe(refusal(xml));
  });

  it("an end tag that does not match, pieces before one", () => {
    const xml = put(3 * PIECE, "\u0003", DOCUMENT.replace("</b>", "</c>"));
    expect(read(xml)).toBe("line 2, column 96: end tag </c> does not match <b>");
  });

  it("a text run on to the end of the input past one", () => {
    const xml = `<a>${"x".repeat(2 * PIECE)}\u0004${"x".repeat(PIECE)}`;
    expect(read(xml)).toBe(refusal(xml));
  });
});

describe("a list of open-content records, which prove their own spans clean past the first piece", () => {
  const NS = "urn:t";
  const XSI = "http://www.w3.org/2001/XMLSchema-instance";
  const user = openCodec("cUser");
  const list = arrayCodec<unknown>(
    {
      xml: "anyType",
      codec: anyTypeCodec(NS, new Map([["cUser", user as Codec<unknown>]])) as Codec<unknown>,
      min: 0,
      max: null,
      nillable: true,
    },
    NS,
  );
  /** ASMX's compact items: repeated start tags, records of one shape (RecordShape). */
  const item = (i: number) =>
    `<anyType xsi:type="cUser"><uid>${i}</uid><Name>${"x".repeat(40)}</Name></anyType>`;
  const items = Array.from({ length: Math.ceil((3.5 * PIECE) / item(0).length) }, (_, i) =>
    item(i),
  );
  const LIST = `<list xmlns="${NS}" xmlns:xsi="${XSI}">\n${items.join("")}</list>`;

  /** The records read as the client reads them, as `uid:Name` lines, or the refusal. */
  function readList(xml: string): string {
    try {
      const r = new XmlReader(xml);
      r.next();
      const values = list.read(r) as { type: string; value: Record<string, string> }[];
      return values.map((v) => `${v.type} ${v.value.uid}:${v.value.Name}`).join("\n");
    } catch (err) {
      if (!(err instanceof XmlSyntaxError)) throw err;
      return err.message;
    }
  }
  /** Where the sixth character of the first Name text after `at` is, in LIST. */
  const nameAt = (at: number) => LIST.indexOf("<Name>", at) + "<Name>".length + 5;

  it("reads it as it is", () => {
    expect(LIST.length).toBeGreaterThan(3 * PIECE);
    expect(readList(LIST)).toBe(items.map((_, i) => `cUser ${i}:${"x".repeat(40)}`).join("\n"));
  });

  it.each(ENDS)(
    "refuses one in a record's text, in or after a start tag, between records, past %i",
    (end) => {
      for (const bad of [...BAD, ...LONE]) {
        const inText = put(nameAt(end + 3000), bad, LIST);
        expect(readList(inText), JSON.stringify(bad)).toBe(refusal(inText));
        const tagAt = LIST.indexOf('"cUser">', end + 3000) + 2;
        const inTag = LIST.slice(0, tagAt) + bad + LIST.slice(tagAt + 1);
        expect(readList(inTag), JSON.stringify(bad)).toBe(refusal(inTag));
        const afterTag = LIST.slice(0, tagAt + 6) + bad + LIST.slice(tagAt + 6);
        expect(readList(afterTag), JSON.stringify(bad)).toBe(refusal(afterTag));
        const betweenAt = LIST.indexOf("</anyType>", end + 3000) + "</anyType>".length;
        const between = LIST.slice(0, betweenAt) + bad + LIST.slice(betweenAt);
        expect(readList(between), JSON.stringify(bad)).toBe(refusal(between));
      }
    },
  );

  it("reads a surrogate pair in a record's text past the first piece as the character it is", () => {
    const xml = put(nameAt(2 * PIECE + 3000), PAIR, LIST);
    expect(readList(xml)).toContain(`:xxxxx${PAIR}${"x".repeat(33)}`);
    const lone = put(nameAt(2 * PIECE + 3000), `${PAIR}\uDE00`, LIST);
    expect(readList(lone)).toBe(refusal(lone));
  });
});
