/**
 * Parameters as text on the wire, read the way ASMX reads them: SOAP element text with the xsd
 * lexical forms (XmlConvert), HTTP GET/POST values with .NET's invariant culture (booleans in any
 * case but not 1/0, dates like `05/01/2024`, enums also by index or as a comma list). The readers
 * are the ones the codecs use; the schemas here pipe what they read into the typed parameters
 * schema, so the stated requirements apply to every binding alike.
 */
import { z } from "zod";
import { INTEGER_RANGES, parseFormEnum } from "./scalar-text.js";
import { INVALID, REQUIRED, requiredMessage, shown } from "./validation-messages.js";
import { formParsers, xsd as codecs, type XsdName } from "./xsd-codecs.js";

/** Reads one text; `undefined` when it cannot be read. */
export interface TextReader {
  readonly expected: string;
  read(text: string): unknown;
}

/** How a parameter's text is read on SOAP and on HTTP GET/POST. */
export interface WireText {
  readonly soap: TextReader;
  readonly form: TextReader;
}

export interface TextParam {
  /** The element (SOAP) or field (GET/POST) name. */
  readonly xml: string;
  /** The property of the typed parameters. */
  readonly ts: string;
  readonly text: WireText;
  /** What ASMX hands the method for a value-type element a SOAP request leaves out. */
  readonly missing?: unknown;
}

function rangeText(name: keyof typeof INTEGER_RANGES): string {
  const [min, max] = INTEGER_RANGES[name];
  return `an xsd:${name} (${min}..${max})`;
}

const EXPECTED: Partial<Record<XsdName, { soap: string; form?: string }>> = {
  string: { soap: "a string" },
  boolean: { soap: "an xsd:boolean (true, false, 1 or 0)", form: "a boolean (true or false, in any case)" },
  dateTime: {
    soap: "an xsd:dateTime (e.g. 2024-05-01T10:00:00Z)",
    form: 'a date and time (e.g. 2024-05-01T10:00:00, 05/01/2024 or "May 1, 2024")',
  },
  ...Object.fromEntries(Object.keys(INTEGER_RANGES).map((n) => [n, { soap: rangeText(n as keyof typeof INTEGER_RANGES) }])),
};

/** The text readers of a built-in: the codec's parser on SOAP, .NET's where GET/POST differ. */
export function builtinText(name: XsdName): WireText {
  const codec = codecs[name];
  const expected = EXPECTED[name] ?? { soap: codec.expected };
  const soap = { expected: expected.soap, read: (text: string) => codec.parse(text) };
  const form = formParsers[name];
  return { soap, form: form ? { expected: expected.form ?? expected.soap, read: form } : soap };
}

/** An enumeration's text: its names, case-sensitive; GET/POST also take an index or a comma list. */
export function enumText(expected: string, values: readonly string[]): WireText {
  return {
    soap: { expected, read: (text) => (values.includes(text) ? text : undefined) },
    form: { expected: `${expected}, its index or a comma list of them`, read: (text) => parseFormEnum(text, values) },
  };
}

type Issues = z.core.$RefinementCtx<unknown>["issues"];

function readParam(op: string, p: TextParam, reader: TextReader, text: string, issues: Issues, values: Record<string, unknown>): void {
  const value = reader.read(text);
  if (value !== undefined) values[p.ts] = value;
  else issues.push({ code: "custom", path: [p.xml], input: text, message: `${op}: ${p.xml}: expected ${reader.expected}, got ${shown(text)}`, params: { code: INVALID } });
}

/** The error map of one field's value: its name is the issue's path when the message is made. */
function fieldError(op: string, expected: string): (issue: { path?: PropertyKey[]; input?: unknown }) => string {
  return (issue) => `${op}: ${String(issue.path?.[0] ?? "")}: expected ${expected}, got ${shown(issue.input)}`;
}

/**
 * `typed` taking the values read from text: its input is checked and converted here. The text
 * schemas are typed by their output and input alone, as the typed ones are (see validation-fields.ts).
 */
function afterText<O>(typed: z.ZodType<O, unknown>): z.ZodType<O, Record<string, unknown>> {
  return typed as z.ZodType<O, Record<string, unknown>>;
}

/**
 * SOAP: the text of each parameter element by its name, absent for an element left out (and for
 * `xsi:nil`). An absent value-type element takes ASMX's default, as the method would see it.
 */
export function soapTextParams<O>(op: string, params: readonly TextParam[], typed: z.ZodType<O, unknown>): z.ZodType<O, Record<string, string | undefined>> {
  const text = z.string({ error: fieldError(op, "element text") }).optional();
  const texts = z.record(z.string(), text, { error: (issue) => `${op}: expected the parameters' element texts, got ${shown(issue.input)}` });
  return texts
    .transform((given, ctx) => {
      const values: Record<string, unknown> = {};
      for (const p of params) {
        const text = given[p.xml];
        if (text !== undefined) readParam(op, p, p.text.soap, text, ctx.issues, values);
        else if (p.missing !== undefined) values[p.ts] = p.missing instanceof Date ? new Date(p.missing) : p.missing;
      }
      return values;
    })
    .pipe(afterText(typed)) as unknown as z.ZodType<O, Record<string, string | undefined>>;
}

/**
 * HTTP GET/POST: the fields as decoded from the query or the body, a name with several values as
 * an array. As in ASMX, names are case-insensitive, unknown names are ignored, every parameter
 * must be given (empty text for an empty string) and given once.
 */
export function formTextParams<O>(op: string, params: readonly TextParam[], typed: z.ZodType<O, unknown>): z.ZodType<O, Record<string, string | string[]>> {
  const value = z.union([z.string(), z.array(z.string())], { error: fieldError(op, "text, or a list of texts") });
  const fields = z.record(z.string(), value, { error: (issue) => `${op}: expected the form fields, got ${shown(issue.input)}` });
  return fields
    .transform((given, ctx) => {
      const byName = new Map<string, string[]>();
      for (const [name, value] of Object.entries(given)) {
        const key = name.toLowerCase();
        byName.set(key, [...(byName.get(key) ?? []), ...(typeof value === "string" ? [value] : value)]);
      }
      const values: Record<string, unknown> = {};
      for (const p of params) {
        const texts = byName.get(p.xml.toLowerCase()) ?? [];
        const expected = p.text.form.expected;
        if (texts.length === 1) readParam(op, p, p.text.form, texts[0]!, ctx.issues, values);
        else if (texts.length === 0) ctx.issues.push({ code: "custom", path: [p.xml], input: undefined, message: requiredMessage(`${op}: ${p.xml}`, expected), params: { code: REQUIRED } });
        else {
          const got = `${texts.length} values (${texts.map(shown).join(", ")})`;
          ctx.issues.push({ code: "custom", path: [p.xml], input: texts, message: `${op}: ${p.xml}: expected ${expected} given once, got ${got}`, params: { code: INVALID } });
        }
      }
      return values;
    })
    .pipe(afterText(typed)) as unknown as z.ZodType<O, Record<string, string | string[]>>;
}
