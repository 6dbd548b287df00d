// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { thunked } from "./complex-codec.js";
import { setOwn } from "./own-property.js";
import * as xsd from "./xsd-codecs.js";
function jsonOf(value) {
  if (value === void 0) return void 0;
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
    const out = {};
    for (const [key, item] of Object.entries(value)) {
      const json = jsonOf(item);
      if (json !== void 0) setOwn(out, key, json);
    }
    return out;
  }
  throw new TypeError(`no JSON form for a ${typeof value}`);
}
function jsonFault(parts) {
  const { code } = parts;
  const body = { code, message: parts.message };
  if (parts.actor !== void 0) body.actor = parts.actor;
  if (parts.fault !== void 0) body.fault = parts.fault;
  if (parts.fault !== void 0 || parts.detail !== void 0)
    body.detail = jsonOf(parts.detail) ?? null;
  return { status: code === "Client" || code === "Sender" ? 400 : 500, body };
}
function jsonHeaderNames(elements) {
  const taken = /* @__PURE__ */ new Set();
  return elements.map((element) => {
    const base = `X-SOAP-${encodeURIComponent(element).replace(
      /[()]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`
    )}`;
    let name = base;
    for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${base}-${n}`;
    taken.add(name.toLowerCase());
    return name;
  });
}
function jsonHeaderText(value) {
  const json = jsonOf(value);
  return json === void 0 ? void 0 : JSON.stringify(json).replace(
    /[\u007f-\uffff]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`
  );
}
class JsonDepthError extends Error {
  constructor(maxDepth) {
    super(`the JSON value is nested deeper than ${maxDepth} levels`);
    this.name = "JsonDepthError";
  }
}
const NO_FIT = /* @__PURE__ */ Symbol("no fit");
const FORMS = new Map([
  ...[
    xsd.long,
    xsd.unsignedLong,
    xsd.integer,
    xsd.positiveInteger,
    xsd.nonNegativeInteger,
    xsd.negativeInteger,
    xsd.nonPositiveInteger
  ].map((c) => [c, "bigint"]),
  [xsd.dateTime, "dateTime"],
  [xsd.base64Binary, "bytes"],
  [xsd.hexBinary, "bytes"],
  [xsd.double, "floating"],
  [xsd.float, "floating"]
]);
const SPECIAL_NUMBERS = {
  NaN: Number.NaN,
  INF: Infinity,
  "-INF": -Infinity
};
const RFC_3339 = /^(\d{4}|[+-]\d{6})-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
class JsonValues {
  #maxDepth;
  #depth = 0;
  constructor(maxDepth = 64) {
    this.#maxDepth = maxDepth;
  }
  /** An object of fields (an operation's parameters, a complex type's elements). */
  fields(fields, json) {
    if (!isObject(json)) return json;
    const out = { ...json };
    for (const f of fields)
      if (Object.hasOwn(json, f.ts)) setOwn(out, f.ts, this.#field(f, json[f.ts]));
    return out;
  }
  /** A value of `codec`'s type. */
  value(codec, json) {
    const v = this.#fit(codec, json);
    return v === NO_FIT ? json : v;
  }
  #field(f, json) {
    const codec = typeof f.codec === "function" ? f.codec() : f.codec;
    if (f.max === 1) return json === null ? null : this.value(codec, json);
    return Array.isArray(json) ? json.map((item) => item === null ? null : this.value(codec, item)) : json;
  }
  #fit(codec, json) {
    if (++this.#depth > this.#maxDepth) throw new JsonDepthError(this.#maxDepth);
    try {
      return this.#fitCodec(codec, json);
    } finally {
      this.#depth--;
    }
  }
  #fitCodec(codec, json) {
    const form = FORMS.get(codec);
    if (form) return builtin(form, codec, json);
    if ("descriptor" in codec) return this.#complex(codec, json);
    if ("item" in codec) {
      const { item } = codec;
      return Array.isArray(json) ? this.#field(item, json) : NO_FIT;
    }
    if ("listItem" in codec) {
      const item = codec.listItem();
      return Array.isArray(json) ? json.map((x) => this.value(item, x)) : NO_FIT;
    }
    if ("members" in codec) {
      for (const member of codec.members()) {
        const v = this.#fit(member, json);
        if (v !== NO_FIT) return v;
      }
      return NO_FIT;
    }
    if ("itemTypes" in codec) return this.#anyItem(codec, json);
    if ("parse" in codec)
      return typeof json !== "string" || codec.parse(json) !== void 0 ? json : NO_FIT;
    return json;
  }
  #complex(codec, json) {
    if (!isObject(json)) return NO_FIT;
    const derived = typeof json.$type === "string" && json.$type !== codec.descriptor.typeName?.local ? [...codec.descriptor.derived?.().values() ?? []].find(
      (d) => d.descriptor.typeName?.local === json.$type
    ) : void 0;
    const content = (derived ?? codec).content();
    const out = this.fields(content.fields, json);
    for (const a of content.attributes)
      if (Object.hasOwn(json, a.ts)) setOwn(out, a.ts, this.value(thunked(a.codec), json[a.ts]));
    if (content.text && Object.hasOwn(json, "$value"))
      out.$value = this.value(thunked(content.text), json.$value);
    return out;
  }
  /** An AnyTypeItem: its value by the type it names (`xsd:long`, `Order`); an unknown one as it is. */
  #anyItem(codec, json) {
    if (!isObject(json) || typeof json.type !== "string" || !Object.hasOwn(json, "value"))
      return NO_FIT;
    const { type } = json;
    const named = type.startsWith("xsd:") ? Object.hasOwn(xsd, type.slice(4)) ? (
      // biome-ignore lint/performance/noDynamicNamespaceImportAccess: an item names any built-in.
      xsd[type.slice(4)]
    ) : void 0 : codec.itemTypes.get(type);
    return named ? { ...json, value: this.value(named, json.value) } : json;
  }
}
function builtin(form, codec, json) {
  switch (form) {
    case "bigint":
      return typeof json === "string" && /^[+-]?\d+$/.test(json) ? codec.parse(json) ?? NO_FIT : NO_FIT;
    case "dateTime":
      if (typeof json !== "string" || !RFC_3339.test(json)) return NO_FIT;
      return codec.parse(json) ?? (Number.isNaN(Date.parse(json)) ? NO_FIT : new Date(json));
    case "bytes":
      return typeof json === "string" && json.length % 4 === 0 && !/\s/.test(json) ? xsd.base64Binary.parse(json) ?? NO_FIT : NO_FIT;
    case "floating":
      if (typeof json === "number") return json;
      return typeof json === "string" && Object.hasOwn(SPECIAL_NUMBERS, json) ? SPECIAL_NUMBERS[json] : NO_FIT;
  }
}
function isObject(json) {
  return typeof json === "object" && json !== null && !Array.isArray(json);
}
export {
  JsonDepthError,
  JsonValues,
  jsonFault,
  jsonHeaderNames,
  jsonHeaderText,
  jsonOf
};
//# sourceMappingURL=json-values.js.map
