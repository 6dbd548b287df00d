/**
 * Valid and invalid parameters of each of the 20 operations, written out by hand: the typed
 * parameters as a client passes them, the values the implementation receives, and invalid ones
 * with the exact issues (path and zod's message) the validators report.
 */
export type InvalidKind =
  | "missing required"
  | "wrong type"
  | "int out of range"
  | "bad enum"
  | "both names missing"
  | "stated requirement";

export interface Issue {
  path: PropertyKey[];
  message: string;
}

export interface InvalidCase {
  kind: InvalidKind;
  params: unknown;
  issues: Issue[];
}

export interface OperationValidationCase {
  op: string;
  params: Record<string, unknown>;
  parsed: Record<string, unknown>;
  invalid: InvalidCase[];
}

const MIN_DATE = "0001-01-01T00:00:00Z";
const d = (iso: string) => new Date(iso);
const at = (path: string, message: string): Issue => ({ path: [path], message });
const absent = (path: string, type: string) =>
  at(path, `Invalid input: expected ${type}, received undefined`);
const wrongType = (path: string, type: string, received: string) =>
  at(path, `Invalid input: expected ${type}, received ${received}`);
const TOO_BIG = "Too big: expected number to be <=2147483647";
const TOO_SMALL = "Too small: expected number to be >=-2147483648";
const DATE = "Invalid input: expected Date or xsd:dateTime text";
const XSD_DATE_TIME = "Invalid xsd:dateTime";
const NOT_XML = "Invalid string: a character XML 1.0 cannot carry";
const UNSET_DATE = `Required: must not be ${MIN_DATE}, ASMX's value for one left out`;
const UNSET_INT = "Required: must not be 0, ASMX's value for one left out";
const EMPTY = "Required: must not be empty";
const BT = 'Invalid option: expected one of "Academics"|"Athletics"';

export const VALIDATION_CASES: OperationValidationCase[] = [
  {
    op: "athleticScheduleDateRangeGetList",
    params: {
      SDate: "2024-05-01T10:00:00.1234567+02:00",
      EDate: d("2024-05-31T23:59:59.999Z"),
      ShowPractice: false,
    },
    parsed: {
      SDate: d("2024-05-01T08:00:00.123Z"),
      EDate: d("2024-05-31T23:59:59.999Z"),
      ShowPractice: false,
    },
    invalid: [
      {
        kind: "missing required",
        params: { EDate: d("2024-05-31T00:00:00Z"), ShowPractice: true },
        issues: [at("SDate", DATE)],
      },
      {
        kind: "stated requirement",
        params: { SDate: "0001-01-01T00:00:00", EDate: d(MIN_DATE), ShowPractice: true },
        issues: [at("SDate", UNSET_DATE), at("EDate", UNSET_DATE)],
      },
      {
        kind: "wrong type",
        params: {
          SDate: d("2024-05-01T00:00:00Z"),
          EDate: d("2024-05-31T00:00:00Z"),
          ShowPractice: "true",
        },
        issues: [wrongType("ShowPractice", "boolean", "string")],
      },
    ],
  },
  {
    op: "athleticScheduleGetList",
    params: {
      GameDate: d("2024-05-10T16:00:00.5Z"),
      ND_FW: 2147483647,
      ND_BW: -2147483648,
      ShowPractice: true,
    },
    parsed: {
      GameDate: d("2024-05-10T16:00:00.5Z"),
      ND_FW: 2147483647,
      ND_BW: -2147483648,
      ShowPractice: true,
    },
    invalid: [
      {
        kind: "int out of range",
        params: {
          GameDate: d("2024-05-10T00:00:00Z"),
          ND_FW: 2147483648,
          ND_BW: -2147483649,
          ShowPractice: true,
        },
        issues: [at("ND_FW", TOO_BIG), at("ND_BW", TOO_SMALL)],
      },
      {
        kind: "wrong type",
        params: { GameDate: d("2024-05-10T00:00:00Z"), ND_FW: 1.5, ND_BW: 0, ShowPractice: true },
        issues: [wrongType("ND_FW", "int", "number")],
      },
      {
        kind: "missing required",
        params: { ND_FW: 1, ND_BW: 0, ShowPractice: true },
        issues: [at("GameDate", DATE)],
      },
    ],
  },
  {
    op: "eventGetList",
    params: {
      CategoryID: 0,
      GroupTypeID: -1,
      GroupID: 2147483647,
      SDate: "2024-05-01",
      EDate: "2024-05-31T23:59:59Z",
    },
    parsed: {
      CategoryID: 0,
      GroupTypeID: -1,
      GroupID: 2147483647,
      SDate: d("2024-05-01T00:00:00Z"),
      EDate: d("2024-05-31T23:59:59Z"),
    },
    invalid: [
      {
        kind: "missing required",
        params: { CategoryID: 1, GroupTypeID: 2, SDate: "2024-05-01", EDate: "2024-05-31" },
        issues: [absent("GroupID", "number")],
      },
      {
        kind: "wrong type",
        params: {
          CategoryID: "1",
          GroupTypeID: 2,
          GroupID: 3,
          SDate: "05/01/2024",
          EDate: "2024-05-31",
        },
        issues: [wrongType("CategoryID", "number", "string"), at("SDate", XSD_DATE_TIME)],
      },
    ],
  },
  {
    op: "eventGet",
    params: { EventID: -2147483648 },
    parsed: { EventID: -2147483648 },
    invalid: [
      {
        kind: "int out of range",
        params: { EventID: 2147483648 },
        issues: [at("EventID", TOO_BIG)],
      },
      {
        kind: "wrong type",
        params: { EventID: "5" },
        issues: [wrongType("EventID", "number", "string")],
      },
      { kind: "missing required", params: {}, issues: [absent("EventID", "number")] },
    ],
  },
  {
    op: "eventDelete",
    params: { EventID: 2147483647 },
    parsed: { EventID: 2147483647 },
    invalid: [
      {
        kind: "int out of range",
        params: { EventID: -2147483649 },
        issues: [at("EventID", TOO_SMALL)],
      },
      {
        kind: "wrong type",
        params: { EventID: null },
        issues: [wrongType("EventID", "number", "null")],
      },
    ],
  },
  {
    op: "eventRefresh",
    params: {
      sDate: "2024-05-01T00:00:00",
      eDate: d("2024-05-02T00:00:00.001Z"),
      sXML: '<events><e id="1"/></events> & "Zoë"',
      sXMLIndex: "",
    },
    parsed: {
      sDate: d("2024-05-01T00:00:00Z"),
      eDate: d("2024-05-02T00:00:00.001Z"),
      sXML: '<events><e id="1"/></events> & "Zoë"',
      sXMLIndex: "",
    },
    invalid: [
      {
        kind: "wrong type",
        params: { sDate: "2024-05-01", eDate: "2024-05-02", sXML: 5 },
        issues: [wrongType("sXML", "string", "number")],
      },
      { kind: "missing required", params: { sDate: "2024-05-01" }, issues: [at("eDate", DATE)] },
    ],
  },
  {
    op: "eventRefreshLastModifyUser",
    params: {
      sDate: "2024-05-01T10:00:00.1234567Z",
      eDate: "2024-05-01T23:00:00-05:00",
      sXML: "a\u00a0b ]]>",
      sXMLIndex: "𝄞",
    },
    parsed: {
      sDate: d("2024-05-01T10:00:00.123Z"),
      eDate: d("2024-05-02T04:00:00Z"),
      sXML: "a\u00a0b ]]>",
      sXMLIndex: "𝄞",
    },
    invalid: [
      {
        kind: "wrong type",
        params: { sDate: d("invalid"), eDate: "2024-05-02", sXMLIndex: "\u0000" },
        issues: [at("sDate", DATE), at("sXMLIndex", NOT_XML)],
      },
    ],
  },
  {
    op: "eventCategoryGetList",
    params: {},
    parsed: {},
    invalid: [
      {
        kind: "wrong type",
        params: null,
        issues: [{ path: [], message: "Invalid input: expected object, received null" }],
      },
    ],
  },
  {
    op: "eventCategoryGetListEventID",
    params: { EventID: 0 },
    parsed: { EventID: 0 },
    invalid: [
      {
        kind: "int out of range",
        params: { EventID: Number.MAX_SAFE_INTEGER },
        issues: [at("EventID", TOO_BIG)],
      },
      {
        kind: "wrong type",
        params: { EventID: 1n },
        issues: [wrongType("EventID", "number", "bigint")],
      },
    ],
  },
  {
    op: "newsGetList",
    params: {
      CategoryID: 12,
      SDate: d("2023-12-31T23:59:59.999Z"),
      EDate: "2024-01-01T00:00:00-05:00",
    },
    parsed: {
      CategoryID: 12,
      SDate: d("2023-12-31T23:59:59.999Z"),
      EDate: d("2024-01-01T05:00:00Z"),
    },
    invalid: [
      {
        kind: "wrong type",
        params: { CategoryID: 12.5, SDate: "2024-01-01", EDate: "2024-01-02" },
        issues: [wrongType("CategoryID", "int", "number")],
      },
      {
        kind: "missing required",
        params: { CategoryID: 1, EDate: "2024-01-02" },
        issues: [at("SDate", DATE)],
      },
    ],
  },
  {
    op: "newsCategoryGetList",
    params: {},
    parsed: {},
    invalid: [
      {
        kind: "wrong type",
        params: [],
        issues: [{ path: [], message: "Invalid input: expected object, received array" }],
      },
    ],
  },
  {
    op: "ProfileChangeGet",
    params: {
      RoleID: "R&D <Admins>",
      StartDate: "2024-01-01T00:00:00",
      EndDate: d("2024-02-01T00:00:00Z"),
    },
    parsed: {
      RoleID: "R&D <Admins>",
      StartDate: d("2024-01-01T00:00:00Z"),
      EndDate: d("2024-02-01T00:00:00Z"),
    },
    invalid: [
      {
        kind: "stated requirement",
        params: { RoleID: "", StartDate: d(MIN_DATE), EndDate: d(MIN_DATE) },
        issues: [at("RoleID", EMPTY), at("StartDate", UNSET_DATE)],
      },
      {
        kind: "missing required",
        params: { StartDate: "2024-01-01", EndDate: "2024-02-01" },
        issues: [absent("RoleID", "string")],
      },
    ],
  },
  {
    op: "userGetListSearch",
    params: { LastName: "O'Brien & <Söhne>", FirstName: "Zoë" },
    parsed: { LastName: "O'Brien & <Söhne>", FirstName: "Zoë" },
    invalid: [
      {
        kind: "both names missing",
        params: {},
        issues: [{ path: [], message: "At least one of LastName or FirstName is required" }],
      },
      {
        kind: "both names missing",
        params: { LastName: "", FirstName: "" },
        issues: [{ path: [], message: "At least one of LastName or FirstName is required" }],
      },
      {
        kind: "wrong type",
        params: { LastName: 5, FirstName: "Zoë" },
        issues: [wrongType("LastName", "string", "number")],
      },
    ],
  },
  {
    op: "userGetListByModDate",
    params: { ModifiedDate: "2024-05-01T10:00:00.1234567" },
    parsed: { ModifiedDate: d("2024-05-01T10:00:00.123Z") },
    invalid: [
      {
        kind: "stated requirement",
        params: { ModifiedDate: "0001-01-01" },
        issues: [at("ModifiedDate", UNSET_DATE)],
      },
      {
        kind: "wrong type",
        params: { ModifiedDate: "2024-13-01" },
        issues: [at("ModifiedDate", XSD_DATE_TIME)],
      },
    ],
  },
  {
    op: "userGetHostID",
    params: { hostid: "H-42 ü" },
    parsed: { hostid: "H-42 ü" },
    invalid: [
      { kind: "stated requirement", params: { hostid: "" }, issues: [at("hostid", EMPTY)] },
      { kind: "missing required", params: {}, issues: [absent("hostid", "string")] },
      {
        kind: "wrong type",
        params: { hostid: 42 },
        issues: [wrongType("hostid", "string", "number")],
      },
    ],
  },
  {
    op: "roleGetListUserID",
    params: { uid: 2147483647 },
    parsed: { uid: 2147483647 },
    invalid: [
      { kind: "stated requirement", params: { uid: 0 }, issues: [at("uid", UNSET_INT)] },
      { kind: "int out of range", params: { uid: 2147483648 }, issues: [at("uid", TOO_BIG)] },
    ],
  },
  {
    op: "phoneUserGet",
    params: { uid: -1 },
    parsed: { uid: -1 },
    invalid: [
      { kind: "missing required", params: {}, issues: [absent("uid", "number")] },
      { kind: "wrong type", params: { uid: "1" }, issues: [wrongType("uid", "number", "string")] },
      { kind: "stated requirement", params: { uid: 0 }, issues: [at("uid", UNSET_INT)] },
    ],
  },
  {
    op: "phoneGet",
    params: { phone_id: 77 },
    parsed: { phone_id: 77 },
    invalid: [
      { kind: "stated requirement", params: { phone_id: 0 }, issues: [at("phone_id", UNSET_INT)] },
      {
        kind: "int out of range",
        params: { phone_id: -2147483649 },
        issues: [at("phone_id", TOO_SMALL)],
      },
    ],
  },
  {
    op: "buildingGetList",
    params: { bt: "Athletics" },
    parsed: { bt: "Athletics" },
    invalid: [
      { kind: "bad enum", params: { bt: "athletics" }, issues: [at("bt", BT)] },
      { kind: "bad enum", params: { bt: "Gym" }, issues: [at("bt", BT)] },
      { kind: "missing required", params: {}, issues: [at("bt", BT)] },
    ],
  },
  {
    op: "roomGetList",
    params: { BuildingID: -2147483648 },
    parsed: { BuildingID: -2147483648 },
    invalid: [
      {
        kind: "wrong type",
        params: { BuildingID: "abc" },
        issues: [wrongType("BuildingID", "number", "string")],
      },
      {
        kind: "int out of range",
        params: { BuildingID: 2147483648 },
        issues: [at("BuildingID", TOO_BIG)],
      },
    ],
  },
];
