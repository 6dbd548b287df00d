/**
 * The facets of one `xs:restriction` of a simple type, and how the steps of a chain of
 * restrictions combine: every step's patterns must match (one entry per step; a step's several
 * patterns are one alternation); lengths and digits take the narrower value; a bound takes the
 * later step's, which XML Schema requires to lie within its base's.
 */
import type { FacetsModel } from "../../model/service-model.ts";
import { ContractError } from "../../model/contract-error.ts";
import { schemaDocumentation } from "./documentation.ts";
import { schemaChildren } from "./read-complex-type.ts";
import type { XmlElement } from "./read-xml.ts";
import { unsupported } from "./unsupported.ts";
import { requiredAttribute } from "./xml-element.ts";

export interface RestrictionStep {
  facets: FacetsModel;
  /** Enumerated values, in order, with the documentation of each. */
  values: string[];
  valueDocumentation: (string | undefined)[];
}

export type LengthFacets = Pick<FacetsModel, "length" | "minLength" | "maxLength">;

const COUNTS = ["length", "minLength", "maxLength", "totalDigits", "fractionDigits"] as const;
const BOUNDS = ["minInclusive", "maxInclusive", "minExclusive", "maxExclusive"] as const;
/** Read elsewhere (an inline base type) or of no concern to the generated code (white space handling). */
const SKIPPED = ["simpleType", "whiteSpace"];

export function readRestrictionStep(restriction: XmlElement): RestrictionStep {
  const step: RestrictionStep = { facets: {}, values: [], valueDocumentation: [] };
  const patterns: string[] = [];
  for (const child of schemaChildren(restriction)) {
    const facet = child.local;
    if (facet === "enumeration") {
      step.values.push(requiredAttribute(child, "value"));
      step.valueDocumentation.push(schemaDocumentation(child));
    } else if (facet === "pattern") patterns.push(requiredAttribute(child, "value"));
    else if (isOneOf(facet, COUNTS)) step.facets[facet] = count(child);
    else if (isOneOf(facet, BOUNDS)) step.facets[facet] = requiredAttribute(child, "value").trim();
    else if (!SKIPPED.includes(facet)) {
      throw unsupported(
        child,
        `<${child.name}> in the restriction of a simple type`,
        "expected the facets of XML Schema 1.0 (xs:enumeration, xs:pattern, xs:length, ...)",
      );
    }
  }
  if (patterns.length > 0)
    step.facets.patterns = [
      patterns.length === 1 ? patterns[0]! : patterns.map((p) => `(?:${p})`).join("|"),
    ];
  return step;
}

/** The facets of a restriction of a type with facets `base` by a step with facets `step`. */
export function narrowFacets(base: FacetsModel, step: FacetsModel): FacetsModel {
  const narrowed: FacetsModel = { ...base, ...step };
  const patterns = [...(base.patterns ?? []), ...(step.patterns ?? [])];
  if (patterns.length > 0) narrowed.patterns = patterns;
  narrowed.minLength = larger(base.minLength, step.minLength);
  narrowed.maxLength = smaller(base.maxLength, step.maxLength);
  narrowed.totalDigits = smaller(base.totalDigits, step.totalDigits);
  narrowed.fractionDigits = smaller(base.fractionDigits, step.fractionDigits);
  return withoutUndefined(narrowed);
}

export function lengthFacets({ length, minLength, maxLength }: FacetsModel): LengthFacets {
  return withoutUndefined({ length, minLength, maxLength });
}

function isOneOf<T extends string>(value: string, values: readonly T[]): value is T {
  return (values as readonly string[]).includes(value);
}

function count(el: XmlElement): number {
  const value = requiredAttribute(el, "value");
  if (!/^\s*\d+\s*$/.test(value))
    throw new ContractError(
      `value="${value}" of <${el.name}> is not a count: expected a non-negative integer`,
      el.loc,
    );
  return Number(value);
}

function larger(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.max(a, b);
}

function smaller(a: number | undefined, b: number | undefined): number | undefined {
  return a === undefined ? b : b === undefined ? a : Math.min(a, b);
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
