/**
 * One call of each of the 20 operations, with the request children (SOAP) and the form text
 * (GET query, POST body) it must produce, written out by hand. Dates come as Date objects, zone-less
 * strings and zoned strings; ints reach both ends of xsd:int; strings carry markup and non-ASCII.
 */
import type { SchoolServiceClient } from "school-service-client";

export interface OperationCase {
  op: keyof SchoolServiceClient;
  params: Record<string, unknown>;
  /** The children of the SOAP request element ("" for none). */
  soap: string;
  /** `name=value&...` as sent on GET (after `?`) and POST (the body). */
  form: string;
}

export const OPERATION_CASES: OperationCase[] = [
  {
    op: "athleticScheduleDateRangeGetList",
    params: {
      SDate: new Date("2024-05-01T00:00:00Z"),
      EDate: "2024-05-31T00:00:00",
      ShowPractice: true,
    },
    soap: "<SDate>2024-05-01T00:00:00Z</SDate><EDate>2024-05-31T00:00:00</EDate><ShowPractice>true</ShowPractice>",
    form: "SDate=2024-05-01T00%3A00%3A00&EDate=2024-05-31T00%3A00%3A00&ShowPractice=true",
  },
  {
    op: "athleticScheduleGetList",
    params: { GameDate: "2024-05-10T18:00:00+02:00", ND_FW: 7, ND_BW: -3, ShowPractice: false },
    soap: "<GameDate>2024-05-10T18:00:00+02:00</GameDate><ND_FW>7</ND_FW><ND_BW>-3</ND_BW><ShowPractice>false</ShowPractice>",
    form: "GameDate=2024-05-10T16%3A00%3A00&ND_FW=7&ND_BW=-3&ShowPractice=false",
  },
  {
    op: "eventGetList",
    params: {
      CategoryID: 1,
      GroupTypeID: 2,
      GroupID: 3,
      SDate: "2024-05-01T00:00:00",
      EDate: "2024-05-31T23:59:59",
    },
    soap: "<CategoryID>1</CategoryID><GroupTypeID>2</GroupTypeID><GroupID>3</GroupID><SDate>2024-05-01T00:00:00</SDate><EDate>2024-05-31T23:59:59</EDate>",
    form: "CategoryID=1&GroupTypeID=2&GroupID=3&SDate=2024-05-01T00%3A00%3A00&EDate=2024-05-31T23%3A59%3A59",
  },
  {
    op: "eventGet",
    params: { EventID: 2147483647 },
    soap: "<EventID>2147483647</EventID>",
    form: "EventID=2147483647",
  },
  {
    op: "eventDelete",
    params: { EventID: -2147483648 },
    soap: "<EventID>-2147483648</EventID>",
    form: "EventID=-2147483648",
  },
  {
    op: "eventRefresh",
    params: {
      sDate: new Date("2024-05-01T00:00:00.250Z"),
      eDate: "2024-05-02",
      sXML: '<events><e id="1"/></events>',
      sXMLIndex: "",
    },
    soap: '<sDate>2024-05-01T00:00:00.25Z</sDate><eDate>2024-05-02</eDate><sXML>&lt;events&gt;&lt;e id="1"/&gt;&lt;/events&gt;</sXML><sXMLIndex />',
    form: "sDate=2024-05-01T00%3A00%3A00.25&eDate=2024-05-02&sXML=%3Cevents%3E%3Ce%20id%3D%221%22%2F%3E%3C%2Fevents%3E&sXMLIndex=",
  },
  {
    // Strings left out are left out of the SOAP element, and sent empty on GET/POST (ASMX requires every name there).
    op: "eventRefreshLastModifyUser",
    params: { sDate: "2024-05-01T10:00:00.1234567Z", eDate: "2024-05-01T23:00:00-05:00" },
    soap: "<sDate>2024-05-01T10:00:00.1234567Z</sDate><eDate>2024-05-01T23:00:00-05:00</eDate>",
    form: "sDate=2024-05-01T10%3A00%3A00.1234567&eDate=2024-05-02T04%3A00%3A00&sXML=&sXMLIndex=",
  },
  { op: "eventCategoryGetList", params: {}, soap: "", form: "" },
  {
    op: "eventCategoryGetListEventID",
    params: { EventID: 0 },
    soap: "<EventID>0</EventID>",
    form: "EventID=0",
  },
  {
    op: "newsGetList",
    params: { CategoryID: 12, SDate: new Date("2023-12-31T23:59:59.999Z"), EDate: "2024-01-01" },
    soap: "<CategoryID>12</CategoryID><SDate>2023-12-31T23:59:59.999Z</SDate><EDate>2024-01-01</EDate>",
    form: "CategoryID=12&SDate=2023-12-31T23%3A59%3A59.999&EDate=2024-01-01",
  },
  { op: "newsCategoryGetList", params: {}, soap: "", form: "" },
  {
    op: "ProfileChangeGet",
    params: { RoleID: "R1", StartDate: "2024-01-01T00:00:00", EndDate: "2024-02-01T00:00:00" },
    soap: "<RoleID>R1</RoleID><StartDate>2024-01-01T00:00:00</StartDate><EndDate>2024-02-01T00:00:00</EndDate>",
    form: "RoleID=R1&StartDate=2024-01-01T00%3A00%3A00&EndDate=2024-02-01T00%3A00%3A00",
  },
  {
    op: "userGetListSearch",
    params: { LastName: "O'Brien & <Söhne>", FirstName: "Zoë (+1) 😀" },
    soap: "<LastName>O'Brien &amp; &lt;Söhne&gt;</LastName><FirstName>Zoë (+1) 😀</FirstName>",
    form: "LastName=O%27Brien%20%26%20%3CS%C3%B6hne%3E&FirstName=Zo%C3%AB%20%28%2B1%29%20%F0%9F%98%80",
  },
  {
    op: "userGetListByModDate",
    params: { ModifiedDate: "2024-05-01T10:00:00" },
    soap: "<ModifiedDate>2024-05-01T10:00:00</ModifiedDate>",
    form: "ModifiedDate=2024-05-01T10%3A00%3A00",
  },
  {
    op: "userGetHostID",
    params: { hostid: "H-42\r\n\tx" },
    soap: "<hostid>H-42&#xD;\n&#x9;x</hostid>",
    form: "hostid=H-42%0D%0A%09x",
  },
  { op: "roleGetListUserID", params: { uid: 42 }, soap: "<uid>42</uid>", form: "uid=42" },
  { op: "phoneUserGet", params: { uid: 101 }, soap: "<uid>101</uid>", form: "uid=101" },
  {
    op: "phoneGet",
    params: { phone_id: 77 },
    soap: "<phone_id>77</phone_id>",
    form: "phone_id=77",
  },
  {
    op: "buildingGetList",
    params: { bt: "Athletics" },
    soap: "<bt>Athletics</bt>",
    form: "bt=Athletics",
  },
  {
    op: "roomGetList",
    params: { BuildingID: 5 },
    soap: "<BuildingID>5</BuildingID>",
    form: "BuildingID=5",
  },
];
