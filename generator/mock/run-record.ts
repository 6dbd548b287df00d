/** `soapgen record`: the recording proxy, from the flags, until stopped. */
import { numberFlag, portFlag } from "./flag-values.ts";
import { loadGeneratedPackages } from "./generated-packages.ts";
import { startRecordingProxy } from "./recording-proxy.ts";
import { serveUntilStopped } from "./serve-until-stopped.ts";

export interface RecordFlags {
  target?: string;
  out?: string;
  port?: string;
  host?: string;
  "timeout-ms"?: string;
}

export async function runRecord(packagesDir: string, flags: RecordFlags): Promise<void> {
  if (!flags.target) throw new Error("record needs --target <URL of the real service's endpoint>");
  if (!flags.out) throw new Error("record needs --out <folder to write the fixture files to>");
  let target: URL;
  try {
    target = new URL(flags.target);
  } catch {
    throw new Error(`--target ${flags.target}: not a URL`);
  }
  if (target.protocol !== "http:" && target.protocol !== "https:")
    throw new Error(`--target ${flags.target}: expected an http or https URL`);
  const packages = await loadGeneratedPackages(packagesDir);
  const running = await startRecordingProxy(packages, {
    target: flags.target,
    fixturesDir: flags.out,
    port: portFlag(flags.port, 8080),
    host: flags.host ?? "127.0.0.1",
    timeoutMs: numberFlag("timeout-ms", flags["timeout-ms"], 30_000, [1, 600_000]),
    log: (line) => process.stdout.write(`${line}\n`),
    warn: (line) => process.stderr.write(`${line}\n`),
  });
  serveUntilStopped(running);
  process.stdout.write(
    `Recording calls to ${flags.target} at ${running.url} into ${flags.out}. Ctrl-C stops it.\n`,
  );
}
