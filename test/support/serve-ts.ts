/**
 * The generated server's serve.ts run directly (as `npm run serve:demo` runs it; with `module`, as
 * `npm start` runs a project's), its process known, and its workers (with WORKERS=n) found.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { REPO_ROOT } from "./run-cli.ts";

/** Starts serve.ts on a free port and resolves with its start line, once printed. */
export async function serveTs(run: {
  workers: number;
  module?: string;
}): Promise<{ server: ChildProcess; line: string }> {
  const server = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "generated/school-service-server/src/serve.ts",
      ...(run.module === undefined ? [] : [run.module]),
    ],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: "0", WORKERS: String(run.workers) },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  const line = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const found = /^Serving .*$/m.exec(output);
      if (found) resolve(found[0]);
    };
    server.stdout!.on("data", onData);
    server.stderr!.on("data", onData);
    server.once("exit", (code) => reject(new Error(`serve.ts exited (${code}): ${output}`)));
  });
  return { server, line };
}

/** A primary's child processes: its workers. */
export const workersOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
