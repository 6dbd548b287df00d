/**
 * The typed field of each XML Schema built-in the school contract does not use: accepts the values
 * its codec can write, refuses the others with the built-in's expectation.
 */
import { describe, expect, it } from "vitest";
import { toErrorDetails } from "school-service-contract/validators";
import { xsd } from "school-service-contract/runtime/validation-fields";

type Name = keyof typeof xsd;
const CASES: [Name, unknown[], unknown, string][] = [
  ["short", [-32768, 32767], 32768, "an xsd:short (-32768..32767)"],
  ["unsignedByte", [0, 255], -1, "an xsd:unsignedByte (0..255)"],
  ["char", [0, 65535], 65536, "an xsd:char (0..65535)"],
  ["long", [-(2n ** 63n), 2n ** 63n - 1n], 2n ** 63n, "an xsd:long bigint (-9223372036854775808..9223372036854775807)"],
  ["unsignedLong", [0n, 2n ** 64n - 1n], -1n, "an xsd:unsignedLong bigint (0..18446744073709551615)"],
  ["integer", [10n ** 40n], 1, "an xsd:integer bigint"],
  ["decimal", ["-12.50", ".5"], "1e3", "an xsd:decimal string"],
  ["double", [Number.NaN, Infinity, -0.5], "1", "an xsd:double number"],
  ["date", ["2024-05-01", "2024-05-01+02:00"], "05/01/2024", "an xsd:date string"],
  ["duration", ["P1DT2H", "-PT0.5S"], "P", "an xsd:duration string"],
  ["guid", ["0f8fad5b-d9cb-469f-a165-70867728950e"], "0f8fad5b", "a guid string"],
  ["base64Binary", [new Uint8Array([0, 255])], "AP8=", "a Uint8Array"],
  ["dateTime", [new Date("2024-05-01T00:00:00Z")], "2024-05-01T00:00:00Z", "a valid Date"],
];

describe("xsd fields", () => {
  it.each(CASES)("%s", (name, valid, invalid, expected) => {
    const schema = xsd[name].at(`value of ${name}`);
    for (const v of valid) expect(schema.parse(v)).toEqual(v);
    const result = schema.safeParse(invalid);
    expect(result.success).toBe(false);
    const got = typeof invalid === "string" ? JSON.stringify(invalid) : typeof invalid === "bigint" ? `${invalid}n` : String(invalid);
    expect(toErrorDetails(result.error!)).toEqual([{ code: "INVALID", desc: `value of ${name}: expected ${expected}, got ${got}` }]);
  });
});
