/**
 * The dateTime form the client sends, checked against what ASMX did with each form (transcripts
 * 52-72, whose echo shows the DateTime the method received). Over GET/POST ASMX turns a `Z` or an
 * offset into server-local time, and keeps a zone-less text as it is; so GET/POST get zone-less
 * UTC wall-clock text. Over SOAP a `Z` stays UTC, so a Date goes as `...Z`.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Binding } from "school-service-client";
import { recordingClient, transcriptClient } from "./fake-fetch.ts";

/** The ModifiedDate the service echoed in transcript `n`. */
async function echoed(n: number, binding: Binding): Promise<string> {
  const { client } = transcriptClient(n, binding);
  const result = await client.userGetListByModDate({ ModifiedDate: "2024-05-01" });
  const echo = result._data![0] as { value: string };
  return /ModifiedDate=([^;]*);/.exec(echo.value)![1]!;
}

describe("what ASMX made of each form (the echo of the DateTime it received)", () => {
  it.each([
    [53, "httpGet", "2024-05-01T10:00:00", "2024-05-01T10:00:00.0000000"],
    [57, "httpGet", "2024-05-01T10:00:00.1234567", "2024-05-01T10:00:00.1234567"],
    [58, "httpGet", "2024-05-01 10:00:00", "2024-05-01T10:00:00.0000000"],
    [64, "httpPost", "2024-05-01", "2024-05-01T00:00:00.0000000"],
    [55, "httpGet", "2024-05-01T10:00:00Z", "2024-05-01T10:00:00.0000000+00:00"],
    [56, "httpGet", "2024-05-01T10:00:00+02:00", "2024-05-01T08:00:00.0000000+00:00"],
    [65, "httpPost", "2024-05-01T10:00:00Z", "2024-05-01T10:00:00.0000000+00:00"],
    [67, "httpPost", "2024-05-01T10:00:00+02:00", "2024-05-01T08:00:00.0000000+00:00"],
    [69, "soap11", "2024-05-01T10:00:00", "2024-05-01T10:00:00.0000000"],
    [70, "soap11", "2024-05-01T10:00:00Z", "2024-05-01T10:00:00.0000000Z"],
    [71, "soap11", "2024-05-01T10:00:00+02:00", "2024-05-01T08:00:00.0000000+00:00"],
  ] as [number, Binding, string, string][])(
    "transcript %i (%s): sent %s, received %s",
    async (n, binding, _sent, received) => {
      expect(await echoed(n, binding)).toBe(received);
    },
  );
});

describe("the form the client sends", () => {
  async function sentText(binding: Binding, ModifiedDate: Date | string): Promise<string> {
    // The wire form of any Date, ASMX's default for a value left out (0001-01-01) included: the
    // validators, which refuse that default for this stated-required parameter, are off.
    const { client, requests } = recordingClient(binding, undefined, { validateParams: false });
    await client.userGetListByModDate({ ModifiedDate });
    const r = requests[0]!;
    const raw =
      binding === "httpGet"
        ? r.url.split("?")[1]!
        : binding === "httpPost"
          ? r.body!
          : /<ModifiedDate>(.*)<\/ModifiedDate>/.exec(r.body!)![0];
    return binding.startsWith("http")
      ? decodeURIComponent(raw.replace(/^ModifiedDate=/, ""))
      : raw.replace(/<\/?ModifiedDate>/g, "");
  }

  it.each([
    // given, GET/POST text (zone-less, as 53/57 show is kept), SOAP text (as given; a Date as UTC with Z, as 70 shows is kept)
    [new Date("2024-05-01T10:00:00Z"), "2024-05-01T10:00:00", "2024-05-01T10:00:00Z"],
    [new Date("2024-05-01T10:00:00.120Z"), "2024-05-01T10:00:00.12", "2024-05-01T10:00:00.12Z"],
    ["2024-05-01T10:00:00", "2024-05-01T10:00:00", "2024-05-01T10:00:00"],
    ["2024-05-01T10:00:00.1234567", "2024-05-01T10:00:00.1234567", "2024-05-01T10:00:00.1234567"],
    ["2024-05-01T10:00:00Z", "2024-05-01T10:00:00", "2024-05-01T10:00:00Z"],
    [
      "2024-05-01T10:00:00.1234567+02:00",
      "2024-05-01T08:00:00.1234567",
      "2024-05-01T10:00:00.1234567+02:00",
    ],
    ["2024-05-01T00:30:00+01:00", "2024-04-30T23:30:00", "2024-05-01T00:30:00+01:00"],
    ["2024-05-01", "2024-05-01", "2024-05-01"],
  ] as [Date | string, string, string][])(
    "%s: GET/POST %s, SOAP %s",
    async (given, form, soapText) => {
      expect([
        await sentText("httpGet", given),
        await sentText("httpPost", given),
        await sentText("soap11", given),
        await sentText("soap12", given),
      ]).toEqual([form, form, soapText, soapText]);
    },
  );

  it("any Date goes to GET/POST without a zone, its UTC wall-clock time to the millisecond", async () => {
    const dates = fc.date({
      min: new Date("0001-01-01T00:00:00Z"),
      max: new Date("9999-12-31T23:59:59.999Z"),
      noInvalidDate: true,
    });
    await fc.assert(
      fc.asyncProperty(dates, async (d) => {
        const text = await sentText("httpGet", d);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?$/);
        expect(new Date(`${text}Z`).getTime()).toBe(d.getTime());
      }),
      { numRuns: 200 },
    );
  });
});
