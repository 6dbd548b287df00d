/**
 * The schemas of the contract's types, as a strict client checks a decoded response and a server
 * its AuthHeader: the envelope with its status, ErrorDetail items and `_data` items of every kind;
 * what does not fit is reported at its path, in zod's words.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  AuthHeaderSchema,
  ErrorDetailSchema,
  btSchema,
  rtnObjectSchema,
} from "school-service-contract/validators";

function issues(schema: z.ZodType, input: unknown): { path: PropertyKey[]; message: string }[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`accepted ${JSON.stringify(result.data)}`);
  return result.error.issues.map(({ path, message }) => ({ path, message }));
}

const ENVELOPE = {
  _status: {
    bln_Success: false,
    detail: [{ code: "REQUIRED", desc: "hostid is required. <&> Zoë" }, null, {}],
  },
  _data: [
    { type: "xsd:string", value: "userGetHostID;hostid=" },
    { type: "xsd:int", value: -2147483648 },
    { type: "xsd:long", value: 9223372036854775807n },
    { type: "xsd:double", value: Number.NaN },
    { type: "xsd:decimal", value: "-12.50" },
    {
      type: "xsd:dateTime",
      value: new Date("2024-05-01T10:00:00.123Z"),
      text: "2024-05-01T10:00:00.1234567Z",
    },
    {
      type: "cUser",
      value: { name: "O'Brien & <Söhne>", roles: ["a", "b"], phone: { home: null } },
    },
    { type: "unknown", xsiType: "cSomethingElse", value: [{ x: "1" }, "text", null] },
    null,
  ],
};

describe("type schemas", () => {
  it("accept an envelope with every kind of item, unchanged", () => {
    expect(rtnObjectSchema.parse(ENVELOPE)).toEqual(ENVELOPE);
    expect(rtnObjectSchema.parse({})).toEqual({});
  });

  it("report what does not fit at its path", () => {
    const bad = {
      _status: { detail: [{ code: 5 }] },
      _data: [
        { type: "xsd:boolean", value: "true" },
        { type: "cRole", value: { id: 7 } },
        { type: "xsd:int", value: 2 ** 31 },
        { type: "xsd:nothing", value: 1 },
      ],
    };
    expect(issues(rtnObjectSchema, bad)).toEqual([
      {
        path: ["_status", "bln_Success"],
        message: "Invalid input: expected boolean, received undefined",
      },
      {
        path: ["_status", "detail", 0, "code"],
        message: "Invalid input: expected string, received number",
      },
      { path: ["_data", 0, "value"], message: "Invalid input: expected boolean, received string" },
      { path: ["_data", 1, "value", "id"], message: "Invalid input" },
      { path: ["_data", 2, "value"], message: "Too big: expected number to be <=2147483647" },
      {
        path: ["_data", 3, "type"],
        message: expect.stringMatching(/^Invalid discriminator value. Expected 'xsd:string' \| /),
      },
    ]);
    expect(issues(rtnObjectSchema, { _data: {} })).toEqual([
      { path: ["_data"], message: "Invalid input: expected array, received object" },
    ]);
  });

  it("check the AuthHeader, ErrorDetail and the enumeration", () => {
    expect(
      AuthHeaderSchema.parse({ Schoolname: "Lincoln High", Username: "jdoe", Password: "s3cr&t<" }),
    ).toEqual({ Schoolname: "Lincoln High", Username: "jdoe", Password: "s3cr&t<" });
    expect(issues(AuthHeaderSchema, { Password: 1234 })).toEqual([
      { path: ["Password"], message: "Invalid input: expected string, received number" },
    ]);
    expect(issues(AuthHeaderSchema, "jdoe")).toEqual([
      { path: [], message: "Invalid input: expected object, received string" },
    ]);
    expect(issues(ErrorDetailSchema, { desc: "\uFFFE" })).toEqual([
      { path: ["desc"], message: "Invalid string: a character XML 1.0 cannot carry" },
    ]);
    expect(issues(btSchema, "Academics ")).toEqual([
      { path: [], message: 'Invalid option: expected one of "Academics"|"Athletics"' },
    ]);
  });
});
