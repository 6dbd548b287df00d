// A prettier worker of format.ts. Plain JavaScript, so it loads under any TypeScript loader (tsx,
// vitest) or none. Every worker gets the whole list of jobs and claims the next one by a shared
// counter, so the workers stay busy to the end even while the main thread is type-checking.
import { parentPort, workerData } from "node:worker_threads";
import * as prettier from "prettier";

const { jobs, options, counter } = workerData;
const next = new Int32Array(counter);
for (let i = Atomics.add(next, 0, 1); i < jobs.length; i = Atomics.add(next, 0, 1)) {
  parentPort.postMessage({ index: i, ...(await formatWithFirstParser(jobs[i])) });
}

/** The job formatted by the first of its parsers that parses it (as format.ts does in-process). */
async function formatWithFirstParser({ content, parsers }) {
  let error;
  for (const parser of parsers) {
    try {
      return { content: await prettier.format(content, { ...options, parser }) };
    } catch (err) {
      error = err;
    }
  }
  return { error: error instanceof Error ? error.message : String(error) };
}
