/**
 * The servers of these tests, each a process of its own as a user starts it: `soapgen mock` and
 * `soapgen record` (soapgen as built for the run, from the repository root), and the generated
 * demo server (its compiled serve.js) as the "real service". Each is stopped by a signal, as
 * Ctrl-C does.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { builtSoapgen, REPO_ROOT } from "../../support/run-cli.ts";

export interface ChildServer {
  child: ChildProcess;
  /** The endpoint URL the server printed. */
  url: string;
  /** Everything it wrote so far, stdout and stderr. */
  output(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const DEMO = path.join(REPO_ROOT, "generated/school-service-server/dist/serve.js");

/** Starts `node <args>` and waits for its "at <url>" line. */
export async function startChild(
  args: string[],
  env: Record<string, string> = {},
): Promise<ChildServer> {
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString("utf8");
      const found = /\bat (http:\/\/[^\s;]+)/.exec(output);
      if (found) resolve(found[1]!);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code) => reject(new Error(`exited (${code}) before serving: ${output}`)));
  });
  return {
    child,
    url,
    output: () => output,
    async stop(signal = "SIGTERM") {
      if (child.exitCode !== null) return child.exitCode;
      const exited = once(child, "exit");
      child.kill(signal);
      const [code] = (await exited) as [number | null];
      return code;
    },
  };
}

export const startSoapgen = (args: string[]) => startChild([builtSoapgen(), ...args]);

export const startDemoService = () => startChild([DEMO], { PORT: "0" });

/** Runs `soapgen <args>` to its end. */
export async function runSoapgen(
  args: string[],
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [builtSoapgen(), ...args], {
    cwd: REPO_ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (c: Buffer) => (stdout += c.toString("utf8")));
  child.stderr.on("data", (c: Buffer) => (stderr += c.toString("utf8")));
  const [status] = (await once(child, "close")) as [number | null];
  return { status, stdout, stderr };
}
