import type { SourceLocation } from "./contract-draft.ts";

/**
 * A problem in the input contract: what is wrong, where (file:line:column when known) and what
 * was expected. The CLI prints `message` alone, without a stack trace unless `--verbose`.
 */
export class ContractError extends Error {
  readonly loc: SourceLocation | undefined;
  readonly detail: string;

  constructor(detail: string, loc?: SourceLocation) {
    super(loc ? `${formatLocation(loc)}: ${detail}` : detail);
    this.name = "ContractError";
    this.detail = detail;
    this.loc = loc;
  }
}

export function formatLocation(loc: SourceLocation): string {
  if (loc.line === undefined) return loc.file;
  return loc.column === undefined
    ? `${loc.file}:${loc.line}`
    : `${loc.file}:${loc.line}:${loc.column}`;
}
