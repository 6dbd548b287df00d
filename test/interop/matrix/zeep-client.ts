/**
 * Python's zeep (Debian's python3-zeep) as a client: one Python process per server calls every
 * sample call on every binding it is given (see zeep-client.py) and prints the answers.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Binding } from "school-service-client";
import { runPythonJson } from "../../support/run-python.ts";
import { SCHOOL_WSDL } from "../../support/school-contract.ts";
import { AUTH, SAMPLE_PARAMS, type CallOutcome } from "./answers.ts";

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "zeep-client.py");
const WSDL_BINDINGS: Record<Binding, string> = {
  soap11: "SchoolServiceSoap",
  soap12: "SchoolServiceSoap12",
  httpGet: "SchoolServiceHttpGet",
  httpPost: "SchoolServiceHttpPost",
};

export function runZeepClient(
  url: string,
  bindings: readonly Binding[],
): Promise<Partial<Record<Binding, Record<string, CallOutcome>>>> {
  // Dates go as UTC datetimes, which zeep writes with their offset.
  const calls = Object.fromEntries(
    Object.entries(SAMPLE_PARAMS).map(([op, params]) => [
      op,
      Object.fromEntries(
        Object.entries(params).map(([k, v]) => [
          k,
          v instanceof Date ? { $date: v.toISOString() } : v,
        ]),
      ),
    ]),
  );
  const request = {
    bindings: Object.fromEntries(bindings.map((b) => [b, WSDL_BINDINGS[b]])),
    calls,
    auth: AUTH,
  };
  return runPythonJson(SCRIPT, [SCHOOL_WSDL, url], request);
}
