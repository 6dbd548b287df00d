/**
 * Our generated server (`record-service-server`, generated at bench time) answering recordGetList
 * with the bench's records, built once.
 *
 *   node --import tsx bench/declared/records-server.ts --packages <generated folder>
 */
import { argValue, reportToParent } from "../lib/child-side.ts";
import { typedRecords } from "../fixtures/records-wire.ts";
import { loadServer } from "./record-packages.ts";

const { listen } = await loadServer(argValue("packages"));
const records = typedRecords();
const running = await listen(
  { recordGetList: async () => records },
  { port: 0, host: "127.0.0.1", authenticate: null },
);
reportToParent({ port: Number(new URL(running.url).port) });
