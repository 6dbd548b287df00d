/**
 * Typed values of the generated validators: one `Field` per XML Schema built-in and enumeration,
 * labelled where it is used so its messages say where the value sits, and the occurrence
 * wrappers (optional, required, nillable, repeated) and stated requirements around them. Each
 * field's zod type infers exactly the TypeScript type the generated `types.ts` declares.
 */
import { z } from "zod";
import type { XmlValue } from "./any-type.js";
import { INTEGER_RANGES } from "./scalar-text.js";
import { REQUIRED, invalid, requiredMessage, shown } from "./validation-messages.js";
import { builtinText, enumText, type WireText } from "./validation-text.js";
import { xsd as codecs, type XsdName } from "./xsd-codecs.js";

/** A kind of value: what it must be, and its schema at a place (`label`) for messages. */
export interface Field<S extends z.ZodType> {
  readonly expected: string;
  at(label: string): S;
}

/** A field that can also be read from text on the wire. */
export interface ScalarField<S extends z.ZodType> extends Field<S> {
  readonly text: WireText;
}

type ErrorMap = (issue: { input?: unknown }) => string;

function scalar<S extends z.ZodType>(name: XsdName, expected: string, build: (error: ErrorMap) => S): ScalarField<S> {
  return { expected, at: (label) => build(invalid(label, expected)), text: builtinText(name) };
}

/** True when the codec can write `value`: the value is in range and its text is XML. */
function writable(name: XsdName, value: unknown): boolean {
  try {
    (codecs[name].format as (v: unknown, where: string) => string)(value, name);
    return true;
  } catch {
    return false;
  }
}

function integer(name: keyof typeof INTEGER_RANGES) {
  const [min, max] = INTEGER_RANGES[name];
  return scalar(name, `an xsd:${name} (${min}..${max})`, (error) => z.number({ error }).refine((n) => writable(name, n), { error }));
}

function big(name: "long" | "unsignedLong" | "integer", range: string) {
  return scalar(name, `an xsd:${name} bigint${range}`, (error) => z.bigint({ error }).refine((n) => writable(name, n), { error }));
}

function text(name: XsdName, expected: string) {
  return scalar(name, expected, (error) => z.string({ error }).refine((s) => writable(name, s), { error }));
}

function anyNumber(name: "double" | "float") {
  // INF, -INF and NaN are xsd:double values, so not z.number(), which refuses them.
  return scalar(name, `an xsd:${name} number`, (error) => z.custom<number>((v) => typeof v === "number", { error }));
}

/** The built-ins (but anyType) in the value form of the generated types. */
export const xsd = {
  string: text("string", "a string"),
  anyURI: text("anyURI", "an xsd:anyURI string"),
  QName: text("QName", "an xsd:QName string"),
  decimal: text("decimal", "an xsd:decimal string"),
  date: text("date", "an xsd:date string"),
  time: text("time", "an xsd:time string"),
  duration: text("duration", "an xsd:duration string"),
  guid: text("guid", "a guid string"),
  boolean: scalar("boolean", "a boolean", (error) => z.boolean({ error })),
  int: integer("int"),
  short: integer("short"),
  byte: integer("byte"),
  unsignedInt: integer("unsignedInt"),
  unsignedShort: integer("unsignedShort"),
  unsignedByte: integer("unsignedByte"),
  char: integer("char"),
  long: big("long", " (-9223372036854775808..9223372036854775807)"),
  unsignedLong: big("unsignedLong", " (0..18446744073709551615)"),
  integer: big("integer", ""),
  double: anyNumber("double"),
  float: anyNumber("float"),
  dateTime: scalar("dateTime", "a valid Date", (error) => z.date({ error })),
  base64Binary: scalar("base64Binary", "a Uint8Array", (error) => z.custom<Uint8Array>((v) => v instanceof Uint8Array, { error })),
};

const DATE_TIME_ARGUMENT = "a valid Date or an xsd:dateTime string";

function isDateTimeArgument(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return typeof value === "string" && codecs.dateTime.parse(value) !== undefined;
}

function readDateTime(value: Date | string): Date {
  return typeof value === "string" ? (codecs.dateTime.parse(value) as Date) : value;
}

/**
 * An xsd:dateTime parameter as the client takes it, a Date or an xsd:dateTime string, and as the
 * implementation receives it, a Date.
 */
export const dateTimeArgument = {
  expected: DATE_TIME_ARGUMENT,
  text: xsd.dateTime.text,
  at: (label: string) => z.custom<Date | string>(isDateTimeArgument, { error: invalid(label, DATE_TIME_ARGUMENT) }).transform(readDateTime),
};

/** An enumeration; its values are case-sensitive. */
export function enumeration<const V extends readonly [string, ...string[]]>(name: string, values: V): ScalarField<z.ZodEnum<{ [K in V[number]]: K }>> {
  const expected = `a ${name} value (${values.join(", ")}; case-sensitive)`;
  return { expected, at: (label) => z.enum(values, { error: invalid(label, expected) }), text: enumText(expected, values) };
}

/** A value of a named type: its schema carries its own messages. */
export function named<S extends z.ZodType>(name: string, schema: S): Field<S> {
  return { expected: `${/^[aeiou]/i.test(name) ? "an" : "a"} ${name}`, at: () => schema };
}

export function nillable<S extends z.ZodType>(field: Field<S>): Field<z.ZodNullable<S>> {
  return { expected: `${field.expected} or null`, at: (label) => field.at(label).nullable() };
}

export function repeated<S extends z.ZodType>(field: Field<S>): Field<z.ZodArray<S>> {
  const expected = `an array, each item ${field.expected}`;
  return { expected, at: (label) => z.array(field.at(label), { error: invalid(label, expected) }) };
}

export function optional<S extends z.ZodType>(label: string, field: Field<S>): z.ZodOptional<S> {
  return field.at(label).optional();
}

/** A value that must be present; absent, it is reported with the code REQUIRED. */
export function required<S extends z.ZodType>(label: string, field: Field<S>): z.ZodNonOptional<z.ZodOptional<S>> {
  return field.at(label).optional().nonoptional({ error: () => requiredMessage(label, field.expected) });
}

/** ASMX cannot tell a value left out from an empty one or from the default it fills in for it. */
function isSupplied(value: unknown, missing: unknown): boolean {
  if (value === undefined || value === null || value === "") return false;
  if (missing instanceof Date) return !(value instanceof Date) || value.getTime() !== missing.getTime();
  return value !== missing;
}

/** A stated requirement: the value must not be empty nor `missing`, ASMX's default for it. */
export function supplied<S extends z.ZodType>(field: Field<S>, missing?: z.output<S>): Field<S> {
  const unsupplied = shown(missing ?? "");
  return {
    expected: field.expected,
    at: (label) =>
      field.at(label).refine((v) => isSupplied(v, missing), {
        error: (issue) => `${label}: is required, expected a value other than ${unsupplied}, got ${shown(issue.input)}`,
        params: { code: REQUIRED },
      }),
  };
}

/**
 * The parameters of an operation that takes none: any object, read as `{}` (as z.object drops
 * unknown properties). z.object({}) would infer `Record<string, never>`, not the declared `{}`.
 */
export function noParams(op: string) {
  const isObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);
  return z.custom<Record<never, never>>(isObject, { error: invalid(op, "an object of its parameters") }).transform((): Record<never, never> => ({}));
}

/** `T` with at least one of the keys `K` present (as `types.ts` declares it). */
export type AtLeastOne<T, K extends keyof T> = { [P in K]-?: T & Required<Pick<T, P>> }[K];

/** The transform of a stated requirement that at least one of `keys` is supplied. */
export function atLeastOne<T extends object, const K extends keyof T & string>(op: string, keys: readonly K[], missing: Partial<Record<K, unknown>> = {}) {
  return (value: T, ctx: z.core.$RefinementCtx<T>): AtLeastOne<T, K> => {
    if (!keys.some((k) => isSupplied(value[k], missing[k]))) {
      const none = keys.length === 2 ? "neither" : "none of them";
      ctx.issues.push({ code: "custom", input: value, message: `${op}: ${keys.join(" or ")}: at least one is required, got ${none}`, params: { code: REQUIRED, keys } });
    }
    // Checked above: when none is supplied the issue fails the parse and this value is dropped.
    return value as AtLeastOne<T, K>;
  };
}

/** Content of an element the contract does not describe: text, nil, fields or repeated ones. */
export function xmlValue(label: string): z.ZodType<XmlValue> {
  const error = invalid(label, "XML content (text, null, fields or a list of them)");
  const value: z.ZodType<XmlValue> = z.lazy(() => z.union([z.string(), z.null(), z.array(value), z.record(z.string(), value)], { error }));
  return value;
}

/** A complex type without declared content: every field kept as it arrived. */
export function xmlFields(label: string) {
  return z.record(z.string(), xmlValue(label), { error: invalid(label, "an object of XML fields") });
}
