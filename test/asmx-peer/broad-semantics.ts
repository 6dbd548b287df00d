/**
 * BroadService.cs's methods in TypeScript, with their C# semantics: unchecked integer arithmetic,
 * UTF-16 lengths, [Flags] enums written as the names of their bits (None for 0), Guid.ToString()
 * in lower case, decimal.ToString() (no `+`, no leading zeros, no negative zero, trailing zeros
 * kept), DateTime.AddSeconds rounded to the millisecond, null strings concatenated as "", and so
 * on. It is both the implementation our generated server runs and the oracle every answer (the
 * peer's, ours, zeep's) is checked against, its values as the generated code holds them (bigint
 * for 64-bit integers, strings for decimals, Uint8Array for byte[], `$type` on an xsi:type value).
 *
 * A DateTime result is a CsDateTime (ticks of 100 ns and a kind, as .NET holds it), which
 * `asServed` turns into the text XmlSerializer writes.
 */
type Params = Record<string, any>;
export interface CallContext {
  soapHeaders: Readonly<Record<string, any>>;
  responseHeaders: Record<string, unknown>;
}
type Method = (params: Params, ctx: CallContext) => unknown;

const TICKS_PER_MS = 10_000n;
/** Ticks from 0001-01-01 to 1970-01-01. */
const EPOCH_TICKS = 621_355_968_000_000_000n;

/** A .NET DateTime: ticks of its wall time and its kind; the peer runs with TZ=UTC, so Local is UTC too. */
export class CsDateTime {
  constructor(
    readonly ticks: bigint,
    readonly kind: "Utc" | "Local" | "Unspecified",
  ) {}

  /**
   * As ASMX reads a dateTime: with `Z` Utc, with an offset converted to Local time, without one
   * Unspecified. A Date is read by the text it was read from where it keeps one (the generated
   * code's XsdDateTime), else as the UTC instant it holds.
   */
  static of(value: Date | string): CsDateTime {
    if (value instanceof Date) {
      const text = (value as { unchangedText?: unknown }).unchangedText;
      return typeof text === "string"
        ? CsDateTime.of(text)
        : new CsDateTime(BigInt(value.getTime()) * TICKS_PER_MS + EPOCH_TICKS, "Utc");
    }
    const m =
      /^(-?\d{4,})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,7}))?(Z|[+-]\d{2}:\d{2})?$/.exec(
        value,
      );
    if (!m) throw new Error(`not a dateTime: ${value}`);
    const [, y, mo, d, h, mi, s, fraction = "", zone] = m;
    // setUTCFullYear, unlike Date.UTC, takes the years 0-99 as they are.
    const day = new Date(0);
    day.setUTCFullYear(Number(y), Number(mo) - 1, Number(d));
    const ms = day.getTime() + ((Number(h) * 60 + Number(mi)) * 60 + Number(s)) * 1000;
    const wall = BigInt(ms) * TICKS_PER_MS + EPOCH_TICKS + BigInt(fraction.padEnd(7, "0"));
    if (zone === undefined) return new CsDateTime(wall, "Unspecified");
    if (zone === "Z") return new CsDateTime(wall, "Utc");
    const offsetMinutes =
      (zone.startsWith("-") ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4)));
    return new CsDateTime(wall - BigInt(offsetMinutes) * 60_000n * TICKS_PER_MS, "Local");
  }

  /** DateTime.AddSeconds: the seconds rounded to whole milliseconds, half away from zero. */
  addSeconds(seconds: number): CsDateTime {
    const ms = Math.trunc(seconds * 1000 + (seconds >= 0 ? 0.5 : -0.5));
    return new CsDateTime(this.ticks + BigInt(ms) * TICKS_PER_MS, this.kind);
  }

  /** `ToString("o")`: 7 fraction digits and the kind's suffix. */
  roundTrip(): string {
    return `${this.#wall()}.${this.#fraction()}${this.#suffix()}`;
  }

  /** As XmlSerializer writes it: the fraction without trailing zeros. */
  xml(): string {
    const fraction = this.#fraction().replace(/0+$/, "");
    return `${this.#wall()}${fraction ? `.${fraction}` : ""}${this.#suffix()}`;
  }

  #wall(): string {
    const sinceEpoch = this.ticks - EPOCH_TICKS;
    const ms = sinceEpoch / TICKS_PER_MS - (sinceEpoch % TICKS_PER_MS < 0n ? 1n : 0n);
    return new Date(Number(ms)).toISOString().slice(0, 19);
  }

  #fraction(): string {
    return String(this.ticks % 10_000_000n).padStart(7, "0");
  }

  #suffix(): string {
    return this.kind === "Utc" ? "Z" : this.kind === "Local" ? "+00:00" : "";
  }
}

/** The flags of Permissions in declaration order; None is 0. */
const PERMISSIONS = ["Read", "Write", "Execute"] as const;
/** A [Flags] value as XmlSerializer writes it: its bits' names in declaration order, None for 0. */
function flags(...lists: string[][]): string[] {
  const set = new Set(lists.flat());
  const names = PERMISSIONS.filter((p) => set.has(p));
  return names.length === 0 ? ["None"] : names;
}

/** decimal.ToString() of a decimal text .NET reads exactly: no `+`, no leading zeros, no negative zero. */
function csDecimal(text: string): string {
  const m = /^([+-]?)0*(\d*?)(\.\d+)?$/.exec(text.trim());
  if (!m) throw new Error(`not a decimal: ${text}`);
  const [, sign, whole, fraction = ""] = m;
  const zero = /^0*$/.test(whole! + fraction.slice(1));
  return `${sign === "-" && !zero ? "-" : ""}${whole || "0"}${fraction}`;
}

/** int.TryParse(s, NumberStyles.Integer, InvariantCulture): .NET white space around, a sign, ASCII digits, in range. */
function tryParseInt(s: string | undefined): { TryParseIntResult: boolean; value: number } {
  const m = s === undefined ? null : /^[\t\n\v\f\r ]*([+-]?\d+)[\t\n\v\f\r ]*$/.exec(s);
  const n = m ? BigInt(m[1]!) : undefined;
  return n !== undefined && n >= -(2n ** 31n) && n < 2n ** 31n
    ? { TryParseIntResult: true, value: Number(n) }
    : { TryParseIntResult: false, value: 0 };
}

/** The .NET type an `object` item was read as (`o.GetType().FullName`). */
const DOTNET_TYPES: Record<string, string> = {
  "xsd:string": "System.String",
  "xsd:boolean": "System.Boolean",
  "xsd:int": "System.Int32",
  "xsd:short": "System.Int16",
  "xsd:byte": "System.SByte",
  "xsd:unsignedByte": "System.Byte",
  "xsd:long": "System.Int64",
  "xsd:unsignedLong": "System.UInt64",
  "xsd:float": "System.Single",
  "xsd:double": "System.Double",
  "xsd:decimal": "System.Decimal",
  "xsd:dateTime": "System.DateTime",
  "xsd:base64Binary": "System.Byte[]",
  "xsd:guid": "System.Guid",
  "xsd:char": "System.Char",
  Circle: "Broad.Circle",
  Square: "Broad.Square",
};

type Shape = {
  $type: "Circle" | "Rect" | "Square";
  Name?: string;
  Radius?: number;
  Width?: number;
  Height?: number;
};

function area(s: Shape): number {
  return s.$type === "Circle" ? Math.PI * s.Radius! * s.Radius! : s.Width! * s.Height!;
}

function makeShape(kind: string | undefined, size: number): Shape {
  if (kind === "circle") return { $type: "Circle", Name: kind, Radius: size };
  if (kind === "square") return { $type: "Square", Name: kind, Width: size, Height: size };
  return {
    $type: "Rect",
    ...(kind === undefined ? {} : { Name: kind }),
    Width: size,
    Height: 2 * size,
  };
}

const echo =
  (name: string): Method =>
  (p) =>
    p[name];

/** A result as the server answers it: each CsDateTime as XmlSerializer's text, which the server writes as it is. */
export function asServed(value: unknown): unknown {
  if (value instanceof CsDateTime) return value.xml();
  if (Array.isArray(value)) return value.map(asServed);
  if (
    typeof value === "object" &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asServed(v)]));
  }
  return value;
}

/** The methods, with the service's state (what Remember and Notify keep) of their own. */
export function broadImplementation(): Record<string, Method> {
  let remembered: string | undefined;
  let notified: string | undefined;
  return {
    EchoBool: echo("x"),
    EchoSByte: echo("x"),
    EchoByte: echo("x"),
    EchoShort: echo("x"),
    EchoUShort: echo("x"),
    EchoInt: echo("x"),
    EchoUInt: echo("x"),
    EchoLong: echo("x"),
    EchoULong: echo("x"),
    EchoFloat: echo("x"),
    EchoDouble: echo("x"),
    EchoDecimal: (p) => csDecimal(p.x),
    EchoChar: echo("x"),
    EchoString: echo("x"),
    EchoGuid: (p) => p.x.toLowerCase(),
    EchoBytes: echo("x"),
    // XmlSerializer writes a TimeSpan as an empty element: nothing of it travels.
    EchoTimeSpan: () => ({}),
    EchoDateTime: (p) => CsDateTime.of(p.x),
    EchoObject: (p) =>
      p.x?.type === "xsd:guid" ? { ...p.x, value: p.x.value.toLowerCase() } : p.x,
    EchoPrimitives: (p) =>
      p.x && {
        ...p.x,
        Decimal: csDecimal(p.x.Decimal),
        Id: p.x.Id.toLowerCase(),
        Permissions: flags(p.x.Permissions),
      },

    AddLong: (p) => BigInt.asIntN(64, p.a + p.b),
    MultiplyULong: (p) => BigInt.asUintN(64, (p.a as bigint) * (p.b as bigint)),
    Negate: (p) => -p.x,
    Half: (p) => Math.fround(p.x / 2),
    Length: (p) => (p.s === undefined ? -1 : p.s.length),
    CharCode: (p) => p.c,
    GuidText: (p) => p.g.toLowerCase(),
    ReverseBytes: (p) => p.b && Uint8Array.from(p.b).reverse(),
    AddSeconds: (p) => CsDateTime.of(p.d).addSeconds(p.seconds),
    DateTimeKind: (p) => {
      const d = CsDateTime.of(p.d);
      return `${d.kind} ${d.roundTrip()}`;
    },
    TypeOf: (p) => (p.o === undefined ? "null" : (DOTNET_TYPES[p.o.type] ?? `unknown ${p.o.type}`)),

    EchoShape: echo("s"),
    EchoShapes: echo("shapes"),
    Area: (p) => area(p.s),
    Describe: (p) => `${p.s.$type}:${p.s.Name ?? ""}`,
    MakeShape: (p) => makeShape(p.kind, p.size),

    EchoMeasure: (p) => p.m && { ...p.m, $value: csDecimal(p.m.$value) },
    EchoLabel: echo("l"),
    EchoContact: echo("c"),
    Reach: (p) =>
      p.c.Email !== undefined
        ? `email ${p.c.Email}`
        : p.c.Phone !== undefined
          ? `phone ${p.c.Phone}`
          : "none",
    EchoAddress: echo("a"),
    // With neither element, Kind is its default (Home) and Where null.
    DescribeAddress: (p) =>
      p.a.Work !== undefined ? `Work ${p.a.Work}` : `Home ${p.a.Home ?? ""}`,
    EchoMixed: echo("m"),

    EchoMaybe: (p) =>
      p.m && {
        ...p.m,
        When: p.m.When === null ? null : CsDateTime.of(p.m.When),
        Amount: p.m.Amount === null ? null : csDecimal(p.m.Amount),
      },
    Increment: (p) => (p.x === null ? null : (p.x + 1) | 0),
    EchoNullableDateTime: (p) => (p.x === null ? null : CsDateTime.of(p.x)),

    EchoPermissions: (p) => flags(p.p),
    Grant: (p) => flags(p.have, p.add),

    EchoJagged: echo("rows"),
    RowSums: (p) =>
      p.rows.map((row: number[] | null) => (row ?? []).reduce((sum, x) => (sum + x) | 0, 0)),

    Split: (p) => {
      const parts = p.s.split(",");
      return { SplitResult: parts, count: parts.length };
    },
    Swap: (p) => ({ a: p.b, b: p.a }),
    TryParseInt: (p) => tryParseInt(p.s),
    MinMax: (p) => ({
      min: Math.min(2 ** 31 - 1, ...(p.xs ?? [])),
      max: Math.max(-(2 ** 31), ...(p.xs ?? [])),
    }),
    Append: (p) => ({
      ...(p.text === undefined ? {} : { AppendResult: p.text }),
      text: (p.text ?? "") + (p.suffix ?? ""),
    }),

    Remember: (p) => {
      remembered = p.value;
    },
    Recall: () => remembered,
    Notify: (p) => {
      notified = p.message;
    },
    LastNotification: () => notified,

    Touch: (p, ctx) => {
      const session = ctx.soapHeaders.session;
      if (session == null) return `no session ${p.note ?? ""}`;
      ctx.responseHeaders.session = { ...session, Sequence: (session.Sequence + 1) | 0 };
      return `${session.Token ?? ""} ${p.note ?? ""}`;
    },
    Stamp: (p, ctx) => {
      ctx.responseHeaders.receipt = { Echoed: p.text, Length: p.text.length };
      return p.text.length;
    },
  };
}
