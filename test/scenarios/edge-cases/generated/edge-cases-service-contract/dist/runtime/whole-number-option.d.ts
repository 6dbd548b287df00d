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
export declare const TIMER_MS: WholeNumberRule;
/**
 * The option's value (`fallback` when it is not given), or a TypeError (not a number) or
 * RangeError (another number) that names it (`path`) and says what it may be.
 */
export declare function wholeNumberOption(path: string, value: unknown, fallback: number, rule: WholeNumberRule): number;
