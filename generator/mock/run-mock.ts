/**
 * `soapgen mock`: the generated server, on every binding the contract publishes and with its
 * service pages, answering from fixtures (recorded ones with --fixtures, else the generated
 * ones) instead of an implementation. Credentials are not checked: it holds no data.
 */
import { answerBook } from "./answer-book.ts";
import { listFlag, numberFlag, portFlag } from "./flag-values.ts";
import { loadGeneratedPackages } from "./generated-packages.ts";
import { mockImplementation } from "./mock-implementation.ts";
import { readFixtureFolder } from "./recorded-fixture.ts";
import { serveUntilStopped } from "./serve-until-stopped.ts";

export interface MockFlags {
  port?: string;
  host?: string;
  fixtures?: string;
  latency?: string;
  "fault-rate"?: string;
  fault?: string[];
  quiet?: boolean;
}

export async function runMock(outDir: string, flags: MockFlags): Promise<void> {
  const port = portFlag(flags.port, 8080);
  const latencyMs = numberFlag("latency", flags.latency, 0, [0, 600_000]);
  const faultRate = numberFlag("fault-rate", flags["fault-rate"], 0, [0, 1]);
  const packages = await loadGeneratedPackages(outDir);
  const known = Object.keys(packages.operations);
  const faultOperations = new Set(listFlag(flags.fault));
  for (const op of faultOperations)
    if (!known.includes(op))
      throw new Error(
        `--fault ${op}: no such operation in the contract (it has ${known.join(", ")})`,
      );
  const recorded = flags.fixtures ? readFixtureFolder(flags.fixtures, known) : [];
  const book = answerBook(packages, recorded);
  const log = flags.quiet ? undefined : (line: string) => process.stdout.write(`${line}\n`);
  const implementation = mockImplementation(packages, book, {
    latencyMs,
    faultRate,
    faultOperations,
    onCall: log,
  });
  const running = await packages.listen(implementation, {
    authenticate: null,
    httpGet: { enabled: true, authenticate: null },
    httpPost: { enabled: true, authenticate: null },
    servicePages: { enabled: true },
    port,
    host: flags.host ?? "127.0.0.1",
    // What the client sees as a 500 (a recorded HTTP error, an answer that cannot be written).
    onError: (error: unknown, where: { operation?: string }) =>
      process.stderr.write(
        `${where.operation ?? "request"}: answered with a fault: ${(error as Error).message}\n`,
      ),
  });
  serveUntilStopped(running);
  const from = flags.fixtures
    ? `${book.recorded} recorded answers (${flags.fixtures}), else the generated fixtures`
    : "the generated fixtures";
  process.stdout.write(
    `Mocking the service at ${running.url}; WSDL at ${running.url}?WSDL; answers from ${from}. Ready in ${Math.round(performance.now())} ms; Ctrl-C stops it.\n`,
  );
}
