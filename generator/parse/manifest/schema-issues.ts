/**
 * Turns zod's findings on a manifest into one ContractError at the offending YAML node: the first
 * problem in document order, phrased with the manifest's own words (`unknown key "paramters" in
 * operation eventGet: expected one of ...`, `minOccurs of field x of type T: expected ...`).
 */
import * as z from "zod";
import { ContractError } from "../../model/contract-error.ts";
import { describePath } from "./describe-path.ts";
import {
  describeValueAt,
  endOffsetOf,
  hasPath,
  isCollectionAt,
  locationAt,
  offsetOf,
  type ManifestPath,
  type ManifestSource,
} from "./manifest-source.ts";

type Issue = z.core.$ZodIssue;
type RawIssue = z.core.$ZodRawIssue;

interface Problem {
  /** Where to report it. */
  offset: number;
  /** Where it sorts among the others: a missing key sorts at the end of its map, so that a
   * misspelt key in that map (the likelier cause) is reported first. */
  order: number;
  detail: string;
}

/**
 * The parse-wide error map: every issue's message is what was expected, as a phrase ("a list",
 * "an integer"), so messages compose as `<where>: expected <message>, got <value>`. Schemas that
 * know better (a type name, a binding kind) set their own phrase, which wins over this one.
 */
export function expectationOf(issue: RawIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return EXPECTED_TYPES[issue.expected] ?? `a ${issue.expected}`;
    case "too_small":
      if (issue.origin === "array")
        return `at least ${issue.minimum} item${issue.minimum === 1 ? "" : "s"}`;
      if (issue.origin === "string") return "a non-empty string";
      return `a number >= ${issue.minimum}`;
    case "invalid_value":
      return issue.values.length === 1
        ? String(issue.values[0])
        : `one of ${issue.values.map(String).join(", ")}`;
    case "invalid_format":
      return `text matching ${issue.pattern ?? issue.format}`;
    default:
      return "something else";
  }
}

const EXPECTED_TYPES: Record<string, string> = {
  string: "a string",
  number: "a number",
  int: "an integer",
  boolean: "true or false",
  object: "a map",
  record: "a map",
  array: "a list",
};

export function schemaError(
  src: ManifestSource,
  schema: z.ZodType,
  issues: readonly Issue[],
): ContractError {
  const problems = issues.flatMap((issue) => problemsOf(src, schema, issue, []));
  const first = problems.reduce((a, b) => (b.order < a.order ? b : a));
  return new ContractError(first.detail, locationAt(src, first.offset));
}

function problemsOf(
  src: ManifestSource,
  schema: z.ZodType,
  issue: Issue,
  base: ManifestPath,
): Problem[] {
  const path: ManifestPath = [
    ...base,
    ...issue.path.map((s) => (typeof s === "number" ? s : String(s))),
  ];
  const where = describePath(path);
  switch (issue.code) {
    case "unrecognized_keys":
      return issue.keys.map((key) => ({
        ...at(offsetOf(src, [...path, key], "key")),
        detail: `unknown key ${JSON.stringify(key)} in ${where}: expected one of ${allowedKeys(schema, path).join(", ")}`,
      }));
    case "invalid_key":
      return [
        {
          ...at(offsetOf(src, path, "key")),
          detail: `invalid name ${JSON.stringify(path[path.length - 1])} in ${describePath(path.slice(0, -1))}: expected ${issue.issues[0]?.message}`,
        },
      ];
    case "invalid_union": {
      // A map or list given where a type name or a map is allowed: report what is wrong inside it
      // against the one branch that takes that kind of value.
      const fitting = issue.errors.filter(
        (branch) =>
          !(
            branch.length === 1 &&
            branch[0]!.code === "invalid_type" &&
            branch[0]!.path.length === 0
          ),
      );
      if (isCollectionAt(src, path) && fitting.length === 1)
        return fitting[0]!.flatMap((inner) => problemsOf(src, schema, inner, path));
      break;
    }
  }
  if (!hasPath(src, path)) {
    const parent = path.slice(0, -1);
    return [
      {
        offset: offsetOf(src, path, "key"),
        order: endOffsetOf(src, parent),
        detail: `missing key ${JSON.stringify(path[path.length - 1])} in ${describePath(parent)}`,
      },
    ];
  }
  return [
    {
      ...at(offsetOf(src, path)),
      detail: `${where}: expected ${issue.message}, got ${describeValueAt(src, path)}`,
    },
  ];
}

function at(offset: number): { offset: number; order: number } {
  return { offset, order: offset };
}

/** The keys the strict object at `path` allows, in the schema's order. */
function allowedKeys(schema: z.ZodType, path: ManifestPath): string[] {
  let current: z.ZodType | undefined = schema;
  for (const segment of path) {
    const s = unwrap(current);
    if (s instanceof z.ZodObject) current = s.shape[segment];
    else if (s instanceof z.ZodRecord) current = s.valueType as z.ZodType;
    else if (s instanceof z.ZodArray) current = s.element as z.ZodType;
    else current = undefined;
  }
  const object = unwrap(current);
  return object instanceof z.ZodObject ? Object.keys(object.shape) : [];
}

/** Sees through `.optional()` and, in a union, to its one object option. */
function unwrap(schema: z.ZodType | undefined): z.ZodType | undefined {
  if (schema instanceof z.ZodOptional) return unwrap(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodUnion)
    return (schema.options as z.ZodType[]).find((o) => o instanceof z.ZodObject);
  return schema;
}
