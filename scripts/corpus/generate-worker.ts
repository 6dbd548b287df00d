/**
 * A worker thread of the generate pool: generates one WSDL at a time in this thread, as
 * `soapgen generate --no-implementation` does (type-check included), so a corpus run starts node and
 * loads the generator once per worker instead of once per WSDL. A clear error is retried with
 * --lenient; the pool's time limit terminates the thread.
 */
import { parentPort } from "node:worker_threads";
import { resolveOptions } from "../../generator/cli/resolve-options.ts";
import { ContractError } from "../../generator/model/contract-error.ts";
import { generate } from "../../generator/pipeline/generate.ts";
import { generateOutcome } from "./classify.ts";
import type { GenerateJob, GenerateResult } from "./generate-pool.ts";

async function attempt(job: GenerateJob, lenient: boolean): Promise<unknown> {
  try {
    await generate(
      resolveOptions({ wsdl: job.wsdl, out: job.out, implementation: false, lenient }, job.cwd, {
        writes: true,
      }),
    );
    return undefined;
  } catch (err) {
    return err;
  }
}

async function run(job: GenerateJob): Promise<GenerateResult> {
  const started = performance.now();
  const strict = await attempt(job, false);
  const lenient = strict instanceof ContractError ? await attempt(job, true) : undefined;
  return { ...generateOutcome(strict, lenient), ms: performance.now() - started };
}

parentPort!.on("message", (job: GenerateJob) => {
  void run(job).then((result) => parentPort!.postMessage(result));
});
