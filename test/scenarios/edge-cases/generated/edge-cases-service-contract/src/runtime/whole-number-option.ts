// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * The check of the numeric options of the client and the server: a mistake (`"1mb"`, NaN, -1,
 * 0.5, a port of 70000) is refused when the client or server is made (a call's own options when it
 * is called), naming the option, instead of being found later as a limit that never applies (a
 * comparison with a string or NaN is false) or a timer that fires at once.
 */

/** What a numeric option may be: a whole number from `min` to `max`; Infinity too where `unlimited`. */
export interface WholeNumberRule {
  /** What it counts, for the message: "bytes", "milliseconds". */
  unit?: string;
  min: number;
  max?: number;
  /** Infinity means no limit (it works where the value is only compared with). */
  unlimited?: boolean;
}

/**
 * A time a timer waits: whole milliseconds, at most 2^31 - 1 (a longer wait fires at once), never
 * Infinity (which a timer takes as 1 ms); 0 where the option allows none (`{ ...TIMER_MS, min: 1 }`
 * where it does not).
 */
export const TIMER_MS: WholeNumberRule = { unit: "milliseconds", min: 0, max: 2_147_483_647 };

/**
 * The option's value (`fallback` when it is not given), or a TypeError (not a number) or
 * RangeError (another number) that names it (`path`) and says what it may be.
 */
export function wholeNumberOption(
  path: string,
  value: unknown,
  fallback: number,
  rule: WholeNumberRule,
): number {
  const given = value === undefined ? fallback : value;
  const max = rule.max ?? Number.MAX_SAFE_INTEGER;
  if (
    typeof given === "number" &&
    ((Number.isInteger(given) && given >= rule.min && given <= max) ||
      (rule.unlimited === true && given === Number.POSITIVE_INFINITY))
  )
    return given;
  const range = rule.max === undefined ? `>= ${rule.min}` : `from ${rule.min} to ${rule.max}`;
  const expected =
    `a whole number${rule.unit === undefined ? "" : ` of ${rule.unit}`} ${range}` +
    (rule.unlimited === true ? " or Infinity (no limit)" : "");
  const Refusal = typeof given === "number" ? RangeError : TypeError;
  throw new Refusal(`${path}: expected ${expected}, got ${shown(given)}`);
}

/** A refused value as the message shows it: a string quoted, an object by its kind. */
function shown(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number" || typeof value === "boolean" || value == null)
    return String(value);
  return `${typeof value === "object" ? "an" : "a"} ${typeof value}`;
}
