/**
 * Formats generated files with prettier, with a pinned configuration (never the user's own), so
 * output is byte-identical on every machine. A formatting failure is a generator defect and fails
 * the run before anything is written. Prettier is deterministic, so a file whose content was
 * formatted before takes its result from the cache and prettier is not even loaded.
 *
 * A large amount of uncached code is formatted in worker threads (format-worker.mjs), one per
 * core but one, largest files first, so that the main thread can type-check meanwhile (see
 * format-and-check.ts); a little is formatted in-process, where starting a worker would cost more.
 */
import { availableParallelism } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import type { Options } from "prettier";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { TOOLCHAIN_ROOT } from "../toolchain-root.ts";
import { ResultCache, packageVersion } from "./result-cache.ts";

// By the toolchain's folder, not this module's: the generator may run from its prebuilt bundle.
const WORKER = path.join(TOOLCHAIN_ROOT, "generator", "write", "format-worker.mjs");

export const PRETTIER_CONFIG: Options = {
  printWidth: 100,
  tabWidth: 2,
  useTabs: false,
  semi: true,
  singleQuote: false,
  trailingComma: "all",
  bracketSpacing: true,
  arrowParens: "always",
  endOfLine: "lf",
  proseWrap: "preserve",
};

/**
 * Parsers by file extension, tried in order until one parses the file. TypeScript is parsed with
 * babel's parser first: a third faster than prettier's `typescript` parser, and the formatted
 * output is the same (test/write/format-parsers.test.ts compares the two on the generated code).
 */
const PARSERS_BY_EXTENSION: Record<string, string[]> = {
  ts: ["babel-ts", "typescript"],
  js: ["babel"],
  json: ["json"],
  md: ["markdown"],
};

/** Below this many characters to format, workers cost more than they save. */
const WORKER_THRESHOLD = 200_000;
const MAX_WORKERS = 4;

interface Job {
  index: number;
  path: string;
  content: string;
  parsers: string[];
  key: string;
}

export async function formatFiles(files: GeneratedFile[]): Promise<GeneratedFile[]> {
  const cache = ResultCache.forStep("prettier");
  const version = packageVersion("prettier");
  const formatted: GeneratedFile[] = [...files];
  const jobs: Job[] = [];
  files.forEach((file, index) => {
    const parsers = PARSERS_BY_EXTENSION[file.path.slice(file.path.lastIndexOf(".") + 1)];
    if (!parsers || file.preformatted) return;
    const key = ResultCache.key(version, JSON.stringify(PRETTIER_CONFIG), parsers.join(), file.content);
    const content = cache.get(key);
    if (content === undefined) jobs.push({ index, path: file.path, content: file.content, parsers, key });
    else formatted[index] = { ...file, content };
  });
  const size = jobs.reduce((sum, j) => sum + j.content.length, 0);
  const results = size < WORKER_THRESHOLD ? await formatInProcess(jobs) : await formatInWorkers(jobs);
  jobs.forEach((job, i) => {
    cache.set(job.key, results[i]!);
    formatted[job.index] = { ...files[job.index]!, content: results[i]! };
  });
  return formatted;
}

async function formatInProcess(jobs: Job[]): Promise<string[]> {
  if (jobs.length === 0) return [];
  const prettier = await import("prettier");
  const results: string[] = [];
  for (const job of jobs) results.push(await formatWithFirstParser(prettier, job));
  return results;
}

async function formatWithFirstParser(prettier: typeof import("prettier"), job: Job): Promise<string> {
  let error: unknown;
  for (const parser of job.parsers) {
    try {
      return await prettier.format(job.content, { ...PRETTIER_CONFIG, parser });
    } catch (err) {
      error = err;
    }
  }
  throw formatError(job, (error as Error).message);
}

function formatInWorkers(jobs: Job[]): Promise<string[]> {
  // Largest first, so no worker is left with a big file at the end.
  const order = jobs.map((_, i) => i).sort((a, b) => jobs[b]!.content.length - jobs[a]!.content.length);
  const workerData = {
    jobs: order.map((i) => ({ content: jobs[i]!.content, parsers: jobs[i]!.parsers })),
    options: PRETTIER_CONFIG,
    counter: new SharedArrayBuffer(4),
  };
  const results: string[] = new Array(jobs.length);
  // One core is left to the type-check, which runs on the main thread meanwhile.
  const count = Math.max(1, Math.min(availableParallelism() - 1, MAX_WORKERS, jobs.length));
  // No execArgv: the worker is plain JavaScript and needs no TypeScript loader of its own.
  const workers = Array.from({ length: count }, () => new Worker(WORKER, { workerData, execArgv: [] }));
  let remaining = jobs.length;
  return new Promise<string[]>((resolve, reject) => {
    const fail = (error: Error) => {
      for (const w of workers) void w.terminate();
      reject(error);
    };
    for (const worker of workers) {
      worker.on("message", (m: { index: number; content?: string; error?: string }) => {
        const job = jobs[order[m.index]!]!;
        if (m.error !== undefined) return fail(formatError(job, m.error));
        results[order[m.index]!] = m.content!;
        if (--remaining === 0) resolve(results);
      });
      worker.on("error", fail);
    }
  });
}

function formatError(job: Job, message: string): Error {
  return new Error(`generated ${job.path} could not be formatted (a generator defect): ${message}`);
}
