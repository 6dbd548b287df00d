/**
 * The schemas of the contract's types, as a strict client would check a decoded response and a
 * server its AuthHeader: the envelope with its status, ErrorDetail items and `_data` items of
 * every kind; what does not fit is reported with the type and field it sits in.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { AuthHeaderSchema, ErrorDetailSchema, btSchema, rtnObjectSchema, toErrorDetails } from "school-service-contract/validators";

function details(schema: z.ZodType, input: unknown): { code: string; desc: string }[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`accepted ${JSON.stringify(result.data)}`);
  return toErrorDetails(result.error);
}

const ENVELOPE = {
  _status: { bln_Success: false, detail: [{ code: "REQUIRED", desc: "hostid is required. <&> Zoë" }, null, {}] },
  _data: [
    { type: "xsd:string", value: "userGetHostID;hostid=" },
    { type: "xsd:int", value: -2147483648 },
    { type: "xsd:long", value: 9223372036854775807n },
    { type: "xsd:dateTime", value: new Date("2024-05-01T10:00:00.123Z"), text: "2024-05-01T10:00:00.1234567Z" },
    { type: "cUser", value: { name: "O'Brien & <Söhne>", roles: ["a", "b"], phone: { home: null } } },
    { type: "unknown", xsiType: "cSomethingElse", value: [{ x: "1" }, "text", null] },
    null,
  ],
};

describe("type schemas", () => {
  it("accept an envelope with every kind of item, unchanged", () => {
    expect(rtnObjectSchema.parse(ENVELOPE)).toEqual(ENVELOPE);
    expect(rtnObjectSchema.parse({})).toEqual({});
  });

  it("report what does not fit with the type and field it sits in", () => {
    const bad = {
      _status: { detail: [{ code: 5 }] },
      _data: [{ type: "xsd:boolean", value: "true" }, { type: "cRole", value: { id: 7 } }, { type: "xsd:nothing", value: 1 }],
    };
    expect(details(rtnObjectSchema, bad)).toEqual([
      { code: "REQUIRED", desc: "cStatus.bln_Success: is required, expected a boolean, got nothing" },
      { code: "INVALID", desc: "ErrorDetail.code: expected a string, got 5" },
      { code: "INVALID", desc: 'AnyTypeItem.value: expected a boolean, got "true"' },
      { code: "INVALID", desc: "cRole: expected XML content (text, null, fields or a list of them), got 7" },
      { code: "INVALID", desc: 'AnyTypeItem: expected an AnyTypeItem whose type is an xsd built-in, a contract type or "unknown", got an object' },
    ]);
    expect(details(rtnObjectSchema, { _data: {} })).toEqual([{ code: "INVALID", desc: "ArrayOfAnyType: expected an array, each item an AnyTypeItem or null, got an object" }]);
  });

  it("check the AuthHeader, ErrorDetail and the enumeration", () => {
    expect(AuthHeaderSchema.parse({ Schoolname: "Lincoln High", Username: "jdoe", Password: "s3cr&t<" })).toEqual({ Schoolname: "Lincoln High", Username: "jdoe", Password: "s3cr&t<" });
    expect(details(AuthHeaderSchema, { Password: 1234 })).toEqual([{ code: "INVALID", desc: "AuthHeader.Password: expected a string, got 1234" }]);
    expect(details(AuthHeaderSchema, "jdoe")).toEqual([{ code: "INVALID", desc: 'AuthHeader: expected an AuthHeader object, got "jdoe"' }]);
    expect(details(ErrorDetailSchema, { desc: "\uFFFE" })).toEqual([{ code: "INVALID", desc: 'ErrorDetail.desc: expected a string, got "\uFFFE"' }]);
    expect(details(btSchema, "Academics ")).toEqual([{ code: "INVALID", desc: 'bt: expected a bt value (Academics, Athletics; case-sensitive), got "Academics "' }]);
  });
});
