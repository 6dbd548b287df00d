/**
 * Envelope shapes the transcripts do not show but the contract allows: nil and absent ErrorDetail
 * lists, nil items, nested and repeated object fields, items of undeclared or no xsi:type, and
 * dateTime forms .NET writes (7 fraction digits, offsets).
 */
import { describe, expect, it } from "vitest";
import { ResponseValidationError } from "school-service-client";
import { validators } from "school-service-contract/validators";
import { NS, recordingClient } from "./fake-fetch.ts";

const XSI =
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"';

function soapResult(result: string) {
  return {
    status: 200,
    contentType: "text/xml; charset=utf-8",
    body:
      `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" ${XSI}>` +
      `<soap:Body><eventGetResponse xmlns="${NS}"><eventGetResult>${result}</eventGetResult></eventGetResponse></soap:Body></soap:Envelope>`,
  };
}

async function eventGet(result: string) {
  const { client } = recordingClient("soap11", soapResult(result));
  return client.eventGet({ EventID: 1 });
}

describe("the ErrorDetail list", () => {
  it.each([
    ["empty", "<detail />"],
    ["nil", '<detail xsi:nil="true" />'],
    ["absent", ""],
  ])("%s reads as []", async (_, detail) => {
    expect(await eventGet(`<_status><bln_Success>true</bln_Success>${detail}</_status>`)).toEqual({
      _status: { bln_Success: true, detail: [] },
    });
  });

  it("keeps a nil ErrorDetail item as null (the spec's SOAP samples show one)", async () => {
    const result = await eventGet(
      '<_status><bln_Success>false</bln_Success><detail><ErrorDetail xsi:nil="true" /><ErrorDetail><code>X</code></ErrorDetail></detail></_status>',
    );
    expect(result._status).toEqual({ bln_Success: false, detail: [null, { code: "X" }] });
  });
});

describe("_data items", () => {
  const decode = async (items: string) =>
    (
      await eventGet(
        `<_status><bln_Success>true</bln_Success><detail /></_status><_data>${items}</_data>`,
      )
    )._data;

  it("an object keeps nested and repeated fields, in any depth", async () => {
    const user =
      '<anyType xsi:type="cUser"><uid>7</uid><Email>a@x.org</Email><Email>b@x.org</Email>' +
      "<Phones><cPhone><Number>1</Number></cPhone><cPhone><Number>2</Number><Note /></cPhone></Phones>" +
      '<Address><Street>Main &amp; 1st</Street><City>Springfield</City></Address><Middle xsi:nil="true" /></anyType>';
    expect(await decode(user)).toEqual([
      {
        type: "cUser",
        value: {
          uid: "7",
          Email: ["a@x.org", "b@x.org"],
          Phones: { cPhone: [{ Number: "1" }, { Number: "2", Note: "" }] },
          Address: { Street: "Main & 1st", City: "Springfield" },
          Middle: null,
        },
      },
    ]);
  });

  it("dateTime items keep the server's text beside the Date", async () => {
    const items =
      '<anyType xsi:type="xsd:dateTime">2024-05-01T10:00:00.1234567</anyType>' +
      '<anyType xsi:type="xsd:dateTime">2024-05-01T10:00:00+02:00</anyType>' +
      '<anyType xsi:type="xsd:dateTime">2024-05-01T10:00:00Z</anyType>';
    expect(await decode(items)).toEqual([
      {
        type: "xsd:dateTime",
        value: new Date("2024-05-01T10:00:00.123Z"),
        text: "2024-05-01T10:00:00.1234567",
      },
      {
        type: "xsd:dateTime",
        value: new Date("2024-05-01T08:00:00Z"),
        text: "2024-05-01T10:00:00+02:00",
      },
      {
        type: "xsd:dateTime",
        value: new Date("2024-05-01T10:00:00Z"),
        text: "2024-05-01T10:00:00Z",
      },
    ]);
  });

  it("simple items of other built-in types, whitespace in strings kept", async () => {
    const items =
      '<anyType xsi:type="xsd:boolean">true</anyType><anyType xsi:type="xsd:int">-5</anyType>' +
      '<anyType xsi:type="xsd:long">9007199254740993</anyType><anyType xsi:type="xsd:decimal">1.10</anyType>' +
      '<anyType xsi:type="xsd:string"> a&#xD;\n&#x9;b </anyType><anyType xsi:type="xsd:string" />';
    expect(await decode(items)).toEqual([
      { type: "xsd:boolean", value: true },
      { type: "xsd:int", value: -5 },
      { type: "xsd:long", value: 9007199254740993n },
      { type: "xsd:decimal", value: "1.10" },
      { type: "xsd:string", value: " a\r\n\tb " },
      { type: "xsd:string", value: "" },
    ]);
  });

  it("items of an undeclared xsi:type or none are kept whole; nil items read as null", async () => {
    const items =
      '<anyType xsi:type="cGrade"><Score>A</Score></anyType><anyType xsi:type="q:cX" xmlns:q="urn:other"><a>1</a></anyType>' +
      '<anyType>plain</anyType><anyType xsi:nil="true" />';
    expect(await decode(items)).toEqual([
      { type: "unknown", xsiType: "cGrade", value: { Score: "A" } },
      { type: "unknown", xsiType: "q:cX", xsiTypeNamespace: "urn:other", value: { a: "1" } },
      { type: "unknown", xsiType: null, value: "plain" },
      null,
    ]);
  });

  it("an item whose text does not match its xsi:type is a format error, not a silent guess", async () => {
    await expect(decode('<anyType xsi:type="xsd:int">twelve</anyType>')).rejects.toMatchObject({
      name: "ResponseFormatError",
      problem: 'element <anyType>: "twelve" is not an xsd:int (-2147483648 to 2147483647)',
    });
  });
});

describe("strict mode: every result checked with the contract's validators", () => {
  const broken = soapResult("<_status><detail /></_status><_data />");

  it("lets a result the validators refuse through by default", async () => {
    const { client } = recordingClient("soap11", broken);
    expect(await client.eventGet({ EventID: 1 })).toEqual({ _status: { detail: [] }, _data: [] });
  });

  it("refuses it with ResponseValidationError under strictResponses, naming what is wrong and where", async () => {
    const { client } = recordingClient("soap11", broken, { validators, strictResponses: true });
    const error = await client.eventGet({ EventID: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues).toEqual([
      {
        path: "_status.bln_Success",
        message: "_status.bln_Success: Invalid input: expected boolean, received undefined",
      },
    ]);
    expect((error as ResponseValidationError).body).toBe(broken.body);
  });

  it("needs the validators: asked for without them, the client is not made", () => {
    expect(() => recordingClient("soap11", broken, { strictResponses: true })).toThrow(
      "strictResponses checks results with the contract's validators: pass them as validators",
    );
  });

  it("passes a result that satisfies them", async () => {
    const { client } = recordingClient(
      "soap11",
      soapResult("<_status><bln_Success>true</bln_Success><detail /></_status><_data />"),
      { validators, strictResponses: true },
    );
    expect(await client.eventGet({ EventID: 1 })).toEqual({
      _status: { bln_Success: true, detail: [] },
      _data: [],
    });
  });
});
