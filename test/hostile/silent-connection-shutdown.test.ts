/**
 * Stopping the server never waits on a client: a connection that sends nothing (or half its
 * headers) holds no request, so it is closed once it has had 2 s to start one (a request on its
 * way when the server stopped is still answered); and a call that is still running once
 * `shutdownGraceMs` has passed is cut off, so the process exits. Node alone waits for such
 * connections for good: it counts a connection that has sent nothing as active, and stops
 * enforcing headersTimeout/requestTimeout once the server is closed.
 */
import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/run-cli.ts";
import { serveTs, workersOf } from "../support/serve-ts.ts";

const GRACE_MS = 500;
const dir = mkdtempSync(path.join(tmpdir(), "soapgen-silent-shutdown-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// The demo, with a short grace, and an eventGet that takes far longer than the grace. (The tests
// of silent connections serve the demo as it is, with the default grace of 90 s: they end well
// before it.)
const slowCalls = path.join(dir, "short-grace.ts");
writeFileSync(
  slowCalls,
  `import { demoImplementation } from ${JSON.stringify(path.join(REPO_ROOT, "generated/school-service-server/src/demo-implementation.ts"))};\n` +
    "export const implementation = { ...demoImplementation, eventGet: async () => { await new Promise((r) => setTimeout(r, 60_000)); return []; } };\n" +
    `export const serverOptions = { shutdownGraceMs: ${GRACE_MS} };\n`,
);

const endpointOf = (line: string) => new URL(/ at (http:\/\/\S+?)[;\s]/.exec(line)![1]!);

/** A connection to the server that has sent `bytes` (maybe nothing), once connected. */
async function openConnection(url: URL, bytes = ""): Promise<Socket> {
  const socket = connect(Number(url.port), url.hostname);
  socket.on("error", () => {});
  // Read what comes, so the server's end of it is seen.
  socket.resume();
  await once(socket, "connect");
  if (bytes) socket.write(bytes);
  return socket;
}

const HALF_HEADERS = "POST /api/schoolservice.asmx HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Ty";

/** Resolves with the exit code, or fails saying the process still ran after `withinMs`. */
async function exitsWithin(child: ChildProcess, withinMs: number): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = once(child, "exit").then(([code]) => code as number | null);
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server still ran ${withinMs} ms after it was told to stop`));
    }, withinMs),
  );
  return Promise.race([exited, timeout]);
}

/** An eventGet call: whether it was answered or cut off. */
const slowCall = (url: URL) =>
  fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "text/xml; charset=utf-8",
      SOAPAction: '"http://schoolservice.example.org/api/eventGet"',
    },
    body:
      '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
      '<eventGet xmlns="http://schoolservice.example.org/api/"><EventID>4</EventID></eventGet></soap:Body></soap:Envelope>',
  }).then(
    () => "answered",
    () => "cut off",
  );

describe("one process, stopped with SIGTERM", () => {
  it("answers a call whose request arrives just after the stop, on a connection accepted before", async () => {
    const { server, line } = await serveTs({ workers: 1 });
    const url = endpointOf(line);
    const socket = await openConnection(url);
    const answer = new Promise<string>((resolve) => {
      let text = "";
      socket.on("data", (chunk: Buffer) => (text += chunk.toString("latin1")));
      socket.on("close", () => resolve(text));
    });
    await new Promise((r) => setTimeout(r, 200));
    server.kill("SIGTERM");
    // As a retired worker's connections, handed to it before it stopped, send their requests.
    await new Promise((r) => setTimeout(r, 300));
    socket.write(
      `GET ${url.pathname}?WSDL HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n\r\n`,
    );
    expect(await answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(await exitsWithin(server, 5_000)).toBe(0);
  }, 30_000);

  it.each([
    ["sends nothing", ""],
    ["sends half its headers", HALF_HEADERS],
  ])(
    "exits, though a connection %s",
    async (_, bytes) => {
      const { server, line } = await serveTs({ workers: 1 });
      const socket = await openConnection(endpointOf(line), bytes);
      const closed = once(socket, "close");
      // Let the server accept it before it is stopped.
      await new Promise((r) => setTimeout(r, 200));
      server.kill("SIGTERM");
      expect(await exitsWithin(server, 5_000)).toBe(0);
      await closed;
    },
    30_000,
  );

  it("cuts off a call still running after the grace, and exits", async () => {
    const { server, line } = await serveTs({ workers: 1, module: slowCalls });
    const url = endpointOf(line);
    const call = slowCall(url);
    await new Promise((r) => setTimeout(r, 300));
    const stopping = Date.now();
    server.kill("SIGTERM");
    expect(await exitsWithin(server, GRACE_MS + 5_000)).toBe(0);
    // Not before the grace: the call had its time.
    expect(Date.now() - stopping).toBeGreaterThanOrEqual(GRACE_MS - 50);
    expect(await call).toBe("cut off");
  }, 60_000);
});

describe("WORKERS=2", () => {
  /** Runs `test` on a served WORKERS=2, and leaves no process of it behind even if it fails. */
  async function withWorkers(
    module: string | undefined,
    test: (primary: ChildProcess, url: URL) => Promise<void>,
  ): Promise<void> {
    const { server: primary, line } = await serveTs({ workers: 2, module });
    try {
      await test(primary, endpointOf(line));
    } finally {
      if (primary.exitCode === null && primary.signalCode === null) {
        for (const worker of workersOf(primary.pid!)) process.kill(Number(worker), "SIGKILL");
        primary.kill("SIGKILL");
      }
    }
  }

  it("SIGHUP retires workers holding silent connections, and SIGTERM stops their successors", async () => {
    await withWorkers(undefined, async (primary, url) => {
      const before = workersOf(primary.pid!);
      // The primary hands connections to its workers in turn: each gets some.
      const sockets = await Promise.all(
        [0, 1, 2, 3].map((i) => openConnection(url, i % 2 ? HALF_HEADERS : "")),
      );
      await new Promise((r) => setTimeout(r, 200));
      primary.kill("SIGHUP");
      await expect
        .poll(() => workersOf(primary.pid!).filter((p) => before.includes(p)).length, {
          message: "the old workers exit after SIGHUP",
          // The new workers start first: that takes seconds on a loaded machine.
          timeout: 30_000,
          interval: 100,
        })
        .toBe(0);
      for (const socket of sockets) expect(socket.destroyed || socket.readableEnded).toBe(true);

      await Promise.all([0, 1, 2, 3].map(() => openConnection(url)));
      await new Promise((r) => setTimeout(r, 200));
      primary.kill("SIGTERM");
      expect(await exitsWithin(primary, 5_000)).toBe(0);
    });
  }, 60_000);

  it("SIGHUP retires a worker whose call outlasts the grace, cutting the call off", async () => {
    await withWorkers(slowCalls, async (primary, url) => {
      const before = workersOf(primary.pid!);
      const calls = [slowCall(url), slowCall(url)];
      await new Promise((r) => setTimeout(r, 300));
      primary.kill("SIGHUP");
      await expect
        .poll(() => workersOf(primary.pid!).filter((p) => before.includes(p)).length, {
          message: "the old workers exit after SIGHUP",
          timeout: 30_000,
          interval: 100,
        })
        .toBe(0);
      expect(await Promise.all(calls)).toEqual(["cut off", "cut off"]);
      const exited = once(primary, "exit");
      primary.kill("SIGTERM");
      expect((await exited)[0]).toBe(0);
    });
  }, 60_000);
});
