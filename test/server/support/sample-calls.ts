/**
 * One call of each operation: its parameters, the demo implementation's echo of them, and the
 * xsi:types of the sample items the demo answers after the echo; and each operation's codec and
 * the call as a GET/POST form.
 */
import { operations } from "school-service-contract/operations";

const MAY1 = new Date("2024-05-01T00:00:00Z");
const MAY31 = new Date("2024-05-31T00:00:00Z");
const MAY1_TEXT = "2024-05-01T00:00:00.000Z";
const MAY31_TEXT = "2024-05-31T00:00:00.000Z";
const CUSTOM = ["xsd:string", "xsd:string"];

/** Parameters of each operation, the demo's echo of them, and the xsi:types of the items after it. */
export const CALLS: Record<
  string,
  { params: Record<string, unknown>; echo: string; items: string[] }
> = {
  athleticScheduleDateRangeGetList: {
    params: { SDate: MAY1, EDate: MAY31, ShowPractice: true },
    echo: `SDate=${MAY1_TEXT}; EDate=${MAY31_TEXT}; ShowPractice=true`,
    items: ["cAthleticSchedule"],
  },
  athleticScheduleGetList: {
    params: { GameDate: MAY1, ND_FW: 7, ND_BW: 3, ShowPractice: false },
    echo: `GameDate=${MAY1_TEXT}; ND_FW=7; ND_BW=3; ShowPractice=false`,
    items: ["cAthleticSchedule"],
  },
  eventGetList: {
    params: { CategoryID: 1, GroupTypeID: 2, GroupID: 3, SDate: MAY1, EDate: MAY31 },
    echo: `CategoryID=1; GroupTypeID=2; GroupID=3; SDate=${MAY1_TEXT}; EDate=${MAY31_TEXT}`,
    items: CUSTOM,
  },
  eventGet: { params: { EventID: 5 }, echo: "EventID=5", items: CUSTOM },
  eventDelete: { params: { EventID: 6 }, echo: "EventID=6", items: CUSTOM },
  eventRefresh: {
    params: { sDate: MAY1, eDate: MAY31, sXML: '<events><e id="1"/></events>', sXMLIndex: "i & j" },
    echo: `sDate=${MAY1_TEXT}; eDate=${MAY31_TEXT}; sXML=<events><e id="1"/></events>; sXMLIndex=i & j`,
    items: CUSTOM,
  },
  eventRefreshLastModifyUser: {
    params: { sDate: MAY1, eDate: MAY31, sXML: "x", sXMLIndex: "y" },
    echo: `sDate=${MAY1_TEXT}; eDate=${MAY31_TEXT}; sXML=x; sXMLIndex=y`,
    items: CUSTOM,
  },
  eventCategoryGetList: { params: {}, echo: "", items: CUSTOM },
  eventCategoryGetListEventID: { params: { EventID: 8 }, echo: "EventID=8", items: CUSTOM },
  newsGetList: {
    params: { CategoryID: 4, SDate: MAY1, EDate: MAY31 },
    echo: `CategoryID=4; SDate=${MAY1_TEXT}; EDate=${MAY31_TEXT}`,
    items: CUSTOM,
  },
  newsCategoryGetList: { params: {}, echo: "", items: CUSTOM },
  ProfileChangeGet: {
    params: { RoleID: "R1", StartDate: MAY1, EndDate: MAY31 },
    echo: `RoleID=R1; StartDate=${MAY1_TEXT}; EndDate=${MAY31_TEXT}`,
    items: ["cUserAuditLog", "cUserAuditLog"],
  },
  userGetListSearch: {
    params: { LastName: "O'Brien", FirstName: "Zoë" },
    echo: "LastName=O'Brien; FirstName=Zoë",
    items: ["cUser", "cUser"],
  },
  userGetListByModDate: {
    params: { ModifiedDate: MAY1 },
    echo: `ModifiedDate=${MAY1_TEXT}`,
    items: ["cUser", "cUser"],
  },
  userGetHostID: { params: { hostid: "H-42" }, echo: "hostid=H-42", items: ["cUser"] },
  roleGetListUserID: { params: { uid: 42 }, echo: "uid=42", items: ["cRole", "cRole"] },
  phoneUserGet: { params: { uid: 42 }, echo: "uid=42", items: ["cPhone"] },
  phoneGet: { params: { phone_id: 77 }, echo: "phone_id=77", items: ["cPhone"] },
  buildingGetList: { params: { bt: "Athletics" }, echo: "bt=Athletics", items: CUSTOM },
  roomGetList: { params: { BuildingID: 9 }, echo: "BuildingID=9", items: CUSTOM },
};

/** The operation's codec by its published name. */
export const codecOf = (name: string) => Object.values(operations).find((op) => op.name === name)!;

/** The sample call's parameters as an HTTP GET query or POST form. */
export const formOf = (name: string) =>
  codecOf(name)
    .formFields(CALLS[name]!.params as never)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join("&");
