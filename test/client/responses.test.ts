/**
 * The transcripts' success envelopes, decoded into typed results: `_status`, `_data` items with
 * their xsi:type kept, dateTime text kept beside the Date, domain objects with every field.
 */
import { describe, expect, it } from "vitest";
import { assertSuccess, ServiceError, type Binding } from "school-service-client";
import { transcriptClient } from "./fake-fetch.ts";

const OK = { bln_Success: true, detail: [] };
const AUTH_ECHO = "auth=Lincoln High/jdoe/secret";
const EVENT_LIST = {
  CategoryID: 1,
  GroupTypeID: 2,
  GroupID: 3,
  SDate: "2024-05-01T00:00:00",
  EDate: "2024-05-31T23:59:59",
};
const EVENT_LIST_ECHO =
  "eventGetList;CategoryID=1;GroupTypeID=2;GroupID=3;SDate=2024-05-01T00:00:00.0000000;EDate=2024-05-31T23:59:59.0000000";
const MAY_1 = {
  type: "xsd:dateTime",
  value: new Date("2024-05-01T00:00:00Z"),
  text: "2024-05-01T00:00:00",
};

describe.each([
  [2, "soap11", AUTH_ECHO],
  [7, "soap12", AUTH_ECHO],
  [12, "httpGet", "auth=<none>"],
  [17, "httpPost", "auth=<none>"],
] as [number, Binding, string][])("transcript %i (%s eventGetList)", (n, binding, auth) => {
  it("reads the envelope: status, an xsd:string and an xsd:dateTime with its text", async () => {
    const { client } = transcriptClient(n, binding);
    expect(await client.eventGetList(EVENT_LIST)).toEqual({
      _status: OK,
      _data: [{ type: "xsd:string", value: `${EVENT_LIST_ECHO};${auth}` }, MAY_1],
    });
  });
});

describe("domain objects keep every field the server sent", () => {
  it("cUser (92)", async () => {
    const { client } = transcriptClient(92, "soap11");
    const result = await client.userGetHostID({ hostid: "H-42" });
    expect(result._data).toEqual([
      { type: "xsd:string", value: `userGetHostID;hostid=H-42;${AUTH_ECHO}` },
      {
        type: "cUser",
        value: { uid: "301", hostid: "H-42", FirstName: "Grace", LastName: "Hopper" },
      },
    ]);
  });

  it("repeated cRole items (93)", async () => {
    const { client } = transcriptClient(93, "soap11");
    expect((await client.roleGetListUserID({ uid: 42 }))._data!.slice(1)).toEqual([
      { type: "cRole", value: { uid: "42", RoleID: "1", RoleName: "Teacher" } },
      { type: "cRole", value: { uid: "42", RoleID: "2", RoleName: "Coach" } },
    ]);
  });

  it("cPhone (94)", async () => {
    const { client } = transcriptClient(94, "soap11");
    expect((await client.phoneGet({ phone_id: 77 }))._data![1]).toEqual({
      type: "cPhone",
      value: { phone_id: "77", uid: "101", Number: "+1-555-0199", PhoneType: "Mobile" },
    });
  });

  it("cUserAuditLog (95), its dateTime fields as the server wrote them", async () => {
    const { client } = transcriptClient(95, "soap11");
    const result = await client.ProfileChangeGet({
      RoleID: "R1",
      StartDate: "2024-01-01T00:00:00",
      EndDate: "2024-02-01T00:00:00",
    });
    expect(result._data!.slice(1)).toEqual([
      {
        type: "cUserAuditLog",
        value: {
          RoleID: "R1",
          ChangeDate: "2024-01-01T00:00:00",
          FieldName: "LastName",
          uid: "101",
        },
      },
      {
        type: "cUserAuditLog",
        value: { RoleID: "R1", ChangeDate: "2024-02-01T00:00:00", FieldName: "Email", uid: "102" },
      },
    ]);
  });

  it("cAthleticSchedule with an empty field (5), and the same from an indented GET document (15)", async () => {
    const params = {
      SDate: "2024-05-01T00:00:00",
      EDate: "2024-05-31T00:00:00",
      ShowPractice: true,
    };
    const want = [
      {
        type: "cAthleticSchedule",
        value: {
          GameDate: "2024-05-01T00:00:00",
          Sport: "Football",
          Opponent: "Central High",
          IsPractice: "false",
        },
      },
      {
        type: "cAthleticSchedule",
        value: {
          GameDate: "2024-05-31T00:00:00",
          Sport: "Football",
          Opponent: "",
          IsPractice: "true",
        },
      },
    ];
    expect(
      (
        await transcriptClient(5, "soap11").client.athleticScheduleDateRangeGetList(params)
      )._data!.slice(1),
    ).toEqual(want);
    expect(
      (
        await transcriptClient(15, "httpGet").client.athleticScheduleDateRangeGetList(params)
      )._data!.slice(1),
    ).toEqual(want);
  });

  it("cUser from a GET document, entities decoded (98)", async () => {
    const { client } = transcriptClient(98, "httpGet");
    const result = await client.userGetListSearch({
      LastName: "O'Brien & Söhne",
      FirstName: "Zoë",
    });
    expect(result._data).toEqual([
      {
        type: "xsd:string",
        value: "userGetListSearch;LastName=O'Brien & Söhne;FirstName=Zoë;auth=<none>",
      },
      {
        type: "cUser",
        value: { uid: "101", hostid: "H101", FirstName: "Zoë", LastName: "O'Brien & Söhne" },
      },
      {
        type: "cUser",
        value: { uid: "102", hostid: "H102", FirstName: "Zoë", LastName: "O'Brien & Söhne" },
      },
    ]);
  });

  it("an xsd:int item becomes a number (97)", async () => {
    const { client } = transcriptClient(97, "soap11");
    const result = await client.eventRefresh({
      sDate: "2024-05-01T00:00:00",
      eDate: "2024-05-02T00:00:00",
      sXML: '<events><e id="1"/></events>',
    });
    expect(result._data).toEqual([
      {
        type: "xsd:string",
        value: `eventRefresh;sDate=2024-05-01T00:00:00.0000000;eDate=2024-05-02T00:00:00.0000000;sXML=<events><e id="1"/></events>;sXMLIndex=;${AUTH_ECHO}`,
      },
      { type: "xsd:int", value: 28 },
    ]);
  });
});

describe("bln_Success=false with ErrorDetail", () => {
  const AUTH_FAILED = {
    code: "AUTH",
    desc: "Authentication failed for user 'jdoe' at school 'Lincoln High'.",
  };

  it.each([
    [35, "soap11"],
    [44, "soap12"],
  ] as [number, Binding][])(
    "transcript %i (%s): a normal answer, whose ErrorDetail list assertSuccess turns into a ServiceError",
    async (n, binding) => {
      const { client } = transcriptClient(n, binding);
      const result = await client.eventGet({ EventID: 5 });
      expect(result._status).toEqual({ bln_Success: false, detail: [AUTH_FAILED] });
      const error = (() => {
        try {
          assertSuccess(result);
        } catch (err) {
          return err;
        }
      })();
      expect(error).toBeInstanceOf(ServiceError);
      expect((error as ServiceError).details).toEqual([AUTH_FAILED]);
      expect((error as ServiceError).message).toBe(
        `the service reported failure: AUTH ${AUTH_FAILED.desc}`,
      );
    },
  );

  it("GET (49) and POST (51) documents carry the same list", async () => {
    const get = await transcriptClient(49, "httpGet").client.userGetHostID({ hostid: "" });
    expect(get._status).toEqual({
      bln_Success: false,
      detail: [{ code: "REQUIRED", desc: "hostid is required." }],
    });
    const post = await transcriptClient(51, "httpPost").client.roleGetListUserID({ uid: 0 });
    expect(post._status!.detail).toEqual([{ code: "REQUIRED", desc: "uid is required." }]);
  });

  it("assertSuccess hands back the _data items of a successful result", async () => {
    const { client } = transcriptClient(2, "soap11");
    expect(assertSuccess(await client.eventGetList(EVENT_LIST))).toEqual([
      { type: "xsd:string", value: `${EVENT_LIST_ECHO};${AUTH_ECHO}` },
      MAY_1,
    ]);
  });
});
