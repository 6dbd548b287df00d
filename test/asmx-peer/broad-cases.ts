/**
 * The calls the broad tests make of BroadService.cs: for each method, the values at its edges
 * (min/max of every integer type and decimal, NaN, ±Infinity and -0 of double and float, astral
 * characters, TAB, LF and CR, attribute-hostile text, nil and absent values, ...) and random
 * values from a fixed seed, so every run makes the same calls. A case's `group` is the unit a test
 * checks (the method, or a part of its cases checked on its own).
 *
 * `fromMono` is the outcome read from the peer's answer where Mono's ASMX is not the C# semantics:
 * it writes CR raw in element text (a conforming XML reader reads it as LF) and TAB raw in attribute
 * values (read as a space), as .NET's XmlTextWriter does; its double.Parse is not correctly rounded,
 * so it misreads a few shortest texts (those cases are edges; the random doubles are normal ones);
 * and it never runs a one-way method.
 */
import fc from "fast-check";

export interface BroadCase {
  /** Unique among all cases. */
  name: string;
  op: string;
  group: string;
  params: Record<string, unknown>;
  /** The request's SOAP headers, by their names in the client (`session`). */
  soapHeaders?: Record<string, unknown>;
  /** The outcome read from the peer's answer, where Mono differs (see above). */
  fromMono?: unknown;
}

/** Methods whose outcome is `{ result, headers }`: the result and the response's SOAP headers. */
export const HEADER_OPS = new Set(["Touch", "Stamp"]);

const SEED = 4242;
const RANDOM_RUNS = 6;
const sample = <T>(arb: fc.Arbitrary<T>, numRuns = RANDOM_RUNS): T[] =>
  fc.sample(arb, { seed: SEED, numRuns });

const INT32 = { min: -(2 ** 31), max: 2 ** 31 - 1 };
const INT64 = { min: -(2n ** 63n), max: 2n ** 63n - 1n };
const UINT64 = { min: 0n, max: 2n ** 64n - 1n };
const MAX_FLOAT = 3.4028234663852886e38;
const MIN_FLOAT = 1.401298464324817e-45;
const MAX_DECIMAL = "79228162514264337593543950335";
const GUID = "3F2504E0-4F89-11D3-9A0C-0305E82C3301";
/** Every character XML 1.0 allows but TAB and CR, which Mono's answers lose (see above). */
const xmlChar = fc
  .oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0x20, max: 0x7e }) },
    fc.constant(0x0a),
    fc.integer({ min: 0xa0, max: 0xd7ff }),
    fc.integer({ min: 0xe000, max: 0xfffd }),
    fc.integer({ min: 0x10000, max: 0x10ffff }),
  )
  .map((c) => String.fromCodePoint(c));
const text = fc.string({ unit: xmlChar, maxLength: 12 });
/** A decimal .NET holds exactly (a 96-bit mantissa, a scale to 28), as decimal.ToString() writes it. */
const decimal = fc
  .tuple(
    fc.bigInt({ min: -(2n ** 96n - 1n), max: 2n ** 96n - 1n }),
    fc.integer({ min: 0, max: 28 }),
  )
  .map(([mantissa, scale]) => {
    const digits = (mantissa < 0n ? -mantissa : mantissa).toString().padStart(scale + 1, "0");
    const point = digits.length - scale;
    return `${mantissa < 0n ? "-" : ""}${digits.slice(0, point)}${scale > 0 ? `.${digits.slice(point)}` : ""}`;
  });
/** A float Mono writes in up to 7 digits that are its exact value (a short dyadic fraction), which D3 does not touch. */
const plainFloat = fc
  .tuple(fc.integer({ min: -(2 ** 14), max: 2 ** 14 }), fc.integer({ min: 0, max: 2 }))
  .map(([n, k]) => n / 2 ** k);
/** A double that is not subnormal: Mono's double.Parse misreads some subnormal texts (see the EchoDouble edges). */
const double = fc.double().filter((x) => !(x !== 0 && Math.abs(x) < 2.2250738585072014e-308));
const date = fc.date({
  min: new Date("0001-01-01T00:00:00Z"),
  max: new Date("9999-12-31T23:59:59.999Z"),
  noInvalidDate: true,
});
const guid = fc.tuple(fc.uuid(), fc.boolean()).map(([u, upper]) => (upper ? u.toUpperCase() : u));
const permissions = fc.subarray(["None", "Read", "Write", "Execute"]);
const jagged = fc.array(fc.option(fc.array(fc.integer(INT32), { maxLength: 4 }), { nil: null }), {
  maxLength: 4,
});
const shape = fc.oneof(
  fc.record(
    { $type: fc.constant("Circle" as const), Name: text, Radius: double },
    { requiredKeys: ["$type", "Radius"] },
  ),
  fc.record(
    {
      $type: fc.constantFrom("Rect" as const, "Square" as const),
      Name: text,
      Width: double,
      Height: double,
    },
    { requiredKeys: ["$type", "Width", "Height"] },
  ),
);
/** A Primitives: every field, but Text, Bytes and Rows, which may be absent. */
const primitives = fc
  .tuple(
    fc.record({
      Flag: fc.boolean(),
      SByte: fc.integer({ min: -128, max: 127 }),
      Byte: fc.integer({ min: 0, max: 255 }),
      Short: fc.integer({ min: -32768, max: 32767 }),
      UShort: fc.integer({ min: 0, max: 65535 }),
      Int: fc.integer(INT32),
      UInt: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
      Long: fc.bigInt(INT64),
      ULong: fc.bigInt(UINT64),
      Float: plainFloat,
      Double: double,
      Decimal: decimal,
      Char: fc.integer({ min: 0, max: 0xffff }),
      Id: guid,
      Permissions: permissions,
    }),
    fc.record(
      { Text: text, Bytes: fc.uint8Array({ maxLength: 8 }), Rows: jagged },
      { requiredKeys: [] },
    ),
  )
  .map(([fields, optional]) => ({ ...fields, ...optional }));

type Spec = {
  label?: string;
  params: Record<string, unknown>;
  soapHeaders?: Record<string, unknown>;
  fromMono?: unknown;
};

type Unnamed = Omit<BroadCase, "name"> & { label: string };

/** `op`'s cases: `edges` by hand, then one for each random value; named once all are made (see named). */
function cases(
  op: string,
  edges: Spec[],
  random: Record<string, unknown>[] = [],
  group = op,
): Unnamed[] {
  return [
    ...edges.map(({ label, ...e }) => ({ op, group, ...e, label: label ?? "" })),
    ...random.map((params) => ({ op, group, params, label: "random" })),
  ];
}

/** Each case named after its group, its place in it and its label. */
function named(all: Unnamed[]): BroadCase[] {
  const counts = new Map<string, number>();
  return all.map(({ label, ...c }) => {
    const n = counts.get(c.group) ?? 0;
    counts.set(c.group, n + 1);
    return { ...c, name: `${c.group} #${n}${label ? ` ${label}` : ""}` };
  });
}

const xs = (...values: unknown[]): Spec[] => values.map((x) => ({ params: { x } }));

export const BROAD_CASES: BroadCase[] = named([
  ...cases("EchoBool", xs(true, false)),
  ...cases(
    "EchoSByte",
    xs(-128, 127, 0),
    sample(fc.integer({ min: -128, max: 127 })).map((x) => ({ x })),
  ),
  ...cases(
    "EchoByte",
    xs(0, 255),
    sample(fc.integer({ min: 0, max: 255 })).map((x) => ({ x })),
  ),
  ...cases(
    "EchoShort",
    xs(-32768, 32767),
    sample(fc.integer({ min: -32768, max: 32767 })).map((x) => ({ x })),
  ),
  ...cases(
    "EchoUShort",
    xs(0, 65535),
    sample(fc.integer({ min: 0, max: 65535 })).map((x) => ({ x })),
  ),
  ...cases(
    "EchoInt",
    xs(INT32.min, INT32.max, 0),
    sample(fc.integer(INT32)).map((x) => ({ x })),
  ),
  ...cases(
    "EchoUInt",
    xs(0, 2 ** 32 - 1),
    sample(fc.integer({ min: 0, max: 2 ** 32 - 1 })).map((x) => ({ x })),
  ),
  ...cases(
    "EchoLong",
    xs(INT64.min, INT64.max, 0n),
    sample(fc.bigInt(INT64)).map((x) => ({ x })),
  ),
  ...cases(
    "EchoULong",
    xs(UINT64.min, UINT64.max),
    sample(fc.bigInt(UINT64)).map((x) => ({ x })),
  ),
  ...cases(
    "EchoFloat",
    xs(NaN, Infinity, -Infinity, -0, 0, 0.5, -(2 ** 24)),
    sample(plainFloat).map((x) => ({ x })),
    "EchoFloat (short texts)",
  ),
  ...cases(
    "EchoFloat",
    xs(MAX_FLOAT, -MAX_FLOAT, MIN_FLOAT, 1.1754943508222875e-38, Math.fround(0.1)),
    sample(fc.float({ noNaN: true })).map((x) => ({ x })),
  ),
  ...cases(
    "EchoDouble",
    xs(
      NaN,
      Infinity,
      -Infinity,
      -0,
      0,
      Number.MAX_VALUE,
      -Number.MAX_VALUE,
      Number.MIN_VALUE,
      1e-310,
      2.2250738585072014e-308,
      0.1,
    ),
    sample(double).map((x) => ({ x })),
  ),
  // Mono's double.Parse is not correctly rounded: it reads these shortest texts 1 ulp (or more) off.
  ...cases("EchoDouble", [
    { params: { x: -7.4e-323 }, fromMono: -6.9169190417774516e-323 },
    { params: { x: 1.245038369629821e-194 }, fromMono: 1.2450383696298211e-194 },
  ]),
  ...cases(
    "EchoDecimal",
    xs(
      MAX_DECIMAL,
      `-${MAX_DECIMAL}`,
      "0.0000000000000000000000000001",
      "1.50",
      "-0.0",
      "+5",
      "007.10",
    ),
    sample(decimal).map((x) => ({ x })),
  ),
  ...cases(
    "EchoChar",
    xs(0, 0xffff, 0xd800, 65),
    sample(fc.integer({ min: 0, max: 0xffff })).map((x) => ({ x })),
  ),
  ...cases(
    "EchoString",
    [
      { label: "empty", params: { x: "" } },
      { label: "null", params: {} },
      { label: "spaces", params: { x: "  lead and trail  " } },
      { label: "astral", params: { x: "\u{1F600}\u{1D11E}\u{10FFFD}" } },
      { label: "markup", params: { x: `<a href="x">&amp;</a> ' ]]> &#x9;` } },
      { label: "TAB LF CR", params: { x: "a\tb\nc\rd\r\ne" }, fromMono: "a\tb\nc\nd\ne" },
    ],
    sample(text).map((x) => ({ x })),
  ),
  ...cases(
    "EchoGuid",
    xs(GUID, GUID.toLowerCase(), "00000000-0000-0000-0000-000000000000"),
    sample(guid).map((x) => ({ x })),
  ),
  ...cases(
    "EchoBytes",
    [
      { label: "null", params: {} },
      ...xs(
        new Uint8Array(),
        Uint8Array.from({ length: 256 }, (_, i) => i),
      ),
    ],
    sample(fc.uint8Array({ maxLength: 40 })).map((x) => ({ x })),
  ),
  ...cases("EchoTimeSpan", xs({})),
  ...cases(
    "EchoDateTime",
    xs(
      new Date("0001-01-01T00:00:00Z"),
      new Date("9999-12-31T23:59:59.999Z"),
      new Date(0),
      "2024-05-01T12:34:56.789+02:00",
      "2024-05-01T12:34:56-11:30",
      "2024-05-01T12:34:56",
    ),
    sample(date).map((x) => ({ x })),
  ),
  ...cases(
    "EchoDateTime",
    xs(
      "2024-05-01T12:34:56.1234567+02:00",
      "9999-12-31T23:59:59.9999999",
      "2024-05-01T00:00:00.0000001Z",
    ),
    [],
    "EchoDateTime (100 ns)",
  ),
  ...cases(
    "EchoObject",
    [
      { label: "null", params: {} },
      ...xs(
        { type: "xsd:int", value: INT32.min },
        { type: "xsd:string", value: "s <&> \u{1F600}" },
        { type: "xsd:boolean", value: false },
        { type: "xsd:long", value: INT64.max },
        { type: "xsd:unsignedLong", value: UINT64.max },
        { type: "xsd:double", value: -0 },
        { type: "xsd:float", value: 0.5 },
        { type: "xsd:decimal", value: "1.50" },
        { type: "xsd:base64Binary", value: new Uint8Array([0, 255]) },
        { type: "xsd:guid", value: GUID.toLowerCase() },
        { type: "xsd:char", value: 65 },
        {
          type: "xsd:dateTime",
          value: new Date("2024-05-01T00:00:00Z"),
          text: "2024-05-01T00:00:00Z",
        },
        { type: "Circle", value: { Name: "c", Radius: 2 } },
        { type: "Square", value: { Width: 1, Height: 1 } },
      ),
    ],
    sample(
      fc.oneof(
        fc.integer(INT32).map((value) => ({ type: "xsd:int", value })),
        text.map((value) => ({ type: "xsd:string", value })),
      ),
    ).map((x) => ({ x })),
  ),
  ...cases(
    "EchoObject",
    xs({ type: "Rect", value: { Name: "r", Width: 1, Height: 2 } }),
    [],
    "EchoObject (Rect)",
  ),
  ...cases(
    "EchoPrimitives",
    [
      { label: "null", params: {} },
      {
        label: "minima",
        params: {
          x: {
            Flag: false,
            SByte: -128,
            Byte: 0,
            Short: -32768,
            UShort: 0,
            Int: INT32.min,
            UInt: 0,
            Long: INT64.min,
            ULong: 0n,
            Float: -0,
            Double: -Infinity,
            Decimal: `-${MAX_DECIMAL}`,
            Char: 0,
            Id: GUID,
            Permissions: [],
          },
        },
      },
      {
        label: "maxima",
        params: {
          x: {
            Flag: true,
            SByte: 127,
            Byte: 255,
            Short: 32767,
            UShort: 65535,
            Int: INT32.max,
            UInt: 2 ** 32 - 1,
            Long: INT64.max,
            ULong: UINT64.max,
            Float: NaN,
            Double: NaN,
            Decimal: MAX_DECIMAL,
            Char: 0xffff,
            Text: "\u{10FFFF}",
            Id: GUID.toLowerCase(),
            Bytes: new Uint8Array([255]),
            Permissions: ["Execute", "Write", "Read"],
            Rows: [[INT32.max], null, []],
          },
        },
      },
    ],
    sample(primitives).map((x) => ({ x })),
  ),

  ...cases(
    "AddLong",
    [{ params: { a: INT64.max, b: 1n } }, { params: { a: INT64.min, b: -1n } }],
    sample(fc.record({ a: fc.bigInt(INT64), b: fc.bigInt(INT64) })),
  ),
  ...cases(
    "MultiplyULong",
    [{ params: { a: UINT64.max, b: 2n } }],
    sample(fc.record({ a: fc.bigInt(UINT64), b: fc.bigInt(UINT64) })),
  ),
  ...cases(
    "Negate",
    xs(0, -0, NaN, Infinity),
    sample(double).map((x) => ({ x })),
  ),
  ...cases(
    "Half",
    xs(NaN, Infinity, -0, 1, 3, MIN_FLOAT),
    sample(plainFloat).map((x) => ({ x })),
    "Half (short texts)",
  ),
  ...cases(
    "Half",
    xs(MAX_FLOAT, Math.fround(0.1)),
    sample(fc.float({ noNaN: true })).map((x) => ({ x })),
  ),
  ...cases(
    "Length",
    [
      { label: "null", params: {} },
      { params: { s: "" } },
      { label: "astral", params: { s: "\u{1F600}" } },
      { label: "CR LF", params: { s: "a\r\nb" } },
    ],
    sample(text).map((s) => ({ s })),
  ),
  ...cases(
    "CharCode",
    [{ params: { c: 0 } }, { params: { c: 0xffff } }],
    sample(fc.integer({ min: 0, max: 0xffff })).map((c) => ({ c })),
  ),
  ...cases(
    "GuidText",
    [{ params: { g: GUID } }],
    sample(guid).map((g) => ({ g })),
  ),
  ...cases(
    "ReverseBytes",
    [{ label: "null", params: {} }, { params: { b: new Uint8Array() } }],
    sample(fc.uint8Array({ maxLength: 16 })).map((b) => ({ b })),
  ),
  ...cases(
    "AddSeconds",
    [1.0005, -1.0005, 0.0004, 86_400 * 365.25].map((seconds) => ({
      params: { d: new Date("2024-05-01T00:00:00Z"), seconds },
    })),
    sample(
      fc.record({
        d: fc.date({
          min: new Date("1000-01-01T00:00:00Z"),
          max: new Date("9000-01-01T00:00:00Z"),
          noInvalidDate: true,
        }),
        seconds: fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      }),
    ),
  ),
  ...cases(
    "AddSeconds",
    [{ params: { d: "2024-05-01T00:00:00.1234567Z", seconds: 1 } }],
    [],
    "AddSeconds (100 ns)",
  ),
  ...cases(
    "DateTimeKind",
    [{ params: { d: new Date("2024-05-01T12:34:56.789Z") } }],
    sample(date).map((d) => ({ d })),
  ),
  ...cases(
    "DateTimeKind",
    ["2024-05-01T12:34:56.1234567+02:00", "2024-05-01T12:34:56", "2024-05-01T12:34:56Z"].map(
      (d) => ({ params: { d } }),
    ),
    [],
    "DateTimeKind (as sent)",
  ),
  ...cases("TypeOf", [
    { label: "null", params: {} },
    ...[
      "xsd:int",
      "xsd:short",
      "xsd:float",
      "xsd:char",
      "xsd:guid",
      "xsd:decimal",
      "xsd:base64Binary",
      "xsd:unsignedLong",
    ].map((type) => ({
      params: {
        o: {
          type,
          value:
            {
              "xsd:guid": GUID,
              "xsd:decimal": "1",
              "xsd:base64Binary": new Uint8Array([1]),
              "xsd:unsignedLong": 1n,
            }[type] ?? 1,
        },
      },
    })),
    { params: { o: { type: "xsd:dateTime", value: new Date(0), text: "1970-01-01T00:00:00Z" } } },
    { params: { o: { type: "Circle", value: { Radius: 1 } } } },
  ]),

  ...cases(
    "EchoShape",
    [
      { label: "null", params: {} },
      {
        label: "hostile name",
        params: { s: { $type: "Circle", Name: `<"&'>\t\n\r\u{1F600}`, Radius: 2 } },
        fromMono: { $type: "Circle", Name: `<"&'> \n\r\u{1F600}`, Radius: 2 },
      },
      { params: { s: { $type: "Rect", Width: -0, Height: Infinity } } },
      { params: { s: { $type: "Square", Name: "", Width: 3, Height: 3 } } },
    ],
    sample(shape).map((s) => ({ s })),
  ),
  ...cases(
    "EchoShapes",
    [
      { label: "null", params: {} },
      { params: { shapes: [] } },
      {
        params: {
          shapes: [
            { $type: "Circle", Radius: 1 },
            null,
            { $type: "Rect", Width: 1, Height: 2 },
            { $type: "Square", Width: 2, Height: 2 },
          ],
        },
      },
    ],
    sample(fc.array(fc.option(shape, { nil: null }), { maxLength: 4 })).map((shapes) => ({
      shapes,
    })),
  ),
  ...cases(
    "Area",
    [
      { params: { s: { $type: "Circle", Radius: 2 } } },
      { params: { s: { $type: "Square", Width: 3, Height: 3 } } },
    ],
    sample(shape).map((s) => ({ s })),
  ),
  ...cases(
    "Describe",
    [
      { params: { s: { $type: "Circle", Radius: 1 } } },
      { params: { s: { $type: "Rect", Name: "r", Width: 1, Height: 1 } } },
      { params: { s: { $type: "Square", Name: "s", Width: 1, Height: 1 } } },
    ],
    sample(shape).map((s) => ({ s })),
  ),
  ...cases("MakeShape", [
    { params: { kind: "circle", size: 2 } },
    { params: { kind: "square", size: -0 } },
    { params: { kind: "other", size: 1.5 } },
    { params: { size: 1 } },
  ]),
  ...cases(
    "EchoMeasure",
    [
      { params: { m: { Unit: "cm", $value: "1.50" } } },
      { params: { m: { $value: "-0.0" } } },
      { params: { m: { Unit: `"<&>'`, $value: MAX_DECIMAL } } },
    ],
    sample(fc.record({ Unit: text, $value: decimal }, { requiredKeys: ["$value"] })).map((m) => ({
      m,
    })),
  ),
  ...cases(
    "EchoLabel",
    [
      { label: "null", params: {} },
      {
        label: "hostile",
        params: {
          l: { Text: `a"b<c>&'\t\n\r \u{1F600}`, Rank: INT32.min, $value: " x\ty\r\nz\r" },
        },
        fromMono: { Text: `a"b<c>&' \n\r \u{1F600}`, Rank: INT32.min, $value: " x\ty\nz\n" },
      },
      { params: { l: { Rank: 0, $value: "" } } },
    ],
    sample(
      fc.record(
        { Text: text, Rank: fc.integer(INT32), $value: text },
        { requiredKeys: ["Rank", "$value"] },
      ),
    ).map((l) => ({ l })),
  ),
  ...cases(
    "EchoContact",
    [
      { params: { c: { Name: "n", Email: "e@example.org" } } },
      { params: { c: { Phone: INT64.min } } },
      { params: { c: { Name: "only" } } },
    ],
    sample(
      fc.oneof(
        fc.record({ Name: text, Email: text }),
        fc.record({ Name: text, Phone: fc.bigInt(INT64) }),
      ),
    ).map((c) => ({ c })),
  ),
  ...cases("Reach", [
    { params: { c: { Email: "" } } },
    { params: { c: { Phone: 5n } } },
    { params: { c: {} } },
  ]),
  ...cases(
    "EchoAddress",
    [{ params: { a: { Home: "h" } } }, { params: { a: { Work: "" } } }, { params: { a: {} } }],
    sample(fc.oneof(fc.record({ Home: text }), fc.record({ Work: text }))).map((a) => ({ a })),
  ),
  ...cases("DescribeAddress", [
    { params: { a: { Home: "h" } } },
    { params: { a: { Work: "w" } } },
    { params: { a: {} } },
  ]),
  ...cases(
    "EchoMixed",
    [
      { params: { m: {} } },
      { params: { m: mixed([{ Number: 1 }, { Text: "a" }, { Number: 2 }, { Text: "" }]) } },
    ],
    sample(
      fc.array(fc.oneof(fc.record({ Number: fc.integer(INT32) }), fc.record({ Text: text })), {
        minLength: 1,
        maxLength: 5,
      }),
    ).map((items) => ({ m: mixed(items) })),
  ),

  ...cases(
    "EchoMaybe",
    [
      { params: { m: { Count: null, When: null, Amount: null } } },
      { params: { m: { Count: INT32.min, When: new Date(0), Amount: MAX_DECIMAL } } },
    ],
    sample(
      fc.record({
        Count: fc.option(fc.integer(INT32)),
        When: fc.option(date),
        Amount: fc.option(decimal),
      }),
    ).map((m) => ({ m })),
  ),
  ...cases(
    "Increment",
    xs(null, INT32.max, INT32.min),
    sample(fc.option(fc.integer(INT32))).map((x) => ({ x })),
  ),
  ...cases(
    "EchoNullableDateTime",
    xs(null, new Date("2024-05-01T00:00:00Z")),
    sample(fc.option(date)).map((x) => ({ x })),
  ),
  ...cases(
    "EchoPermissions",
    [[], ["None"], ["Read", "Execute"], ["Execute", "Read", "Read"], ["None", "Write"]].map(
      (p) => ({ params: { p } }),
    ),
    sample(permissions).map((p) => ({ p })),
  ),
  ...cases(
    "Grant",
    [{ params: { have: ["None"], add: [] } }],
    sample(fc.record({ have: permissions, add: permissions })),
  ),
  ...cases(
    "EchoJagged",
    [
      { label: "null", params: {} },
      { params: { rows: [] } },
      { params: { rows: [[]] } },
      { params: { rows: [[1, 2], [], null, [3]] } },
    ],
    sample(jagged).map((rows) => ({ rows })),
  ),
  ...cases(
    "RowSums",
    [{ params: { rows: [[INT32.max, 1], null, []] } }],
    sample(jagged).map((rows) => ({ rows })),
  ),

  ...cases(
    "Split",
    ["a,,b", "", ",", "\u{1F600},x"].map((s) => ({ params: { s } })),
    sample(fc.array(text, { maxLength: 4 }).map((parts) => parts.join(","))).map((s) => ({ s })),
  ),
  ...cases(
    "Swap",
    [{ params: { a: INT32.min, b: INT32.max } }],
    sample(fc.record({ a: fc.integer(INT32), b: fc.integer(INT32) })),
  ),
  ...cases(
    "TryParseInt",
    [
      { label: "null", params: {} },
      ...[" 42 ", "+7\t", "-2147483648", "2147483648", "\u00a042", "\u0663", "1e3", "x"].map(
        (s) => ({ params: { s } }),
      ),
    ],
    sample(fc.oneof(fc.integer(INT32).map(String), text)).map((s) => ({ s })),
  ),
  ...cases(
    "MinMax",
    [{ params: { xs: [] } }, { params: { xs: [3, -1, 7] } }],
    sample(fc.array(fc.integer(INT32), { minLength: 1, maxLength: 5 })).map((v) => ({ xs: v })),
  ),
  ...cases(
    "Append",
    [
      { params: { text: "ab", suffix: "cd" } },
      { params: { suffix: "cd" } },
      { params: { text: "ab" } },
      { params: {} },
    ],
    sample(fc.record({ text, suffix: text })),
  ),

  ...cases("Remember", [{ params: { value: "v\u{1F600}" } }]),
  ...cases("Recall", [{ params: {} }], [], "Remember"),
  ...cases("Remember", [{ label: "null", params: {} }]),
  ...cases("Recall", [{ params: {} }], [], "Remember"),
  ...cases("Notify", [{ params: { message: "m" } }]),
  // Mono answers a one-way call (200, an empty body) and never runs its method.
  ...cases("LastNotification", [{ params: {}, fromMono: undefined }], [], "Notify"),
  ...cases("Touch", [
    {
      label: "with Session",
      params: { note: "n" },
      soapHeaders: { session: { Token: "tok", Sequence: 41 } },
    },
    {
      label: "Sequence wraps",
      params: { note: `<&>` },
      soapHeaders: { session: { Token: `"'`, Sequence: INT32.max } },
    },
    { label: "without Session", params: { note: "n" } },
  ]),
  ...cases("Stamp", [{ params: { text: "h\u00e9llo\u{1F600}" } }, { params: { text: "" } }]),
]);

/** The cases of each group, in order. */
export function byGroup(cases: readonly BroadCase[]): Map<string, BroadCase[]> {
  const groups = new Map<string, BroadCase[]>();
  for (const c of cases) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
  return groups;
}

/**
 * A repeated choice's value (`Mixed`, [XmlElement] alternatives over object[]) made of its items
 * in order: one array per element name, and `$order`, the order they go in.
 */
function mixed(items: ({ Number: number } | { Text: string })[]): {
  Number?: number[];
  Text?: string[];
  $order: string[];
} {
  const value: { Number?: number[]; Text?: string[]; $order: string[] } = { $order: [] };
  for (const item of items) {
    if ("Number" in item) (value.Number ??= []).push(item.Number);
    else (value.Text ??= []).push(item.Text);
    value.$order.push("Number" in item ? "Number" : "Text");
  }
  return value;
}
