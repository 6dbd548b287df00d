/**
 * An answer as the generated client reads it: the operation's result, a SOAP fault, an HTTP error
 * status, or an answer that does not match the contract (what the client would throw a
 * ResponseFormatError for), with what was expected.
 */
import type { Binding, GeneratedPackages, WireResponse } from "./generated-packages.ts";
import type { RecordedAnswer } from "./recorded-fixture.ts";

export type DecodedAnswer =
  | { kind: "result"; result: unknown }
  | { kind: "fault"; code: "client" | "server"; reason: string }
  | { kind: "status"; status: number }
  | { kind: "mismatch"; problem: string };

interface ClientErrorLike {
  name: string;
  problem?: string;
  reason?: string;
  status?: number;
  codeName?: { local?: string };
}

export function decodeAnswer(
  packages: GeneratedPackages,
  operation: string,
  binding: Binding,
  answer: RecordedAnswer,
): DecodedAnswer {
  const op = packages.operations[operation]!;
  const wire: WireResponse = { ...answer, statusText: "" };
  const read = binding.startsWith("soap") ? packages.readSoapResponse : packages.readHttpResponse;
  try {
    return { kind: "result", result: read({ operation, binding }, op, undefined, wire) };
  } catch (err) {
    const e = err as ClientErrorLike;
    switch (e.name) {
      case "SoapFaultError":
        return {
          kind: "fault",
          code: /^(Client|Sender)$/.test(e.codeName?.local ?? "") ? "client" : "server",
          reason: e.reason ?? "",
        };
      case "HttpStatusError":
        return { kind: "status", status: e.status ?? 500 };
      case "ResponseFormatError":
        return { kind: "mismatch", problem: e.problem ?? String(err) };
      default:
        throw err;
    }
  }
}

/** What a decoded answer is, in a few words: for reports. */
export function answerSummary(a: DecodedAnswer): string {
  switch (a.kind) {
    case "result":
      return "a result";
    case "fault":
      return `a ${a.code} fault ("${a.reason}")`;
    case "status":
      return `HTTP ${a.status}`;
    case "mismatch":
      return `an answer the contract does not describe (${a.problem})`;
  }
}

/** The problems the contract's result validator (zod) finds in a decoded result: `path: message`. */
export function resultProblems(
  packages: GeneratedPackages,
  operation: string,
  result: unknown,
): string[] {
  const validator = packages.resultValidators[operation];
  if (!validator || result === undefined) return [];
  const outcome = validator.safeParse(result);
  if (outcome.success) return [];
  return outcome.error.issues.map(
    (i) => `${i.path.map(String).join(".") || "(result)"}: ${i.message}`,
  );
}
