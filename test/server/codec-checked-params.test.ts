/**
 * Operations whose parameters' validator the server skips on SOAP (ServerOperation.required, from
 * generator/emit/validators/codec-checked-params.ts). What the skip rests on: for such an
 * operation, whatever SOAP request either reader takes as a call, with its required parameters
 * there and none nil, has parameters the validator accepts. Checked on the School contract with
 * texts of every kind, valid and not (every character sent as a reference to the XML reader, so
 * that it meets each one, and plain to the canonical reader); then that the server runs the
 * validator exactly when the skip's conditions fail, and which operations the generator marks.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import fc from "fast-check";
import { operations as schoolOperations } from "school-service-contract/operations";
import type { FieldCodec } from "school-service-contract/runtime/codec";
import type { OperationCodec } from "school-service-contract/runtime/operation";
import { requestEnvelope, type SoapVersion } from "school-service-contract/runtime/soap";
import { paramsValidators } from "school-service-contract/validators";
import { failure, success } from "school-service-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codecCheckedRequired } from "../../generator/emit/validators/codec-checked-params.ts";
import type { OperationModel, ServiceModel } from "../../generator/model/service-model.ts";
import { loadContract } from "../../generator/pipeline/load-contract.ts";
import { createHandler } from "../../generated/school-service-server/src/runtime/handler.ts";
import { readSoapRequest } from "../../generated/school-service-server/src/runtime/soap-request.ts";
import { SCHOOL_MANIFEST } from "../support/school-contract.ts";
import {
  SCHOOL_HEADERS,
  SCHOOL_NS as NS,
  schoolSoapRuntime,
  serviceDefinition,
} from "../support/soap-service-definition.ts";
import { send, type RawRequest } from "./support/raw-http.ts";

const AUTH = `<AuthHeader xmlns="${NS}"><Schoolname>Lincoln High</Schoolname></AuthHeader>`;

let model: ServiceModel;
beforeAll(async () => {
  ({ model } = await loadContract({
    contract: { kind: "manifest", path: SCHOOL_MANIFEST },
    allowNetwork: false,
    lenient: false,
  }));
});

const operationModel = (name: string): OperationModel =>
  model.operations.find((op) => op.tsName === name)!;

describe("which operations skip their validator", () => {
  it("marks those of plain built-in parameters and no stated requirement, with their required ones", () => {
    expect(codecCheckedRequired(operationModel("eventGetList"))).toEqual([
      "CategoryID",
      "GroupTypeID",
      "GroupID",
      "SDate",
      "EDate",
    ]);
    expect(codecCheckedRequired(operationModel("eventCategoryGetList"))).toEqual([]);
    // Stated requirements (SDate must not be ASMX's value for one left out): the validator runs.
    expect(operationModel("athleticScheduleGetList").requirements.length).toBeGreaterThan(0);
    expect(codecCheckedRequired(operationModel("athleticScheduleGetList"))).toBeUndefined();
  });

  it("leaves an encoded operation, and a nillable, repeated, facetted or decimal parameter, to the validator", () => {
    const op = operationModel("eventGetList");
    const first = op.input.fields[0]!;
    const withFirst = (changed: object): OperationModel => ({
      ...op,
      input: { ...op.input, fields: [{ ...first, ...changed }, ...op.input.fields.slice(1)] },
    });
    expect(
      codecCheckedRequired({ ...op, encodingStyle: "http://schemas.xmlsoap.org/soap/encoding/" }),
    ).toBeUndefined();
    expect(codecCheckedRequired(withFirst({ nillable: true }))).toBeUndefined();
    expect(codecCheckedRequired(withFirst({ maxOccurs: null }))).toBeUndefined();
    expect(codecCheckedRequired(withFirst({ type: { kind: "builtin", xsd: "decimal" } }))).toBe(
      undefined,
    );
    expect(codecCheckedRequired(withFirst({ type: { kind: "named", id: "{urn:t}Code" } }))).toBe(
      undefined,
    );
    expect(codecCheckedRequired(withFirst({ minOccurs: 0 }))).toEqual([
      "GroupTypeID",
      "GroupID",
      "SDate",
      "EDate",
    ]);
  });
});

/** Texts of every kind for a parameter: the type's own (its codec's writing of values), near misses, anything. */
function textsFor(field: FieldCodec): fc.Arbitrary<string> {
  // Every parameter here is of a built-in type: its codec is the text codec itself, no thunk.
  const codec = field.codec as unknown as { format(value: unknown, where: string): string };
  const written = (values: fc.Arbitrary<unknown>) =>
    values.map((value) => {
      try {
        return codec.format(value, field.ts);
      } catch {
        return "";
      }
    });
  return fc.oneof(
    written(fc.integer({ min: -(2 ** 33), max: 2 ** 33 })),
    written(
      fc.date({ min: new Date("0001-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z") }),
    ),
    written(fc.string({ unit: "binary" })),
    fc.constantFrom("", " 1 ", "+0", "-0", "1e3", "2147483648", "true", "0001-01-01T00:00:00"),
    fc.string({ unit: "binary" }),
  );
}

/** Every character as a character reference: the XML reader meets each code unit's code point. */
const referenced = (text: string) =>
  Array.from(text, (c) => `&#x${c.codePointAt(0)!.toString(16)};`).join("");

/** `text` as it is where no markup or reference is in it; else undefined. */
const plain = (text: string) => (/[<&]/.test(text) ? undefined : text);

describe("a SOAP request either reader takes, its required parameters there and none nil", () => {
  const rt = schoolSoapRuntime();
  const marked = () =>
    model.operations.flatMap((op) => {
      const required = codecCheckedRequired(op);
      return required ? [{ op, required }] : [];
    });

  it("has parameters the validator accepts, for every marked operation", () => {
    expect(marked().length).toBeGreaterThanOrEqual(8);
    let skipped = 0;
    for (const { op, required } of marked()) {
      const codec = (schoolOperations as Record<string, OperationCodec<unknown, unknown>>)[
        op.tsName
      ]!;
      const { wrapper, fields } = codec.input as unknown as {
        wrapper: { local: string };
        fields: FieldCodec[];
      };
      const validator = (
        paramsValidators as Record<
          string,
          { params: { safeParse(v: unknown): { success: boolean } } }
        >
      )[op.tsName]!.params;
      const texts = fc.tuple(
        ...fields.map((f) => fc.option(textsFor(f), { freq: 6, nil: undefined })),
      );
      fc.assert(
        fc.property(texts, fc.constantFrom<SoapVersion>("1.1", "1.2"), (given, version) => {
          const hints =
            version === "1.1"
              ? { soapAction: `"${codec.soapAction}"`, actionParam: undefined }
              : { soapAction: undefined, actionParam: codec.soapAction };
          const body = (write: (text: string) => string | undefined) => {
            let inner = "";
            for (const [i, text] of given.entries()) {
              if (text === undefined) continue;
              const content = write(text);
              if (content === undefined) return undefined;
              inner += `<${fields[i]!.xml}>${content}</${fields[i]!.xml}>`;
            }
            return `<${wrapper.local} xmlns="${NS}">${inner}</${wrapper.local}>`;
          };
          const requests = [
            readSoapRequest(
              requestEnvelope(version, AUTH, body(referenced)!),
              hints,
              rt.routing,
              {},
            ),
          ];
          const plainBody = body(plain);
          if (plainBody !== undefined)
            requests.push(
              rt.canonical.read(requestEnvelope(version, AUTH, plainBody), hints, {}) ??
                readSoapRequest(requestEnvelope(version, AUTH, plainBody), hints, rt.routing, {}),
            );
          for (const request of requests) {
            if (request.kind !== "call") continue;
            const params = request.params as Record<string, unknown>;
            if (required.some((name) => params[name] === undefined)) continue;
            if (Object.values(params).some((value) => value === null)) continue;
            skipped++;
            expect(validator.safeParse(params).success).toBe(true);
          }
        }),
        { numRuns: 150 },
      );
    }
    // Not vacuous: many requests met the skip's conditions.
    expect(skipped).toBeGreaterThan(300);
  });
});

describe("the server", () => {
  const servers: Server[] = [];
  afterAll(() => {
    for (const server of servers) server.close();
  });

  /**
   * A server of eventGet alone whose validator counts its runs, `required` as the generator marks
   * it; gives a function sending it a request.
   */
  async function countingServer(required: readonly string[] | undefined) {
    const runs: unknown[] = [];
    const operation = {
      codec: schoolOperations.eventGet,
      validator: {
        safeParse(value: unknown) {
          runs.push(value);
          return paramsValidators.eventGet.params.safeParse(value);
        },
      },
      ...(required ? { required } : {}),
      invoke: async () => [],
    };
    const service = {
      ...serviceDefinition([operation], SCHOOL_HEADERS, "authHeader"),
      envelope: { success, failure },
    };
    const handler = createHandler(
      service as never,
      {},
      {
        authenticate: null,
        httpGet: { enabled: true, authenticate: null },
      },
    );
    const server = createServer((req, res) => handler(req, res));
    servers.push(server);
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    const { port } = server.address() as AddressInfo;
    const call = async (request: RawRequest) => {
      const { status, headers, body } = await send(port, request);
      return { status, type: headers["content-type"], body };
    };
    return { runs, call };
  }

  const soap = (eventId: string): RawRequest => ({
    method: "POST",
    path: "/service.asmx",
    headers: {
      "Content-Type": "text/xml; charset=utf-8",
      SOAPAction: `"${schoolOperations.eventGet.soapAction}"`,
    },
    body: requestEnvelope("1.1", AUTH, `<eventGet xmlns="${NS}">${eventId}</eventGet>`),
  });

  it("skips the validator of a marked operation's SOAP call with its required parameters", async () => {
    const { runs, call } = await countingServer(["EventID"]);
    const answer = await call(soap("<EventID>7</EventID>"));
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("<bln_Success>true</bln_Success>");
    expect(runs).toEqual([]);
  });

  it("answers a call missing a parameter as before: the default ASMX hands the method, unchecked", async () => {
    const marked = await countingServer(["EventID"]);
    const unmarked = await countingServer(undefined);
    const answer = await marked.call(soap(""));
    expect(marked.runs).toEqual([]);
    expect(answer).toEqual(await unmarked.call(soap("")));
    expect(unmarked.runs).toEqual([{ EventID: 0 }]);
  });

  it("runs it, and refuses as before, when a parameter is nil", async () => {
    const marked = await countingServer(["EventID"]);
    const unmarked = await countingServer(undefined);
    const nil = soap(`<EventID xsi:nil="true" />`);
    const answer = await marked.call(nil);
    expect(marked.runs).toHaveLength(1);
    expect(answer).toEqual(await unmarked.call(nil));
    expect(answer.body).toContain("<bln_Success>false</bln_Success>");
  });

  it("runs it on HTTP GET, whose texts no XML reader checked, and for an unmarked operation", async () => {
    const marked = await countingServer(["EventID"]);
    expect(
      (await marked.call({ method: "GET", path: "/service.asmx/eventGet?EventID=7" })).status,
    ).toBe(200);
    expect(marked.runs).toHaveLength(1);
    const unmarked = await countingServer(undefined);
    expect((await unmarked.call(soap("<EventID>7</EventID>"))).status).toBe(200);
    expect(unmarked.runs).toHaveLength(1);
  });
});
