/**
 * A simple type restricting a built-in: the built-in's schema and a check per facet, in zod's own
 * terms where zod has them (`.regex`, `.length`, `.min`, `.max`, `.gt`, `.lt` on strings, numbers,
 * bigints, Dates and arrays) and as a `.refine` where it has not (decimal strings, dates as text,
 * digits, binary lengths, patterns of values that are not strings). Lengths of strings count
 * UTF-16 code units, as zod does (XSD counts characters: they differ only outside the BMP). A
 * facet that cannot be checked (a duration's bounds, a block escape in a pattern) is named in the
 * schema's documentation instead.
 */
import type { FacetsModel, SimpleTypeModel, XsdBuiltin } from "../../model/service-model.ts";
import { binary, call, member, num, regex, str, type ExprNode } from "../code/code-model.ts";
import { BUILTINS } from "../common/builtin-table.ts";
import { boundChecks } from "./bound-checks.ts";
import type { ValidatorScope } from "./validator-scope.ts";
import { XsdPatternError, xsdPatternSource } from "./xsd-pattern.ts";
import { method, refined, type Check } from "./facet-check.ts";

export interface Restriction {
  schema: ExprNode;
  /** Facets the schema cannot check, with why. */
  unchecked: string[];
}

export function restrictionSchema(t: SimpleTypeModel, scope: ValidatorScope): Restriction {
  const unchecked: string[] = [];
  let schema: ExprNode = scope.builtin(t.base);
  const checks = [
    ...lengthChecks(t.base, t.facets, unchecked),
    ...boundChecks(t.base, t.facets, unchecked),
    ...digitChecks(t.base, t.facets),
    ...patternChecks(t.base, t.facets, unchecked),
  ];
  for (const check of checks) schema = check(schema);
  return { schema, unchecked };
}

function lengthChecks(base: XsdBuiltin, f: FacetsModel, unchecked: string[]): Check[] {
  const facets: [number | undefined, string, string][] = [
    [f.length, "length", "==="],
    [f.minLength, "min", ">="],
    [f.maxLength, "max", "<="],
  ];
  const given = facets.filter(([n]) => n !== undefined) as [number, string, string][];
  const tsType = BUILTINS[base].tsType;
  if (tsType === "string" || tsType === "string[]")
    return given.map(([n, zodMethod]) => method(zodMethod, num(n)));
  if (tsType === "Uint8Array") {
    const length = member("bytes", "length");
    return given.map(([n, , op]) =>
      refined(
        "bytes",
        binary(length, op, num(n)),
        `Invalid length: expected ${op === "===" ? "exactly" : op} ${n} bytes`,
      ),
    );
  }
  unchecked.push(...given.map(([n, zodMethod]) => `${zodMethod} ${n}: xsd:${base} has no length`));
  return [];
}

/** totalDigits and fractionDigits: of a decimal's text, or as bounds of an integer. */
function digitChecks(base: XsdBuiltin, f: FacetsModel): Check[] {
  const checks: Check[] = [];
  const tsType = BUILTINS[base].tsType;
  // double and float have no totalDigits in XSD.
  if (f.totalDigits !== undefined && tsType === "number" && base !== "double" && base !== "float") {
    const limit = 10 ** f.totalDigits;
    checks.push(method("gt", num(-limit)), method("lt", num(limit)));
  }
  if (f.totalDigits !== undefined && tsType === "bigint") {
    const limit = 10n ** BigInt(f.totalDigits);
    checks.push(
      method("gt", { kind: "bigint", value: -limit }),
      method("lt", { kind: "bigint", value: limit }),
    );
  }
  if (base !== "decimal") return checks;
  if (f.fractionDigits !== undefined) {
    // Trailing zeros of the fraction are no digits of the value.
    checks.push(
      method(
        "regex",
        regex(`^[^.]*(\\.\\d{0,${f.fractionDigits}}0*)?\\s*$`),
        str(`Too many fraction digits: expected at most ${f.fractionDigits}`),
      ),
    );
  }
  if (f.totalDigits !== undefined) {
    // The digits of the value: without sign, leading zeros, the point and the fraction's trailing zeros.
    const trimmed = call(member("value", "trim"), []);
    const unsigned = call(member(trimmed, "replace"), [regex("^[+-]?0*"), str("")]);
    const fraction = call(member(unsigned, "replace"), [regex("(\\.\\d*?)0*$"), str("$1")]);
    const digits = call(member(fraction, "replace"), [str("."), str("")]);
    checks.push(
      refined(
        "value",
        binary(member(digits, "length"), "<=", num(f.totalDigits)),
        `Too many digits: expected at most ${f.totalDigits}`,
      ),
    );
  }
  return checks;
}

/** Each pattern must match the value's text (a list's items joined by spaces, a number as written). */
function patternChecks(base: XsdBuiltin, f: FacetsModel, unchecked: string[]): Check[] {
  const tsType = BUILTINS[base].tsType;
  return (f.patterns ?? []).flatMap((pattern): Check[] => {
    let source: string;
    try {
      source = xsdPatternSource(pattern);
    } catch (error) {
      if (!(error instanceof XsdPatternError)) throw error;
      unchecked.push(`pattern ${JSON.stringify(pattern)}: ${error.message}`);
      return [];
    }
    const expression = regex(source, "u");
    if (tsType === "string") return [method("regex", expression)];
    const text =
      tsType === "string[]" ? call(member("value", "join"), [str(" ")]) : call("String", ["value"]);
    if (
      tsType === "number" ||
      tsType === "bigint" ||
      tsType === "boolean" ||
      tsType === "string[]"
    ) {
      return [
        refined(
          "value",
          call(member(expression, "test"), [text]),
          `Invalid value: must match pattern /${source}/u`,
        ),
      ];
    }
    unchecked.push(
      `pattern ${JSON.stringify(pattern)}: a ${tsType} value is not checked against its text`,
    );
    return [];
  });
}
