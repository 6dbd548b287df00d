/**
 * The matrix's client rows. `run` makes every sample call on each binding asked for, against one
 * server's endpoint URL, and returns each answer in the normal form (or the error). `sees` is what
 * the client can observe of an answer, where its stack drops part of it.
 */
import { createSchoolServiceClient, type Binding } from "school-service-client";
import type { rtnObject } from "school-service-contract/types";
import {
  ALL_BINDINGS,
  AUTH,
  SAMPLE_PARAMS,
  SOAP_BINDINGS,
  normalize,
  type CallOutcome,
  type NormalAnswer,
} from "./answers.ts";
import { runNodeSoapClient } from "./node-soap-client.ts";
import { runZeepClient } from "./zeep-client.ts";

export type ClientRun = Partial<Record<Binding, Record<string, CallOutcome>>>;

export interface MatrixClient {
  name: string;
  bindings: readonly Binding[];
  /** Why the bindings it lacks are not applicable. */
  unsupported?: string;
  run(url: string, bindings: readonly Binding[]): Promise<ClientRun>;
  sees?(answer: NormalAnswer): NormalAnswer;
  /** The zone the sample calls' dates are sent with on `binding`: `Z`, `+00:00` or "" (none). */
  dateZone(binding: Binding): string;
}

async function runGeneratedClient(url: string, bindings: readonly Binding[]): Promise<ClientRun> {
  const results: ClientRun = {};
  for (const binding of bindings) {
    const client = createSchoolServiceClient({
      baseUrl: url,
      binding,
      auth: AUTH,
      timeoutMs: 10_000,
    });
    const outcomes: Record<string, CallOutcome> = {};
    for (const [op, params] of Object.entries(SAMPLE_PARAMS)) {
      const call = client[op as keyof typeof client] as (p: unknown) => Promise<rtnObject>;
      outcomes[op] = await call(params).then(normalize, (e: unknown) => ({
        error: `${(e as Error).name}: ${(e as Error).message}`,
      }));
    }
    results[binding] = outcomes;
  }
  return results;
}

function emptyAsNull(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === "" ? null : v]));
}

export const CLIENTS: MatrixClient[] = [
  {
    name: "generated client",
    bindings: ALL_BINDINGS,
    run: runGeneratedClient,
    // A Date goes as UTC with `Z` on SOAP, as zone-less UTC wall-clock text on GET/POST.
    dateZone: (binding) => (binding === "soap11" || binding === "soap12" ? "Z" : ""),
  },
  {
    name: "node-soap client",
    bindings: SOAP_BINDINGS,
    unsupported: "node-soap has no HTTP GET/POST binding (its client speaks SOAP only)",
    run: runNodeSoapClient,
    dateZone: () => "Z",
    // node-soap reads an empty element it has no schema for (`<Opponent />` in a cAthleticSchedule) as null, not "".
    sees: (answer) => ({
      ...answer,
      items: answer.items.map((i) =>
        i !== null && "fields" in i ? { ...i, fields: emptyAsNull(i.fields) } : i,
      ),
    }),
  },
  {
    name: "zeep",
    bindings: ALL_BINDINGS,
    run: runZeepClient,
    dateZone: () => "+00:00",
    // The WSDL shows the domain types (cUser, ...) without fields, so zeep reads their items as None.
    sees: (answer) => ({
      ...answer,
      items: answer.items.map((i) => (i !== null && "fields" in i ? null : i)),
    }),
  },
];
