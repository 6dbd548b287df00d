/**
 * Every operation on every binding, the generated client against the generated server over HTTP
 * on 127.0.0.1, with parameters, credentials and answers from fast-check: the implementation
 * receives what the client sent (as the binding carries it, see asCarriedBy) and the client
 * reads back exactly what the implementation returned.
 */
import fc from "fast-check";
import { createSchoolServiceClient } from "school-service-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../server/support/start.ts";
import { answer, asAnswered } from "./support/answers.ts";
import { asCarriedBy } from "./support/as-carried-by.ts";
import { capturingImplementation } from "./support/capturing-implementation.ts";
import { OPERATION_NAMES, paramsOf } from "./support/params.ts";
import { BINDINGS, check } from "./support/settings.ts";
import { authHeader } from "./support/values.ts";

const RUNS = 20;
const capture = capturingImplementation();
let server: TestServer;
beforeAll(async () => {
  server = await startServer(capture.implementation);
});
afterAll(() => server.close());

describe.each(BINDINGS)("%s", (binding) => {
  it.each(OPERATION_NAMES)("%s: parameters and answers round-trip", async (op) => {
    await check(
      fc.asyncProperty(paramsOf(op), authHeader, answer, async (params, auth, returned) => {
        const client = createSchoolServiceClient({
          baseUrl: server.url,
          binding,
          ...(auth ? { auth } : {}),
        });
        capture.next({ returns: returned });
        const result = await (client[op] as (p: unknown) => Promise<unknown>)(params);

        expect(capture.received).toHaveLength(1);
        const [{ op: called, params: got, ctx }] = capture.received as [
          (typeof capture.received)[0],
        ];
        expect(called).toBe(op);
        expect(got).toEqual(asCarriedBy(binding, op, params));
        expect({
          binding: ctx.binding,
          operation: ctx.operation,
          authHeader: ctx.authHeader,
        }).toEqual({
          binding,
          operation: op,
          authHeader: binding === "soap11" || binding === "soap12" ? auth : undefined,
        });
        expect(result).toEqual(asAnswered(returned));
      }),
      RUNS,
    );
  });
});
