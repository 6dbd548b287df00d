/**
 * Section 2: server throughput on the school contract. The servers of one response size run side
 * by side and take turns (side-by-side.ts); one request first checks each answer carries the
 * expected items.
 */
import { existsSync } from "node:fs";
import type { Row } from "../lib/rows.ts";
import { eventGetListRequest, type WireBinding } from "../fixtures/school-wire.ts";
import {
  type LoadedServer,
  type LoadSettings,
  measureSideBySide,
  serverRow,
} from "./side-by-side.ts";

export type ServerImpl =
  | "ours"
  | typeof OURS_TUNED
  | typeof OPERATION_PATH
  | typeof LEAST_WRITER
  | typeof LEAST_OPEN_WRITER
  | "node-soap"
  | "bare node:http";

/**
 * Ours as docs/server.md advises running it for large answers: V8's young generation at 64 MB a
 * semi-space (16 MB by default), so that an answer's text is collected young, not copied on.
 */
export const OURS_TUNED = "ours, --max-semi-space-size=64";
export const TUNED_FLAGS = ["--max-semi-space-size=64"];
/**
 * A reference beside the ceiling: a request path hand-written for eventGetList as a generator
 * could write it for each operation (operation-path-server.ts). No target judges it.
 */
export const OPERATION_PATH = "one operation's path (reference)";
/**
 * A reference for the larger answers: the least a server writing each item per request does,
 * one template per item, its texts checked alone (least-writer-server.ts). No target judges it.
 */
export const LEAST_WRITER = "least writer (reference)";
/** The same, each item written by its keys, as open content must be (`--by-keys`). */
export const LEAST_OPEN_WRITER = "least open-content writer (reference)";
/**
 * The rate at which the 1-item servers are also loaded for their CPU a request: below every one's
 * saturation here (the slowest, ours on HTTP POST, answered 20,000 or more) but node-soap's
 * (about 6,000), which is left out.
 */
export const FIXED_RATE = 15_000;

export interface ServerCase {
  impl: ServerImpl;
  items: number;
  binding: WireBinding;
}

export const GENERATED_SERVER_PACKAGE = "generated/school-service-server/package.json";
const SCRIPTS: Record<ServerImpl, string> = {
  ours: "bench/servers/generated-server.ts",
  [OURS_TUNED]: "bench/servers/generated-server.ts",
  [OPERATION_PATH]: "bench/servers/operation-path-server.ts",
  [LEAST_WRITER]: "bench/servers/least-writer-server.ts",
  [LEAST_OPEN_WRITER]: "bench/servers/least-writer-server.ts",
  "node-soap": "bench/servers/node-soap-server.ts",
  "bare node:http": "bench/servers/bare-server.ts",
};
/** The servers made of the generated packages: run only once those are generated. */
const FROM_GENERATED: ReadonlySet<ServerImpl> = new Set<ServerImpl>([
  "ours",
  OURS_TUNED,
  OPERATION_PATH,
]);
const BINDING_NAMES: Record<WireBinding, string> = {
  soap11: "SOAP 1.1",
  soap12: "SOAP 1.2",
  httpGet: "HTTP GET",
  httpPost: "HTTP POST",
};

/**
 * Every size on SOAP 1.1 for the three servers, the smallest on our other bindings and as one
 * operation's path, the others by the least writer, and the largest as tuned for large answers.
 */
export function serverCases(itemCounts: readonly number[]): ServerCase[] {
  const impls: ServerImpl[] = ["bare node:http", "node-soap", "ours"];
  const cases = itemCounts.flatMap((items) =>
    impls.map((impl) => ({ impl, items, binding: "soap11" as WireBinding })),
  );
  const items = Math.min(...itemCounts);
  for (const binding of ["soap12", "httpGet", "httpPost"] as const)
    cases.push({ impl: "ours", items, binding });
  cases.push({ impl: OPERATION_PATH, items, binding: "soap11" });
  for (const larger of itemCounts.filter((n) => n > items))
    for (const impl of [LEAST_WRITER, LEAST_OPEN_WRITER] as const)
      cases.push({ impl, items: larger, binding: "soap11" });
  cases.push({ impl: OURS_TUNED, items: Math.max(...itemCounts), binding: "soap11" });
  return cases;
}

export async function runServers(
  cases: ServerCase[],
  load: LoadSettings,
  log: (line: string) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const items of [...new Set(cases.map((c) => c.items))]) {
    const group = cases.filter((c) => c.items === items);
    const runnable = group.filter(
      (c) => !FROM_GENERATED.has(c.impl) || existsSync(GENERATED_SERVER_PACKAGE),
    );
    const servers = new Map(
      runnable.map((c) => {
        const fixed = c.items === 1 && c.impl !== "node-soap";
        return [c, { ...loadedServer(c, 1), ...(fixed ? { fixedRate: FIXED_RATE } : {}) }];
      }),
    );
    const results = await measureSideBySide([...servers.values()], load, log);
    for (const c of group) {
      const loaded = servers.get(c);
      rows.push(
        serverRow(
          {
            section: "server",
            case: itemsLabel(c.items),
            impl: c.impl,
            variant: BINDING_NAMES[c.binding],
          },
          loaded ? results.get(loaded) : undefined,
        ),
      );
    }
  }
  return rows;
}

export function itemsLabel(items: number): string {
  return items === 1 ? "1 item" : `${items.toLocaleString("en-US")} items`;
}

/**
 * The server of `c`, loaded with eventGetList, in `workers` processes (node:cluster); its answer
 * must carry `c.items` cUser items.
 */
export function loadedServer(c: ServerCase, workers: number): LoadedServer {
  return {
    label: `${c.impl}, ${itemsLabel(c.items)}, ${BINDING_NAMES[c.binding]}${workers > 1 ? `, ${workers} workers` : ""}`,
    script: SCRIPTS[c.impl],
    ...(c.impl === OURS_TUNED ? { nodeFlags: TUNED_FLAGS } : {}),
    args: [
      "--items",
      String(c.items),
      ...(workers > 1 ? ["--workers", String(workers)] : []),
      ...(c.impl === LEAST_OPEN_WRITER ? ["--by-keys", "yes"] : []),
    ],
    request: eventGetListRequest(c.binding),
    wrongAnswer: (status, body) => {
      const found = body.split('xsi:type="cUser"').length - 1;
      return status === 200 && found === c.items
        ? undefined
        : `expected 200 with ${c.items} cUser items, got ${status} with ${found}: ${body.slice(0, 200)}`;
    },
  };
}
