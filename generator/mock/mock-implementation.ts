/**
 * The implementation the mock serves with the generated server: each method answers from the
 * answer book, after the latency asked for, or with a fault where one is injected.
 */
import type { AnswerBook } from "./answer-book.ts";
import type { CallContext, GeneratedPackages, Implementation } from "./generated-packages.ts";

export interface MockBehaviour {
  /** Milliseconds each answer waits. */
  latencyMs: number;
  /** The share of calls (0..1) answered with a fault. */
  faultRate: number;
  /** Operations always answered with a fault. */
  faultOperations: ReadonlySet<string>;
  /** Told of each call: its operation, binding and where its answer came from. */
  onCall?: (line: string) => void;
}

export const INJECTED_FAULT = "Fault injected by soapgen mock";

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

export function mockImplementation(
  packages: GeneratedPackages,
  book: AnswerBook,
  behaviour: MockBehaviour,
): Implementation {
  const answer = async (params: Record<string, unknown>, ctx: CallContext) => {
    if (behaviour.latencyMs > 0)
      await sleep(behaviour.latencyMs, (ctx as { signal?: AbortSignal }).signal);
    const { operation, binding } = ctx;
    if (
      behaviour.faultOperations.has(operation) ||
      (behaviour.faultRate > 0 && Math.random() < behaviour.faultRate)
    ) {
      behaviour.onCall?.(`${operation} (${binding}): injected fault`);
      throw new packages.SoapFault(INJECTED_FAULT, { code: "server" });
    }
    const booked = book.answerFor(operation, params, binding);
    behaviour.onCall?.(`${operation} (${binding}): ${booked?.source ?? "no answer"}`);
    const a = booked?.answer;
    switch (a?.kind) {
      case "result":
        return a.result;
      case "fault":
        throw new packages.SoapFault(a.reason, { code: a.code });
      default:
        // A recorded HTTP error status: the server answers any error as its 500.
        throw new Error(`${operation}: the recorded answer is an HTTP error`);
    }
  };
  return Object.fromEntries(Object.values(packages.methods).map((method) => [method, answer]));
}
