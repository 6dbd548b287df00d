/**
 * Clients nobody here wrote, calling all 20 operations with the sample calls' parameters: the npm
 * `soap` package (SOAP 1.1 and 1.2) and Python's zeep (Debian's python3-zeep; all four ports). Each
 * builds itself from a WSDL URL; `address`, when given, sends the calls elsewhere (the same WSDL
 * against two servers). Results are what each stack decoded, or `{ error }`.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import soap from "soap";
import { CALLS } from "../server/support/sample-calls.ts";
import { runPythonJson } from "../support/run-python.ts";
import { SCHOOL_OPERATIONS } from "../support/school-contract.ts";

const NS = "http://schoolservice.example.org/api/";

export interface Credentials {
  Schoolname: string;
  Username: string;
  Password: string;
}
/** Each operation's decoded result, or `{ error }`. */
export type ResultsByOperation = Record<string, unknown>;
const ZEEP_SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "zeep-results.py");
export const ZEEP_PORTS = [
  "SchoolServiceSoap",
  "SchoolServiceSoap12",
  "SchoolServiceHttpGet",
  "SchoolServiceHttpPost",
] as const;
export const NODE_SOAP_PORTS = ["SchoolServiceSoap", "SchoolServiceSoap12"] as const;

type SoapMethod = (args: object, cb: (err: unknown, result: unknown) => void) => void;

/** node-soap from `wsdlUrl` on `portName` (SOAP 1.2 needs its forceSoap12Headers), dates as ISO text with `Z`. */
export async function callAllWithNodeSoap(
  wsdlUrl: string,
  portName: (typeof NODE_SOAP_PORTS)[number],
  auth: Credentials,
  address?: string,
): Promise<ResultsByOperation> {
  const client = await soap.createClientAsync(
    wsdlUrl,
    portName === "SchoolServiceSoap12" ? { forceSoap12Headers: true } : {},
  );
  if (address !== undefined) client.setEndpoint(address);
  const { Schoolname, Username, Password } = auth;
  client.addSoapHeader(
    `<AuthHeader xmlns="${NS}"><Schoolname>${Schoolname}</Schoolname><Username>${Username}</Username><Password>${Password}</Password></AuthHeader>`,
  );
  const port = (client as unknown as { SchoolService: Record<string, Record<string, SoapMethod>> })
    .SchoolService[portName]!;
  const results: ResultsByOperation = {};
  for (const op of SCHOOL_OPERATIONS) {
    const args = Object.fromEntries(
      Object.entries(CALLS[op]!.params).map(([k, v]) => [
        k,
        v instanceof Date ? v.toISOString() : v,
      ]),
    );
    results[op] = await new Promise((resolve) =>
      port[op]!(args, (err, result) => resolve(err ? { error: String(err) } : result)),
    );
  }
  return results;
}

/** zeep from `wsdlUrl` on all four ports, dates as naive datetimes (zone-less text on the wire). */
export function callAllWithZeep(
  wsdlUrl: string,
  auth: Credentials,
  address?: string,
): Promise<Record<(typeof ZEEP_PORTS)[number], ResultsByOperation>> {
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
  return runPythonJson(ZEEP_SCRIPT, [wsdlUrl, ...(address === undefined ? [] : [address])], {
    ports: ZEEP_PORTS,
    calls,
    auth,
  });
}
