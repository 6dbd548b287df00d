/**
 * An implementation that answers as the service behind the ASMX transcripts does, so the generated
 * server's answers can be compared with them byte for byte: the first `_data` item echoes the
 * parameters (in schema order, dates as .NET's round-trip text) and the AuthHeader; then the same
 * sample items; a wrong password is refused with its own AUTH ErrorDetail, echo included.
 */
import { operations } from "school-service-contract/operations";
import { formatUtcWallClock } from "school-service-contract/runtime/scalar-text";
import type * as T from "school-service-contract/types";
import {
  failure,
  item,
  type SchoolServiceContext,
  type SchoolServiceImplementation,
} from "school-service-server";

const DAY_MS = 86_400_000;

/** .NET's `o` format of an unspecified DateTime: seven fraction digits, no zone. */
function roundTrip(d: Date): string {
  const wall = formatUtcWallClock(new Date(d.getTime() - d.getUTCMilliseconds()));
  return `${wall}.${String(d.getUTCMilliseconds()).padStart(3, "0")}0000`;
}

function text(value: unknown): string {
  if (value === undefined) return "<null>";
  if (value === null) return "";
  return value instanceof Date ? roundTrip(value) : String(value);
}

function echo(op: keyof typeof operations, params: object, ctx: SchoolServiceContext): string {
  const values = params as Record<string, unknown>;
  const parts = operations[op].params.map((p) => `${p.xml}=${text(values[p.ts])}`);
  const a = ctx.authHeader;
  const auth = a ? `${a.Schoolname}/${a.Username}/${a.Password}` : "<none>";
  return [op, ...parts, `auth=${auth}`].join(";");
}

/** Answers `items` after the echo, or the service's own AUTH refusal for a wrong password. */
function answer(
  op: keyof typeof operations,
  params: object,
  ctx: SchoolServiceContext,
  items: T.AnyTypeItem[],
): T.ArrayOfAnyType | T.rtnObject {
  const first = item.string(echo(op, params, ctx));
  const a = ctx.authHeader;
  if (a && a.Password !== "secret") {
    return failure(
      [
        {
          code: "AUTH",
          desc: `Authentication failed for user '${a.Username}' at school '${a.Schoolname}'.`,
        },
      ],
      [first],
    );
  }
  return [first, ...items];
}

const wall = (d: Date) => item.dateTime(formatUtcWallClock(d));

export const referenceImplementation: SchoolServiceImplementation = {
  async athleticScheduleDateRangeGetList(p, ctx) {
    const game = item.cAthleticSchedule({
      GameDate: formatUtcWallClock(p.SDate),
      Sport: "Football",
      Opponent: "Central High",
      IsPractice: "false",
    });
    const practice = item.cAthleticSchedule({
      GameDate: formatUtcWallClock(p.EDate),
      Sport: "Football",
      Opponent: "",
      IsPractice: "true",
    });
    return answer(
      "athleticScheduleDateRangeGetList",
      p,
      ctx,
      p.ShowPractice ? [game, practice] : [game],
    );
  },
  async athleticScheduleGetList(p, ctx) {
    const at = (days: number) => formatUtcWallClock(new Date(p.GameDate.getTime() + days * DAY_MS));
    return answer("athleticScheduleGetList", p, ctx, [
      item.cAthleticSchedule({
        GameDate: at(-p.ND_BW),
        Sport: "Basketball",
        Opponent: "West Valley",
        IsPractice: "false",
      }),
      item.cAthleticSchedule({
        GameDate: at(p.ND_FW),
        Sport: "Basketball",
        Opponent: "East Ridge",
        IsPractice: "false",
      }),
    ]);
  },
  eventGetList: async (p, ctx) => answer("eventGetList", p, ctx, [wall(p.SDate)]),
  eventGet: async (p, ctx) => answer("eventGet", p, ctx, [item.int(p.EventID)]),
  eventDelete: async (p, ctx) => answer("eventDelete", p, ctx, [item.boolean(true)]),
  eventRefresh: async (p, ctx) => answer("eventRefresh", p, ctx, [item.int(p.sXML?.length ?? 0)]),
  eventRefreshLastModifyUser: async (p, ctx) =>
    answer("eventRefreshLastModifyUser", p, ctx, [item.int(p.sXML?.length ?? 0)]),
  eventCategoryGetList: async (p, ctx) =>
    answer("eventCategoryGetList", p, ctx, [item.string("General")]),
  eventCategoryGetListEventID: async (p, ctx) =>
    answer("eventCategoryGetListEventID", p, ctx, [item.string("General")]),
  newsGetList: async (p, ctx) => answer("newsGetList", p, ctx, [item.string("School reopens")]),
  newsCategoryGetList: async (p, ctx) =>
    answer("newsCategoryGetList", p, ctx, [item.string("Announcements")]),
  async ProfileChangeGet(p, ctx) {
    return answer("ProfileChangeGet", p, ctx, [
      item.cUserAuditLog({
        RoleID: p.RoleID,
        ChangeDate: formatUtcWallClock(p.StartDate),
        FieldName: "LastName",
        uid: "101",
      }),
      item.cUserAuditLog({
        RoleID: p.RoleID,
        ChangeDate: formatUtcWallClock(p.EndDate),
        FieldName: "Email",
        uid: "102",
      }),
    ]);
  },
  async userGetListSearch(params, ctx) {
    // The generated AtLeastOne type admits undefined (its mapped type keeps the keys' `?`).
    const p: T.UserGetListSearchParamsFields = params ?? {};
    const names = { FirstName: p.FirstName ?? "", LastName: p.LastName ?? "" };
    return answer("userGetListSearch", p, ctx, [
      item.cUser({ uid: "101", hostid: "H101", ...names }),
      item.cUser({ uid: "102", hostid: "H102", ...names }),
    ]);
  },
  async userGetListByModDate(p, ctx) {
    return answer("userGetListByModDate", p, ctx, [
      item.cUser({ uid: "201", hostid: "H201", FirstName: "Ada", LastName: "Lovelace" }),
      item.cUser({ uid: "202", hostid: "H202", FirstName: "Alan", LastName: "Turing" }),
    ]);
  },
  async userGetHostID(p, ctx) {
    return answer("userGetHostID", p, ctx, [
      item.cUser({ uid: "301", hostid: p.hostid, FirstName: "Grace", LastName: "Hopper" }),
    ]);
  },
  async roleGetListUserID(p, ctx) {
    const uid = String(p.uid);
    return answer("roleGetListUserID", p, ctx, [
      item.cRole({ uid, RoleID: "1", RoleName: "Teacher" }),
      item.cRole({ uid, RoleID: "2", RoleName: "Coach" }),
    ]);
  },
  phoneUserGet: async (p, ctx) =>
    answer("phoneUserGet", p, ctx, [
      item.cPhone({
        phone_id: "77",
        uid: String(p.uid),
        Number: "+1-555-0199",
        PhoneType: "Mobile",
      }),
    ]),
  phoneGet: async (p, ctx) =>
    answer("phoneGet", p, ctx, [
      item.cPhone({
        phone_id: String(p.phone_id),
        uid: "101",
        Number: "+1-555-0199",
        PhoneType: "Mobile",
      }),
    ]),
  buildingGetList: async (p, ctx) =>
    answer("buildingGetList", p, ctx, [
      item.string(p.bt === "Athletics" ? "Field House" : "Main Hall"),
    ]),
  roomGetList: async (p, ctx) => answer("roomGetList", p, ctx, [item.string("Room 101")]),
};
