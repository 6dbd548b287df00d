/**
 * One difference between two contracts, classified for the two sides that live with it: existing
 * clients (code generated from the old contract, calling a service of the new one) and existing
 * servers (implementations written against the old contract, regenerated from the new one).
 *
 * - `breaking`: that side fails: calls are refused or misread, or its code no longer compiles.
 * - `warning`: it keeps working, but something it relied on changed (a value now ignored, a
 *   new fault or header, a check moved); someone should look.
 * - `safe`: nothing it does changes.
 */
export type Severity = "breaking" | "warning" | "safe";

export const SEVERITIES: readonly Severity[] = ["breaking", "warning", "safe"];

export interface ContractChange {
  /** What kind of change, e.g. `parameter-removed` (the table in docs/contract-diff.md). */
  rule: string;
  client: Severity;
  server: Severity;
  /** What changed, in words: `operation eventGet: parameter EventID removed`. */
  message: string;
  /**
   * Names leading to the change in each contract, outermost first (`["eventGet", "EventID"]`): what
   * a reader of the contract's text looks for to point at its line.
   */
  where: { old?: string[]; new?: string[] };
}

const RANK: Record<Severity, number> = { breaking: 0, warning: 1, safe: 2 };

/** The worse of two severities. */
export function worse(a: Severity, b: Severity): Severity {
  return RANK[a] <= RANK[b] ? a : b;
}

/**
 * Whose gate judges the changes: `both` (a change is as bad as the worse of its two sides), or
 * only `clients` (a consumer's, which ignores what breaks only implementations) or `servers`.
 */
export type Viewpoint = "both" | "clients" | "servers";

/** A change's severity as `viewpoint` sees it: by default the worse of its two sides. */
export function severityOf(change: ContractChange, viewpoint: Viewpoint = "both"): Severity {
  if (viewpoint === "clients") return change.client;
  if (viewpoint === "servers") return change.server;
  return worse(change.client, change.server);
}

/** Whether `severity` is at least as bad as `threshold`. */
export function atLeast(severity: Severity, threshold: Severity): boolean {
  return RANK[severity] <= RANK[threshold];
}
