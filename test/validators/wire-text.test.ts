/**
 * Parameters as text on the wire, with the exact messages: SOAP reads xsd forms, GET/POST .NET's
 * invariant culture; an absent SOAP element of a value type takes ASMX's default, which a stated
 * requirement then refuses; GET/POST needs every parameter, once, names in any case.
 */
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { paramsValidators, toErrorDetails } from "school-service-contract/validators";

function details(schema: z.ZodType, input: unknown): { code: string; desc: string }[] {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`accepted ${JSON.stringify(result.data)}`);
  return toErrorDetails(result.error);
}

const { athleticScheduleDateRangeGetList: range, buildingGetList, eventGet, eventGetList, eventRefresh, userGetHostID, userGetListByModDate } = paramsValidators;
const DATES = { SDate: "2024-05-01", EDate: "2024-05-31" };

describe("SOAP element text", () => {
  it("reads booleans true, false, 1 and 0, and refuses True", () => {
    expect(range.soapText.parse({ ...DATES, ShowPractice: "1" })).toMatchObject({ ShowPractice: true });
    expect(range.soapText.parse({ ...DATES, ShowPractice: "false" })).toMatchObject({ ShowPractice: false });
    expect(details(range.soapText, { ...DATES, ShowPractice: "True" })).toEqual([
      { code: "INVALID", desc: 'athleticScheduleDateRangeGetList: ShowPractice: expected an xsd:boolean (true, false, 1 or 0), got "True"' },
    ]);
  });

  it("reads xsd:dateTime with a zone, fraction digits or none, and refuses MM/dd/yyyy", () => {
    expect(userGetListByModDate.soapText.parse({ ModifiedDate: "2024-05-01T10:00:00+02:00" })).toEqual({ ModifiedDate: new Date("2024-05-01T08:00:00Z") });
    expect(details(userGetListByModDate.soapText, { ModifiedDate: "05/01/2024" })).toEqual([
      { code: "INVALID", desc: 'userGetListByModDate: ModifiedDate: expected an xsd:dateTime (e.g. 2024-05-01T10:00:00Z), got "05/01/2024"' },
    ]);
  });

  it("reads the enumeration by its case-sensitive names only", () => {
    expect(buildingGetList.soapText.parse({ bt: "Academics" })).toEqual({ bt: "Academics" });
    expect(details(buildingGetList.soapText, { bt: "1" })).toEqual([
      { code: "INVALID", desc: 'buildingGetList: bt: expected a bt value (Academics, Athletics; case-sensitive), got "1"' },
    ]);
  });

  it("gives an absent value-type element ASMX's default, and reports a default where one is required", () => {
    expect(eventGet.soapText.parse({})).toEqual({ EventID: 0 });
    expect(details(range.soapText, { EDate: "2024-05-31", ShowPractice: "true" })).toEqual([
      { code: "REQUIRED", desc: "athleticScheduleDateRangeGetList: SDate: is required, expected a value other than 0001-01-01T00:00:00Z, got 0001-01-01T00:00:00Z" },
    ]);
  });

  it("reports an absent or empty required string, and an empty int", () => {
    expect(details(userGetHostID.soapText, {})).toEqual([{ code: "REQUIRED", desc: "userGetHostID: hostid: is required, expected a string, got nothing" }]);
    expect(details(userGetHostID.soapText, { hostid: "" })).toEqual([{ code: "REQUIRED", desc: 'userGetHostID: hostid: is required, expected a value other than "", got ""' }]);
    expect(details(eventGet.soapText, { EventID: "" })).toEqual([{ code: "INVALID", desc: 'eventGet: EventID: expected an xsd:int (-2147483648..2147483647), got ""' }]);
  });

  it("keeps absent optional strings absent and reads element names case-sensitively", () => {
    expect(eventRefresh.soapText.parse({ sDate: "2024-05-01", eDate: "2024-05-02", sxml: "ignored" })).toEqual({
      sDate: new Date("2024-05-01T00:00:00Z"),
      eDate: new Date("2024-05-02T00:00:00Z"),
    });
  });
});

describe("HTTP GET/POST values", () => {
  it("reads booleans in any case but not 1", () => {
    expect(range.formText.parse({ ...DATES, ShowPractice: "tRuE" })).toMatchObject({ ShowPractice: true });
    expect(details(range.formText, { ...DATES, ShowPractice: "1" })).toEqual([
      { code: "INVALID", desc: 'athleticScheduleDateRangeGetList: ShowPractice: expected a boolean (true or false, in any case), got "1"' },
    ]);
  });

  it("reads invariant-culture dates and refuses yyyyMMdd", () => {
    expect(userGetListByModDate.formText.parse({ ModifiedDate: "May 1, 2024" })).toEqual({ ModifiedDate: new Date("2024-05-01T00:00:00Z") });
    expect(details(userGetListByModDate.formText, { ModifiedDate: "20240501" })).toEqual([
      { code: "INVALID", desc: 'userGetListByModDate: ModifiedDate: expected a date and time (e.g. 2024-05-01T10:00:00, 05/01/2024 or "May 1, 2024"), got "20240501"' },
    ]);
  });

  it("reads the enumeration by name, index or comma list, names case-sensitive", () => {
    expect(buildingGetList.formText.parse({ bt: "Academics,Athletics" })).toEqual({ bt: "Athletics" });
    expect(details(buildingGetList.formText, { bt: "athletics" })).toEqual([
      { code: "INVALID", desc: 'buildingGetList: bt: expected a bt value (Academics, Athletics; case-sensitive), its index or a comma list of them, got "athletics"' },
    ]);
  });

  it("needs every parameter, optional strings too, each given once", () => {
    expect(details(eventRefresh.formText, { sDate: "2024-05-01", eDate: "2024-05-02", sXML: "" })).toEqual([
      { code: "REQUIRED", desc: "eventRefresh: sXMLIndex: is required, expected a string, got nothing" },
    ]);
    expect(details(eventGet.formText, { EventID: "1", eventid: "2" })).toEqual([
      { code: "INVALID", desc: 'eventGet: EventID: expected an xsd:int (-2147483648..2147483647) given once, got 2 values ("1", "2")' },
    ]);
  });

  it("reports every unreadable or missing parameter at once", () => {
    expect(details(eventGetList.formText, { CategoryID: "x", GroupTypeID: "2147483648", SDate: "2024-02-30", EDate: "2024-05-31" })).toEqual([
      { code: "INVALID", desc: 'eventGetList: CategoryID: expected an xsd:int (-2147483648..2147483647), got "x"' },
      { code: "INVALID", desc: 'eventGetList: GroupTypeID: expected an xsd:int (-2147483648..2147483647), got "2147483648"' },
      { code: "REQUIRED", desc: "eventGetList: GroupID: is required, expected an xsd:int (-2147483648..2147483647), got nothing" },
      { code: "INVALID", desc: 'eventGetList: SDate: expected a date and time (e.g. 2024-05-01T10:00:00, 05/01/2024 or "May 1, 2024"), got "2024-02-30"' },
    ]);
  });

  it("refuses what is not a set of form fields", () => {
    expect(details(eventGet.formText, { EventID: 4 })).toEqual([{ code: "INVALID", desc: "eventGet: EventID: expected text, or a list of texts, got 4" }]);
    expect(details(eventGet.formText, "EventID=4")).toEqual([{ code: "INVALID", desc: 'eventGet: expected the form fields, got "EventID=4"' }]);
    expect(details(eventGet.soapText, { EventID: ["4"] })).toEqual([{ code: "INVALID", desc: "eventGet: EventID: expected element text, got an array" }]);
  });
});
