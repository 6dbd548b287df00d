/**
 * Graceful shutdown of the served implementation (the server package's compiled serve.js, as
 * `npm start` runs it): on SIGTERM a call in flight (from fetch, on a keep-alive connection) still
 * gets its whole answer, a new connection is refused, and the process exits with code 0.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { REPO_ROOT } from "../support/run-cli.ts";
import { send } from "../server/support/raw-http.ts";
import { ENDPOINT, NS, envelope, soapHeaders } from "../server/support/start.ts";

const dir = mkdtempSync(path.join(tmpdir(), "soapgen-shutdown-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it("lets a call in flight finish, refuses new connections, and exits 0 on SIGTERM", async () => {
  // An implementation whose eventGet takes a second: long enough to stop the server meanwhile.
  const implementation = path.join(dir, "slow-implementation.mjs");
  writeFileSync(
    implementation,
    `import { demoImplementation } from "${path.join(REPO_ROOT, "generated/school-service-server/dist/index.js")}";\n` +
      "export const implementation = { ...demoImplementation, eventGet: async () => { await new Promise((r) => setTimeout(r, 1000)); return []; } };\n",
  );
  const child = spawn(
    process.execPath,
    [path.join(REPO_ROOT, "generated/school-service-server/dist/serve.js"), implementation],
    {
      env: { ...process.env, PORT: "0" },
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const url = await new Promise<URL>((resolve, reject) => {
    child.stdout.on("data", (chunk: Buffer) => {
      const match = / at (http:\/\/\S+?);/.exec(chunk.toString());
      if (match) resolve(new URL(match[1]!));
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it listened`)));
  });
  const port = Number(url.port);

  const inFlight = fetch(`http://127.0.0.1:${port}${ENDPOINT}`, {
    method: "POST",
    headers: soapHeaders("1.1", "eventGet"),
    body: envelope("1.1", `<eventGet xmlns="${NS}"><EventID>5</EventID></eventGet>`, ""),
  });
  await new Promise((r) => setTimeout(r, 300));
  child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 200));

  const late = await send(port, { method: "GET", path: `${ENDPOINT}?WSDL` }).catch(
    (err: NodeJS.ErrnoException) => err.code,
  );
  expect(late).toBe("ECONNREFUSED");
  const answer = await inFlight;
  expect(answer.status).toBe(200);
  expect(await answer.text()).toContain("<eventGetResult><_status><bln_Success>true</bln_Success>");
  expect(await exited).toBe(0);
}, 30_000);
