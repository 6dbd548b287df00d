/**
 * The writer's fast paths give what the plain ones give: one pass to check and escape a text
 * (`xmlTextContent`) the same text, or the same refusal, as `assertXmlText` then `escapeXmlText`;
 * a response written in pieces (the server's PieceWriter) the same text as written whole, the same
 * refusals included, with open content's tags kept by position (the generated packages' runtime,
 * which the server's PieceWriter extends); an HTTP GET/POST answer laid out as it is written the same
 * text as written whole and then indented, its writer handed no markup built whole to read again.
 */
import fc from "fast-check";
import {
  anyTypeCodec,
  openCodec,
  writeXmlValue,
  type XmlValue,
} from "school-service-contract/runtime/any-type";
import {
  XSD_NS,
  XSI_NS,
  XmlWriter,
  arrayCodec,
  writeParts,
  type Codec,
} from "school-service-contract/runtime/codec";
import { rtnObjectCodec } from "school-service-contract/codecs";
import { XML_DECLARATION } from "school-service-contract/runtime/soap";
import { escapeXml } from "school-service-contract/runtime/xml-text";
import * as xsd from "school-service-contract/runtime/xsd-codecs";
import { complexCodec } from "school-service-contract/runtime/complex-codec";
import { OperationCodec } from "school-service-contract/runtime/operation";
import { describe, expect, it } from "vitest";
import {
  BodyPieces,
  PieceWriter,
} from "../../generated/school-service-server/src/runtime/body-pieces.ts";
import { indentXml } from "../../generated/school-service-server/src/runtime/indent-xml.ts";
import { resultFields } from "../../generated/school-service-server/src/runtime/request-params.ts";
import { httpResult } from "../../generated/school-service-server/src/runtime/result-writer.ts";
import type { ServerOperation } from "../../generated/school-service-server/src/runtime/service.ts";
import { assertXmlText, escapeXmlText, xmlTextContent } from "../../templates/runtime/xml-text.ts";

const NS = "urn:t";
/** Texts of plain characters, of everything XML escapes or refuses, and of surrogates, paired or not. */
const piece = fc.constantFrom(
  "a",
  "é",
  " ",
  "\n",
  "\r",
  "\t",
  "&",
  "<",
  ">",
  '"',
  "'",
  "\u0000",
  "\u0008",
  "\u001F",
  "\uD83D\uDE00",
  "\uD800",
  "\uDC00",
  "\uFFFE",
  "\uFFFF",
  "\uFFFD",
  "?",
  "]]>",
);
const text = fc.oneof(
  fc.array(piece, { maxLength: 8 }).map((p) => p.join("")),
  fc.string({ unit: "binary", maxLength: 12 }),
);

function outcome(f: () => string): string {
  try {
    return `ok ${f()}`;
  } catch (err) {
    return `${(err as Error).name}: ${(err as Error).message}`;
  }
}

describe("xmlTextContent", () => {
  it("gives what assertXmlText and escapeXmlText give, or the same refusal", () => {
    fc.assert(
      fc.property(text, (t) => {
        expect(outcome(() => xmlTextContent(t, "f"))).toBe(
          outcome(() => {
            assertXmlText(t, "f");
            return escapeXmlText(t);
          }),
        );
      }),
      { seed: 20261125, numRuns: 3000 },
    );
  });
});

const user = openCodec("cUser");
const items = arrayCodec(
  { xml: "anyType", codec: () => any, min: 0, max: null, nillable: true },
  NS,
);
const any: Codec<unknown> = anyTypeCodec(
  NS,
  new Map<string, Codec<unknown>>([["cUser", user as Codec<unknown>]]),
) as Codec<unknown>;
const result = complexCodec({
  name: "Result",
  ns: NS,
  fields: [{ xml: "data", codec: () => items as Codec<unknown>, min: 0 }],
});
const op = new OperationCodec({
  name: "list",
  namespace: NS,
  soapAction: `${NS}/list`,
  input: { wrapper: { ns: NS, local: "list" }, fields: [] },
  output: {
    wrapper: { ns: NS, local: "listResponse" },
    fields: [{ xml: "listResult", codec: result, min: 0 }],
  },
  result: "single",
  bindings: ["soap11", "soap12"],
});
/** The response body as the server writes it whole. */
const writeResult = (value: unknown): string => op.output!.write(resultFields(op, value), op.name);

const field = fc.constantFrom("uid", "Name", "Email", "x");
const value = fc.oneof(text, fc.constant(null), fc.dictionary(field, text, { maxKeys: 2 }));
const item = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .dictionary(field, value, { maxKeys: 4 })
      .map((v) => ({ type: "cUser", value: v })),
  },
  text.map((v) => ({ type: "xsd:string", value: v })),
  fc.constant(null),
);

describe("a PieceWriter", () => {
  it("writes what an XmlWriter writes whole, piece by piece, and refuses what it refuses", () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 12 }),
        fc.integer({ min: 1, max: 64 }),
        (data, pieceLength) => {
          const whole = outcome(() => writeResult({ data }));
          const body = new BodyPieces();
          const pieced = outcome(() => {
            const w = new PieceWriter(body, pieceLength);
            op.output!.writeTo(w, resultFields(op, { data }), op.name);
            w.flush();
            return body.text();
          });
          expect(pieced).toBe(whole);
          if (!pieced.startsWith("ok ")) return;
          expect(body.length).toBe(Buffer.byteLength(pieced.slice(3)));
        },
      ),
      { seed: 20261125, numRuns: 1500 },
    );
  });
});

describe("a list's open records", () => {
  it("are written whole as item by item, whatever the list holds, refusals and their paths included", () => {
    const plain = fc.stringMatching(/^[a-z0-9@. ]{1,8}$/);
    const flat = fc
      .dictionary(field, plain, { maxKeys: 5 })
      .map((v) => ({ type: "cUser", value: v }));
    const odd = fc.constantFrom<unknown>(
      { type: "cUser", value: null },
      { type: "cUser", value: "text" },
      { type: "cUser", value: {} },
      { type: "cUser", value: { "a b": "x" } },
      { type: "cUser", value: { uid: "a & b" } },
      { type: "cUser", value: { uid: "\u0000" } },
      { type: "unknown", xsiType: null, value: { uid: "1" } },
      { type: "Order", value: {} },
      5,
      "x",
    );
    const list = fc.array(
      fc.oneof({ weight: 6, arbitrary: flat }, { weight: 3, arbitrary: item }, odd),
      { maxLength: 30 },
    );
    const writeItems = any.writeItems;
    expect(writeItems).toBeTypeOf("function");
    fc.assert(
      fc.property(list, (data) => {
        const whole = outcome(() => writeResult({ data }));
        delete any.writeItems;
        try {
          expect(whole).toBe(outcome(() => writeResult({ data })));
        } finally {
          any.writeItems = writeItems;
        }
      }),
      { seed: 20261201, numRuns: 2000 },
    );
  });
});

/** Open content written element by element, the plain way: what the writer's joined tags must give. */
function plainContent(value: XmlValue): string {
  if (value === null) return "";
  if (typeof value === "string") return escapeXmlText(value);
  if (Array.isArray(value)) throw new Error("a list must be the value of a named field");
  const fields = value;
  const element = (name: string, v: XmlValue): string => {
    if (Array.isArray(v)) return v.map((item) => element(name, item)).join("");
    if (v === null) return `<${name} xsi:nil="true" />`;
    const content = plainContent(v);
    return content === "" ? `<${name} />` : `<${name}>${content}</${name}>`;
  };
  return Object.keys(fields)
    .map((name) => element(name, fields[name]!))
    .join("");
}

describe("open content's fields of text", () => {
  it("are written with the tags between them joined as element by element, whatever shape each record has", () => {
    const name = fc.constantFrom("a", "b", "Name", "Email", "x");
    const leaf = fc.oneof(
      fc.string({ maxLength: 6 }),
      fc.constantFrom("", "a&b", "<x>", "é\n\t\r"),
      fc.constant(null),
    );
    const record = fc.letrec<{ value: XmlValue }>((tie) => ({
      value: fc.oneof(
        { weight: 4, arbitrary: leaf },
        fc.dictionary(name, tie("value"), { maxKeys: 5 }),
        fc.array(leaf, { minLength: 1, maxLength: 3 }),
      ),
    })).value;
    // Records of 18 fields too: past the 16 whose tags are kept by position.
    const wide = fc
      .array(fc.string({ maxLength: 3 }), { minLength: 18, maxLength: 18 })
      .map((texts) => Object.fromEntries(texts.map((t, i) => [`f${i}`, t])));
    const list = fc.array(
      fc.oneof({ weight: 5, arbitrary: fc.dictionary(name, record, { maxKeys: 6 }) }, wide),
      {
        maxLength: 8,
      },
    );
    fc.assert(
      fc.property(list, (records) => {
        const value: XmlValue = { item: records };
        expect(writeXmlValue(value, "list")).toBe(plainContent(value));
      }),
      { seed: 20261130, numRuns: 3000 },
    );
  });
});

describe("open content's field names", () => {
  it("are written when they are XML names, and refused with their path when not, cached or not", () => {
    const write = (fields: Record<string, unknown>) =>
      outcome(() => writeResult({ data: [{ type: "cUser", value: fields }] }));
    expect(write({ uid: "1", "é-name.2": "x" })).toMatch(/<uid>1<\/uid><é-name\.2>x<\/é-name\.2>/);
    // Past the 16 fields whose tags are kept by position, the check is the same.
    const many = Object.fromEntries(Array.from({ length: 17 }, (_, i) => [`f${i}`, "v"]));
    for (const bad of ["a b", "x:y", "1st", "", "a<b", 'a"b']) {
      expect(write({ [bad]: "x" })).toBe(
        `TypeError: list.listResult.data.anyType.${bad}: no element can be named ${JSON.stringify(bad)} (it is no XML name without a prefix)`,
      );
      expect(write({ ...many, [bad]: "x" })).toBe(
        `TypeError: list.listResult.data.anyType.${bad}: no element can be named ${JSON.stringify(bad)} (it is no XML name without a prefix)`,
      );
    }
  });
});

describe("a built-in item's own text", () => {
  it("is written as given when it is one of the type's, and refused with its path when not", () => {
    const write = (text: string) =>
      outcome(() => writeResult({ data: [{ type: "xsd:dateTime", value: new Date(0), text }] }));
    expect(write("2001-02-03T04:05:06.7+01:00")).toContain(
      'xsi:type="xsd:dateTime">2001-02-03T04:05:06.7+01:00</anyType>',
    );
    for (const bad of ["tomorrow", "2001-02-03T04:05:06\u0000", "<x/>"]) {
      expect(write(bad)).toBe(
        `RangeError: list.listResult.data.anyType: ${JSON.stringify(bad)} is not an xsd:dateTime`,
      );
    }
  });
});

/** The HTTP answer as the server wrote it before it was laid out as written: whole, then indented. */
function indentedWhole(codec: Codec<unknown>, root: string, value: unknown): string {
  const [attributes, content] = writeParts(codec, value, root, NS);
  const xmlns = ` xmlns="${escapeXml(NS)}"`;
  // A root typed by xsi:type (`<anyType xsi:type="xsd:string">`) declares xsi and xsd around text too, as ASMX does.
  const typed = attributes.includes(" xsi:") ? ` xmlns:xsd="${XSD_NS}" xmlns:xsi="${XSI_NS}"` : "";
  if (!content.startsWith("<"))
    return `${XML_DECLARATION}\n<${root}${attributes}${typed}${xmlns}${content === "" ? " />" : `>${content}</${root}>`}`;
  return `${XML_DECLARATION}\n<${root}${attributes} xmlns:xsd="${XSD_NS}" xmlns:xsi="${XSI_NS}"${xmlns}>${indentXml(content, 1)}\n</${root}>`;
}

/** An operation of namespace NS whose HTTP answer's root is `root`, of type `codec`. */
const answering = (codec: Codec<unknown>, root: string) =>
  ({ codec: { namespace: NS, http: { root, result: codec } } }) as unknown as ServerOperation<
    unknown,
    unknown
  >;

function laidOutAsWritten(codec: Codec<unknown>, root: string, value: unknown): string {
  const body = httpResult(answering(codec, root), value);
  const text = body.text();
  expect(body.length).toBe(Buffer.byteLength(text));
  return text;
}

const withAttribute = complexCodec({
  name: "Tagged",
  ns: NS,
  attributes: [{ xml: "id", codec: xsd.int }],
  fields: [{ xml: "data", codec: () => items as Codec<unknown>, min: 0 }],
});
const wildcard = complexCodec({
  name: "Open",
  ns: NS,
  anyElements: true,
  fields: [{ xml: "data", codec: () => items as Codec<unknown>, min: 0 }],
});
const kept = fc.constantFrom(
  "<w>1</w>",
  "<w><v>2</v><v /></w>",
  "<w/>",
  '<x:w xmlns:x="urn:x" a="1" />',
);
const mixed = complexCodec({
  name: "Note",
  ns: NS,
  mixed: true,
  fields: [{ xml: "b", codec: xsd.string, min: 0 }],
});

describe("an HTTP answer laid out as it is written", () => {
  it("is what the answer written whole and then indented was, and refuses what it refused", () => {
    const roots: [Codec<unknown>, string, fc.Arbitrary<unknown>][] = [
      [result as Codec<unknown>, "Result", fc.record({ data: fc.array(item, { maxLength: 6 }) })],
      [items as Codec<unknown>, "ArrayOfAnyType", fc.array(item, { maxLength: 6 })],
      [user as Codec<unknown>, "cUser", fc.dictionary(field, value, { maxKeys: 4 })],
      [
        withAttribute as Codec<unknown>,
        "Tagged",
        fc.record(
          { id: fc.integer({ min: -5, max: 5 }), data: fc.array(item, { maxLength: 3 }) },
          { requiredKeys: [] },
        ),
      ],
      [
        wildcard as Codec<unknown>,
        "Open",
        fc.record(
          { data: fc.array(item, { maxLength: 2 }), $any: fc.array(kept, { maxLength: 3 }) },
          { requiredKeys: [] },
        ),
      ],
      [xsd.string as Codec<unknown>, "string", text],
      [any, "anyType", item.filter((i) => i !== null)],
    ];
    for (const [codec, root, values] of roots) {
      fc.assert(
        fc.property(values, (v) => {
          expect(outcome(() => laidOutAsWritten(codec, root, v))).toBe(
            outcome(() => indentedWhole(codec, root, v)),
          );
        }),
        { seed: 20261129, numRuns: 800 },
      );
    }
  });

  it("lays out a 10,000-item answer across its pieces as a whole one", () => {
    const data = Array.from({ length: 10_000 }, (_, i) => ({
      type: "cUser",
      value: { uid: String(i), Name: `N${i}`, Email: null },
    }));
    const body = httpResult(answering(result as Codec<unknown>, "Result"), { data });
    const text = body.text();
    expect(text).toBe(indentedWhole(result as Codec<unknown>, "Result", { data }));
    // The declaration, <Result>, <data>, five lines an item, </data>, </Result>.
    expect(text.split("\n").length).toBe(3 + 10_000 * 5 + 2);
  });

  it("declares xsd and xsi on a root whose first child is a kept element with white space before it", () => {
    // Written whole, the content did not start with "<", and the root was declared as one of text.
    // The white space is layout, laid out anew.
    expect(laidOutAsWritten(wildcard as Codec<unknown>, "Open", { $any: ["  <w>3</w>"] })).toBe(
      `${XML_DECLARATION}\n<Open xmlns:xsd="${XSD_NS}" xmlns:xsi="${XSI_NS}" xmlns="${NS}">\n  <w xmlns="">3</w>\n</Open>`,
    );
  });

  it("indents nothing inside an element with text of its own: the spaces would be text", () => {
    const note = laidOutAsWritten(mixed as Codec<unknown>, "Note", { $text: "see ", b: "this" });
    expect(note).toBe(`${XML_DECLARATION}\n<Note xmlns="${NS}">see <b>this</b></Note>`);
    const rich = complexCodec({ name: "Rich", ns: NS, mixed: true, anyElements: true, fields: [] });
    expect(
      laidOutAsWritten(rich as Codec<unknown>, "Rich", { $text: "x", $any: ["<w><v>1</v></w>"] }),
    ).toBe(`${XML_DECLARATION}\n<Rich xmlns="${NS}">x<w xmlns=""><v>1</v></w></Rich>`);
    const list = complexCodec({
      name: "Notes",
      ns: NS,
      fields: [{ xml: "Note", codec: mixed, min: 0, max: null }],
    });
    expect(
      laidOutAsWritten(list as Codec<unknown>, "Notes", {
        Note: [{ $text: "a", b: "x" }, { b: "y" }],
      }),
    ).toBe(
      `${XML_DECLARATION}\n<Notes xmlns:xsd="${XSD_NS}" xmlns:xsi="${XSI_NS}" xmlns="${NS}">\n  <Note>a<b>x</b></Note>\n  <Note>\n    <b>y</b>\n  </Note>\n</Notes>`,
    );
  });
});

/** An XmlWriter that keeps what it is handed whole; one that lays out its text as the HTTP answers' IndentingWriter does. */
class RecordingWriter extends XmlWriter {
  readonly whole: string[] = [];
  constructor(laysOut: boolean) {
    super();
    if (laysOut) this.laysOut = true;
  }
  override children(xml: string): void {
    this.whole.push(xml);
    super.children(xml);
  }
}

describe("a writer that lays out its text", () => {
  it("is handed each element apart, the same text: no compiled content, list of items or run of fields built whole", () => {
    // The School's result envelope: compiled (rtnObject, cStatus, its ErrorDetail items built
    // whole), around a list of open records, whose items and runs of fields are built whole too.
    const detail = fc.record({ code: text, desc: text }, { requiredKeys: [] });
    const status = fc.record(
      { bln_Success: fc.boolean(), detail: fc.array(detail, { maxLength: 3 }) },
      { requiredKeys: ["bln_Success"] },
    );
    const envelope = fc.record(
      { _status: status, _data: fc.array(item, { maxLength: 6 }) },
      { requiredKeys: [] },
    );
    const write = (w: XmlWriter, v: unknown) => () => {
      rtnObjectCodec.writeElement(w, "<r", "r", "r", v as never, rtnObjectCodec.descriptor.ns);
      return w.xml;
    };
    fc.assert(
      fc.property(envelope, (v) => {
        const plain = new RecordingWriter(false);
        const laying = new RecordingWriter(true);
        const written = outcome(write(plain, v));
        expect(outcome(write(laying, v))).toBe(written);
        expect(laying.whole).toEqual([]);
        // Where it does not lay out, the compiled envelope's content goes whole.
        if (written.startsWith("ok ")) expect(plain.whole.length).toBeGreaterThan(0);
      }),
      { seed: 20261201, numRuns: 600 },
    );
  });
});
