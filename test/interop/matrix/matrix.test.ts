/**
 * The interop matrix: every client (ours, node-soap's, zeep) against every server (ours,
 * node-soap's, ASP.NET ASMX on Mono; see servers.ts) on every binding, each cell making all 20 sample calls and checking each answer is
 * the reference implementation's echo of what the server received, as the client can see it. A
 * cell is pass, fail (naming the operations) or n/a with the reason; the matrix is printed after
 * the run. Each server is started once; each client runs once per server, all bindings in one go
 * (zeep: one Python process per server).
 */
import { isDeepStrictEqual } from "node:util";
import type { Binding } from "school-service-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHOOL_OPERATIONS } from "../../support/school-contract.ts";
import { ALL_BINDINGS, expectedAnswer, withEchoDateZone } from "./answers.ts";
import { CLIENTS, type ClientRun, type MatrixClient } from "./clients.ts";
import { formatMatrix, type CellResult } from "./format-matrix.ts";
import { SERVERS, type MatrixServer, type RunningPeer, type SeenCall } from "./servers.ts";

/** Each server, starting or started; one that fails to start fails its own cells only. */
const peers = new Map<MatrixServer, Promise<RunningPeer>>();
/** A client's answers against one server, and the calls the server saw meanwhile (when it tells). */
interface PairRun {
  outcomes: ClientRun;
  seen: SeenCall[] | undefined;
}
const runs = new Map<string, Promise<PairRun>>();
const cells: CellResult[] = [];

beforeAll(async () => {
  for (const s of SERVERS) peers.set(s, s.start());
  await Promise.allSettled(peers.values());
}, 120_000);
afterAll(async () => {
  console.log(
    formatMatrix(
      SERVERS.map((s) => s.name),
      CLIENTS.map((c) => c.name),
      ALL_BINDINGS,
      cells,
    ),
  );
  await Promise.allSettled([...peers.values()].map(async (p) => (await p).close()));
});

function notApplicable(
  server: MatrixServer,
  client: MatrixClient,
  binding: Binding,
): string | undefined {
  if (!client.bindings.includes(binding))
    return client.unsupported ?? `${client.name} does not speak ${binding}`;
  if (!server.bindings.includes(binding))
    return server.unsupported ?? `${server.name} does not serve ${binding}`;
  return undefined;
}

/** One run of `client` against `server` on every binding both have, started by the first cell that needs it. */
function runOf(server: MatrixServer, client: MatrixClient): Promise<PairRun> {
  const key = `${server.name}|${client.name}`;
  let run = runs.get(key);
  if (!run) {
    const bindings = ALL_BINDINGS.filter((b) => notApplicable(server, client, b) === undefined);
    run = peers.get(server)!.then(async (peer) => {
      const from = peer.seen?.length ?? 0;
      const outcomes = await client.run(peer.url, bindings);
      return { outcomes, seen: peer.seen?.slice(from) };
    });
    runs.set(key, run);
  }
  return run;
}

/**
 * Each operation whose answer is not the expected one, with what came instead; and, where the
 * server tells which calls it saw, each that did not reach it exactly once on this binding.
 */
async function failures(
  server: MatrixServer,
  client: MatrixClient,
  binding: Binding,
  run: PairRun,
): Promise<string[]> {
  const failed: string[] = [];
  const sees = client.sees ?? ((a) => a);
  const zone = server.echoDateZone?.(client.dateZone(binding)) ?? "";
  for (const op of SCHOOL_OPERATIONS) {
    const expected = sees(withEchoDateZone(await expectedAnswer(op, binding), zone));
    const got = run.outcomes[binding]?.[op];
    const times = run.seen?.filter((c) => c.operation === op && c.binding === binding).length;
    if (times !== undefined && times !== 1)
      failed.push(`${op}: the server saw it ${times} times on ${binding}`);
    else if (got === undefined) failed.push(`${op}: no answer`);
    else if ("error" in got) failed.push(`${op}: ${got.error}`);
    else if (!isDeepStrictEqual(got, expected))
      failed.push(`${op}: got ${JSON.stringify(got)}, expected ${JSON.stringify(expected)}`);
  }
  return failed;
}

describe.each(SERVERS)("$name", (server) => {
  for (const client of CLIENTS) {
    for (const binding of ALL_BINDINGS) {
      const reason = notApplicable(server, client, binding);
      const cell = { server: server.name, client: client.name, binding };
      if (reason) {
        cells.push({ ...cell, status: "n/a", note: reason });
        continue;
      }
      it(`${client.name} on ${binding}: all ${SCHOOL_OPERATIONS.length} operations answer the echo`, async () => {
        const run = await runOf(server, client).catch((err: unknown) => {
          cells.push({
            ...cell,
            status: "fail",
            note: `did not run: ${String((err as Error)?.message ?? err).split("\n", 1)[0]}`,
          });
          throw err;
        });
        const failed = await failures(server, client, binding, run);
        cells.push({
          ...cell,
          status: failed.length === 0 ? "pass" : "fail",
          note: failed.map((f) => f.split(":", 1)[0]).join(", "),
        });
        expect(failed, `${client.name} against ${server.name} on ${binding}`).toEqual([]);
      }, 60_000);
    }
  }
});

it("leaves a cell n/a only where node-soap lacks the binding: HTTP GET and POST", () => {
  const notApplicable = cells
    .filter((c) => c.status === "n/a")
    .map((c) => `${c.client} -> ${c.server} on ${c.binding}`);
  const httpBindings = ["httpGet", "httpPost"];
  expect(notApplicable.sort()).toEqual(
    [
      ...["generated server", "node-soap server", "ASMX (Mono)"].flatMap((server) =>
        httpBindings.map((b) => `node-soap client -> ${server} on ${b}`),
      ),
      ...["generated client", "zeep"].flatMap((client) =>
        httpBindings.map((b) => `${client} -> node-soap server on ${b}`),
      ),
    ].sort(),
  );
});
