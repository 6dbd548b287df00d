/**
 * Section 2, the declared-type contract: our generated server, node-soap's and the bare ceiling
 * answering recordGetList with the bench's records, side by side (servers/side-by-side.ts), each
 * answer checked first: a 200 with the right records, ours byte for byte the bare server's. Beside
 * them a reference no target judges: the least writer (records-least-writer-server.ts), which
 * bounds what any server writing each record per request can reach.
 */
import type { Row } from "../lib/rows.ts";
import {
  RECORD_COUNT,
  RECORDS_CASE,
  recordGetListRequest,
  typedRecords,
} from "../fixtures/records-wire.ts";
import {
  type LoadedServer,
  type LoadSettings,
  measureSideBySide,
  serverRow,
} from "../servers/side-by-side.ts";
import { LEAST_WRITER, OURS_TUNED, TUNED_FLAGS } from "../servers/run-servers.ts";
import { wrongRecords } from "./check-records.ts";
import { loadContract } from "./record-packages.ts";

const SCRIPTS = {
  "bare node:http": "bench/declared/records-bare-server.ts",
  "node-soap": "bench/declared/records-node-soap-server.ts",
  ours: "bench/declared/records-server.ts",
  [OURS_TUNED]: "bench/declared/records-server.ts",
  [LEAST_WRITER]: "bench/declared/records-least-writer-server.ts",
};
/** The servers whose answer must be the bare server's bytes. */
const WRITTEN_BY_US = new Set(["ours", OURS_TUNED, LEAST_WRITER]);

export async function runRecordServers(
  packages: string,
  load: LoadSettings,
  log: (line: string) => void,
): Promise<Row[]> {
  // What the bare server sends: the response written by our contract's codecs.
  const bareBody = (await loadContract(packages)).soapResponse(typedRecords());
  const servers = Object.entries(SCRIPTS).map(([impl, script]) => {
    const server: LoadedServer = {
      label: `${impl}, ${RECORDS_CASE}`,
      script,
      args: ["--packages", packages],
      ...(impl === OURS_TUNED ? { nodeFlags: TUNED_FLAGS } : {}),
      request: recordGetListRequest(),
      wrongAnswer: (status, body) =>
        wrongRecords(status, body, RECORD_COUNT) ??
        (WRITTEN_BY_US.has(impl) && body !== bareBody
          ? "the answer is not the bare server's bytes"
          : undefined),
    };
    return { impl, server };
  });
  const results = await measureSideBySide(
    servers.map((s) => s.server),
    load,
    log,
  );
  return servers.map(({ impl, server }) =>
    serverRow(
      { section: "server", case: RECORDS_CASE, impl, variant: "SOAP 1.1" },
      results.get(server),
    ),
  );
}
