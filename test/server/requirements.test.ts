/**
 * Stated requirements, checked before the implementation is called: a parameter is supplied when
 * present, not nil, not empty and not the value ASMX hands a method for one left out (0,
 * 0001-01-01T00:00:00). A violation is `bln_Success=false` with a REQUIRED ErrorDetail naming them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SchoolServiceImplementation } from "school-service-server";
import { referenceImplementation } from "./support/reference-implementation.ts";
import { send } from "./support/raw-http.ts";
import {
  ENDPOINT,
  NS,
  envelope,
  soapHeaders,
  startServer,
  type TestServer,
} from "./support/start.ts";

const called: string[] = [];
const counting = Object.fromEntries(
  Object.entries(referenceImplementation).map(([name, method]) => [
    name,
    (params: never, ctx: never) => {
      called.push(name);
      return (method as (p: never, c: never) => Promise<unknown>)(params, ctx);
    },
  ]),
) as unknown as SchoolServiceImplementation;

let server: TestServer;
beforeAll(async () => {
  server = await startServer(counting);
});
afterAll(() => server.close());

const call = (op: string, children: string) =>
  send(server.port, {
    method: "POST",
    path: ENDPOINT,
    headers: soapHeaders("1.1", op),
    body: envelope("1.1", `<${op} xmlns="${NS}">${children}</${op}>`),
  });
const refused = (desc: string) =>
  `<_status><bln_Success>false</bln_Success><detail><ErrorDetail><code>REQUIRED</code><desc>${desc}</desc></ErrorDetail></detail></_status><_data />`;

describe("stated requirements", () => {
  it.each([
    ["ProfileChangeGet", "", "RoleID and StartDate are required."],
    [
      "ProfileChangeGet",
      "<RoleID></RoleID><StartDate>2024-01-01T00:00:00</StartDate>",
      "RoleID and StartDate are required.",
    ],
    [
      "ProfileChangeGet",
      "<RoleID>R1</RoleID><StartDate>0001-01-01T00:00:00</StartDate>",
      "RoleID and StartDate are required.",
    ],
    [
      "athleticScheduleGetList",
      "<GameDate>0001-01-01T00:00:00Z</GameDate><ND_FW>1</ND_FW>",
      "GameDate is required.",
    ],
    ["phoneGet", "<phone_id>0</phone_id>", "phone_id is required."],
    ["phoneUserGet", '<uid xsi:nil="true" />', "uid is required."],
    [
      "userGetListSearch",
      "<LastName /><FirstName></FirstName>",
      "At least one of LastName and FirstName is required.",
    ],
  ])("%s with %j is refused, and the implementation is not called", async (op, children, desc) => {
    called.length = 0;
    const res = await call(op, children);
    expect(res.status).toBe(200);
    expect(res.body).toContain(`<${op}Result>${refused(desc)}</${op}Result>`);
    expect(called).toEqual([]);
  });

  it.each([
    ["ProfileChangeGet", "<RoleID>R1</RoleID><StartDate>2024-01-01T00:00:00</StartDate>"],
    ["userGetListSearch", "<FirstName>Zoë</FirstName>"],
    ["phoneGet", "<phone_id>-1</phone_id>"],
    ["eventGet", ""],
  ])("%s with %j is called", async (op, children) => {
    called.length = 0;
    const res = await call(op, children);
    expect(res.body).toContain("<bln_Success>true</bln_Success>");
    expect(called).toEqual([op]);
  });

  it("applies on HTTP GET and POST the same way", async () => {
    const get = await send(server.port, { method: "GET", path: `${ENDPOINT}/phoneGet?phone_id=0` });
    expect(get.body).toContain("<desc>phone_id is required.</desc>");
    const post = await send(server.port, {
      method: "POST",
      path: `${ENDPOINT}/userGetListSearch`,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "LastName=&FirstName=",
    });
    expect(post.body).toContain("<desc>At least one of LastName and FirstName is required.</desc>");
  });
});

describe('with errorDetails: "validator"', () => {
  let worded: TestServer;
  beforeAll(async () => {
    worded = await startServer(counting, { errorDetails: "validator" });
  });
  afterAll(() => worded.close());

  it("words each refused parameter with the validators' message, and still does not call the implementation", async () => {
    called.length = 0;
    const op = "athleticScheduleGetList";
    const res = await send(worded.port, {
      method: "POST",
      path: ENDPOINT,
      headers: soapHeaders("1.1", op),
      body: envelope(
        "1.1",
        `<${op} xmlns="${NS}"><GameDate>0001-01-01T00:00:00Z</GameDate><ND_FW>1</ND_FW></${op}>`,
      ),
    });
    expect(res.body).toContain(
      "<detail><ErrorDetail><code>REQUIRED</code><desc>athleticScheduleGetList: GameDate: Required: must not be 0001-01-01T00:00:00Z, ASMX's value for one left out</desc></ErrorDetail></detail>",
    );
    expect(called).toEqual([]);
  });

  it("refuses an unknown wording when the handler is made", async () => {
    await expect(startServer(counting, { errorDetails: "grouped" as never })).rejects.toThrow(
      'options.errorDetails: expected "requirement" or "validator", got "grouped"',
    );
  });
});
