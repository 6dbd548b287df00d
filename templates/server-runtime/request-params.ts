/**
 * What only a server does with an operation's codec: read HTTP GET/POST parameters as ASMX reads
 * them, fill in what ASMX hands the method for value-type parameters a SOAP request left out,
 * route by the body's first element, and turn the implementation's result into the response
 * body's fields. Kept out of the contract package's OperationCodec, which the client shares, so
 * a client bundle does not carry it.
 */
import { getOwn, setOwn } from "./contract-runtime.js";
import type {
  BodyCodec,
  ElementName,
  OperationCodec,
  ParamCodec,
  TextCodec,
} from "./contract-runtime.js";

/** Why an HTTP GET/POST request's parameters could not be read, in ASMX's terms. */
export class FormParameterError extends Error {
  readonly kind: "missing" | "repeated" | "invalid";
  readonly parameter: string;
  readonly expected: string;
  readonly text: string | undefined;

  constructor(
    kind: "missing" | "repeated" | "invalid",
    parameter: string,
    expected: string,
    text?: string,
  ) {
    super(
      kind === "missing"
        ? `Missing parameter: ${parameter}.`
        : kind === "repeated"
          ? `Cannot convert ${parameter}: the parameter is given more than once.`
          : `Cannot convert ${JSON.stringify(text)} to ${expected} (parameter ${parameter}).`,
    );
    this.kind = kind;
    this.parameter = parameter;
    this.expected = expected;
    this.text = text;
    this.name = "FormParameterError";
  }
}

/**
 * `a=1&B=2&a=3` as lower-cased names to their values, read as URLSearchParams reads them (`+` is a
 * space, as ASMX reads it). A form of printable ASCII whose escapes are all UTF-8 (what clients
 * send) is split and decoded here; URLSearchParams took a seventh of an HTTP POST request's time.
 * Anything else (a malformed escape, other characters) is left to it.
 */
export function formValues(text: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  if (PRINTABLE_ASCII.test(text) && readPlainForm(text, values)) return values;
  values.clear();
  for (const [name, value] of new URLSearchParams(text)) addFormValue(values, name, value);
  return values;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/** Reads `text` into `values`; false when an escape is no UTF-8 (URLSearchParams decides then). */
function readPlainForm(text: string, values: Map<string, string[]>): boolean {
  for (let from = 0; from <= text.length; ) {
    let to = text.indexOf("&", from);
    if (to < 0) to = text.length;
    if (to > from) {
      // Within the pair only: a search to the text's end for each pair of `a&a&a...` is quadratic.
      const pair = text.slice(from, to);
      const equals = pair.indexOf("=");
      const name = decodeFormText(equals < 0 ? pair : pair.slice(0, equals));
      const value = equals < 0 ? "" : decodeFormText(pair.slice(equals + 1));
      if (name === undefined || value === undefined) return false;
      addFormValue(values, name, value);
    }
    from = to + 1;
  }
  return true;
}

function decodeFormText(text: string): string | undefined {
  const spaced = text.includes("+") ? text.replaceAll("+", " ") : text;
  const firstEscape = spaced.indexOf("%");
  if (firstEscape < 0) return spaced;
  const ascii = decodeAsciiEscapes(spaced, firstEscape);
  if (ascii !== undefined) return ascii;
  try {
    return decodeURIComponent(spaced);
  } catch {
    return undefined;
  }
}

/**
 * `text` with its escapes, the first at `firstEscape`, decoded when each is one of an ASCII character
 * (`%00` to `%7F`, what decodeURIComponent makes of it); undefined when one is not (UTF-8's bytes
 * of another character, a malformed escape). The escapes a client sends in a dateTime (`%3A`)
 * decode here in less than half decodeURIComponent's time.
 */
function decodeAsciiEscapes(text: string, firstEscape: number): string | undefined {
  let decoded = "";
  let from = 0;
  for (let at = firstEscape; at >= 0; at = text.indexOf("%", from)) {
    const high = hexDigit(text.charCodeAt(at + 1));
    const low = hexDigit(text.charCodeAt(at + 2));
    if (high < 0 || high > 7 || low < 0) return undefined;
    decoded += text.slice(from, at) + String.fromCharCode(high * 16 + low);
    from = at + 3;
  }
  return decoded + text.slice(from);
}

/** The value of the hexadecimal digit whose code is `c`; -1 for any other (NaN past a text's end). */
function hexDigit(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 65 && c <= 70) return c - 55;
  if (c >= 97 && c <= 102) return c - 87;
  return -1;
}

function addFormValue(values: Map<string, string[]>, name: string, value: string): void {
  const key = name.toLowerCase();
  const list = values.get(key);
  if (list) list.push(value);
  else values.set(key, [value]);
}

/** Each operation's parameters by lower-cased XML name, made on its first HTTP GET/POST request. */
const byLowerName = new WeakMap<
  OperationCodec<unknown, unknown>,
  ReadonlyMap<string, ParamCodec>
>();

function paramsByLowerName(
  codec: OperationCodec<unknown, unknown>,
): ReadonlyMap<string, ParamCodec> {
  let params = byLowerName.get(codec);
  if (!params)
    byLowerName.set(codec, (params = new Map(codec.params.map((p) => [p.xml.toLowerCase(), p]))));
  return params;
}

/**
 * An HTTP GET/POST form's parameters, as `readForm(codec, formValues(text))` reads them. The
 * form clients send (each parameter once, in the contract's order and case, its name not escaped)
 * is read straight from the text: the lower-cased names, their map and lists took half of reading
 * a form of five parameters. Any other form, or a value its type refuses, is read that way.
 */
export function readFormText<P>(codec: OperationCodec<P, unknown>, text: string): P {
  return (readFormInOrder(codec as OperationCodec<unknown, unknown>, text) ??
    readForm(codec, formValues(text))) as P;
}

/** The parameters of a form in the contract's order and case; undefined when it is not one. */
function readFormInOrder(
  codec: OperationCodec<unknown, unknown>,
  text: string,
): Record<string, unknown> | undefined {
  const { params } = codec;
  // Names that differ only in case: the general reading decides which counts.
  if (paramsByLowerName(codec).size !== params.length) return undefined;
  if (params.length === 0) return text === "" ? {} : undefined;
  if (!PRINTABLE_ASCII.test(text)) return undefined;
  const target: Record<string, unknown> = {};
  let from = 0;
  for (const p of params) {
    if (from > text.length) return undefined;
    let to = text.indexOf("&", from);
    if (to < 0) to = text.length;
    const name = p.xml;
    const equals = from + name.length;
    if (equals >= to || text.charCodeAt(equals) !== 61 /* = */ || !text.startsWith(name, from))
      return undefined;
    const wire = decodeFormText(text.slice(equals + 1, to));
    if (wire === undefined) return undefined;
    const value = paramValue(p, wire);
    if (value === undefined) return undefined;
    setOwn(target, p.ts, value);
    from = to + 1;
  }
  return from === text.length + 1 ? target : undefined;
}

/**
 * Reads HTTP GET/POST values as ASMX does: names case-insensitive, unknown names ignored, every
 * parameter required, a repeated one refused. `values` maps lower-cased names to their values.
 */
export function readForm<P>(
  codec: OperationCodec<P, unknown>,
  values: ReadonlyMap<string, string[]>,
): P {
  const params = paramsByLowerName(codec as OperationCodec<unknown, unknown>);
  const target: Record<string, unknown> = {};
  for (const [name, texts] of values) {
    const p = params.get(name);
    if (!p) continue;
    const text = p.codec as TextCodec<unknown>;
    if (texts.length > 1) throw new FormParameterError("repeated", p.xml, text.expected);
    const value = paramValue(p, texts[0]!);
    if (value === undefined)
      throw new FormParameterError("invalid", p.xml, text.expected, texts[0]);
    setOwn(target, p.ts, value);
  }
  for (const p of codec.params)
    if (!Object.hasOwn(target, p.ts))
      throw new FormParameterError("missing", p.xml, (p.codec as TextCodec<unknown>).expected);
  return target as P;
}

/** A parameter's value read from its form text; undefined when its type refuses the text. */
function paramValue(p: ParamCodec, text: string): unknown {
  return p.form ? p.form(text) : (p.codec as TextCodec<unknown>).parse(text);
}

/** Fills in what ASMX hands the method for value-type parameters the request left out. */
export function withDefaults(
  body: BodyCodec,
  target: Record<string, unknown>,
): Record<string, unknown> {
  // A parameter on the wire has a value in `target` (null when nil), so absence is `undefined`.
  for (const p of body.fields)
    if (getOwn(target, p.ts) === undefined && p.missing !== undefined)
      setOwn(target, p.ts, p.missing);
  return target;
}

/** The body's first element: what a SOAP request is routed by. */
export function firstElement(body: BodyCodec): ElementName | undefined {
  const first = body.fields[0];
  return body.wrapper ?? (first ? { ns: first.ns, local: first.xml } : undefined);
}

/** The response body's fields for the implementation's result (see BodyCodec.writeTo). */
export function resultFields<R>(
  codec: OperationCodec<unknown, R>,
  result: R,
): Record<string, unknown> {
  if (codec.result === "void") return {};
  if (codec.result === "single") return { [codec.output!.fields[0]!.ts]: result };
  return result as Record<string, unknown>;
}
