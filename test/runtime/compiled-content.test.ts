/**
 * A codec's compiled content (codecs.ts writes it for a type of child elements alone) against its
 * descriptor, which the runtime interprets: the same bytes written, the same values read, the same
 * refusals with the same messages. The descriptor-only twin is `complexCodec(codec.descriptor)`.
 */
import { ItemCodec, Object2Codec, TreeCodec } from "edge-cases-service-contract/codecs";
import { writeParts, type Codec } from "edge-cases-service-contract/runtime/codec";
import { complexCodec, type ComplexCodec } from "edge-cases-service-contract/runtime/complex-codec";
import { XmlReader } from "edge-cases-service-contract/runtime/xml-reader";
import { describe, expect, it } from "vitest";

const NS = "urn:edge-cases:main";

function described<T>(codec: ComplexCodec<T>): ComplexCodec<T> {
  return complexCodec<T>(codec.descriptor);
}

/** `[attributes, content]`, or the message of the refusal. */
function written<T>(codec: Codec<T>, value: unknown, scope?: string): [string, string] | string {
  try {
    return writeParts(codec, value as T, "value", scope);
  } catch (err) {
    return `${(err as Error).name}: ${(err as Error).message}`;
  }
}

function read<T>(codec: Codec<T>, content: string): unknown {
  const r = new XmlReader(
    `<value xmlns="${NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">${content}</value>`,
  );
  r.next();
  try {
    return codec.read(r);
  } catch (err) {
    return `${(err as Error).name}: ${(err as Error).message}`;
  }
}

const tree = (depth: number): unknown => ({
  level1: { level2: { level3: { level4: { level5: { level6: { leaf: "x" } } } } } },
  ...(depth > 0 ? { children: [tree(depth - 1), null, tree(depth - 1)] } : {}),
});

const values: [string, ComplexCodec<unknown>, unknown][] = [
  [
    "a record of text that needs escaping",
    Object2Codec as ComplexCodec<unknown>,
    { string: "a & b < c > d \r\t \"q\" 'a'", Date: new Date(Date.UTC(2026, 10, 29, 12, 0, 0, 5)) },
  ],
  ["an empty string, a field left out", Object2Codec as ComplexCodec<unknown>, { string: "" }],
  [
    "a null in a field that is not nillable",
    Object2Codec as ComplexCodec<unknown>,
    { string: null, Date: new Date(0) },
  ],
  [
    "an enumeration, and a child of another namespace",
    ItemCodec as ComplexCodec<unknown>,
    { id: -2147483648, other: { code: "c" }, status: "in.progress" },
  ],
  ["a recursive list with a null item", TreeCodec as ComplexCodec<unknown>, tree(2)],
  ["an int out of range", ItemCodec as ComplexCodec<unknown>, { id: 2 ** 31, status: "1st" }],
  ["an unknown enumeration value", ItemCodec as ComplexCodec<unknown>, { id: 1, status: "closed" }],
  [
    "a string holding a control character",
    Object2Codec as ComplexCodec<unknown>,
    { string: "bell \u0007" },
  ],
  ["a list that is no list", TreeCodec as ComplexCodec<unknown>, { level1: tree(0), children: 5 }],
  [
    "a refusal deep in a list",
    TreeCodec as ComplexCodec<unknown>,
    { ...(tree(1) as object), children: [tree(0), { level1: { level2: 7 } }] },
  ],
];

describe("compiled content writes what the descriptor writes", () => {
  it.each(values)("%s", (_, codec, value) => {
    for (const scope of [undefined, NS, "urn:another"])
      expect(written(codec, value, scope)).toEqual(written(described(codec), value, scope));
  });

  it("is what the codecs of these types use (a refusal names the same place)", () => {
    expect(written(ItemCodec, { id: 2 ** 31 })).toMatch(
      /^RangeError: value\.id must be an xsd:int/,
    );
    const deep = {
      level1: { level2: { level3: { level4: { level5: { level6: { leaf: 5 } } } } } },
    };
    expect(written(TreeCodec, deep)).toBe(
      "TypeError: value.level1.level2.level3.level4.level5.level6.leaf must be a string; got number",
    );
  });
});

describe("compiled content reads what the descriptor reads", () => {
  const documents: [string, ComplexCodec<unknown>, string][] = [
    [
      "children in order",
      ItemCodec as ComplexCodec<unknown>,
      '<id>7</id><other xmlns="urn:edge-cases:other"><code>c</code></other><status>1st</status>',
    ],
    [
      "out of order, unknown and foreign children, text between them",
      ItemCodec as ComplexCodec<unknown>,
      ' <status>on-hold</status> <x>1</x><id xmlns="urn:z">9</id><id> 8 </id>text',
    ],
    [
      "nil children and an empty element",
      Object2Codec as ComplexCodec<unknown>,
      '<string xsi:nil="true"/><Date xsi:nil="1"></Date>',
    ],
    [
      "a list's items apart from each other",
      TreeCodec as ComplexCodec<unknown>,
      '<children><level1/></children><level1><level2/></level1><children xsi:nil="true"/><children/>',
    ],
    ["a bad value", ItemCodec as ComplexCodec<unknown>, "<id>x</id>"],
    [
      "a child element where text belongs",
      Object2Codec as ComplexCodec<unknown>,
      "<string><b/></string>",
    ],
    ["no children at all", Object2Codec as ComplexCodec<unknown>, ""],
  ];
  it.each(documents)("%s", (_, codec, content) => {
    expect(read(codec, content)).toEqual(read(described(codec), content));
  });

  it("reads the values of the types' properties", () => {
    expect(read(ItemCodec, "<id>7</id><status>1st</status>")).toEqual({ id: 7, status: "1st" });
  });
});
