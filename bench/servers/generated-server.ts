/**
 * The generated server (`school-service-server`) answering eventGetList with `--items` cUser items
 * on every binding; the SOAP header is read but not checked (`authenticate: null`), as with the
 * node-soap server it is compared with. The parent starts it only when the package exists.
 *
 *   node --import tsx bench/servers/generated-server.ts --items 100
 */
import { demoImplementation, item, listen } from "school-service-server";
import { argValue, reportToParent } from "../lib/child-side.ts";
import { userFields } from "../fixtures/school-wire.ts";

const items = Array.from({ length: Number(argValue("items")) }, (_, i) =>
  item.cUser(userFields(i)),
);
// Every other operation answers as the demo does: only eventGetList is loaded.
const implementation = { ...demoImplementation, eventGetList: async () => items };

const running = await listen(implementation, {
  port: 0,
  host: "127.0.0.1",
  authenticate: null,
  httpGet: { enabled: true, authenticate: null },
  httpPost: { enabled: true, authenticate: null },
});
reportToParent({ port: Number(new URL(running.url).port) });
