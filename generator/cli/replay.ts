/**
 * The answer of an unchanged `generate` or `check`, given before the command line is parsed:
 * bin/soapgen.js loads this module first, alone, and the rest of the generator only when it has no
 * answer. Loading the command line's parser and the generator took longer than the rest of an
 * unchanged run.
 *
 * A run keeps what the same command will print when run again with nothing changed (a `generate`:
 * every file unchanged; a `check` that passed: that it matches) under a key of its invocation:
 * the toolchain (pipeline/toolchain.ts), the working folder, the arguments, the project files they
 * may read and the environment the output depends on. The same invocation prints it again while the run record
 * it was answered from holds (pipeline/run-record.ts: the contract's files and the output on disk
 * unchanged). Anything else, `--help` included, runs in full. With `--verbose`, a replayed answer
 * says so on stderr.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PROJECT_FILE } from "../options.ts";
import { heldRecord } from "../pipeline/run-record.ts";
import { toolchainFingerprint } from "../pipeline/toolchain.ts";
import { ResultCache } from "../write/result-cache.ts";

/** What an unchanged run printed, and the run records that vouch for it: one a contract. */
export interface Answer {
  runs: AnsweredRun[];
  stdout: string;
  stderr: string;
}

export interface AnsweredRun {
  runKey: string;
  /** The output folder, absolute. */
  outDir: string;
  /** The implementation stub `generate` would create where it is missing; null for `check` or none. */
  stub: string | null;
}

const REPLAYED_COMMANDS = new Set(["generate", "check"]);
export const REPLAYED = "nothing changed since the same command last ran: its answer is given again";

const keys = new Map<string, string | undefined>();

/**
 * The key of an invocation, or undefined for one that is never replayed; once per process (a run
 * that finds no answer asks again to keep its own).
 */
function invocationKey(args: readonly string[]): string | undefined {
  const id = JSON.stringify(args);
  if (!keys.has(id)) keys.set(id, computeKey(args));
  return keys.get(id);
}

function computeKey(args: readonly string[]): string | undefined {
  if (!REPLAYED_COMMANDS.has(args[0] ?? "") || args.some((a) => a === "--help" || a === "-h" || a === "--version")) return undefined;
  const read = (file: string) => {
    try {
      return readFileSync(path.resolve(file), "utf8");
    } catch {
      return "";
    }
  };
  const i = args.findIndex((a) => a === "--config" || a.startsWith("--config="));
  const config = i < 0 ? undefined : args[i] === "--config" ? args[i + 1] : args[i]!.slice("--config=".length);
  return ResultCache.key(
    toolchainFingerprint(),
    process.cwd(),
    JSON.stringify(args),
    read(PROJECT_FILE),
    read("package.json"),
    config === undefined ? "" : read(config),
    // The formatter's executable, when the environment names another (write/format.ts).
    process.env.BIOME_BINARY ?? "",
  );
}

/** Prints the answer an earlier identical invocation gave, if it still holds; true when it did. */
export async function replay(args: readonly string[]): Promise<boolean> {
  const key = invocationKey(args);
  const known = key === undefined ? undefined : ResultCache.forStep("answers").get(key);
  if (known === undefined) return false;
  const answer = JSON.parse(known) as Answer;
  for (const run of answer.runs) {
    if (run.stub !== null && !existsSync(run.stub)) return false;
    if ((await heldRecord(run.runKey, run.outDir)) === undefined) return false;
  }
  process.stdout.write(answer.stdout);
  process.stderr.write(answer.stderr);
  if (args.includes("--verbose")) process.stderr.write(`${REPLAYED}\n`);
  return true;
}

/** Keeps what an invocation that changed nothing printed (exit code 0), for `replay`. */
export function rememberAnswer(args: readonly string[], answer: Answer): void {
  const key = invocationKey(args);
  if (key !== undefined) ResultCache.forStep("answers").set(key, JSON.stringify(answer));
}
