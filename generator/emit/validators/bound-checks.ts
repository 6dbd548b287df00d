/**
 * minInclusive, maxInclusive, minExclusive and maxExclusive: zod's `.min`/`.max`/`.gt`/`.lt` on
 * numbers and bigints and `.min`/`.max` on Dates; a `.refine` comparing a double, a decimal string
 * (as a number: exact to about 15 digits), an exclusive Date bound or a date, time or g* text (as
 * text: exact for values written like the bound, without zones, years of four digits).
 */
import type { FacetsModel, XsdBuiltin } from "../../model/service-model.ts";
import { binary, bigint, call, newExpr, num, str } from "../code/code-model.ts";
import { BUILTINS } from "../common/builtin-table.ts";
import { method, refined, type Check } from "./facet-check.ts";

type Bound = "minInclusive" | "maxInclusive" | "minExclusive" | "maxExclusive";
const BOUNDS: { facet: Bound; op: string; zod: string; word: string }[] = [
  { facet: "minInclusive", op: ">=", zod: "min", word: "Too small" },
  { facet: "minExclusive", op: ">", zod: "gt", word: "Too small" },
  { facet: "maxInclusive", op: "<=", zod: "max", word: "Too big" },
  { facet: "maxExclusive", op: "<", zod: "lt", word: "Too big" },
];
const TEXT_ORDERED = new Set<XsdBuiltin>([
  "date",
  "time",
  "gYear",
  "gYearMonth",
  "gMonth",
  "gMonthDay",
  "gDay",
]);
const FLOATING: Record<string, number> = { INF: Infinity, "-INF": -Infinity };

export function boundChecks(base: XsdBuiltin, f: FacetsModel, unchecked: string[]): Check[] {
  return BOUNDS.flatMap(({ facet, op, zod, word }): Check[] => {
    const text = f[facet]?.trim();
    if (text === undefined) return [];
    const check = boundCheck(base, text, op, zod, `${word}: expected ${base} to be ${op}${text}`);
    if (!check) unchecked.push(`${facet} ${text}: not compared for xsd:${base}`);
    return check ? [check] : [];
  });
}

function boundCheck(
  base: XsdBuiltin,
  text: string,
  op: string,
  zod: string,
  message: string,
): Check | undefined {
  const tsType = BUILTINS[base].tsType;
  if (tsType === "bigint" && /^[+-]?\d+$/.test(text)) return method(zod, bigint(BigInt(text)));
  const number = FLOATING[text] ?? Number(text);
  if (tsType === "number" && !Number.isNaN(number)) {
    return base === "double" || base === "float"
      ? refined("value", binary("value", op, num(number)), message)
      : method(zod, num(number));
  }
  if (base === "decimal" && !Number.isNaN(number))
    return refined("value", binary(call("Number", ["value"]), op, num(number)), message);
  if (tsType === "Date") {
    const instant = utcInstant(text);
    if (instant === undefined) return undefined;
    const date = newExpr("Date", [str(instant)]);
    return op === ">=" || op === "<="
      ? method(zod, date)
      : refined("date", binary("date", op, date), message);
  }
  if (TEXT_ORDERED.has(base)) return refined("value", binary("value", op, str(text)), message);
  return undefined;
}

/** An xsd:dateTime bound as an ISO instant; without a zone it is UTC, as the codecs read it. */
function utcInstant(text: string): string | undefined {
  const zoned = /(Z|[+-]\d{2}:\d{2})$/.test(text) ? text : `${text}Z`;
  const ms = Date.parse(
    /T/.test(zoned) ? zoned : zoned.replace(/Z$|([+-]\d{2}:\d{2})$/, "T00:00:00$&"),
  );
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}
