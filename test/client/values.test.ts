/**
 * Parameter values on the wire: any string XML 1.0 can carry round-trips exactly; what it cannot
 * carry, an int outside xsd:int, a bad date, boolean or enum value, or a missing required value is
 * refused before sending with a RequestValidationError naming the parameter.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  RequestValidationError,
  createSchoolServiceClient,
  type Binding,
} from "school-service-client";
import { writeParts } from "school-service-contract/runtime/codec";
import * as xsd from "school-service-contract/runtime/xsd-codecs";
import { XmlReader } from "school-service-contract/runtime/xml-reader";
import { validators } from "school-service-contract/validators";
import {
  AUTH,
  ENDPOINT,
  NS,
  recordingClient,
  recordingFetch,
  toResponse,
  type RecordedRequest,
} from "./fake-fetch.ts";

const BINDINGS: Binding[] = ["soap11", "soap12", "httpGet", "httpPost"];
const ILLEGAL_IN_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const xmlString = fc
  .string({ unit: "binary", maxLength: 40 })
  .filter((s) => !ILLEGAL_IN_XML.test(s));
const HARD = [
  '<a href="x">&amp;</a> ]]> \'',
  "line1\r\nline2\rline3\n\ttab",
  "😀 𝄞 Zoë",
  " lead and trail ",
  "",
];

function decodeString(text: string): string {
  const [, content] = writeParts(xsd.string, text, "s");
  const r = new XmlReader(`<s>${content}</s>`);
  r.next();
  return xsd.string.read(r);
}

/** A SOAP server that echoes the request's <LastName> text, untouched, as an xsd:string item. */
function echoLastName(request: RecordedRequest): Promise<Response> {
  const sent = /<LastName>([^<]*)<\/LastName>|<LastName \/>/.exec(request.body!)!;
  const body =
    `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
    `xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body><userGetListSearchResponse xmlns="${NS}"><userGetListSearchResult>` +
    `<_data><anyType xsi:type="xsd:string">${sent[1] ?? ""}</anyType></_data></userGetListSearchResult></userGetListSearchResponse></soap:Body></soap:Envelope>`;
  return Promise.resolve(toResponse({ status: 200, contentType: "text/xml; charset=utf-8", body }));
}

describe("strings round-trip exactly", () => {
  it.each(HARD)("through the string codec: %j", (s) => expect(decodeString(s)).toBe(s));

  it("through the string codec, for any string XML 1.0 can carry", () => {
    fc.assert(fc.property(xmlString, (s) => decodeString(s) === s));
  });

  it("through a call: sent in the request, echoed back, decoded", async () => {
    const { fetch } = recordingFetch(echoLastName);
    // An empty LastName breaks the stated requirement: no validators are given, to send it anyway.
    const client = createSchoolServiceClient({ baseUrl: ENDPOINT, fetch, auth: AUTH });
    for (const s of HARD) {
      expect((await client.userGetListSearch({ LastName: s }))._data).toEqual([
        { type: "xsd:string", value: s },
      ]);
    }
    await fc.assert(
      fc.asyncProperty(xmlString, async (s) => {
        const data = (await client.userGetListSearch({ LastName: s }))._data;
        expect(data).toEqual([{ type: "xsd:string", value: s }]);
      }),
      { numRuns: 50 },
    );
  });
});

async function refusal(
  binding: Binding,
  op: string,
  params: unknown,
  auth = AUTH,
  validate = false,
): Promise<{ issues: unknown; message: string; sent: number }> {
  const { fetch, requests } = recordingFetch();
  const client = createSchoolServiceClient({
    baseUrl: ENDPOINT,
    binding,
    auth,
    fetch,
    ...(validate ? { validators } : {}),
  }) as unknown as Record<string, (p: unknown) => Promise<unknown>>;
  const error = await client[op]!(params).catch((err: unknown) => err);
  expect(error).toBeInstanceOf(RequestValidationError);
  const { issues, message } = error as RequestValidationError;
  return { issues, message, sent: requests.length };
}

describe.each(BINDINGS)(
  "without the validators, what the wire cannot carry is still refused before sending on %s",
  (binding) => {
    it.each([
      ["a control character", "a\u0001b", "U+0001 at index 1"],
      ["a lone high surrogate", "x\uD800", "U+D800 at index 1"],
      ["a lone low surrogate", "\uDC00", "U+DC00 at index 0"],
      ["U+FFFF", "\uFFFF", "U+FFFF at index 0"],
    ])("a string with %s", async (_, hostid, where) => {
      const r = await refusal(binding, "userGetHostID", { hostid });
      expect(r).toEqual({
        issues: [
          { path: "hostid", message: `hostid holds ${where}, a character XML 1.0 cannot carry` },
        ],
        message: `userGetHostID (${binding}): invalid parameters: hostid holds ${where}, a character XML 1.0 cannot carry`,
        sent: 0,
      });
    });

    it.each([2147483648, -2147483649, 1.5, Number.NaN, "5"])(
      "EventID %s, not an xsd:int",
      async (EventID) => {
        expect((await refusal(binding, "eventGet", { EventID })).issues).toEqual([
          {
            path: "EventID",
            message: `EventID must be an xsd:int, an integer from -2147483648 to 2147483647; got ${String(EventID)}`,
          },
        ]);
      },
    );

    it.each([
      [new Date("not a date"), "invalid Date"],
      ["05/01/2024", '"05/01/2024" is not an xsd:dateTime'],
      ["2024-13-01T00:00:00", '"2024-13-01T00:00:00" is not an xsd:dateTime'],
    ])("ModifiedDate %s", async (ModifiedDate, why) => {
      expect((await refusal(binding, "userGetListByModDate", { ModifiedDate })).issues).toEqual([
        {
          path: "ModifiedDate",
          message: `ModifiedDate must be a Date or an xsd:dateTime string: ${why}`,
        },
      ]);
    });

    it("a boolean given as text, an enum value in the wrong case, and a missing int, all reported at once", async () => {
      const range = await refusal(binding, "athleticScheduleGetList", {
        GameDate: "2024-05-10",
        ND_FW: 1,
        ShowPractice: "true",
      });
      expect(range.issues).toEqual([
        { path: "ND_BW", message: "ND_BW is required" },
        { path: "ShowPractice", message: "ShowPractice must be a boolean; got string" },
      ]);
      expect((await refusal(binding, "buildingGetList", { bt: "athletics" })).issues).toEqual([
        { path: "bt", message: 'bt must be one of Academics, Athletics; got "athletics"' },
      ]);
    });

    it("parameters that are not an object", async () => {
      expect((await refusal(binding, "eventGet", null)).issues).toEqual([
        { path: "", message: "the parameters must be an object; got null" },
      ]);
    });
  },
);

describe.each(BINDINGS)(
  "the contract's validators, given as the validators option, refuse before sending on %s",
  (binding) => {
    it.each([
      [
        "eventGet",
        { EventID: 2147483648 },
        "EventID",
        "EventID: Too big: expected number to be <=2147483647",
      ],
      [
        "eventGet",
        { EventID: "5" },
        "EventID",
        "EventID: Invalid input: expected number, received string",
      ],
      [
        "athleticScheduleGetList",
        { GameDate: "2024-05-10", ND_FW: 1, ShowPractice: true },
        "ND_BW",
        "ND_BW: Invalid input: expected number, received undefined",
      ],
      ["userGetHostID", { hostid: "" }, "hostid", "hostid: Required: must not be empty"],
      [
        "userGetHostID",
        { hostid: "a\u0001b" },
        "hostid",
        "hostid: Invalid string: a character XML 1.0 cannot carry",
      ],
      ["userGetListSearch", {}, "", "At least one of LastName or FirstName is required"],
      [
        "buildingGetList",
        { bt: "athletics" },
        "bt",
        'bt: Invalid option: expected one of "Academics"|"Athletics"',
      ],
    ])("%s %j", async (op, params, path, message) => {
      expect(await refusal(binding, op, params, AUTH, true)).toEqual({
        issues: [{ path, message }],
        message: `${op} (${binding}): invalid parameters: ${message}`,
        sent: 0,
      });
    });

    it("and are switched off with validateParams: false, so a request can carry what the service refuses", async () => {
      const { fetch, requests } = recordingFetch();
      const client = createSchoolServiceClient({
        baseUrl: ENDPOINT,
        binding,
        auth: AUTH,
        fetch,
        validators,
        validateParams: false,
      });
      await client.userGetHostID({ hostid: "" }).catch(() => undefined);
      expect(requests).toHaveLength(1);
    });

    it("and are not applied unless given (the client then carries no zod), so the same request is sent", async () => {
      const { fetch, requests } = recordingFetch();
      const client = createSchoolServiceClient({ baseUrl: ENDPOINT, binding, auth: AUTH, fetch });
      await client.userGetHostID({ hostid: "" }).catch(() => undefined);
      expect(requests).toHaveLength(1);
    });
  },
);

it.each(["soap11", "soap12"] as Binding[])(
  "%s: an AuthHeader the XML cannot carry is refused before sending",
  async (binding) => {
    const r = await refusal(binding, "eventGet", { EventID: 1 }, { ...AUTH, Password: "p\u0000" });
    expect(r).toMatchObject({
      issues: [
        {
          path: "auth",
          message: "AuthHeader.Password holds U+0000 at index 1, a character XML 1.0 cannot carry",
        },
      ],
      sent: 0,
    });
  },
);

describe("scalars in the text ASMX accepts on each binding", () => {
  async function sentText(binding: Binding, op: string, params: unknown): Promise<string> {
    const { client, requests } = recordingClient(binding);
    await (client as unknown as Record<string, (p: unknown) => Promise<unknown>>)[op]!(params);
    const r = requests[0]!;
    return binding === "httpGet"
      ? decodeURIComponent(r.url.split("?")[1]!)
      : binding === "httpPost"
        ? decodeURIComponent(r.body!)
        : /<soap(?:12)?:Body>(.*)<\/soap(?:12)?:Body>/.exec(r.body!)![1]!;
  }
  const DATES = { SDate: new Date("2024-05-01T10:00:00Z"), EDate: "2024-05-31T12:00:00-04:00" };

  it.each([
    [
      "soap11",
      `<athleticScheduleDateRangeGetList xmlns="${NS}"><SDate>2024-05-01T10:00:00Z</SDate><EDate>2024-05-31T12:00:00-04:00</EDate><ShowPractice>false</ShowPractice></athleticScheduleDateRangeGetList>`,
    ],
    [
      "soap12",
      `<athleticScheduleDateRangeGetList xmlns="${NS}"><SDate>2024-05-01T10:00:00Z</SDate><EDate>2024-05-31T12:00:00-04:00</EDate><ShowPractice>false</ShowPractice></athleticScheduleDateRangeGetList>`,
    ],
    ["httpGet", "SDate=2024-05-01T10:00:00&EDate=2024-05-31T16:00:00&ShowPractice=false"],
    ["httpPost", "SDate=2024-05-01T10:00:00&EDate=2024-05-31T16:00:00&ShowPractice=false"],
  ] as [Binding, string][])(
    "%s: dates (zoned over SOAP, UTC wall-clock without a zone on GET/POST) and booleans",
    async (binding, want) => {
      expect(
        await sentText(binding, "athleticScheduleDateRangeGetList", {
          ...DATES,
          ShowPractice: false,
        }),
      ).toBe(want);
    },
  );

  it.each(BINDINGS)("%s: the enum as its exact literal", async (binding) => {
    const text = await sentText(binding, "buildingGetList", { bt: "Academics" });
    expect(text).toBe(
      binding.startsWith("soap")
        ? `<buildingGetList xmlns="${NS}"><bt>Academics</bt></buildingGetList>`
        : "bt=Academics",
    );
  });
});
