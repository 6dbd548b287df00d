/**
 * Enumerations, lists, unions and restrictions of built-ins, as the validators check them
 * (validators/simple-schemas.ts, restriction-schema.ts): an enumeration's exact literals, a list's
 * items with its length facets, a union's member schemas (`anyOf`: they may overlap), and a
 * restriction's built-in with a keyword per facet JSON Schema can state. A facet it cannot state of
 * the JSON form (a bound of a value written as text, a byte length of base64 text, a pattern of a
 * number) is named in the schema's description instead.
 */
import type {
  EnumTypeModel,
  FacetsModel,
  ListTypeModel,
  SimpleTypeModel,
  UnionTypeModel,
  XsdBuiltin,
} from "../../model/service-model.ts";
import { BUILTINS } from "../common/builtin-table.ts";
import { XsdPatternError, xsdPatternSource } from "../validators/xsd-pattern.ts";
import { allOf, type JsonSchema } from "./json-schema.ts";
import type { OpenApiScope } from "./openapi-scope.ts";

export function enumSchema(t: EnumTypeModel): JsonSchema {
  return { type: "string", enum: t.values.map((v) => v.value) };
}

export function listSchema(t: ListTypeModel, scope: OpenApiScope): JsonSchema {
  return { type: "array", items: scope.schemaOf(t.item), ...itemCounts(t.facets) };
}

export function unionSchema(t: UnionTypeModel, scope: OpenApiScope): JsonSchema {
  const members = new Map(t.members.map((m) => [JSON.stringify(scope.schemaOf(m)), m]));
  const schemas = [...members.values()].map((m) => scope.schemaOf(m));
  return schemas.length === 1 ? schemas[0]! : { anyOf: schemas };
}

export function restrictionSchema(t: SimpleTypeModel, scope: OpenApiScope): JsonSchema {
  const unchecked: string[] = [];
  const facets = [
    ...lengths(t.base, t.facets, unchecked),
    ...bounds(t.base, t.facets, unchecked),
    ...digits(t.base, t.facets, unchecked),
    ...patterns(t.base, t.facets, unchecked),
  ];
  const schema = allOf([scope.schemaOf({ kind: "builtin", xsd: t.base }), ...facets]);
  if (unchecked.length === 0) return schema;
  const description = `Not checked by this schema: ${unchecked.join("; ")}.`;
  return typeof schema === "object" && !("$ref" in schema)
    ? { ...schema, description }
    : { allOf: [schema], description };
}

function itemCounts(f: Pick<FacetsModel, "length" | "minLength" | "maxLength">) {
  return {
    ...(f.length !== undefined ? { minItems: f.length, maxItems: f.length } : {}),
    ...(f.minLength !== undefined ? { minItems: f.minLength } : {}),
    ...(f.maxLength !== undefined ? { maxItems: f.maxLength } : {}),
  };
}

function lengths(base: XsdBuiltin, f: FacetsModel, unchecked: string[]): JsonSchema[] {
  const given = f.length !== undefined || f.minLength !== undefined || f.maxLength !== undefined;
  if (!given) return [];
  const tsType = BUILTINS[base].tsType;
  if (tsType === "string")
    return [
      {
        ...(f.length !== undefined ? { minLength: f.length, maxLength: f.length } : {}),
        ...(f.minLength !== undefined ? { minLength: f.minLength } : {}),
        ...(f.maxLength !== undefined ? { maxLength: f.maxLength } : {}),
      },
    ];
  if (tsType === "string[]") return [itemCounts(f)];
  unchecked.push(
    `the length facets of xsd:${base} (${tsType === "Uint8Array" ? "bytes, not base64 characters" : "no length"})`,
  );
  return [];
}

const BOUNDS = [
  ["minInclusive", "minimum"],
  ["maxInclusive", "maximum"],
  ["minExclusive", "exclusiveMinimum"],
  ["maxExclusive", "exclusiveMaximum"],
] as const;

/** Bounds of values that are JSON numbers; a bound of a value written as text is named. */
function bounds(base: XsdBuiltin, f: FacetsModel, unchecked: string[]): JsonSchema[] {
  const numeric = BUILTINS[base].tsType === "number";
  const keywords: Record<string, number> = {};
  for (const [facet, keyword] of BOUNDS) {
    const text = f[facet]?.trim();
    if (text === undefined) continue;
    const value = Number(text);
    if (numeric && Number.isFinite(value)) keywords[keyword] = value;
    else unchecked.push(`${facet} ${text}`);
  }
  return Object.keys(keywords).length > 0 ? [keywords] : [];
}

/** totalDigits as bounds of a number or digits of an integer's text; fractionDigits of a decimal's text. */
function digits(base: XsdBuiltin, f: FacetsModel, unchecked: string[]): JsonSchema[] {
  const tsType = BUILTINS[base].tsType;
  const out: JsonSchema[] = [];
  if (f.totalDigits !== undefined) {
    if (tsType === "number" && base !== "double" && base !== "float")
      out.push({ exclusiveMinimum: -(10 ** f.totalDigits), exclusiveMaximum: 10 ** f.totalDigits });
    else if (tsType === "bigint") out.push({ pattern: `^-?[0-9]{1,${f.totalDigits}}$` });
    else if (base !== "double" && base !== "float") unchecked.push(`totalDigits ${f.totalDigits}`);
  }
  if (f.fractionDigits !== undefined && base === "decimal")
    // Trailing zeros of the fraction are no digits of the value.
    out.push({ pattern: `^[^.]*(\\.\\d{0,${f.fractionDigits}}0*)?\\s*$` });
  return out;
}

/** Each pattern must match the text of a value written as text; of other values it is named. */
function patterns(base: XsdBuiltin, f: FacetsModel, unchecked: string[]): JsonSchema[] {
  const tsType = BUILTINS[base].tsType;
  return (f.patterns ?? []).flatMap((pattern): JsonSchema[] => {
    if (tsType !== "string" && tsType !== "bigint") {
      unchecked.push(`pattern ${JSON.stringify(pattern)} (a ${tsType} value)`);
      return [];
    }
    try {
      return [{ pattern: xsdPatternSource(pattern) }];
    } catch (error) {
      if (!(error instanceof XsdPatternError)) throw error;
      unchecked.push(`pattern ${JSON.stringify(pattern)}: ${error.message}`);
      return [];
    }
  });
}
