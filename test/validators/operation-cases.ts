/**
 * Valid and invalid parameters of each of the 20 operations, written out by hand: the typed
 * parameters as a client passes them, the values the implementation receives, the same values as
 * SOAP element texts and as GET/POST fields, and invalid ones with the exact ErrorDetail items.
 */
export type InvalidKind = "missing required" | "wrong type" | "int out of range" | "bad enum" | "both names missing" | "stated requirement";

export interface InvalidCase {
  kind: InvalidKind;
  params: unknown;
  details: { code: string; desc: string }[];
}

export interface OperationValidationCase {
  op: string;
  params: Record<string, unknown>;
  parsed: Record<string, unknown>;
  soap: Record<string, string>;
  form: Record<string, string | string[]>;
  invalid: InvalidCase[];
}

const INT = "an xsd:int (-2147483648..2147483647)";
const DATE = "a valid Date or an xsd:dateTime string";
const MIN_DATE = "0001-01-01T00:00:00Z";
const d = (iso: string) => new Date(iso);
const required = (op: string, p: string, expected: string) => ({ code: "REQUIRED", desc: `${op}: ${p}: is required, expected ${expected}, got nothing` });
const stated = (op: string, p: string, unsupplied: string, got: string) => ({ code: "REQUIRED", desc: `${op}: ${p}: is required, expected a value other than ${unsupplied}, got ${got}` });
const invalid = (op: string, p: string, expected: string, got: string) => ({ code: "INVALID", desc: `${op}: ${p}: expected ${expected}, got ${got}` });

export const VALIDATION_CASES: OperationValidationCase[] = [
  {
    op: "athleticScheduleDateRangeGetList",
    params: { SDate: "2024-05-01T10:00:00.1234567+02:00", EDate: d("2024-05-31T23:59:59.999Z"), ShowPractice: false },
    parsed: { SDate: d("2024-05-01T08:00:00.123Z"), EDate: d("2024-05-31T23:59:59.999Z"), ShowPractice: false },
    soap: { SDate: "2024-05-01T10:00:00.1234567+02:00", EDate: "2024-05-31T23:59:59.999Z", ShowPractice: "0" },
    form: { SDate: "2024-05-01T08:00:00.123", EDate: "2024-05-31 23:59:59.999", ShowPractice: "FALSE" },
    invalid: [
      { kind: "missing required", params: { EDate: d("2024-05-31T00:00:00Z"), ShowPractice: true }, details: [required("athleticScheduleDateRangeGetList", "SDate", DATE)] },
      {
        kind: "stated requirement",
        params: { SDate: "0001-01-01T00:00:00", EDate: d(MIN_DATE), ShowPractice: true },
        details: [stated("athleticScheduleDateRangeGetList", "SDate", MIN_DATE, MIN_DATE), stated("athleticScheduleDateRangeGetList", "EDate", MIN_DATE, MIN_DATE)],
      },
      { kind: "wrong type", params: { SDate: d("2024-05-01T00:00:00Z"), EDate: d("2024-05-31T00:00:00Z"), ShowPractice: "true" }, details: [invalid("athleticScheduleDateRangeGetList", "ShowPractice", "a boolean", '"true"')] },
    ],
  },
  {
    op: "athleticScheduleGetList",
    params: { GameDate: d("2024-05-10T16:00:00.5Z"), ND_FW: 2147483647, ND_BW: -2147483648, ShowPractice: true },
    parsed: { GameDate: d("2024-05-10T16:00:00.5Z"), ND_FW: 2147483647, ND_BW: -2147483648, ShowPractice: true },
    soap: { GameDate: "2024-05-10T18:00:00.5+02:00", ND_FW: " 2147483647 ", ND_BW: "-2147483648", ShowPractice: "1" },
    form: { GameDate: "2024-05-10T16:00:00.500", nd_fw: "+2147483647", ND_BW: "-2147483648", showpractice: "True" },
    invalid: [
      {
        kind: "int out of range",
        params: { GameDate: d("2024-05-10T00:00:00Z"), ND_FW: 2147483648, ND_BW: -2147483649, ShowPractice: true },
        details: [invalid("athleticScheduleGetList", "ND_FW", INT, "2147483648"), invalid("athleticScheduleGetList", "ND_BW", INT, "-2147483649")],
      },
      { kind: "wrong type", params: { GameDate: d("2024-05-10T00:00:00Z"), ND_FW: 1.5, ND_BW: 0, ShowPractice: true }, details: [invalid("athleticScheduleGetList", "ND_FW", INT, "1.5")] },
      { kind: "missing required", params: { ND_FW: 1, ND_BW: 0, ShowPractice: true }, details: [required("athleticScheduleGetList", "GameDate", DATE)] },
    ],
  },
  {
    op: "eventGetList",
    params: { CategoryID: 0, GroupTypeID: -1, GroupID: 2147483647, SDate: "2024-05-01", EDate: "2024-05-31T23:59:59Z" },
    parsed: { CategoryID: 0, GroupTypeID: -1, GroupID: 2147483647, SDate: d("2024-05-01T00:00:00Z"), EDate: d("2024-05-31T23:59:59Z") },
    soap: { CategoryID: "0", GroupTypeID: "-1", GroupID: "2147483647", SDate: "2024-05-01", EDate: "2024-05-31T23:59:59Z" },
    form: { CategoryID: "0", GroupTypeID: "-1", GroupID: "2147483647", SDate: "05/01/2024", EDate: "2024-05-31T23:59:59" },
    invalid: [
      { kind: "missing required", params: { CategoryID: 1, GroupTypeID: 2, SDate: "2024-05-01", EDate: "2024-05-31" }, details: [required("eventGetList", "GroupID", INT)] },
      {
        kind: "wrong type",
        params: { CategoryID: "1", GroupTypeID: 2, GroupID: 3, SDate: "05/01/2024", EDate: "2024-05-31" },
        details: [invalid("eventGetList", "CategoryID", INT, '"1"'), invalid("eventGetList", "SDate", DATE, '"05/01/2024"')],
      },
    ],
  },
  {
    op: "eventGet",
    params: { EventID: -2147483648 },
    parsed: { EventID: -2147483648 },
    soap: { EventID: "-2147483648" },
    form: { eventid: "-2147483648" },
    invalid: [
      { kind: "int out of range", params: { EventID: 2147483648 }, details: [invalid("eventGet", "EventID", INT, "2147483648")] },
      { kind: "wrong type", params: { EventID: "5" }, details: [invalid("eventGet", "EventID", INT, '"5"')] },
      { kind: "missing required", params: {}, details: [required("eventGet", "EventID", INT)] },
    ],
  },
  {
    op: "eventDelete",
    params: { EventID: 2147483647 },
    parsed: { EventID: 2147483647 },
    soap: { EventID: "2147483647" },
    form: { EventID: "2147483647" },
    invalid: [
      { kind: "int out of range", params: { EventID: -2147483649 }, details: [invalid("eventDelete", "EventID", INT, "-2147483649")] },
      { kind: "wrong type", params: { EventID: null }, details: [invalid("eventDelete", "EventID", INT, "null")] },
    ],
  },
  {
    op: "eventRefresh",
    params: { sDate: "2024-05-01T00:00:00", eDate: d("2024-05-02T00:00:00.001Z"), sXML: '<events><e id="1"/></events> & "Zoë"', sXMLIndex: "" },
    parsed: { sDate: d("2024-05-01T00:00:00Z"), eDate: d("2024-05-02T00:00:00.001Z"), sXML: '<events><e id="1"/></events> & "Zoë"', sXMLIndex: "" },
    soap: { sDate: "2024-05-01T00:00:00", eDate: "2024-05-02T00:00:00.001Z", sXML: '<events><e id="1"/></events> & "Zoë"', sXMLIndex: "" },
    form: { sDate: "2024-05-01", eDate: "2024-05-02T00:00:00.001", sXML: '<events><e id="1"/></events> & "Zoë"', sXMLIndex: "" },
    invalid: [
      { kind: "wrong type", params: { sDate: "2024-05-01", eDate: "2024-05-02", sXML: 5 }, details: [invalid("eventRefresh", "sXML", "a string", "5")] },
      { kind: "missing required", params: { sDate: "2024-05-01" }, details: [required("eventRefresh", "eDate", DATE)] },
    ],
  },
  {
    op: "eventRefreshLastModifyUser",
    params: { sDate: "2024-05-01T10:00:00.1234567Z", eDate: "2024-05-01T23:00:00-05:00", sXML: "a\u00a0b ]]>", sXMLIndex: "𝄞" },
    parsed: { sDate: d("2024-05-01T10:00:00.123Z"), eDate: d("2024-05-02T04:00:00Z"), sXML: "a\u00a0b ]]>", sXMLIndex: "𝄞" },
    soap: { sDate: "2024-05-01T10:00:00.1234567Z", eDate: "2024-05-01T23:00:00-05:00", sXML: "a\u00a0b ]]>", sXMLIndex: "𝄞" },
    form: { sDate: "2024-05-01T10:00:00.1234567", eDate: "2024-05-02T04:00:00", sXML: "a\u00a0b ]]>", sXMLIndex: "𝄞" },
    invalid: [
      { kind: "wrong type", params: { sDate: d("invalid"), eDate: "2024-05-02", sXMLIndex: "\u0000" }, details: [invalid("eventRefreshLastModifyUser", "sDate", DATE, "an invalid Date"), invalid("eventRefreshLastModifyUser", "sXMLIndex", "a string", '"\\u0000"')] },
    ],
  },
  {
    op: "eventCategoryGetList",
    params: {},
    parsed: {},
    soap: {},
    form: { unknown: "ignored" },
    invalid: [{ kind: "wrong type", params: null, details: [{ code: "INVALID", desc: "eventCategoryGetList: expected an object of its parameters, got null" }] }],
  },
  {
    op: "eventCategoryGetListEventID",
    params: { EventID: 0 },
    parsed: { EventID: 0 },
    soap: { EventID: "0" },
    form: { EventID: "0" },
    invalid: [
      { kind: "int out of range", params: { EventID: Number.MAX_SAFE_INTEGER }, details: [invalid("eventCategoryGetListEventID", "EventID", INT, "9007199254740991")] },
      { kind: "wrong type", params: { EventID: 1n }, details: [invalid("eventCategoryGetListEventID", "EventID", INT, "1n")] },
    ],
  },
  {
    op: "newsGetList",
    params: { CategoryID: 12, SDate: d("2023-12-31T23:59:59.999Z"), EDate: "2024-01-01T00:00:00-05:00" },
    parsed: { CategoryID: 12, SDate: d("2023-12-31T23:59:59.999Z"), EDate: d("2024-01-01T05:00:00Z") },
    soap: { CategoryID: "12", SDate: "2023-12-31T23:59:59.999Z", EDate: "2024-01-01T00:00:00-05:00" },
    form: { CategoryID: "12", SDate: "2023-12-31T23:59:59.999", EDate: "01/01/2024 05:00" },
    invalid: [
      { kind: "wrong type", params: { CategoryID: 12.5, SDate: "2024-01-01", EDate: "2024-01-02" }, details: [invalid("newsGetList", "CategoryID", INT, "12.5")] },
      { kind: "missing required", params: { CategoryID: 1, EDate: "2024-01-02" }, details: [required("newsGetList", "SDate", DATE)] },
    ],
  },
  {
    op: "newsCategoryGetList",
    params: {},
    parsed: {},
    soap: {},
    form: {},
    invalid: [{ kind: "wrong type", params: [], details: [{ code: "INVALID", desc: "newsCategoryGetList: expected an object of its parameters, got an array" }] }],
  },
  {
    op: "ProfileChangeGet",
    params: { RoleID: "R&D <Admins>", StartDate: "2024-01-01T00:00:00", EndDate: d("2024-02-01T00:00:00Z") },
    parsed: { RoleID: "R&D <Admins>", StartDate: d("2024-01-01T00:00:00Z"), EndDate: d("2024-02-01T00:00:00Z") },
    soap: { RoleID: "R&D <Admins>", StartDate: "2024-01-01T00:00:00", EndDate: "2024-02-01T00:00:00Z" },
    form: { roleid: "R&D <Admins>", StartDate: "January 1, 2024", EndDate: "02.01.2024" },
    invalid: [
      { kind: "stated requirement", params: { RoleID: "", StartDate: d(MIN_DATE), EndDate: d(MIN_DATE) }, details: [stated("ProfileChangeGet", "RoleID", '""', '""'), stated("ProfileChangeGet", "StartDate", MIN_DATE, MIN_DATE)] },
      { kind: "missing required", params: { StartDate: "2024-01-01", EndDate: "2024-02-01" }, details: [required("ProfileChangeGet", "RoleID", "a string")] },
    ],
  },
  {
    op: "userGetListSearch",
    params: { LastName: "O'Brien & <Söhne>", FirstName: "Zoë" },
    parsed: { LastName: "O'Brien & <Söhne>", FirstName: "Zoë" },
    soap: { LastName: "O'Brien & <Söhne>", FirstName: "Zoë" },
    form: { lastname: "O'Brien & <Söhne>", FIRSTNAME: "Zoë" },
    invalid: [
      { kind: "both names missing", params: {}, details: [{ code: "REQUIRED", desc: "userGetListSearch: LastName or FirstName: at least one is required, got neither" }] },
      { kind: "both names missing", params: { LastName: "", FirstName: "" }, details: [{ code: "REQUIRED", desc: "userGetListSearch: LastName or FirstName: at least one is required, got neither" }] },
      { kind: "wrong type", params: { LastName: 5, FirstName: "Zoë" }, details: [invalid("userGetListSearch", "LastName", "a string", "5")] },
    ],
  },
  {
    op: "userGetListByModDate",
    params: { ModifiedDate: "2024-05-01T10:00:00.1234567" },
    parsed: { ModifiedDate: d("2024-05-01T10:00:00.123Z") },
    soap: { ModifiedDate: "2024-05-01T10:00:00.1234567" },
    form: { ModifiedDate: "2024-05-01T10:00:00.1234567" },
    invalid: [
      { kind: "stated requirement", params: { ModifiedDate: "0001-01-01" }, details: [stated("userGetListByModDate", "ModifiedDate", MIN_DATE, MIN_DATE)] },
      { kind: "wrong type", params: { ModifiedDate: "2024-13-01" }, details: [invalid("userGetListByModDate", "ModifiedDate", DATE, '"2024-13-01"')] },
    ],
  },
  {
    op: "userGetHostID",
    params: { hostid: "H-42 ü" },
    parsed: { hostid: "H-42 ü" },
    soap: { hostid: "H-42 ü" },
    form: { HostID: "H-42 ü" },
    invalid: [
      { kind: "stated requirement", params: { hostid: "" }, details: [stated("userGetHostID", "hostid", '""', '""')] },
      { kind: "missing required", params: {}, details: [required("userGetHostID", "hostid", "a string")] },
      { kind: "wrong type", params: { hostid: 42 }, details: [invalid("userGetHostID", "hostid", "a string", "42")] },
    ],
  },
  {
    op: "roleGetListUserID",
    params: { uid: 2147483647 },
    parsed: { uid: 2147483647 },
    soap: { uid: "2147483647" },
    form: { uid: "2147483647" },
    invalid: [
      { kind: "stated requirement", params: { uid: 0 }, details: [stated("roleGetListUserID", "uid", "0", "0")] },
      { kind: "int out of range", params: { uid: 2147483648 }, details: [invalid("roleGetListUserID", "uid", INT, "2147483648")] },
    ],
  },
  {
    op: "phoneUserGet",
    params: { uid: -1 },
    parsed: { uid: -1 },
    soap: { uid: "-1" },
    form: { UID: "-1" },
    invalid: [
      { kind: "missing required", params: {}, details: [required("phoneUserGet", "uid", INT)] },
      { kind: "wrong type", params: { uid: "1" }, details: [invalid("phoneUserGet", "uid", INT, '"1"')] },
      { kind: "stated requirement", params: { uid: 0 }, details: [stated("phoneUserGet", "uid", "0", "0")] },
    ],
  },
  {
    op: "phoneGet",
    params: { phone_id: 77 },
    parsed: { phone_id: 77 },
    soap: { phone_id: "77" },
    form: { phone_id: "77" },
    invalid: [
      { kind: "stated requirement", params: { phone_id: 0 }, details: [stated("phoneGet", "phone_id", "0", "0")] },
      { kind: "int out of range", params: { phone_id: -2147483649 }, details: [invalid("phoneGet", "phone_id", INT, "-2147483649")] },
    ],
  },
  {
    op: "buildingGetList",
    params: { bt: "Athletics" },
    parsed: { bt: "Athletics" },
    soap: { bt: "Athletics" },
    form: { bt: "1" },
    invalid: [
      { kind: "bad enum", params: { bt: "athletics" }, details: [invalid("buildingGetList", "bt", "a bt value (Academics, Athletics; case-sensitive)", '"athletics"')] },
      { kind: "bad enum", params: { bt: "Gym" }, details: [invalid("buildingGetList", "bt", "a bt value (Academics, Athletics; case-sensitive)", '"Gym"')] },
      { kind: "missing required", params: {}, details: [required("buildingGetList", "bt", "a bt value (Academics, Athletics; case-sensitive)")] },
    ],
  },
  {
    op: "roomGetList",
    params: { BuildingID: -2147483648 },
    parsed: { BuildingID: -2147483648 },
    soap: { BuildingID: "-2147483648" },
    form: { BuildingID: "-2147483648" },
    invalid: [
      { kind: "wrong type", params: { BuildingID: "abc" }, details: [invalid("roomGetList", "BuildingID", INT, '"abc"')] },
      { kind: "int out of range", params: { BuildingID: 2147483648 }, details: [invalid("roomGetList", "BuildingID", INT, "2147483648")] },
    ],
  },
];
