/**
 * Our client against an independent SOAP server: the npm `soap` package's `soap.listen`, serving
 * our WSDL on 127.0.0.1 with an implementation of all 20 operations that records what node-soap
 * read from the request and echoes it back in `_data`. Every operation on SOAP 1.1 and SOAP 1.2.
 *
 * node-soap quirks met here (not ours): it answers in a SOAP 1.1 envelope unless told
 * `forceSoap12Headers`; it echoes the request's Content-Type on the response; it declares only the
 * WSDL's prefixes on its envelope, so an item's `xsi:type` needs its own xmlns:xsi/xmlns:xsd; it
 * hands a parameterless operation `null` args; it reads xsd:dateTime with `new Date(text)`, so a
 * zone-less text is local time to it; and its SOAP 1.2 faults need `Subcode: { Value }` (its docs'
 * `value` writes a `<soap:value>` element SOAP 1.2 does not know).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import soap, { type IServicePort } from "soap";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createSchoolServiceClient,
  type Binding,
  type SchoolServiceClient,
} from "school-service-client";
import { OPERATION_CASES, type OperationCase } from "../client/operation-cases.ts";
import { SCHOOL_OPERATIONS, SCHOOL_WSDL } from "../support/school-contract.ts";

const NS = "http://schoolservice.example.org/api/";
const XSI = "http://www.w3.org/2001/XMLSchema-instance";
const XSD = "http://www.w3.org/2001/XMLSchema";
const AUTH = { Schoolname: "Lincoln High", Username: "jdoe", Password: "s3cret & <more>" };
/** eventDelete of this id answers with a fault. */
const UNLUCKY = 13;
const DATE_TIME_PARAMS = new Set([
  "SDate",
  "EDate",
  "GameDate",
  "sDate",
  "eDate",
  "StartDate",
  "EndDate",
  "ModifiedDate",
]);

interface Received {
  op: string;
  args: Record<string, unknown> | null;
  headers: unknown;
  contentType: string | undefined;
  soapAction: string | undefined;
}

/** An `anyType` item as node-soap writes it: attributes, and `$value` or child elements. */
function item(type: string, content: object): object {
  return { attributes: { "xmlns:xsi": XSI, "xmlns:xsd": XSD, "xsi:type": type }, ...content };
}

/** The `_data` node-soap writes: the echo of each argument, a nested object, an int and a dateTime. */
function echoData(args: Record<string, unknown> | null): object[] {
  const echoes = Object.entries(args ?? {}).map(([name, value]) =>
    item("xsd:string", {
      $value: `${name}=${value instanceof Date ? value.toISOString() : String(value)}`,
    }),
  );
  const user = {
    uid: "7",
    Email: ["a@x.org", "b@x.org"],
    Address: { Street: "Main & 1st", City: "Springfield" },
  };
  return [
    ...echoes,
    item("cUser", user),
    item("xsd:int", { $value: "42" }),
    item("xsd:dateTime", { $value: "2024-05-01T10:00:00.1234567" }),
  ];
}

/** The decoded `_data` our client must return for `c`, given what node-soap read. */
function expectedData(c: OperationCase): unknown[] {
  const echoes = Object.entries(expectedArgs(c) ?? {}).map(([name, value]) => ({
    type: "xsd:string",
    value: `${name}=${value instanceof Date ? value.toISOString() : String(value)}`,
  }));
  return [
    ...echoes,
    {
      type: "cUser",
      value: {
        uid: "7",
        Email: ["a@x.org", "b@x.org"],
        Address: { Street: "Main & 1st", City: "Springfield" },
      },
    },
    { type: "xsd:int", value: 42 },
    {
      type: "xsd:dateTime",
      value: new Date("2024-05-01T10:00:00.123Z"),
      text: "2024-05-01T10:00:00.1234567",
    },
  ];
}

/** What node-soap reads from our request: the parameters, dateTimes as `new Date(text)`. */
function expectedArgs(c: OperationCase): Record<string, unknown> | null {
  const entries = Object.entries(c.params);
  if (entries.length === 0) return null;
  return Object.fromEntries(
    entries.map(([k, v]) => [
      k,
      DATE_TIME_PARAMS.has(k) && typeof v === "string" ? new Date(v) : v,
    ]),
  );
}

/** A fault as node-soap takes it from a service: thrown as `{ Fault }`. */
function fault(soap12: boolean): object {
  return soap12
    ? {
        Fault: {
          Code: { Value: "soap:Sender", Subcode: { Value: "NoSuchEvent" } },
          Reason: { Text: "no event 13" },
          statusCode: 500,
        },
      }
    : {
        Fault: {
          faultcode: "soap:Client",
          faultstring: "no event 13",
          detail: { EventID: "13" },
          statusCode: 500,
        },
      };
}

async function startServer(
  soap12: boolean,
): Promise<{ server: http.Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const port: IServicePort = {};
  for (const op of SCHOOL_OPERATIONS) {
    port[op] = (
      args: Record<string, unknown> | null,
      _cb: unknown,
      headers: unknown,
      req: http.IncomingMessage,
    ) => {
      received.push({
        op,
        args,
        headers,
        contentType: req.headers["content-type"],
        soapAction: req.headers.soapaction as string | undefined,
      });
      if (op === "eventDelete" && args?.EventID === UNLUCKY) throw fault(soap12);
      return {
        [`${op}Result`]: {
          _status: { bln_Success: true, detail: {} },
          _data: { anyType: echoData(args) },
        },
      };
    };
  }
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  soap.listen(server, {
    path: "/api/schoolservice.asmx",
    services: { SchoolService: { SchoolServiceSoap: port, SchoolServiceSoap12: port } },
    xml: readFileSync(SCHOOL_WSDL, "utf8"),
    forceSoap12Headers: soap12,
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, received };
}

describe.each([
  ["soap11", false],
  ["soap12", true],
] as [Binding, boolean][])("%s against node-soap", (binding, soap12) => {
  let server: http.Server;
  let received: Received[];
  let client: SchoolServiceClient;

  beforeAll(async () => {
    const started = await startServer(soap12);
    ({ server, received } = started);
    client = createSchoolServiceClient({
      baseUrl: started.url,
      binding,
      auth: AUTH,
      timeoutMs: 10_000,
    });
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each(OPERATION_CASES)(
    "$op: node-soap reads our parameters and AuthHeader; we read its answer",
    async (c) => {
      const result = await (client[c.op] as (p: unknown) => Promise<unknown>)(c.params);
      const got = received.at(-1)!;
      expect(got).toEqual({
        op: c.op,
        args: expectedArgs(c),
        headers: { AuthHeader: AUTH },
        contentType:
          binding === "soap11"
            ? "text/xml; charset=utf-8"
            : `application/soap+xml; charset=utf-8; action="${NS}${c.op}"`,
        soapAction: binding === "soap11" ? `"${NS}${c.op}"` : undefined,
      });
      expect(result).toEqual({
        _status: { bln_Success: true, detail: [] },
        _data: expectedData(c),
      });
    },
  );

  it("a fault node-soap writes reaches us as SoapFaultError, with its HTTP status", async () => {
    const error = await client.eventDelete({ EventID: UNLUCKY }).catch((err: unknown) => err);
    expect(error).toMatchObject(
      soap12
        ? {
            name: "SoapFaultError",
            version: "1.2",
            code: "soap:Sender",
            subcode: { namespace: "", local: "NoSuchEvent" },
            reason: "no event 13",
            status: 500,
          }
        : {
            name: "SoapFaultError",
            version: "1.1",
            code: "soap:Client",
            reason: "no event 13",
            detail: { EventID: "13" },
            status: 500,
          },
    );
  });
});
