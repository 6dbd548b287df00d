/**
 * A JSON value of docs/openapi.md as the value the generated types hold: the reverse of
 * `toJsonValue`, led by the contract's model: decimal digits become a bigint where the type is a
 * 64-bit or unbounded integer, RFC 3339 text a Date for a dateTime, base64 text bytes for binary,
 * "NaN", "INF" and "-INF" numbers. A value that does not fit its type is left as it came, for the
 * validators to refuse by its path; properties the model does not name are kept (the validators
 * strip them).
 */
import { extensionBase } from "../model/extension-base.ts";
import { isOpen } from "../model/open-type.ts";
import type {
  ComplexTypeModel,
  FieldModel,
  ServiceModel,
  TypeModel,
  TypeRef,
  XsdBuiltin,
} from "../model/service-model.ts";
import { BUILTINS } from "../emit/common/builtin-table.ts";

/** What a value that does not fit a type (of a union's member) is told apart by. */
const NO_FIT = Symbol("no fit");

export class JsonToValues {
  private readonly types: ReadonlyMap<string, TypeModel>;
  /** The contract's types an anyType item names by local name. */
  private readonly byLocalName: ReadonlyMap<string, TypeModel>;

  constructor(model: ServiceModel) {
    this.types = new Map(model.types.map((t) => [t.id, t]));
    this.byLocalName = new Map(
      model.types
        .filter((t) => !t.anonymous && t.name.namespace === model.namespace)
        .map((t) => [t.name.local, t]),
    );
  }

  /** An object of fields (an operation's parameters, the fields of a complex type). */
  fields(fields: readonly FieldModel[], json: unknown): unknown {
    if (!isObject(json)) return json;
    const out: Record<string, unknown> = { ...json };
    for (const f of fields)
      if (Object.hasOwn(json, f.tsName)) set(out, f.tsName, this.field(f, json[f.tsName]));
    return out;
  }

  /** A value of `ref`. */
  value(ref: TypeRef, json: unknown): unknown {
    const v = this.fit(ref, json);
    return v === NO_FIT ? json : v;
  }

  private field(f: FieldModel, json: unknown): unknown {
    if (f.maxOccurs === 1) return this.item(f, json);
    return Array.isArray(json) ? json.map((item) => this.item(f, item)) : json;
  }

  private item(f: Pick<FieldModel, "type">, json: unknown): unknown {
    return json === null ? null : this.value(f.type, json);
  }

  private fit(ref: TypeRef, json: unknown): unknown {
    if (ref.kind === "builtin") return builtin(ref.xsd, json, (item) => this.anyItem(item));
    const t = this.types.get(ref.id);
    if (!t) return json;
    switch (t.kind) {
      case "enum":
        return typeof json === "string" ? json : NO_FIT;
      case "simple":
        return this.fit({ kind: "builtin", xsd: t.base }, json);
      case "list":
        return Array.isArray(json) ? json.map((item) => this.value(t.item, item)) : NO_FIT;
      case "union":
        for (const member of t.members) {
          const v = this.fit(member, json);
          if (v !== NO_FIT) return v;
        }
        return NO_FIT;
      case "complex":
        return this.complex(t, json);
    }
  }

  private complex(t: ComplexTypeModel, json: unknown): unknown {
    if (t.arrayItem) {
      const item = t.arrayItem;
      return Array.isArray(json)
        ? json.map((x) => (x === null ? null : this.value(item.type, x)))
        : NO_FIT;
    }
    if (!isObject(json)) return NO_FIT;
    if (isOpen(t)) return json;
    // A family member is named by `$type`: its fields are the member's.
    const named = typeof json.$type === "string" ? this.member(t, json.$type) : undefined;
    const type = named ?? t;
    const out = this.fields(this.allFields(type), json) as Record<string, unknown>;
    for (const a of this.allAttributes(type))
      if (Object.hasOwn(json, a.tsName)) set(out, a.tsName, this.value(a.type, json[a.tsName]));
    if (type.text && Object.hasOwn(json, "$value")) out.$value = this.value(type.text, json.$value);
    return out;
  }

  private member(t: ComplexTypeModel, local: string): ComplexTypeModel | undefined {
    return [t.id, ...t.derived]
      .map((id) => this.types.get(id))
      .find((x): x is ComplexTypeModel => x?.kind === "complex" && x.name.local === local);
  }

  /** A type's fields with its bases' (an extension's content follows its base's). */
  private allFields(t: ComplexTypeModel): FieldModel[] {
    const base = this.baseOf(t);
    return [...(base ? this.allFields(base) : []), ...t.fields];
  }

  private allAttributes(t: ComplexTypeModel): ComplexTypeModel["attributes"] {
    const base = this.baseOf(t);
    return [...(base ? this.allAttributes(base) : []), ...t.attributes];
  }

  private baseOf(t: ComplexTypeModel): ComplexTypeModel | undefined {
    const id = extensionBase(t);
    const base = id ? this.types.get(id) : undefined;
    return base?.kind === "complex" ? base : undefined;
  }

  /** An `AnyTypeItem`: its value by the type it names (`xsd:long`, `cUser`); an unknown one as it is. */
  private anyItem(json: unknown): unknown {
    if (!isObject(json) || typeof json.type !== "string" || !Object.hasOwn(json, "value"))
      return NO_FIT;
    const { type } = json;
    if (type.startsWith("xsd:")) {
      const xsd = type.slice(4) as XsdBuiltin;
      if (!Object.hasOwn(BUILTINS, xsd)) return json;
      return { ...json, value: this.value({ kind: "builtin", xsd }, json.value) };
    }
    const t = this.byLocalName.get(type);
    return t ? { ...json, value: this.value({ kind: "named", id: t.id }, json.value) } : json;
  }
}

function builtin(xsd: XsdBuiltin, json: unknown, anyItem: (json: unknown) => unknown): unknown {
  switch (BUILTINS[xsd].tsType) {
    case "bigint":
      return typeof json === "string" && /^[+-]?\d+$/.test(json) ? BigInt(json) : NO_FIT;
    case "Date":
      return typeof json === "string" && RFC_3339.test(json) && !Number.isNaN(Date.parse(json))
        ? new Date(json)
        : NO_FIT;
    case "Uint8Array":
      return typeof json === "string" ? (bytes(json) ?? NO_FIT) : NO_FIT;
    case "number":
      if (typeof json === "number") return json;
      return typeof json === "string" && Object.hasOwn(SPECIAL_NUMBERS, json)
        ? SPECIAL_NUMBERS[json as keyof typeof SPECIAL_NUMBERS]
        : NO_FIT;
    case "boolean":
      return typeof json === "boolean" ? json : NO_FIT;
    case "AnyTypeItem":
      return anyItem(json);
    case "string[]":
      return Array.isArray(json) ? json : NO_FIT;
    default:
      return typeof json === "string" ? json : NO_FIT;
  }
}

/** RFC 3339 date-time text, and the six-digit years beyond it `Date.toISOString` writes (toJsonValue's). */
const RFC_3339 =
  /^(\d{4}|[+-]\d{6})-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

const SPECIAL_NUMBERS = { NaN: Number.NaN, INF: Infinity, "-INF": -Infinity } as const;

/** Base64 text as bytes, or undefined when it is none. */
function bytes(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return undefined;
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** A property by definition: a name such as `__proto__` is a property like any other. */
function set(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
}

function isObject(json: unknown): json is Record<string, unknown> {
  return typeof json === "object" && json !== null && !Array.isArray(json);
}
