/**
 * How a contract is read: strictly (the default: every problem is a ContractError), or with
 * `--lenient`, which reads past what node-soap and zeep accept in a broken contract (a dangling
 * reference, an unbound prefix, a missing import location, ...) with one warning each, saying what
 * was assumed. Malformed XML is an error in both modes.
 */
import type { ContractWarning } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";

export interface Reading {
  readonly lenient: boolean;
  warn(warning: ContractWarning): void;
}

/** The default: every problem is an error (nothing is tolerated, so nothing is warned). */
export const STRICT: Reading = { lenient: false, warn: () => {} };

/**
 * In the default mode, throws `error`. Under --lenient, warns with the error's own sentence and
 * what is `assumed` instead ("…: read as xsd:anyType (--lenient)"), and returns the fallback.
 */
export function tolerate<T>(
  reading: Reading,
  error: ContractError,
  assumed: string,
  fallback: () => T,
): T {
  if (!reading.lenient) throw error;
  reading.warn({
    message: `${error.detail}: ${assumed} (--lenient)`,
    ...(error.loc ? { loc: error.loc } : {}),
  });
  return fallback();
}

/**
 * A Reading whose warnings go to `warnings`, each once: a reference read from several places (a
 * type used twice, an operation bound by the SOAP 1.1 and 1.2 ports) is reported where it is written.
 */
export function collectingReading(lenient: boolean, warnings: ContractWarning[]): Reading {
  const seen = new Set<string>();
  return {
    lenient,
    warn(w) {
      const key = `${w.loc?.file}:${w.loc?.line}:${w.loc?.column}: ${w.message}`;
      if (seen.has(key)) return;
      seen.add(key);
      warnings.push(w);
    },
  };
}

/**
 * A problem --lenient cannot read past, with the warnings of what it read past on the way: they
 * explain it ("the service has no SOAP port" after its only port was left out), so the command
 * line prints them before it. The message is the problem's own.
 */
export class ContractErrorAfterWarnings extends ContractError {
  constructor(
    error: ContractError,
    readonly warnings: ContractWarning[],
  ) {
    super(error.detail, error.loc);
    this.stack = error.stack;
  }
}

/** `error`, with the warnings reading gave before it when there are any (what was left out, or assumed). */
export function withWarnings(error: unknown, warnings: ContractWarning[]): unknown {
  return warnings.length > 0 &&
    error instanceof ContractError &&
    !(error instanceof ContractErrorAfterWarnings)
    ? new ContractErrorAfterWarnings(error, warnings)
    : error;
}
