/**
 * Open content and anyType items as the reader's fast paths read them: the same objects as a plain
 * reading with next() alone (field names remembered by position, plain leaves read in one step),
 * and an item's xsi:type resolved where it stands each time, though the last one is remembered.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  anyTypeCodec,
  openCodec,
  readXmlValue,
  type XmlFields,
  type XmlValue,
} from "../../templates/runtime/any-type.ts";
import { arrayCodec, type Codec } from "../../templates/runtime/codec.ts";
import { XmlEvent, XmlReader, type XmlLimits } from "../../templates/runtime/xml-reader.ts";

const NS = "urn:t";
const XSI = "http://www.w3.org/2001/XMLSchema-instance";

/** readXmlValue as it was written before its fast paths: next() alone, own properties checked. */
function plainValue(r: XmlReader): XmlValue {
  if (r.attribute(XSI, "nil") === "true") {
    r.skipElement();
    return null;
  }
  if (r.isEmptyElement) {
    r.next();
    return "";
  }
  let fields: XmlFields | undefined;
  let text = "";
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event === XmlEvent.Text) text += r.text;
    else if (event === XmlEvent.Start) {
      fields ??= {};
      const name = r.localName;
      const value = plainValue(r);
      const seen = Object.hasOwn(fields, name) ? fields[name] : undefined;
      if (seen === undefined)
        Object.defineProperty(fields, name, {
          value,
          writable: true,
          enumerable: true,
          configurable: true,
        });
      else if (Array.isArray(seen)) seen.push(value);
      else
        Object.defineProperty(fields, name, {
          value: [seen, value],
          writable: true,
          enumerable: true,
          configurable: true,
        });
    }
  }
  return fields ?? text;
}

function readAll(xml: string, read: (r: XmlReader) => XmlValue, limits?: XmlLimits): string {
  try {
    const r = new XmlReader(xml, limits);
    r.next();
    const values: XmlValue[] = [];
    for (let e = r.next(); e !== XmlEvent.End; e = r.next())
      if (e === XmlEvent.Start) values.push(read(r));
    // Own keys in order, values, and which keys are arrays: what toEqual would not tell apart.
    return JSON.stringify(values, (_, v: unknown) =>
      v && typeof v === "object" && !Array.isArray(v) ? Object.entries(v) : v,
    );
  } catch (err) {
    return `refused: ${(err as Error).message}`;
  }
}

// A name over 64 characters is not remembered by position (see field-keys.ts).
const LONG = "L".repeat(65);
const name = fc.constantFrom(
  "uid",
  "Name",
  "Email",
  "__proto__",
  "constructor",
  "toString",
  "a:x",
  "x",
  LONG,
);
const leaf = fc.constantFrom("", "t", "a b", "&amp;", "\r\n", "<![CDATA[c]]>", "<!--c-->");
const child: fc.Arbitrary<string> = fc.letrec<{ child: string }>((tie) => ({
  child: fc.oneof(
    { depthSize: "small" },
    fc.tuple(name, leaf).map(([n, t]) => (t === "" ? `<${n}/>` : `<${n}>${t}</${n}>`)),
    fc
      .tuple(name, fc.array(tie("child"), { maxLength: 3 }))
      .map(([n, c]) => `<${n} xsi:type="T">${c.join("")}</${n}>`),
    fc.constantFrom(" ", `<n xsi:nil="true"/>`, "text"),
  ),
})).child;
// Up to 20 children: past the 16 positions remembered.
const items = fc.array(
  fc.array(child, { maxLength: 20 }).map((c) => `<item>${c.join("")}</item>`),
  { maxLength: 5 },
);
const doc = (list: string[]) =>
  `<list xmlns="${NS}" xmlns:a="urn:a" xmlns:xsi="${XSI}">${list.join("")}</list>`;

describe("readXmlValue", () => {
  it("gives the objects a plain reading gives, item after item, or the same refusal", () => {
    fc.assert(
      fc.property(items, fc.nat(), (list, cut) => {
        const xml = doc(list);
        // Cut documents too: the refusals must agree.
        for (const text of [xml, xml.slice(0, cut % (xml.length + 1))])
          expect(readAll(text, readXmlValue), text).toBe(readAll(text, plainValue));
      }),
      { seed: 20261125, numRuns: 1500 },
    );
  });

  // A list's records of one shape: after two alike, the reader checks the next ones in one match
  // of their shape (record-shape.ts). Texts and spacing that shape must not take, and limits met
  // part way, come in among them.
  const shapeText = fc.constantFrom(
    "x",
    "",
    "a b",
    "a>b",
    "]]>",
    "&amp;",
    "\r\n",
    "\u0001",
    "<!--c-->",
    "t".repeat(70),
  );
  const spacing = fc.constantFrom("", "", " ", "\n\t", "\r\n");
  const shapeNames = fc.constantFrom(
    ["uid", "Name", "Email"],
    ["a.b", "c-d", "e"],
    ["uid", "uid", "Name"],
    ["__proto__", "x"],
    ["u"],
  );
  const records = fc.tuple(
    shapeNames,
    fc.array(fc.tuple(fc.array(shapeText, { minLength: 3, maxLength: 3 }), spacing, fc.boolean()), {
      minLength: 1,
      maxLength: 8,
    }),
  );
  const recordList = ([names, list]: [readonly string[], [string[], string, boolean][]]) =>
    list.map(
      ([texts, space, empty]) =>
        `<item>${names.map((n, i) => (empty && i === 0 ? `<${n}/>` : `${space}<${n}>${texts[i]}</${n}>`)).join("")}${space}</item>`,
    );

  it("reads a list of records of one shape as a plain reading does, or refuses it the same", () => {
    fc.assert(
      fc.property(records, fc.nat(), fc.nat({ max: 40 }), (spec, cut, maxElements) => {
        const xml = doc(recordList(spec));
        for (const text of [xml, xml.slice(0, cut % (xml.length + 1))])
          for (const limits of [undefined, { maxElements }, { maxDepth: 2 }])
            expect(readAll(text, readXmlValue, limits), text).toBe(
              readAll(text, plainValue, limits),
            );
      }),
      { seed: 20261128, numRuns: Number(process.env.SOAPGEN_FUZZ_RUNS ?? 1500) },
    );
  });

  it("reads a record of the last one's names with its own fields alone, whatever became of that one", () => {
    const first = readAll(doc(["<item><a>1</a><b>2</b></item>"]), (r) => {
      const value = readXmlValue(r) as XmlFields;
      // The caller's to change: the next record of these names is not made from it.
      value.c = "3";
      delete value.a;
      return value;
    });
    expect(first).toBe('[[["b","2"],["c","3"]]]');
    const next = doc(["<item><a>4</a><b>5</b></item>", "<item><a>6</a><b>7</b></item>"]);
    expect(readAll(next, readXmlValue)).toBe('[[["a","4"],["b","5"]],[["a","6"],["b","7"]]]');
  });

  it("makes a list of a field that repeats after fields it did not remember: long names, the 17th place", () => {
    const leaves = (names: string[]) => names.map((n, i) => `<${n}>${i}</${n}>`).join("");
    const first = ["a", "b", LONG, "c", "d", LONG, "b"];
    const many = [...Array.from({ length: 16 }, (_, i) => `f${i}`), "f3", "f16", "f16"];
    const xml = doc([
      `<item>${leaves(first)}</item>`,
      `<item>${leaves(["a", "b", "x", "c", "d", "x"])}</item>`,
      `<item>${leaves(many)}</item>`,
    ]);
    expect(readAll(xml, readXmlValue)).toBe(readAll(xml, plainValue));
    const r = new XmlReader(xml);
    r.next();
    r.next();
    expect(readXmlValue(r)).toEqual({ a: "0", b: ["1", "6"], [LONG]: ["2", "5"], c: "3", d: "4" });
  });
});

describe("anyType items", () => {
  const user = openCodec("cUser");
  const any = anyTypeCodec(
    NS,
    new Map<string, Codec<unknown>>([["cUser", user as Codec<unknown>]]),
  );
  const list = arrayCodec<unknown>(
    { xml: "anyType", codec: any as Codec<unknown>, min: 0, max: null, nillable: true },
    NS,
  );
  const read = (content: string) => {
    const r = new XmlReader(
      `<list xmlns="${NS}" xmlns:t="${NS}" xmlns:xsi="${XSI}" xmlns:xsd="http://www.w3.org/2001/XMLSchema">${content}</list>`,
    );
    r.next();
    return list.read(r);
  };

  it("resolve each item's xsi:type where it stands, the same text bound otherwise being another type", () => {
    expect(
      read(
        '<anyType xsi:type="t:cUser"><a>1</a></anyType><anyType xsi:type="t:cUser" xmlns:t="urn:other"><a>2</a></anyType><anyType xsi:type="cUser"><a>3</a></anyType>',
      ),
    ).toEqual([
      { type: "cUser", value: { a: "1" } },
      { type: "unknown", xsiType: "t:cUser", xsiTypeNamespace: "urn:other", value: { a: "2" } },
      { type: "cUser", value: { a: "3" } },
    ]);
    expect(() => read('<anyType xsi:type="t:cUser" /><anyType xsi:type="u:cUser" />')).toThrow(
      /undeclared prefix u/,
    );
  });

  it("keep an xsd: type that is no built-in as it came, not as an inherited member of the codecs", () => {
    expect(read('<anyType xsi:type="xsd:constructor">x</anyType>')).toEqual([
      {
        type: "unknown",
        xsiType: "xsd:constructor",
        xsiTypeNamespace: "http://www.w3.org/2001/XMLSchema",
        value: "x",
      },
    ]);
  });
});
