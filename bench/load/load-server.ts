/**
 * The generated server under load (`npm run load`): eventGetList answers as many cUser items as
 * its CategoryID asks for (1, 100 or 10,000, built once), every other operation as the demo does;
 * all four bindings on, the SOAP header read and not checked.
 *
 *   node --import tsx bench/load/load-server.ts
 */
import { demoImplementation, item, listen } from "school-service-server";
import { reportToParent } from "../lib/child-side.ts";
import { ITEM_COUNTS, userFields } from "../fixtures/school-wire.ts";

const lists = new Map(
  ITEM_COUNTS.map((n) => [n, Array.from({ length: n }, (_, i) => item.cUser(userFields(i)))]),
);

const implementation = {
  ...demoImplementation,
  eventGetList: async ({ CategoryID }: { CategoryID: number }) =>
    lists.get(CategoryID as (typeof ITEM_COUNTS)[number]) ?? [],
};

const running = await listen(implementation, {
  port: 0,
  host: "127.0.0.1",
  authenticate: null,
  httpGet: { enabled: true, authenticate: null },
  httpPost: { enabled: true, authenticate: null },
});
reportToParent({ port: Number(new URL(running.url).port) });
