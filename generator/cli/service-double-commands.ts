/**
 * `mock`, `record` and `verify`: the commands that stand in for the real service, or check it,
 * from the project's generated packages (found through the project file's output folder); and
 * `gateway`, JSON in front of the real service through the generated client. Their work is in
 * mock/ and gateway/, loaded when one runs.
 */
import type { CommandSpec, FlagSpec } from "./command-line.ts";
import { resolveOptions } from "./resolve-options.ts";

/** The commands that serve until stopped: they close on a signal themselves. */
export const SERVERS: ReadonlySet<string> = new Set(["mock", "record", "gateway"]);

const PROJECT_FLAGS: Record<string, FlagSpec> = {
  config: {
    type: "string",
    describe:
      "project file (default: ./soapgen.config.json): the generated packages in its output folder are run",
  },
  verbose: { type: "boolean", default: false, describe: "print stack traces of errors" },
};

const SERVING_FLAGS: Record<string, FlagSpec> = {
  port: { type: "string", describe: "port to listen on (default 8080; 0: any free port)" },
  host: { type: "string", describe: "address to listen on (default 127.0.0.1)" },
};

export const SERVICE_DOUBLE_COMMANDS: CommandSpec[] = [
  {
    name: "mock",
    describe:
      "serve the contract on all its bindings from fixtures: each call gets the recorded answer of its operation and parameters, else the operation's default (its generated fixture)",
    flags: {
      ...PROJECT_FLAGS,
      ...SERVING_FLAGS,
      fixtures: {
        type: "string",
        describe:
          "folder of recorded fixtures (soapgen record); default: the generated fixtures only",
      },
      latency: { type: "string", describe: "milliseconds each answer waits (default 0)" },
      "fault-rate": {
        type: "string",
        describe: "share of calls, 0 to 1, answered with a SOAP fault (default 0)",
      },
      fault: {
        type: "string",
        multiple: true,
        describe: "operations always answered with a SOAP fault, comma-separated",
      },
      quiet: { type: "boolean", default: false, describe: "print no line per call" },
    },
  },
  {
    name: "record",
    describe:
      "a recording proxy: forward each call to the real service, answer with its answer, and write the exchange as a fixture file (credentials redacted); report every answer the contract does not describe",
    flags: {
      ...PROJECT_FLAGS,
      ...SERVING_FLAGS,
      target: {
        type: "string",
        describe: "the real service's endpoint URL (required), e.g. https://host/api/service.asmx",
      },
      out: { type: "string", describe: "folder the fixture files are written to (required)" },
      "timeout-ms": {
        type: "string",
        describe: "time limit of each forwarded call (default 30000)",
      },
    },
  },
  {
    name: "gateway",
    describe:
      "JSON over HTTP in front of a SOAP service, through the generated client: POST /{operation} as docs/openapi.md maps it, the OpenAPI document at /openapi.json",
    flags: {
      ...PROJECT_FLAGS,
      ...SERVING_FLAGS,
      target: {
        type: "string",
        describe: "the SOAP service's endpoint URL (required), e.g. https://host/api/service.asmx",
      },
      binding: {
        type: "string",
        describe:
          "the SOAP binding calls go out on: soap11 or soap12 (default: the client's, SOAP 1.1 when the contract has it)",
      },
      "timeout-ms": {
        type: "string",
        describe: "time limit of each call to the service (default 30000)",
      },
      "max-body-bytes": {
        type: "string",
        describe: "the largest JSON body taken (default 1048576); a larger one is answered 413",
      },
      cert: {
        type: "string",
        describe:
          "PEM file of the client certificate the gateway presents to the service (with --key)",
      },
      key: { type: "string", describe: "PEM file of that certificate's private key" },
      ca: {
        type: "string",
        describe: "PEM file of the CAs to trust for the service's certificate, instead of Node's",
      },
    },
  },
  {
    name: "verify",
    describe:
      "send each recorded fixture's request to a live service and check its answer against the contract and the fixture's expectations; exit 1 on a violation",
    flags: {
      ...PROJECT_FLAGS,
      against: { type: "string", describe: "the live service's endpoint URL (required)" },
      fixtures: {
        type: "string",
        describe: "folder of recorded fixtures (default: the generated fixtures, SOAP bindings)",
      },
      secret: {
        type: "string",
        multiple: true,
        describe:
          "NAME=VALUE: the value a recorded {{secret:NAME}} placeholder is sent as (default: the environment variable SOAPGEN_SECRET_<NAME>)",
      },
      json: { type: "string", describe: "also write the report as JSON to this file" },
      junit: { type: "string", describe: "also write the report as JUnit XML to this file" },
      "timeout-ms": { type: "string", describe: "time limit of each call (default 30000)" },
    },
  },
];

/** Runs one of the commands; resolves once a server listens (or the check is done). */
export async function runServiceDouble(
  command: string,
  flags: Record<string, unknown>,
): Promise<number> {
  const { outDir } = resolveOptions({ config: flags.config as string | undefined });
  switch (command) {
    case "mock": {
      const { runMock } = await import("../mock/run-mock.ts");
      await runMock(outDir, flags);
      return 0;
    }
    case "record": {
      const { runRecord } = await import("../mock/run-record.ts");
      await runRecord(outDir, flags);
      return 0;
    }
    case "gateway": {
      const options = resolveOptions({ config: flags.config as string | undefined });
      const [{ loadContract }, { runGateway }] = await Promise.all([
        import("../pipeline/load-contract.ts"),
        import("../gateway/run-gateway.ts"),
      ]);
      const { model } = await loadContract(options);
      await runGateway(options.outDir, model, flags);
      return 0;
    }
    default: {
      const { runVerify } = await import("../mock/run-verify.ts");
      return runVerify(outDir, flags);
    }
  }
}
