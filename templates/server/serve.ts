/**
 * Serves an implementation at http://$HOST:$PORT and the service's endpoint path (HOST defaults to
 * 127.0.0.1, PORT to 8080) until SIGINT (Ctrl-C) or SIGTERM, then closes the server and exits:
 *
 * - with a module path (`serve.ts server/implementation.ts`): the module's `implementation`, with
 *   its `serverOptions` if it exports them (the implementation stub does);
 * - without one: the demo implementation, on every binding (SOAP 1.1 and 1.2, HTTP GET and POST).
 */
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
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not ${JSON.stringify(process.env.PORT)}`);
  process.exit(1);
}

const modulePath = process.argv[2];
const served = await (modulePath === undefined ? Promise.resolve(DEMO) : load(modulePath)).catch(
  (error: Error) => {
    console.error(`cannot load ${modulePath}: ${error.message}`);
    process.exit(1);
  },
);

listen(served.implementation, {
  ...served.options,
  port,
  host: process.env.HOST ?? "127.0.0.1",
  onError:
    served.options.onError ??
    ((error, where) => console.error(`${where.operation ?? "request"} failed:`, error)),
}).then(
  (running) => {
    console.log(
      `Serving ${served.what} at ${running.url}; WSDL at ${running.url}?WSDL. Ctrl-C stops it.`,
    );
    const stop = () => void running.close().then(() => process.exit(0));
    process.once("SIGINT", stop).once("SIGTERM", stop);
  },
  (error: Error) => {
    console.error(`cannot listen on port ${port}: ${error.message}`);
    process.exit(1);
  },
);
