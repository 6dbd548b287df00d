/**
 * The recording proxy: each request goes to the real service and its answer back to the caller
 * unchanged; a call of the contract is written as a fixture file first (credentials redacted, in
 * the answer too where it echoes a password), and
 * an answer the contract does not describe is reported. A request the proxy cannot forward gets a
 * 502 (the service is down) or a 413 (too large), never a crash.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import { answerProblems } from "./answer-check.ts";
import type { GeneratedPackages, RunningServer } from "./generated-packages.ts";
import { toPlain } from "./plain-values.ts";
import {
  fixtureFileName,
  fixtureText,
  type RecordedAnswer,
  type RecordedFixture,
  type WireRequest,
} from "./recorded-fixture.ts";
import { redactRequest } from "./redact.ts";
import { redactAnswer } from "./redact-answer.ts";
import { serviceUrl } from "./service-url.ts";
import { startRequestDecoder } from "./request-decoder.ts";
import { readRequest, sendRequest, TooLargeError } from "./wire-exchange.ts";

export interface RecordingOptions {
  /** The real service's endpoint URL. */
  target: string;
  /** Where fixture files are written. */
  fixturesDir: string;
  port: number;
  host: string;
  timeoutMs: number;
  /** Told of each fixture written, and of each problem (a line each). */
  log: (line: string) => void;
  warn: (line: string) => void;
}

/**
 * The answer headers passed on besides the body. No content encoding: the proxy asks for none
 * (it forwards no Accept-Encoding), and the body is passed on as read.
 */
const PASSED_ON = ["content-type", "set-cookie", "location", "cache-control", "www-authenticate"];

/**
 * Why a request the contract's server answered without calling an operation is not recorded. A
 * success is its own refusal of the parameters (ASMX-style services answer a required parameter
 * missing with bln_Success=false): the mock, the same server, answers that call so too, whatever
 * the service answered (with the service's own words and items, say).
 */
function notCalled(status: number): string {
  return status >= 200 && status < 300
    ? `the contract's server refuses its parameters itself (HTTP ${status}), calling no operation: the mock will answer it with that refusal, not with the service's answer`
    : `the contract's server answers it with HTTP ${status}, calling no operation`;
}

export async function startRecordingProxy(
  packages: GeneratedPackages,
  options: RecordingOptions,
): Promise<RunningServer> {
  const target = new URL(options.target);
  const decoder = await startRequestDecoder(packages);
  const authElement = packages.authHeader
    ? packages.headers[packages.authHeader]?.element
    : undefined;
  mkdirSync(options.fixturesDir, { recursive: true });

  const record = async (request: WireRequest, answer: RecordedAnswer) => {
    const call = await decoder.decode(request);
    if ("status" in call) {
      // A page or the WSDL (GET) is no call to record; a POST, or a GET of an operation's path,
      // that calls no operation is told.
      if (request.method === "POST" || request.path.startsWith(`${packages.endpointPath}/`))
        options.warn(`${request.method} ${request.path}: not recorded: ${notCalled(call.status)}`);
      return;
    }
    const redacted = redactRequest(request, authElement);
    const fixture: RecordedFixture = {
      operation: call.operation,
      binding: call.binding,
      params: toPlain(call.params),
      request: redacted.request,
      response: redactAnswer(answer, redacted.secrets),
      expect: { exact: [], ignore: [] },
    };
    const file = path.join(options.fixturesDir, fixtureFileName(fixture));
    writeFileSync(file, fixtureText(fixture));
    options.log(`${call.operation} (${call.binding}): recorded ${file}`);
    for (const problem of answerProblems(packages, call.operation, call.binding, answer))
      options.warn(
        `${file}: ${call.operation} (${call.binding}): the answer does not match the contract: ${problem}`,
      );
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    let request;
    try {
      request = await readRequest(req);
    } catch (err) {
      const status = err instanceof TooLargeError ? 413 : 400;
      res.writeHead(status, { "content-type": "text/plain; charset=utf-8", connection: "close" });
      res.end(`soapgen record: ${(err as Error).message}\n`);
      return;
    }
    let answer;
    try {
      answer = await sendRequest(
        serviceUrl(target, packages.endpointPath, request.path),
        request,
        options.timeoutMs,
      );
    } catch (err) {
      const why = (err as Error).message;
      options.warn(`${request.method} ${request.path}: ${target.origin} did not answer: ${why}`);
      res.writeHead(502, { "content-type": "text/plain; charset=utf-8" });
      res.end(`soapgen record: ${options.target} did not answer: ${why}\n`);
      return;
    }
    const { headers, ...recorded } = answer;
    try {
      await record(request, recorded);
    } catch (err) {
      options.warn(`${request.method} ${request.path}: not recorded: ${(err as Error).message}`);
    }
    const passed: Record<string, string | string[]> = {};
    for (const name of PASSED_ON) {
      const value = headers[name];
      if (value !== undefined) passed[name] = value;
    }
    res.writeHead(recorded.status, passed);
    res.end(recorded.body);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, resolve);
  });
  const address = server.address() as { port: number };
  const host = options.host.includes(":") ? `[${options.host}]` : options.host;
  return {
    url: `http://${host}:${address.port}${packages.endpointPath}`,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await decoder.close();
    },
  };
}
