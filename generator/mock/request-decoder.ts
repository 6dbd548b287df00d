/**
 * What a raw request calls, as the generated server reads it: its operation, binding and decoded
 * parameters. The recording proxy cannot ask the service, so it hands each request to a generated
 * server of its own on the loopback address, whose implementation notes what it was called with
 * (and answers the operation's default, which is dropped). WS-Security is the service's to check:
 * the decoder is handed the request without its Security header block.
 */
import { randomUUID } from "node:crypto";
import { answerBook } from "./answer-book.ts";
import type {
  Binding,
  CallContext,
  GeneratedPackages,
  RunningServer,
} from "./generated-packages.ts";
import type { WireRequest } from "./recorded-fixture.ts";
import { sendRequest } from "./wire-exchange.ts";

export interface DecodedCall {
  operation: string;
  binding: Binding;
  params: Record<string, unknown>;
}

/** A request the generated server called no operation for: its answer's status. */
export interface NoCall {
  status: number;
}

export interface RequestDecoder {
  /** The call, or why there was none (a page, a WSDL, a request the contract does not describe). */
  decode(request: WireRequest): Promise<DecodedCall | NoCall>;
  close(): Promise<void>;
}

const CALL_ID = "x-soapgen-call";
const DECODE_TIMEOUT_MS = 30_000;

/** `<wsse:Security ...>...</wsse:Security>` (any prefix), the header block WS-Security adds. */
const SECURITY_HEADER = /<((?:[\w.-]+:)?)Security\b[^>]*?(?:\/>|>[\s\S]*?<\/\1Security\s*>)/g;

export async function startRequestDecoder(packages: GeneratedPackages): Promise<RequestDecoder> {
  const calls = new Map<string, DecodedCall>();
  const defaults = answerBook(packages, []);
  const note = async (params: Record<string, unknown>, ctx: CallContext) => {
    const id = ctx.headers[CALL_ID];
    if (typeof id === "string")
      calls.set(id, { operation: ctx.operation, binding: ctx.binding, params });
    const answer = defaults.answerFor(ctx.operation, params, ctx.binding)?.answer;
    return answer?.kind === "result" ? answer.result : undefined;
  };
  const running: RunningServer = await packages.listen(
    Object.fromEntries(Object.values(packages.methods).map((m) => [m, note])),
    {
      authenticate: null,
      httpGet: { enabled: true, authenticate: null },
      httpPost: { enabled: true, authenticate: null },
      port: 0,
      host: "127.0.0.1",
      onError: () => {},
    },
  );
  const origin = new URL(running.url).origin;
  return {
    async decode(request) {
      const id = randomUUID();
      try {
        const answer = await sendRequest(
          origin + request.path,
          {
            ...request,
            headers: { ...request.headers, [CALL_ID]: id },
            ...(request.body === undefined
              ? {}
              : { body: request.body.replace(SECURITY_HEADER, "") }),
          },
          DECODE_TIMEOUT_MS,
        );
        return calls.get(id) ?? { status: answer.status };
      } finally {
        calls.delete(id);
      }
    },
    close: () => running.close(),
  };
}
