/**
 * The broad cases through Python's zeep (broad-zeep.py): each case's parameters in the form zeep
 * takes them (a simpleContent value is `_value_1`, an ArrayOfX wrapper `{ X: [...] }`, a repeated
 * choice a list of one-key dicts, an xsi:type value a `$type` tag, ...), and what zeep decoded in
 * the plain form broad-zeep.py prints, which zeepForm gives of an expected outcome too.
 *
 * zeep cannot send some cases: it writes NaN and ±Infinity as `nan` and `inf`, which .NET refuses,
 * Python's datetime holds microseconds, not 100-ns ticks, and it leaves out a choice's element
 * given an empty string.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runPythonJson } from "../support/run-python.ts";
import type { BroadCase } from "./broad-cases.ts";
import { CsDateTime } from "./broad-semantics.ts";

export const ZEEP_PORTS = ["BroadServiceSoap", "BroadServiceSoap12"] as const;
const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "broad-zeep.py");

export interface ZeepCall {
  name: string;
  op: string;
  args: Record<string, unknown>;
  headers: Record<string, unknown> | null;
}
export type ZeepResults = Record<(typeof ZEEP_PORTS)[number], Record<string, unknown>>;

/** zeep's answers to `calls` from the server at `address`, built from the WSDL file `wsdl`. */
export function callWithZeep(
  wsdl: string,
  address: string,
  calls: readonly ZeepCall[],
): Promise<ZeepResults> {
  return runPythonJson(SCRIPT, [wsdl, address], { ports: ZEEP_PORTS, calls });
}

/** The choices' elements of string type (of Contact and Address). */
const STRING_CHOICES = ["Email", "Home", "Work"];

/** Whether zeep can send the case (see above). */
function zeepCanSend(c: BroadCase): boolean {
  const param = Object.values(c.params)[0];
  if (
    typeof param === "object" &&
    param !== null &&
    STRING_CHOICES.some((k) => (param as Record<string, unknown>)[k] === "")
  )
    return false;
  const sendable = (v: unknown): boolean =>
    typeof v === "number"
      ? Number.isFinite(v)
      : typeof v === "string"
        ? !/T\d{2}:\d{2}:\d{2}\.\d{7}/.test(v)
        : Array.isArray(v)
          ? v.every(sendable)
          : typeof v === "object" &&
              v !== null &&
              !(v instanceof Uint8Array) &&
              !(v instanceof Date)
            ? Object.values(v).every(sendable)
            : true;
  return sendable(c.params);
}

/** The cases zeep makes: those it can send, with at most two random ones a group (zeep is slow). */
export function zeepCases(cases: readonly BroadCase[]): BroadCase[] {
  const randoms = new Map<string, number>();
  return cases.filter((c) => {
    if (!zeepCanSend(c)) return false;
    if (!c.name.endsWith(" random")) return true;
    randoms.set(c.group, (randoms.get(c.group) ?? 0) + 1);
    return randoms.get(c.group)! <= 2;
  });
}

/** Scalars tagged as broad-zeep.py reads them. */
function tagged(v: unknown): unknown {
  if (typeof v === "bigint") return { $int: String(v) };
  if (Object.is(v, -0)) return { $float: "-0" };
  if (v instanceof Uint8Array) return { $bytes: Buffer.from(v).toString("base64") };
  if (v instanceof Date) return { $datetime: v.toISOString() };
  if (Array.isArray(v)) return v.map(tagged);
  if (typeof v === "object" && v !== null)
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, tagged(x)]));
  return v;
}

type Value = Record<string, any>;
const dateTime = (v: Date | string | null) =>
  typeof v === "string" ? { $datetime: v } : tagged(v);
const decimal = (v: string | null | undefined) => (v == null ? v : { $decimal: v });
const shape = (s: Value | null | undefined) => (s == null ? s : { ...(tagged(s) as Value) });
const jagged = (rows: (number[] | null)[] | undefined) =>
  rows && { ArrayOfInt: rows.map((row) => row && { int: row }) };
const anyItem = (item: Value | undefined) => item && { $any: [item.type, tagged(item.value)] };
/** Our form's absent members left out: zeep takes a missing keyword as absent. */
const defined = (o: Value): Value =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));

/** The case's parameters as zeep takes them. */
function zeepArgs(c: BroadCase): Value {
  const p = c.params as Value;
  switch (c.op) {
    case "EchoDecimal":
      return { x: decimal(p.x) };
    case "EchoDateTime":
    case "EchoNullableDateTime":
      return { x: dateTime(p.x) };
    case "AddSeconds":
      return { d: dateTime(p.d), seconds: tagged(p.seconds) };
    case "DateTimeKind":
      return { d: dateTime(p.d) };
    case "EchoObject":
      return defined({ x: anyItem(p.x) });
    case "TypeOf":
      return defined({ o: anyItem(p.o) });
    case "EchoPrimitives":
      return defined({
        x:
          p.x &&
          defined({
            ...(tagged(p.x) as Value),
            Decimal: decimal(p.x.Decimal),
            Rows: jagged(p.x.Rows),
          }),
      });
    case "EchoShape":
    case "Area":
    case "Describe":
      return defined({ s: shape(p.s) });
    case "EchoShapes":
      return defined({ shapes: p.shapes && { Shape: p.shapes.map(shape) } });
    case "EchoMeasure":
      return defined({ m: p.m && defined({ Unit: p.m.Unit, _value_1: decimal(p.m.$value) }) });
    case "EchoLabel":
      return defined({
        l: p.l && defined({ Text: p.l.Text, Rank: p.l.Rank, _value_1: p.l.$value }),
      });
    case "EchoMixed":
      return { m: { _value_1: interleaved(p.m) } };
    case "EchoMaybe":
      return { m: { Count: p.m.Count, When: dateTime(p.m.When), Amount: decimal(p.m.Amount) } };
    case "EchoJagged":
    case "RowSums":
      return defined({ rows: jagged(p.rows) });
    case "MinMax":
      return { xs: { int: p.xs } };
    default:
      return tagged(p) as Value;
  }
}

/** A repeated choice's items in the order its `$order` names them, as zeep takes them. */
function interleaved(m: {
  Number?: number[];
  Text?: string[];
  $order?: string[];
}): Record<string, unknown>[] {
  const next = { Number: 0, Text: 0 };
  return (m.$order ?? []).map((name) => {
    const key = name as "Number" | "Text";
    return { [key]: m[key]![next[key]++] };
  });
}

/** A header's element name: the client's name for it, capitalized (`session` is `Session`). */
const headers = (h: Record<string, unknown> | undefined) =>
  h === undefined
    ? null
    : Object.fromEntries(
        Object.entries(h).map(([k, v]) => [k[0]!.toUpperCase() + k.slice(1), tagged(v)]),
      );

export function zeepCall(c: BroadCase): ZeepCall {
  return { name: c.name, op: c.op, args: zeepArgs(c), headers: headers(c.soapHeaders) };
}

/**
 * A call our form of the parameters cannot make: a repeated choice whose items interleave (the
 * client's `{ Number: [...], Text: [...] }` writes the Numbers first).
 */
export const INTERLEAVED_MIXED: ZeepCall = {
  name: "EchoMixed (order) #0",
  op: "EchoMixed",
  args: { m: { _value_1: [{ Number: 1 }, { Text: "a" }, { Number: 2 }, { Text: "b" }] } },
  headers: null,
};

/**
 * The parameters the C# method gets from zeep: a Date, or a dateTime text in UTC, is sent as an
 * aware datetime, which zeep writes with `+00:00` (Local to ASMX).
 */
export function asZeepSends(c: BroadCase): BroadCase {
  const sent = (v: unknown): unknown =>
    v instanceof Date
      ? sent(v.toISOString())
      : typeof v === "string" && /^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(v)
        ? v.replace(/Z$/, "+00:00")
        : Array.isArray(v)
          ? v.map(sent)
          : typeof v === "object" && v !== null && !(v instanceof Uint8Array)
            ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, sent(x)]))
            : v;
  return { ...c, params: sent(c.params) as Record<string, unknown> };
}

/**
 * The methods whose outcomes zeepForm writes as zeep decodes them: scalars, out and ref
 * parameters, headers. Not float (zeep reads an xsd:float as the double its text names), nor the
 * structured results, whose zeep answers are only compared between the two servers.
 */
export const ZEEP_CHECKED = new Set([
  ...[
    "EchoBool",
    "EchoSByte",
    "EchoByte",
    "EchoShort",
    "EchoUShort",
    "EchoInt",
    "EchoUInt",
    "EchoLong",
    "EchoULong",
    "EchoDouble",
    "EchoDecimal",
    "EchoChar",
  ],
  ...[
    "EchoString",
    "EchoGuid",
    "EchoBytes",
    "EchoDateTime",
    "AddLong",
    "MultiplyULong",
    "Negate",
    "Length",
    "CharCode",
    "GuidText",
    "ReverseBytes",
  ],
  ...[
    "AddSeconds",
    "DateTimeKind",
    "TypeOf",
    "Area",
    "Describe",
    "Reach",
    "DescribeAddress",
    "Increment",
    "EchoNullableDateTime",
    "EchoPermissions",
  ],
  ...[
    "Grant",
    "Split",
    "Swap",
    "TryParseInt",
    "MinMax",
    "Append",
    "Remember",
    "Recall",
    "Notify",
    "LastNotification",
    "Touch",
    "Stamp",
  ],
]);

/** A value in broad-zeep.py's plain form; zeep reads an empty string or byte[] element as None. */
function plain(v: unknown): unknown {
  if (v === undefined || v === "" || (v instanceof Uint8Array && v.length === 0)) return null;
  if (typeof v === "number")
    return Number.isNaN(v)
      ? "float:NaN"
      : v === Infinity
        ? "float:INF"
        : v === -Infinity
          ? "float:-INF"
          : Object.is(v, -0)
            ? "float:-0"
            : v;
  if (typeof v === "bigint") return v >= -(2n ** 53n) && v <= 2n ** 53n ? Number(v) : `int:${v}`;
  if (v instanceof Uint8Array) return `bytes:${Buffer.from(v).toString("base64")}`;
  if (v instanceof Date || v instanceof CsDateTime)
    return `instant:${(v instanceof Date ? CsDateTime.of(v) : v).ticks}`;
  if (Array.isArray(v)) return v.map(plain);
  if (typeof v === "object" && v !== null)
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plain(x)]));
  return v;
}

/** An outcome of a ZEEP_CHECKED method as zeep decodes it. */
export function zeepForm(op: string, outcome: any): unknown {
  switch (op) {
    case "EchoDecimal":
      return `decimal:${outcome}`;
    case "Split":
      return { SplitResult: { string: plain(outcome.SplitResult) }, count: outcome.count };
    case "Append":
      return { AppendResult: plain(outcome.AppendResult), text: plain(outcome.text) };
    case "Touch":
    case "Stamp": {
      const headers = Object.entries(outcome.headers as Record<string, object>).map(([k, v]) => [
        k[0]!.toUpperCase() + k.slice(1),
        { ...(plain(v) as object), _attr_1: null },
      ]);
      return {
        header: headers.length === 0 ? null : Object.fromEntries(headers),
        body: { [`${op}Result`]: plain(outcome.result) },
      };
    }
    default:
      return plain(outcome);
  }
}
