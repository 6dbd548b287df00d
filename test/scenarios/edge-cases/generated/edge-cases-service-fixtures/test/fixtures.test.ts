// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * Every operation's fixtures on every binding: the client sends exactly the fixture request; the
 * server reads that request into the fixture parameters and answers each fixture response byte
 * for byte; the client reads each response into the fixture result (or error); the validators
 * accept the valid examples and reject the invalid ones with the fixture messages. And every
 * operation's round trip on every binding: the generated client calls the generated server with
 * the fixture parameters, the implementation receives them and returns the fixture result, and
 * the call resolves to it.
 * Run it here with `npm test`, or from the project with `npm test`. The same for every contract:
 * src/tested-service.ts names this contract's client, server and validators.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  FIXTURES,
  ROUND_TRIPS,
  RecordingImplementation,
  callMethod,
  exchange,
  recordingFetch,
  type AnswerKind,
} from "../src/index.js";
import {
  createClient,
  listen,
  OPERATIONS,
  paramsValidators,
  type Binding,
  type Implementation,
} from "../src/tested-service.js";

const ANSWERS: AnswerKind[] = ["success", "empty", "failure"];
const recorder = new RecordingImplementation<Implementation>();
let origin = "";
/** The server's endpoint URL. */
let endpoint = "";
let close = async () => {};

beforeAll(async () => {
  const running = await listen(recorder.implementation, {
    authenticate: null,
    httpGet: { enabled: true, authenticate: null },
    httpPost: { enabled: true, authenticate: null },
  });
  origin = new URL(running.url).origin;
  endpoint = running.url;
  close = running.close;
});
afterAll(() => close());

/** What the test uses of a zod schema. */
interface ParamsSchema {
  safeParse(value: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}
/** Each operation's parameters schema, looked up by the name a fixture gives. */
const validatorsByName: Readonly<Record<string, { params: ParamsSchema }>> = paramsValidators;

const isSoap = (b: Binding) => b === "soap11" || b === "soap12";

it("has a fixture for every operation", () => {
  expect(FIXTURES.map((f) => f.operation)).toEqual(OPERATIONS);
});

describe.each(FIXTURES)("$operation", (f) => {
  // The bindings the operation is published on, each with its request.
  describe.each(f.bindings.filter((b) => f.requests[b]))("on %s", (binding) => {
    const request = f.requests[binding]!;
    const client = (fetch: typeof globalThis.fetch) =>
      createClient({
        // A client of a contract without an address (served at /) calls its baseUrl as given.
        baseUrl: endpoint === `${origin}/` ? "http://fixtures.invalid/" : "http://fixtures.invalid",
        binding,
        fetch,
        ...(f.auth ? { auth: f.auth } : {}),
      });

    it("the client sends the fixture request", async () => {
      const { fetch, sent } = recordingFetch({ status: 500, contentType: "text/plain", body: "" });
      await expect(callMethod(client(fetch), f.method, f.params)).rejects.toThrow();
      expect(sent).toEqual([request]);
    });

    // Only the answers the fixture has: an operation without answers has no tests of them.
    const answers = ANSWERS.flatMap((kind) =>
      f.responses?.[kind] ? [{ kind, answer: f.responses[kind] }] : [],
    );
    describe.each(answers)("the $kind answer", ({ answer }) => {
      it("the server reads the request into the parameters and writes the fixture response", async () => {
        recorder.answer(answer.returns);
        recorder.calls.length = 0;
        const response = await exchange(origin, request);
        expect(recorder.calls).toEqual([
          {
            method: f.method,
            params: f.received[binding],
            authHeader: isSoap(binding) ? f.auth : undefined,
          },
        ]);
        expect(response).toEqual(answer.wire[binding]);
      });
      it("the client reads the fixture response into the result", async () => {
        const { fetch } = recordingFetch(answer.wire[binding]!);
        expect(await callMethod(client(fetch), f.method, f.params)).toEqual(answer.result);
      });
    });

    describe.each(f.responses ? [f.responses.fault] : [])("a fault", (fault) => {
      it("the server answers an implementation that throws with the fixture response", async () => {
        recorder.fail(fault.throws);
        expect(await exchange(origin, request)).toEqual(fault.wire[binding]);
      });
      it("the client raises the fixture error", async () => {
        const { fetch } = recordingFetch(fault.wire[binding]!);
        const { name, ...fields } = fault.error[binding]!;
        const error = await callMethod(client(fetch), f.method, f.params).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(error).toBeInstanceOf(Error);
        expect(error).toHaveProperty("name", name);
        expect(error).toMatchObject(fields);
      });
    });
  });

  const schema = validatorsByName[f.operation]?.params;
  it.each(f.examples.valid)("the validators accept: $name", ({ params }) => {
    expect(schema?.safeParse(params).success).toBe(true);
  });
  it.each(f.examples.invalid)("the validators reject: $name", ({ params, messages }) => {
    const outcome = schema?.safeParse(params);
    expect(outcome?.success).toBe(false);
    expect(outcome?.error?.issues.map((i) => i.message)).toEqual(messages);
  });
});

describe.each(ROUND_TRIPS)("$operation round trip", (f) => {
  it.each(f.bindings)(
    "on %s: the implementation receives the parameters and the call resolves to its result",
    async (binding) => {
      recorder.answer(f.roundTrip.result);
      recorder.calls.length = 0;
      const client = createClient({ baseUrl: origin, binding });
      const result = await callMethod(client, f.method, f.roundTrip.params);
      expect(recorder.calls.map((c) => c.params)).toEqual([f.roundTrip.params]);
      expect(result).toEqual(f.roundTrip.result);
    },
  );
});
