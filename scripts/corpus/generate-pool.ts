/**
 * Worker threads that generate WSDLs (generate-worker.ts), one job each at a time, with a time
 * limit per job: a job over it is a hang, and its thread is terminated and replaced (a thread stuck
 * in a loop cannot be asked to stop). Threads load the generator's TypeScript through tsx, as
 * bin/soapgen.js does.
 */
import { Worker } from "node:worker_threads";
import type { Classified } from "./classify.ts";

export interface GenerateJob {
  wsdl: string;
  out: string;
  /** The folder the generator runs in (this repository: its node_modules serve the type-check). */
  cwd: string;
}

export interface GenerateResult {
  outcome: Classified | "generated";
  /** It generated only with --lenient. */
  lenient: boolean;
  ms: number;
}

const WORKER = new URL("./generate-worker.ts", import.meta.url).href;
const BOOT = `import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER)}); });`;

export class GeneratePool {
  readonly #idle: Worker[] = [];
  readonly #waiting: ((w: Worker) => void)[] = [];
  readonly #all = new Set<Worker>();

  constructor(
    size: number,
    private readonly limitMs: number,
  ) {
    for (let i = 0; i < size; i++) this.#release(this.#spawn());
  }

  async run(job: GenerateJob): Promise<GenerateResult> {
    const worker = await this.#acquire();
    const started = performance.now();
    return new Promise((resolve) => {
      const finish = (result: GenerateResult, next: Worker) => {
        clearTimeout(timer);
        worker.off("message", onMessage).off("error", onError);
        this.#release(next);
        resolve(result);
      };
      const onMessage = (result: GenerateResult) => finish(result, worker);
      const onError = (err: Error) =>
        finish(
          {
            outcome: { class: "crash", line: `the generate worker failed: ${err.message}` },
            lenient: false,
            ms: performance.now() - started,
          },
          this.#replace(worker),
        );
      const timer = setTimeout(() => {
        finish(
          {
            outcome: {
              class: "hang",
              line: `generate did not finish within ${this.limitMs / 1000} s`,
            },
            lenient: false,
            ms: performance.now() - started,
          },
          this.#replace(worker),
        );
      }, this.limitMs);
      worker.on("message", onMessage).on("error", onError);
      worker.postMessage(job);
    });
  }

  async close(): Promise<void> {
    await Promise.all([...this.#all].map((w) => w.terminate()));
  }

  #spawn(): Worker {
    const worker = new Worker(BOOT, { eval: true });
    this.#all.add(worker);
    return worker;
  }

  #replace(worker: Worker): Worker {
    this.#all.delete(worker);
    void worker.terminate();
    return this.#spawn();
  }

  #acquire(): Promise<Worker> {
    const worker = this.#idle.pop();
    return worker ? Promise.resolve(worker) : new Promise((resolve) => this.#waiting.push(resolve));
  }

  #release(worker: Worker): void {
    const waiter = this.#waiting.shift();
    if (waiter) waiter(worker);
    else this.#idle.push(worker);
  }
}
