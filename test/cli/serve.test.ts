/**
 * `npm start` serves the project's implementation (server/implementation.ts) and `npm run
 * serve:demo` the demo, as a user runs them; stopping npm (SIGTERM to its process, as a process
 * manager does) stops the server too, so nothing is left listening.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/run-cli.ts";

interface Started {
  npm: ChildProcess;
  url: string;
}

/** Runs `npm run <script>` on a free port and waits for the server's "at <url>" line. */
async function start(script: string): Promise<Started> {
  const npm = spawn("npm", ["run", "--silent", script], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: "0" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const found = / at (http:\/\/\S+?);/.exec(output);
      if (found) resolve(found[1]!);
    };
    npm.stdout!.on("data", onData);
    npm.stderr!.on("data", onData);
    npm.once("exit", (code) =>
      reject(new Error(`npm run ${script} exited (${code}) before serving: ${output}`)),
    );
  });
  return { npm, url };
}

async function stop({ npm, url }: Started): Promise<void> {
  const exited = once(npm, "exit");
  npm.kill("SIGTERM");
  await exited;
  await expect(fetch(`${url}?WSDL`)).rejects.toThrow();
}

const soapCall = (url: string) =>
  fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "text/xml; charset=utf-8",
      SOAPAction: '"http://schoolservice.example.org/api/eventGet"',
    },
    body:
      '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>' +
      '<eventGet xmlns="http://schoolservice.example.org/api/"><EventID>4</EventID></eventGet></soap:Body></soap:Envelope>',
  });

describe("serving from the project", () => {
  it("npm start serves server/implementation.ts until npm is stopped", async () => {
    const started = await start("start");
    expect(started.url).toMatch(/\/api\/schoolservice\.asmx$/);
    expect((await fetch(`${started.url}?WSDL`)).status).toBe(200);
    // The stub's methods throw "not implemented yet": the server answers with a fault, not the demo's data.
    const res = await soapCall(started.url);
    expect(res.status).toBe(500);
    expect(await res.text()).toContain("<faultcode>soap:Server</faultcode>");
    await stop(started);
  }, 60_000);

  it("npm run serve:demo serves the demo implementation until npm is stopped", async () => {
    const started = await start("serve:demo");
    const res = await soapCall(started.url);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("<bln_Success>");
    await stop(started);
  }, 60_000);
});
