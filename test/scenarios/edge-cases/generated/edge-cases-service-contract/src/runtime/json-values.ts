// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * Values of the generated types as JSON, and JSON as those values: the JSON mapping of
 * docs/openapi.md, which the server's JSON face and `soapgen gateway` speak. Writing needs no
 * types: bigints become their decimal text, Dates RFC 3339 text, bytes base64, a double's NaN and
 * infinities "NaN", "INF" and "-INF". Reading is led by the codecs, the one description of the
 * contract's types at run time: decimal digits become a bigint where the codec reads 64-bit or
 * unbounded integers, and so on. A value that does not fit its type is left as it came, for the
 * validators to refuse by its path; properties no codec names are kept (the validators strip
 * them).
 */
import type { AnyTypeCodec } from "./any-type.js";
import type { ArrayCodec, Codec, FieldCodec, ListCodec, TextCodec, UnionCodec } from "./codec.js";
import { type ComplexCodec, thunked } from "./complex-codec.js";
import { setOwn } from "./own-property.js";
import * as xsd from "./xsd-codecs.js";

export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue };

/** A value of the generated types as JSON; `undefined` (a property left out) stays undefined. */
export function jsonOf(value: unknown): JsonValue | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") {
    if (Number.isNaN(value)) return "NaN";
    if (value === Infinity) return "INF";
    if (value === -Infinity) return "-INF";
    return value;
  }
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return xsd.base64Binary.format(value, "");
  if (Array.isArray(value)) return value.map((item) => jsonOf(item) ?? null);
  if (typeof value === "object") {
    const out: { [key: string]: JsonValue } = {};
    for (const [key, item] of Object.entries(value)) {
      const json = jsonOf(item);
      if (json !== undefined) setOwn(out, key, json);
    }
    return out;
  }
  throw new TypeError(`no JSON form for a ${typeof value}`);
}

/** What a fault is made of in JSON (docs/openapi.md, "Faults"). */
export interface JsonFaultParts {
  /** The fault code's local name: `Client`, `Server`, `Sender`, `Receiver` or the contract's own. */
  code: string;
  message: string;
  actor?: string | undefined;
  /** The name of a fault the operation declares; its `detail` is then the declared value. */
  fault?: string | undefined;
  detail?: unknown;
}

/**
 * A fault as the mapping's JSON body, and its status: 400 for a fault the request caused
 * (`Client`, `Sender`), 500 for any other.
 */
export function jsonFault(parts: JsonFaultParts): {
  status: number;
  body: { [key: string]: JsonValue };
} {
  const { code } = parts;
  const body: { [key: string]: JsonValue } = { code, message: parts.message };
  if (parts.actor !== undefined) body.actor = parts.actor;
  if (parts.fault !== undefined) body.fault = parts.fault;
  if (parts.fault !== undefined || parts.detail !== undefined)
    body.detail = jsonOf(parts.detail) ?? null;
  return { status: code === "Client" || code === "Sender" ? 400 : 500, body };
}

/**
 * The HTTP header names SOAP header elements travel by, in order: `X-SOAP-<element name>`,
 * percent-encoded where the name has characters an HTTP header name cannot have, numbered
 * (`-2`) where two elements share a name.
 */
export function jsonHeaderNames(elements: readonly string[]): string[] {
  const taken = new Set<string>();
  return elements.map((element) => {
    const base = `X-SOAP-${encodeURIComponent(element).replace(
      /[()]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    )}`;
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}-${n}`;
    taken.add(name.toLowerCase());
    return name;
  });
}

/**
 * A SOAP header's value as its HTTP header's text: its JSON, the characters beyond ASCII escaped
 * (`\u00eb`), as an HTTP header carries only those; undefined for a header not sent.
 */
export function jsonHeaderText(value: unknown): string | undefined {
  const json = jsonOf(value);
  return json === undefined
    ? undefined
    : JSON.stringify(json).replace(
        /[\u007f-\uffff]/g,
        (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
      );
}

/** JSON nested deeper than the reading allows. */
export class JsonDepthError extends Error {
  constructor(maxDepth: number) {
    super(`the JSON value is nested deeper than ${maxDepth} levels`);
    this.name = "JsonDepthError";
  }
}

/** What a value that does not fit a codec (a union's member) is told apart by. */
const NO_FIT = Symbol("no fit");

/** How the built-in types' values are written in JSON, where that is not their value itself. */
type JsonForm = "bigint" | "dateTime" | "bytes" | "floating";

const FORMS = new Map<Codec<unknown>, JsonForm>([
  ...[
    xsd.long,
    xsd.unsignedLong,
    xsd.integer,
    xsd.positiveInteger,
    xsd.nonNegativeInteger,
    xsd.negativeInteger,
    xsd.nonPositiveInteger,
  ].map((c) => [c, "bigint"] as const),
  [xsd.dateTime, "dateTime"],
  [xsd.base64Binary, "bytes"],
  [xsd.hexBinary, "bytes"],
  [xsd.double, "floating"],
  [xsd.float, "floating"],
]);

const SPECIAL_NUMBERS: Readonly<Record<string, number>> = {
  NaN: Number.NaN,
  INF: Infinity,
  "-INF": -Infinity,
};

/** RFC 3339 date-time text, and the six-digit years beyond it `Date.toISOString` writes. */
const RFC_3339 =
  /^(\d{4}|[+-]\d{6})-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/**
 * Reads JSON values as the values of the codecs' types. `maxDepth` bounds how deep a value may
 * nest (as XmlLimits bounds elements): a recursive type's value is read as deep as its JSON goes.
 */
export class JsonValues {
  readonly #maxDepth: number;
  #depth = 0;

  constructor(maxDepth = 64) {
    this.#maxDepth = maxDepth;
  }

  /** An object of fields (an operation's parameters, a complex type's elements). */
  fields(fields: readonly FieldCodec[], json: unknown): unknown {
    if (!isObject(json)) return json;
    const out: Record<string, unknown> = { ...json };
    for (const f of fields)
      if (Object.hasOwn(json, f.ts)) setOwn(out, f.ts, this.#field(f, json[f.ts]));
    return out;
  }

  /** A value of `codec`'s type. */
  value(codec: Codec<unknown>, json: unknown): unknown {
    const v = this.#fit(codec, json);
    return v === NO_FIT ? json : v;
  }

  #field(f: FieldCodec, json: unknown): unknown {
    const codec = typeof f.codec === "function" ? f.codec() : f.codec;
    if (f.max === 1) return json === null ? null : this.value(codec, json);
    return Array.isArray(json)
      ? json.map((item) => (item === null ? null : this.value(codec, item)))
      : json;
  }

  #fit(codec: Codec<unknown>, json: unknown): unknown {
    if (++this.#depth > this.#maxDepth) throw new JsonDepthError(this.#maxDepth);
    try {
      return this.#fitCodec(codec, json);
    } finally {
      this.#depth--;
    }
  }

  #fitCodec(codec: Codec<unknown>, json: unknown): unknown {
    const form = FORMS.get(codec);
    if (form) return builtin(form, codec as TextCodec<unknown>, json);
    if ("descriptor" in codec) return this.#complex(codec as ComplexCodec<unknown>, json);
    if ("item" in codec) {
      const { item } = codec as ArrayCodec<unknown>;
      return Array.isArray(json) ? this.#field(item, json) : NO_FIT;
    }
    if ("listItem" in codec) {
      const item = (codec as ListCodec<unknown>).listItem();
      return Array.isArray(json) ? json.map((x) => this.value(item, x)) : NO_FIT;
    }
    if ("members" in codec) {
      for (const member of (codec as UnionCodec<unknown>).members()) {
        const v = this.#fit(member, json);
        if (v !== NO_FIT) return v;
      }
      return NO_FIT;
    }
    if ("itemTypes" in codec) return this.#anyItem(codec as AnyTypeCodec, json);
    // Any other text (an enumeration's, a string's) is its value when the codec reads it.
    if ("parse" in codec)
      return typeof json !== "string" || (codec as TextCodec<unknown>).parse(json) !== undefined
        ? json
        : NO_FIT;
    return json;
  }

  #complex(codec: ComplexCodec<unknown>, json: unknown): unknown {
    if (!isObject(json)) return NO_FIT;
    // A derived type's value is named by `$type`: its content is the derived type's.
    const derived =
      typeof json.$type === "string" && json.$type !== codec.descriptor.typeName?.local
        ? [...(codec.descriptor.derived?.().values() ?? [])].find(
            (d) => d.descriptor.typeName?.local === json.$type,
          )
        : undefined;
    const content = (derived ?? codec).content();
    const out = this.fields(content.fields, json) as Record<string, unknown>;
    for (const a of content.attributes)
      if (Object.hasOwn(json, a.ts)) setOwn(out, a.ts, this.value(thunked(a.codec), json[a.ts]));
    if (content.text && Object.hasOwn(json, "$value"))
      out.$value = this.value(thunked(content.text), json.$value);
    return out;
  }

  /** An AnyTypeItem: its value by the type it names (`xsd:long`, `Order`); an unknown one as it is. */
  #anyItem(codec: AnyTypeCodec, json: unknown): unknown {
    if (!isObject(json) || typeof json.type !== "string" || !Object.hasOwn(json, "value"))
      return NO_FIT;
    const { type } = json;
    const named = type.startsWith("xsd:")
      ? Object.hasOwn(xsd, type.slice(4))
        ? // biome-ignore lint/performance/noDynamicNamespaceImportAccess: an item names any built-in.
          (xsd[type.slice(4) as keyof typeof xsd] as Codec<unknown>)
        : undefined
      : codec.itemTypes.get(type);
    return named ? { ...json, value: this.value(named, json.value) } : json;
  }
}

function builtin(form: JsonForm, codec: TextCodec<unknown>, json: unknown): unknown {
  switch (form) {
    case "bigint":
      return typeof json === "string" && /^[+-]?\d+$/.test(json)
        ? (codec.parse(json) ?? NO_FIT)
        : NO_FIT;
    case "dateTime":
      if (typeof json !== "string" || !RFC_3339.test(json)) return NO_FIT;
      // A year beyond 9999 is `+010000` in RFC 3339 (toISOString), which xsd:dateTime writes unsigned.
      return codec.parse(json) ?? (Number.isNaN(Date.parse(json)) ? NO_FIT : new Date(json));
    case "bytes":
      return typeof json === "string" && json.length % 4 === 0 && !/\s/.test(json)
        ? (xsd.base64Binary.parse(json) ?? NO_FIT)
        : NO_FIT;
    case "floating":
      if (typeof json === "number") return json;
      return typeof json === "string" && Object.hasOwn(SPECIAL_NUMBERS, json)
        ? SPECIAL_NUMBERS[json]
        : NO_FIT;
  }
}

function isObject(json: unknown): json is Record<string, unknown> {
  return typeof json === "object" && json !== null && !Array.isArray(json);
}
