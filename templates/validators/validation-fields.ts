/**
 * Typed values of the generated validators: one `Field` per XML Schema built-in and enumeration,
 * labelled where it is used so its messages say where the value sits, and the occurrence
 * wrappers (optional, required, nillable, repeated) and stated requirements around them. Each
 * field's zod type infers exactly the TypeScript type the generated `types.ts` declares.
 *
 * Every schema here is typed `z.ZodType<Output, Input>`, not by the zod class that builds it: the
 * checker relates zod's classes to one another member by member, which made a big contract's
 * validators slow to check; instances of one interface it relates by their type arguments alone.
 */
import { z } from "zod";
import type { XmlFields, XmlValue } from "./any-type.js";
import { INTEGER_RANGES } from "./scalar-text.js";
import { REQUIRED, invalid, requiredMessage, shown } from "./validation-messages.js";
import { builtinText, enumText, type WireText } from "./validation-text.js";
import { xsd as codecs, type XsdName } from "./xsd-codecs.js";

/** `schema` typed by its output and input alone (checked: only those two are compared). */
export function light<O, I>(schema: { _zod: { output: O; input: I } }): z.ZodType<O, I> {
  return schema as unknown as z.ZodType<O, I>;
}

/**
 * A kind of value: what it must be, its schema at a place (`label`) for messages, and the same
 * value nillable, repeated, with a stated requirement, optional or required. The wrappers are
 * methods, not generic functions: a method call needs no type inference to check.
 */
export class Field<O, I = O> {
  constructor(
    readonly expected: string,
    readonly at: (label: string) => z.ZodType<O, I>,
  ) {}

  nillable(): Field<O | null, I | null> {
    return new Field(`${this.expected} or null`, (label) => light(this.at(label).nullable()));
  }

  repeated(): Field<O[], I[]> {
    const expected = `an array, each item ${this.expected}`;
    return new Field(expected, (label) => light(z.array(this.at(label), { error: invalid(label, expected) })));
  }

  /** A stated requirement: the value must not be empty nor `missing`, ASMX's default for it. */
  supplied(missing?: O): Field<O, I> {
    const unsupplied = shown(missing ?? "");
    return new Field(this.expected, (label) =>
      this.at(label).refine((v) => isSupplied(v, missing), {
        error: (issue) => `${label}: is required, expected a value other than ${unsupplied}, got ${shown(issue.input)}`,
        params: { code: REQUIRED },
      }),
    );
  }

  /** The value at `label`, which may be absent. */
  optional(label: string): z.ZodType<O | undefined, I | undefined> {
    return light(this.at(label).optional());
  }

  /** The value at `label`, which must be present; absent, it is reported with the code REQUIRED. */
  required(label: string): z.ZodType<O, I> {
    const error = () => requiredMessage(label, this.expected);
    return light<O, I>(this.at(label).optional().nonoptional({ error }));
  }
}

/** A field that can also be read from text on the wire. */
export class ScalarField<O, I = O> extends Field<O, I> {
  constructor(
    expected: string,
    at: (label: string) => z.ZodType<O, I>,
    readonly text: WireText,
  ) {
    super(expected, at);
  }
}

/** ASMX cannot tell a value left out from an empty one or from the default it fills in for it. */
export function isSupplied(value: unknown, missing: unknown): boolean {
  if (value === undefined || value === null || value === "") return false;
  if (missing instanceof Date) return !(value instanceof Date) || value.getTime() !== missing.getTime();
  return value !== missing;
}

type ErrorMap = (issue: { input?: unknown }) => string;

function scalar<O>(name: XsdName, expected: string, build: (error: ErrorMap) => { _zod: { output: O; input: O } }): ScalarField<O> {
  return new ScalarField(expected, (label) => light(build(invalid(label, expected))), builtinText(name));
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
export const dateTimeArgument = new ScalarField<Date, Date | string>(
  DATE_TIME_ARGUMENT,
  (label) => light(z.custom<Date | string>(isDateTimeArgument, { error: invalid(label, DATE_TIME_ARGUMENT) }).transform(readDateTime)),
  xsd.dateTime.text,
);

/** An enumeration; its values are case-sensitive. */
export function enumeration<const V extends readonly [string, ...string[]]>(name: string, values: V): ScalarField<V[number]> {
  const expected = `a ${name} value (${values.join(", ")}; case-sensitive)`;
  return new ScalarField(expected, (label) => light<V[number], V[number]>(z.enum(values, { error: invalid(label, expected) })), enumText(expected, values));
}

/** A value of a named type: its schema carries its own messages. */
export function named<O, I>(name: string, schema: z.ZodType<O, I>): Field<O, I> {
  return new Field(`${/^[aeiou]/i.test(name) ? "an" : "a"} ${name}`, () => schema);
}

/** Content of an element the contract does not describe: text, nil, fields or repeated ones. */
export function xmlValue(label: string): z.ZodType<XmlValue, XmlValue> {
  const error = invalid(label, "XML content (text, null, fields or a list of them)");
  const value: z.ZodType<XmlValue, XmlValue> = light(z.lazy(() => z.union([z.string(), z.null(), z.array(value), z.record(z.string(), value)], { error })));
  return value;
}

/** A complex type without declared content: every field kept as it arrived. */
export function xmlFields(label: string): z.ZodType<XmlFields, XmlFields> {
  return light(z.record(z.string(), xmlValue(label), { error: invalid(label, "an object of XML fields") }));
}
