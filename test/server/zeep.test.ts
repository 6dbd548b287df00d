/**
 * Python's zeep (Debian's python3-zeep), an independent SOAP stack, builds its client from the
 * served WSDL and calls all 20 operations on SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST against the
 * demo implementation, sending the AuthHeader on SOAP.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_CREDENTIALS, demoAuthenticate, demoImplementation } from "school-service-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runPythonJson } from "../support/run-python.ts";
import { SCHOOL_OPERATIONS } from "../support/school-contract.ts";
import { CALLS } from "./support/sample-calls.ts";
import { startServer, type TestServer } from "./support/start.ts";

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "support/zeep-calls.py");
const PORTS = [
  "SchoolServiceSoap",
  "SchoolServiceSoap12",
  "SchoolServiceHttpGet",
  "SchoolServiceHttpPost",
];

type ZeepResult = Record<
  string,
  Record<string, { success: boolean; items: (string | null)[] } | { error: string }>
>;

/** Runs the script with the server running (so the child's requests are answered meanwhile). */
function runZeep(url: string): Promise<ZeepResult> {
  const calls = Object.fromEntries(
    Object.entries(CALLS).map(([op, c]) => [
      op,
      Object.fromEntries(
        Object.entries(c.params).map(([k, v]) => [
          k,
          v instanceof Date ? { $date: v.toISOString().slice(0, 19) } : v,
        ]),
      ),
    ]),
  );
  return runPythonJson<ZeepResult>(SCRIPT, [url], { ports: PORTS, calls, auth: DEMO_CREDENTIALS });
}

let server: TestServer;
let results: ZeepResult;
beforeAll(async () => {
  server = await startServer(demoImplementation, { authenticate: demoAuthenticate });
  results = await runZeep(server.url);
}, 120_000);
afterAll(() => server.close());

describe.each(PORTS)("zeep on %s", (port) => {
  it.each(SCHOOL_OPERATIONS)("%s", (name) => {
    const call = CALLS[name]!;
    const echo = call.echo === "" ? name : `${name}: ${call.echo}`;
    // zeep reads xsd:string items as text, and items of the contract's field-less types as None.
    const items = call.items.map((t, i) =>
      t === "xsd:string" ? `Sample ${name} item ${i + 1}` : null,
    );
    expect(results[port]![name]).toEqual({ success: true, items: [echo, ...items] });
  });
});
