// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Scalar values as text on the wire, the way ASP.NET ASMX writes and reads them.
 *
 * SOAP bodies use XML Schema lexical forms (XmlConvert): booleans `true`/`false`/`1`/`0`, ints
 * with optional sign and surrounding whitespace, xsd:dateTime with an optional zone.
 * HTTP GET and POST values are read with .NET's invariant culture instead: booleans `true`/`false`
 * in any case (not `1`/`0`), dates in ISO form or `MM/dd/yyyy`, `MM.dd.yyyy`, `May 1, 2024`, and a
 * `Z` or offset is converted to the server's local time — so clients send zone-less text there.
 *
 * Parsers return `undefined` for text they cannot read; callers turn that into the binding's error.
 */
export declare const INT_MIN = -2147483648;
export declare const INT_MAX = 2147483647;
/** The range of each integer built-in that fits a JavaScript number exactly. */
export declare const INTEGER_RANGES: {
    readonly int: readonly [-2147483648, 2147483647];
    readonly short: readonly [-32768, 32767];
    readonly byte: readonly [-128, 127];
    readonly unsignedInt: readonly [0, 4294967295];
    readonly unsignedShort: readonly [0, 65535];
    readonly unsignedByte: readonly [0, 255];
    readonly char: readonly [0, 65535];
};
/** `text` without the XML whitespace around it (most values have none: no copy then). */
export declare function collapse(text: string): string;
/** xsd integer types (XmlConvert.ToInt32 and kin): optional sign, digits, surrounding whitespace. */
export declare function parseInteger(text: string, min: number, max: number): number | undefined;
/**
 * xsd:long and other 64-bit or unbounded integers, as bigint, within `min` and `max` (as bigint
 * and, for a short integer's check, as the nearest numbers: see bigIntegerBounds).
 */
export declare function parseBigInteger(text: string, bounds: BigIntegerBounds): bigint | undefined;
/** The range of a big integer type, as bigint and as numbers (infinite where it has no bound). */
export interface BigIntegerBounds {
    readonly min: bigint | undefined;
    readonly max: bigint | undefined;
    readonly minNumber: number;
    readonly maxNumber: number;
}
/**
 * `min` and `max` for parseBigInteger. A short integer (below 10^15, exact in a double) is checked
 * against the bounds as numbers, not made a bigint first: comparing bigints took a third of
 * reading an xsd:long. Exact: a bound rounded to a double stays on its side of every short
 * integer (one past 2^53 in size rounds to another past it).
 */
export declare function bigIntegerBounds(min?: bigint, max?: bigint): BigIntegerBounds;
/**
 * Whether `t` is an xsd:decimal without white space around it: a sign, digits and at most one
 * point, a digit at least (/^[+-]?([0-9]+(\.[0-9]*)?|\.[0-9]+)$/), read without the expression.
 */
export declare function isDecimalText(t: string): boolean;
export declare function parseDecimal(text: string): string | undefined;
export declare function parseFloating(text: string): number | undefined;
/**
 * xsd:double or xsd:float text. -0 is `-0` (String(-0) is "0"): XML Schema's lexical space has
 * it, .NET's XmlConvert writes it, and parseFloating reads it back as -0.
 */
export declare function formatFloating(n: number): string;
/** xsd:float: the 32-bit float its text names (`0.1` is 0.10000000149011612), as .NET's float holds it. */
export declare function parseFloat32(text: string): number | undefined;
/**
 * xsd:float text of `n` as a 32-bit float, as .NET Framework's XmlConvert writes a float (format
 * "R"): 7 significant digits when they read back as the same float, else 9. 0.1f is `0.1`; its
 * double's digits, `0.10000000149011612`, would be a double's text, which a peer reading floats as
 * doubles (zeep) takes for another number. A finite number beyond the float range is a
 * RangeError, not infinity.
 */
export declare function formatFloat32(n: number): string;
/** xsd:boolean in a SOAP body: `true`, `false`, `1`, `0` (case-sensitive). */
export declare function parseSoapBoolean(text: string): boolean | undefined;
/** Boolean.Parse on HTTP GET/POST: `true` or `false` in any case, surrounding whitespace allowed. */
export declare function parseFormBoolean(text: string): boolean | undefined;
/**
 * xsd:dateTime (or a bare xsd:date, which ASMX also accepts) in a SOAP body. A time without a
 * zone is read as UTC; fraction digits beyond milliseconds are dropped.
 */
export declare function parseSoapDateTime(text: string): Date | undefined;
/**
 * DateTime.Parse with the invariant culture, as HTTP GET/POST read a dateTime: ISO forms (with
 * `T` or a space), `MM/dd/yyyy` and `MM.dd.yyyy`, and `May 1, 2024`. A zone-less time is read as
 * UTC, like over SOAP, so both bindings hand the implementation the same instant.
 */
export declare function parseFormDateTime(text: string): Date | undefined;
/**
 * The UTC wall-clock time of `d`, without a zone: `2024-05-01T10:00:00` or `...T10:00:00.123`.
 * The time of day is worked out from the instant and the date kept for the next one of its day:
 * each field read from the Date and padded took 280 ns a dateTime, a fifth of a record's writing.
 */
export declare function formatUtcWallClock(d: Date): string;
/** xsd:dateTime of an instant in UTC, as .NET writes a UTC DateTime: `2024-05-01T10:00:00Z`. */
export declare function formatUtcDateTime(d: Date): string;
/**
 * An xsd:dateTime read off the wire: a Date (the instant; a time without a zone read as UTC, as
 * ASMX reads it) that keeps the text it was read from, which a Date cannot hold: whether it had a
 * zone (.NET's "unspecified" kind has none), which offset, and fraction digits past milliseconds
 * (.NET writes seven). Written again while it holds the instant read, it is written as that text,
 * so a service that echoes what it received echoes it unchanged; once changed (`setHours`), as
 * any Date.
 */
export declare class XsdDateTime extends Date {
    #private;
    /** The text as read, without surrounding white space: `2024-05-01T10:00:00.1234567+02:00`. */
    readonly text: string;
    /** `text`, an xsd:dateTime (or xsd:date) lexical form: a RangeError when it is none. */
    constructor(text: string);
    /** The offset from UTC the text states, in minutes (`Z`: 0); undefined when it states none. */
    get offsetMinutes(): number | undefined;
    /** The text, while this Date still holds the instant it was read as; undefined after a change. */
    get unchangedText(): string | undefined;
}
/** An xsd:dateTime in a SOAP body read as an XsdDateTime (see there); undefined when it is none. */
export declare function readSoapDateTime(text: string): XsdDateTime | undefined;
/** True when `text` is an xsd:dateTime (or xsd:date) lexical form. */
export declare function isXsdDateTime(text: string): boolean;
/**
 * A dateTime argument as text for HTTP GET/POST: zone-less, because ASMX would shift a `Z` or an
 * offset into the server's local zone. A Date, or a string with a zone, becomes its UTC wall-clock
 * time; a zone-less string is sent as given.
 */
export declare function formDateTimeText(value: Date | string): string;
/**
 * A dateTime argument as text in a SOAP body: a Date as UTC with `Z` (an XsdDateTime still
 * holding the instant it was read as: its text), a valid string as given.
 */
export declare function soapDateTimeText(value: Date | string): string;
/** Enum.Parse on HTTP GET/POST: a name (case-sensitive), a number, or a comma list of flags. */
export declare function parseFormEnum<T extends string>(text: string, values: readonly T[]): T | undefined;
