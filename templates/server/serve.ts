/**
 * Serves an implementation at http://$HOST:$PORT and the service's endpoint path (HOST defaults to
 * 127.0.0.1, PORT to 8080) until SIGINT (Ctrl-C) or SIGTERM, then closes the server and exits:
 *
 * - with a module path (`serve.ts server/implementation.ts`): the module's `implementation`, with
 *   its `serverOptions` if it exports them (the implementation stub does);
 * - without one: the demo implementation, on every binding (SOAP 1.1 and 1.2, HTTP GET and POST).
 *
 * WORKERS=<n> (default 1) serves from n processes on the one port (node:cluster): the server keeps
 * no state between requests, so any of them may answer. A worker that dies is replaced; SIGHUP
 * replaces them one at a time, each new one listening before an old one stops taking requests and
 * finishes those it has, so a deploy refuses none.
 */
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { demoImplementation, demoServerOptions } from "./demo-implementation.js";
import { listen } from "./server.js";

// The service's implementation and options types, as the demo declares its own.
type Implementation = typeof demoImplementation;
type Options = typeof demoServerOptions;

interface Served {
  what: string;
  implementation: Implementation;
  options: Options;
}

/**
 * What a worker tells the primary: it listens (at `listening`; `openApi`: with the JSON face, so
 * the document is served too), or it could not start.
 */
type WorkerNews = { listening: string; openApi: boolean } | { failed: string };

const DEMO: Served = {
  what: "the demo",
  implementation: demoImplementation,
  options: demoServerOptions,
};

/** The implementation module's exports: `implementation`, and optionally `serverOptions`. */
async function load(modulePath: string): Promise<Served> {
  const loaded = (await import(pathToFileURL(path.resolve(modulePath)).href)) as {
    implementation?: Implementation;
    serverOptions?: Partial<Options>;
  };
  if (!loaded.implementation) throw new Error(`${modulePath} exports no \`implementation\``);
  return {
    what: modulePath,
    implementation: loaded.implementation,
    options: { authenticate: null, ...loaded.serverOptions },
  };
}

const port = Number(process.env.PORT ?? 8080);
const workers = Number(process.env.WORKERS ?? 1);
const modulePath = process.argv[2];
const what = modulePath ?? "the demo";

/** Fails the start: in a worker, tells the primary why first. */
function fail(message: string): never {
  console.error(message);
  if (cluster.isWorker) process.send?.({ failed: message } satisfies WorkerNews);
  process.exit(1);
}

if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`PORT must be a port number, not ${JSON.stringify(process.env.PORT)}`);
if (!Number.isInteger(workers) || workers < 1)
  fail(`WORKERS must be a whole number of processes, not ${JSON.stringify(process.env.WORKERS)}`);

if (workers > 1 && cluster.isPrimary) superviseWorkers(workers);
else await serve();

/** One server in this process: alone, or as one of the primary's workers. */
async function serve(): Promise<void> {
  if (cluster.isWorker) exitOnceDisconnected();
  const served = await (modulePath === undefined ? Promise.resolve(DEMO) : load(modulePath)).catch(
    (error: Error) => fail(`cannot load ${modulePath}: ${error.message}`),
  );
  const running = await listen(served.implementation, {
    ...served.options,
    port,
    host: process.env.HOST ?? "127.0.0.1",
    onError:
      served.options.onError ??
      ((error, where) => console.error(`${where.operation ?? "request"} failed:`, error)),
  }).catch((error: Error) => fail(`cannot listen on port ${port}: ${error.message}`));
  const openApi = served.options.json?.enabled === true;
  const stop = () => void running.close().then(() => process.exit(0));
  process.once("SIGINT", stop).once("SIGTERM", stop);
  if (cluster.isWorker) process.send?.({ listening: running.url, openApi } satisfies WorkerNews);
  else
    console.log(
      `Serving ${what} at ${running.url}; ${descriptions(running.url, openApi)}. Ctrl-C stops it.`,
    );
}

/**
 * The primary retires a worker by disconnecting it, and cluster then closes the worker's server
 * and waits for its connections to end (which the server bounds: those with no call in flight end
 * at once, the rest after its shutdownGraceMs): the worker exits then, even if the implementation
 * holds something open (and at once if that happened while it was still starting).
 */
function exitOnceDisconnected(): void {
  const worker = cluster.worker!;
  if (!worker.isConnected()) process.exit(0);
  worker.once("disconnect", () => process.exit(0));
}

/** Where the service describes itself: its WSDL, and with the JSON face its OpenAPI document. */
function descriptions(url: string, openApi: boolean): string {
  return `WSDL at ${url}?WSDL${openApi ? `, OpenAPI at ${url}?openapi` : ""}`;
}

/**
 * The primary of WORKERS processes: starts them, replaces one that dies (and gives up when one
 * fails to start), replaces them all one at a time on SIGHUP, and stops them on SIGINT or SIGTERM.
 */
function superviseWorkers(count: number): void {
  type Worker = ReturnType<typeof cluster.fork>;
  let stopping = false;
  let listening = 0;
  const live = new Set<Worker>();
  /**
   * Disconnecting a worker stops the primary handing it connections at once, and the worker takes
   * those already on their way before it closes. (A worker that closed its server and exited
   * when told to could exit with a connection on its way to it, which the primary then held
   * unanswered for good.) Its exit is no death to replace: `exitedAfterDisconnect`.
   */
  const retire = (worker: Worker) => {
    if (worker.isConnected()) worker.disconnect();
  };

  /** A new worker; resolves once it listens. */
  const start = () =>
    new Promise<void>((resolve) => {
      const worker = cluster.fork();
      live.add(worker);
      let started = false;
      worker.on("message", (news: WorkerNews) => {
        if (!("listening" in news) || started || worker.exitedAfterDisconnect) return;
        started = true;
        resolve();
        if (++listening === count)
          console.log(
            `Serving ${what} at ${news.listening} from ${count} workers; ${descriptions(news.listening, news.openApi)}. SIGHUP replaces them, Ctrl-C stops them.`,
          );
      });
      worker.on("exit", (code, signal) => {
        live.delete(worker);
        if (stopping || worker.exitedAfterDisconnect) {
          if (stopping && live.size === 0) process.exit(0);
          return;
        }
        if (!started) {
          // It failed to start (its reason is on stderr): another would fail the same way.
          stopping = true;
          for (const other of live) other.kill();
          process.exit(1);
        }
        console.error(`a worker ended (${signal ?? `exit code ${code}`}): starting another`);
        void start();
      });
    });

  const stopAll = () => {
    stopping = true;
    if (live.size === 0) process.exit(0);
    for (const worker of live) retire(worker);
  };
  let replacing = false;
  const replaceAll = async () => {
    if (replacing || stopping) return;
    replacing = true;
    for (const old of [...live]) {
      // One that died meanwhile has been replaced already.
      if (!live.has(old)) continue;
      await start();
      retire(old);
    }
    replacing = false;
  };
  process.once("SIGINT", stopAll).once("SIGTERM", stopAll);
  process.on("SIGHUP", () => void replaceAll());
  for (let i = 0; i < count; i++) void start();
}
