/**
 * The answers besides ordinary items, on every binding: empty and 10,000-item `_data`, refusals
 * built with the server's `failure` helper, and faults (an implementation that throws) reaching the
 * client as its fault error class, with ASMX's fixed wording and none of the thrown error's text.
 * And the edge of "any string": text XML 1.0 cannot carry never leaves the client.
 */
import fc from "fast-check";
import {
  createSchoolServiceClient,
  HttpStatusError,
  RequestValidationError,
  SoapFaultError,
  type Binding,
} from "school-service-client";
import { failure } from "school-service-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../server/support/start.ts";
import { anyTypeItem, data } from "./support/answers.ts";
import { capturingImplementation } from "./support/capturing-implementation.ts";
import { OPERATION_NAMES, paramsOf, type OperationName } from "./support/params.ts";
import { BINDINGS, SEED, check } from "./support/settings.ts";
import { xmlString } from "./support/values.ts";

const RUNS = 15;
/** 10,000 items of every kind, drawn once from the suite's seed. */
const LARGE = fc.sample(fc.option(anyTypeItem, { freq: 20 }), { seed: SEED, numRuns: 10_000 });

const capture = capturingImplementation();
const reported: { error: unknown; where: unknown }[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startServer(capture.implementation, {
    onError: (error, where) => reported.push({ error, where }),
  });
});
afterAll(() => server.close());

const anyOperation = fc
  .constantFrom(...OPERATION_NAMES)
  .chain((op) => paramsOf(op).map((params) => ({ op, params })));

function call(binding: Binding, op: OperationName, params: unknown): Promise<unknown> {
  const client = createSchoolServiceClient({ baseUrl: server.url, binding });
  return (client[op] as (p: unknown) => Promise<unknown>)(params);
}

describe.each(BINDINGS)("%s", (binding) => {
  it("an empty _data", async () => {
    capture.next({ returns: [] });
    expect(await call(binding, "eventCategoryGetList", {})).toEqual({
      _status: { bln_Success: true, detail: [] },
      _data: [],
    });
  });

  it("a _data of 10,000 items of every kind", async () => {
    capture.next({ returns: LARGE });
    const result = (await call(binding, "newsCategoryGetList", {})) as { _data: unknown[] };
    expect(result._data).toHaveLength(10_000);
    expect(result).toEqual({ _status: { bln_Success: true, detail: [] }, _data: LARGE });
  });

  it("bln_Success=false with ErrorDetail items, built with `failure`", async () => {
    const detail = fc.record({ code: xmlString, desc: xmlString });
    await check(
      fc.asyncProperty(
        anyOperation,
        fc.array(detail, { maxLength: 5 }),
        data,
        async ({ op, params }, details, items) => {
          capture.next({ returns: failure(details, items) });
          expect(await call(binding, op, params)).toEqual({
            _status: { bln_Success: false, detail: details },
            _data: items,
          });
        },
      ),
      RUNS,
    );
  });

  it("text XML 1.0 cannot carry is refused before anything is sent, naming the parameter", async () => {
    const illegal = fc.oneof(
      fc.integer({ min: 0, max: 0x1f }).filter((c) => c !== 0x9 && c !== 0xa && c !== 0xd),
      fc.constantFrom(0xfffe, 0xffff),
      fc.integer({ min: 0xd800, max: 0xdfff }),
    );
    const carrying = fc
      .tuple(xmlString, illegal, xmlString)
      .map(([a, c, b]) => a + String.fromCharCode(c) + b);
    await check(
      fc.asyncProperty(carrying, fc.constantFrom("sXML", "sXMLIndex"), async (text, name) => {
        capture.next({ returns: [] });
        const raised = await call(binding, "eventRefresh", {
          sDate: new Date(0),
          eDate: new Date(0),
          [name]: text,
        }).catch((e: unknown) => e);
        expect(raised).toBeInstanceOf(RequestValidationError);
        expect((raised as RequestValidationError).issues.map((i) => i.path)).toEqual([name]);
        expect(capture.received).toEqual([]);
      }),
      RUNS,
    );
  });

  it("an implementation that throws: a fault the client raises as its error class, nothing of the error in it", async () => {
    const thrown = fc.oneof(
      xmlString.map((m) => new Error(m)),
      xmlString,
      fc.constant(undefined),
    );
    await check(
      fc.asyncProperty(anyOperation, thrown, async ({ op, params }, error) => {
        capture.next({ throws: error });
        reported.length = 0;
        const raised = await call(binding, op, params).then(
          () => expect.fail("the call succeeded"),
          (e: unknown) => e,
        );
        const site = {
          name: binding.startsWith("soap") ? "SoapFaultError" : "HttpStatusError",
          operation: op,
          binding,
          status: 500,
        };
        if (binding === "soap11" || binding === "soap12") {
          expect(raised).toBeInstanceOf(SoapFaultError);
          const v11 = binding === "soap11";
          expect(raised).toMatchObject({
            ...site,
            version: v11 ? "1.1" : "1.2",
            code: v11 ? "soap:Server" : "soap:Receiver",
            codeName: {
              namespace: v11
                ? "http://schemas.xmlsoap.org/soap/envelope/"
                : "http://www.w3.org/2003/05/soap-envelope",
              local: v11 ? "Server" : "Receiver",
            },
            subcode: undefined,
            reason: "Server was unable to process request.",
            detail: "",
          });
        } else {
          expect(raised).toBeInstanceOf(HttpStatusError);
          expect(raised).toMatchObject({
            ...site,
            contentType: "text/plain; charset=utf-8",
            body: "System.Exception: Server was unable to process request.",
          });
        }
        expect(reported).toEqual([{ error, where: { operation: op, binding } }]);
      }),
      RUNS,
    );
  });
});
