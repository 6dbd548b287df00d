/**
 * A list's items written whole (ComplexCodec.writeItems, issue #46): where an item type's compiled
 * writer writes only text, its items are built `<Row>` + children + `</Row>`, each handed over
 * whole. Held to writing item by item as before: the same text for
 * any list (nil items, empty ones, text to escape, nested records), the same refusal with the same
 * path, another default namespace in scope, and a server's answer cut into pieces after them.
 */
import fc from "fast-check";
import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contract, listOperation } from "../constructs/contract-builder.ts";
import { generateService, type GeneratedService } from "../constructs/generated-service.ts";

interface Codec {
  compiled?: { writesText?: true };
  writeItems?: unknown;
}
interface Runtime {
  writeParts(codec: unknown, value: unknown, where: string, scope?: string): [string, string];
}
interface Pieces {
  BodyPieces: new () => { pieces: readonly (string | Uint8Array)[]; text(): string };
  PieceWriter: new (
    body: unknown,
  ) => { open(start: string): void; close(name: string): void; flush(): void };
}

const SCHEMA = `
  <xs:complexType name="Place"><xs:sequence>
    <xs:element name="City" type="xs:string" minOccurs="0" /><xs:element name="Code" type="xs:int" />
  </xs:sequence></xs:complexType>
  <xs:complexType name="Row"><xs:sequence>
    <xs:element name="Name" type="xs:string" minOccurs="0" nillable="true" />
    <xs:element name="Count" type="xs:int" />
    <xs:element name="Place" type="tns:Place" minOccurs="0" />
    <xs:element name="Tags" type="xs:string" minOccurs="0" maxOccurs="unbounded" />
  </xs:sequence></xs:complexType>
  <xs:complexType name="Blob"><xs:sequence>
    <xs:element name="Label" type="xs:string" minOccurs="0" />
    <xs:element name="Data" type="xs:base64Binary" minOccurs="0" />
  </xs:sequence></xs:complexType>
  <xs:complexType name="ArrayOfRow"><xs:sequence>
    <xs:element name="Row" type="tns:Row" minOccurs="0" maxOccurs="unbounded" nillable="true" />
  </xs:sequence></xs:complexType>
  <xs:complexType name="Rows"><xs:sequence>
    <xs:element name="Row" type="tns:Row" minOccurs="0" maxOccurs="unbounded" form="unqualified" />
  </xs:sequence></xs:complexType>
  <xs:complexType name="ArrayOfBlob"><xs:sequence>
    <xs:element name="Blob" type="tns:Blob" minOccurs="0" maxOccurs="unbounded" />
  </xs:sequence></xs:complexType>
  <xs:element name="list"><xs:complexType /></xs:element>
  <xs:element name="listResponse"><xs:complexType><xs:sequence>
    <xs:element name="listResult" type="tns:ArrayOfRow" minOccurs="0" />
    <xs:element name="others" type="tns:Rows" minOccurs="0" />
    <xs:element name="blobs" type="tns:ArrayOfBlob" minOccurs="0" />
  </xs:sequence></xs:complexType></xs:element>`;

let service: GeneratedService;
let codecs: Record<string, Codec>;
let runtime: Runtime;
let pieces: Pieces;

beforeAll(async () => {
  service = await generateService(
    contract({
      schema: SCHEMA,
      operations: [listOperation()],
      ports: ["soap11"],
    }),
  );
  codecs = await service.contractModule<Record<string, Codec>>("codecs.ts");
  runtime = await service.contractModule<Runtime>("runtime/codec.ts");
  const out = path.join(service.dir, "generated");
  const server = readdirSync(out).find((p) => p.endsWith("-server"))!;
  pieces = await import(pathToFileURL(path.join(out, server, "src/runtime/body-pieces.ts")).href);
}, 120_000);
afterAll(() => service?.close());

/** The list written as `codec` writes it, or its refusal: with the items whole, or one by one. */
function written(codec: Codec, list: unknown, whole: boolean): [string, string] | string {
  const item = codecs.RowCodec!;
  const writeItems = item.writeItems;
  if (!whole) delete item.writeItems;
  try {
    return runtime.writeParts(codec, list, "value");
  } catch (err) {
    return `${(err as Error).name}: ${(err as Error).message}`;
  } finally {
    item.writeItems = writeItems;
  }
}

const text = fc.oneof(
  fc.string(),
  fc.constantFrom("", "a & b < c > d", "]]>", "\r\n\t", "é \uD83D\uDE00", "\uD800", "\u0007"),
);
const row = fc.record(
  {
    Name: fc.oneof(text, fc.constant(null)),
    Count: fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }), fc.constant(1.5)),
    Place: fc.oneof(
      fc.record({ City: text, Code: fc.integer({ min: 0, max: 99 }) }),
      fc.constant({}),
    ),
    Tags: fc.array(fc.oneof(text, fc.constant(null)), { maxLength: 3 }),
  },
  { requiredKeys: [] },
);
const item = fc.oneof(
  { weight: 20, arbitrary: row },
  fc.constant(null),
  fc.constant({}),
  fc.constantFrom(5, "text", undefined, true),
);

describe("a list of a type whose writer writes only text", () => {
  it("is written whole; a type that writes bytes apart is not", () => {
    expect(codecs.RowCodec!.compiled?.writesText).toBe(true);
    expect(codecs.PlaceCodec!.compiled?.writesText).toBe(true);
    expect(codecs.RowCodec!.writeItems).toBeTypeOf("function");
    expect(codecs.BlobCodec!.compiled).toBeDefined();
    expect(codecs.BlobCodec!.compiled!.writesText).toBeUndefined();
    expect(codecs.BlobCodec!.writeItems).toBeUndefined();
  });

  it("is written as item by item, refusals and their paths included", () => {
    const lists = [codecs.ArrayOfRowCodec!, codecs.RowsCodec!];
    fc.assert(
      fc.property(fc.array(item, { maxLength: 40 }), fc.constantFrom(0, 1), (list, which) => {
        const codec = lists[which]!;
        const value = which === 0 ? list : { Row: list };
        expect(written(codec, value, true)).toEqual(written(codec, value, false));
      }),
      { numRuns: 400 },
    );
  });

  it("writes what it wrote before", () => {
    const list = [{ Name: "a & b", Count: 1, Place: { Code: 2 }, Tags: ["x"] }, null, {}];
    expect(written(codecs.ArrayOfRowCodec!, list, true)).toEqual([
      "",
      '<Row><Name>a &amp; b</Name><Count>1</Count><Place><Code>2</Code></Place><Tags>x</Tags></Row><Row xsi:nil="true" /><Row />',
    ]);
    expect(written(codecs.ArrayOfRowCodec!, [{ Count: 1 }, { Count: 0.5 }], true)).toBe(
      "RangeError: value.Row.Count must be an xsd:int, an integer from -2147483648 to 2147483647; got 0.5",
    );
  });
});

it("hands a server's answer over in pieces after the items, the same text", () => {
  const rows = Array.from({ length: 2000 }, (_, i) => ({ Name: `Row ${i}`, Count: i }));
  const body = new pieces.BodyPieces();
  const w = new pieces.PieceWriter(body);
  w.open("<listResult");
  (
    codecs.ArrayOfRowCodec as unknown as {
      writeElement(w: unknown, s: string, n: string, p: string, v: unknown): void;
    }
  ).writeElement(w, "<listResult", "listResult", "listResult", rows);
  w.close("listResult");
  w.flush();
  const expected = written(codecs.ArrayOfRowCodec!, rows, false) as [string, string];
  expect(body.text()).toBe(`<listResult><listResult>${expected[1]}</listResult></listResult>`);
  // Cut every 8K characters or so, not held to the end.
  expect(body.pieces.length).toBeGreaterThan(5);
  for (const piece of body.pieces)
    expect(typeof piece === "string" ? piece.length : piece.byteLength).toBeLessThan(70_000);
});
