/**
 * Messages and ErrorDetail codes of the generated validators. Every message names where the value
 * sits (`eventGet: EventID`, `cStatus.bln_Success`), what was expected and what came:
 * `eventGet: EventID: expected an xsd:int (-2147483648..2147483647), got 2147483648`.
 */
import type { z } from "zod";
import { formatUtcDateTime } from "./scalar-text.js";

/** ErrorDetail code of a value that is absent, empty or ASMX's default where one is required. */
export const REQUIRED = "REQUIRED";
/** ErrorDetail code of a value of the wrong type, out of range or unreadable. */
export const INVALID = "INVALID";

/** A value as a message shows it: strings quoted, dates in UTC, absence as `nothing`. */
export function shown(value: unknown): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "bigint") return `${value}n`;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "an invalid Date" : formatUtcDateTime(value);
  if (Array.isArray(value)) return "an array";
  if (typeof value === "object") return value instanceof Uint8Array ? "a Uint8Array" : "an object";
  return String(value);
}

/** The error map of a value at `label` that must be `expected`. */
export function invalid(label: string, expected: string): (issue: { input?: unknown }) => string {
  return (issue) => `${label}: expected ${expected}, got ${shown(issue.input)}`;
}

/** The `error` parameter of an object schema at `label`. */
export function objectError(label: string, expected: string): { error: (issue: { input?: unknown }) => string } {
  return { error: invalid(label, expected) };
}

/** An absent value where one is required. */
export function requiredMessage(label: string, expected: string): string {
  return `${label}: is required, expected ${expected}, got nothing`;
}

/** What the generated client and server need of a schema, so their runtimes need not import zod. */
export interface Validator {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly ValidatorIssue[] } };
}

/** What the client and server read of a zod issue. */
export interface ValidatorIssue {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  expected?: unknown;
  params?: Record<string, unknown>;
}

/** The ErrorDetail items a server returns for a rejected request, one per problem. */
export function toErrorDetails(error: z.ZodError): { code: string; desc: string }[] {
  return error.issues.map((issue) => ({ code: issueCode(issue), desc: issue.message }));
}

/** An issue's ErrorDetail code: REQUIRED for a value absent where one is required, else INVALID. */
export function issueCode(issue: ValidatorIssue): string {
  if (issue.code === "custom" && typeof issue.params?.["code"] === "string") return issue.params["code"];
  // `.nonoptional()` raises this for a required value that is absent.
  if (issue.code === "invalid_type" && issue.expected === "nonoptional") return REQUIRED;
  return INVALID;
}
