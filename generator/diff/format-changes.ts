/**
 * A contract diff as people and tools read it: text grouped by severity, JSON, or GitHub Actions
 * annotations (`::error file=...,line=...::`), which a pull request shows on the contract's lines.
 */
import {
  SEVERITIES,
  severityOf,
  type ContractChange,
  type Severity,
  type Viewpoint,
} from "./contract-change.ts";

/** A place in a contract's text: its file (as the user named it) and 1-based line. */
export interface TextLocation {
  file: string;
  line?: number;
}

export interface LocatedChange extends ContractChange {
  old?: TextLocation;
  new?: TextLocation;
}

export interface DiffReport {
  /** The two contracts, as named. */
  old: string;
  new: string;
  changes: LocatedChange[];
  /** Whose severities the report gives (default: both sides, the worse of the two). */
  viewpoint?: Viewpoint;
  /** In usage mode: how many changes were left out because the project's code uses nothing they touch. */
  unused?: number;
}

export type DiffFormat = "text" | "json" | "github";

export function summary(
  changes: readonly ContractChange[],
  viewpoint: Viewpoint = "both",
): Record<Severity, number> {
  const counts: Record<Severity, number> = { breaking: 0, warning: 0, safe: 0 };
  for (const c of changes) counts[severityOf(c, viewpoint)]++;
  return counts;
}

/** `2 breaking, 1 warning, 3 safe`. */
export function summaryText(
  changes: readonly ContractChange[],
  viewpoint: Viewpoint = "both",
): string {
  const counts = summary(changes, viewpoint);
  return `${counts.breaking} breaking, ${counts.warning} ${counts.warning === 1 ? "warning" : "warnings"}, ${counts.safe} safe`;
}

export function formatReport(report: DiffReport, format: DiffFormat): string {
  const viewpoint = report.viewpoint ?? "both";
  switch (format) {
    case "json":
      return `${JSON.stringify(
        {
          old: report.old,
          new: report.new,
          for: viewpoint,
          ...(report.unused !== undefined ? { unused: report.unused } : {}),
          summary: summary(report.changes, viewpoint),
          changes: report.changes.map((c) => ({ severity: severityOf(c, viewpoint), ...c })),
        },
        null,
        2,
      )}\n`;
    case "github":
      return report.changes.map((c) => annotation(c, viewpoint)).join("");
    case "text":
      return text(report, viewpoint);
  }
}

function text(report: DiffReport, viewpoint: Viewpoint): string {
  const unused =
    report.unused === undefined
      ? ""
      : `; ${report.unused} more touch nothing the project's code uses`;
  const judged = viewpoint === "both" ? "" : `, judged for ${viewpoint}`;
  if (report.changes.length === 0)
    return `${report.old} -> ${report.new}: no changes${unused}${judged}\n`;
  const lines = [
    `${report.old} -> ${report.new}: ${report.changes.length} ${report.changes.length === 1 ? "change" : "changes"} (${summaryText(report.changes, viewpoint)})${unused}${judged}`,
  ];
  for (const severity of SEVERITIES) {
    const group = report.changes.filter((c) => severityOf(c, viewpoint) === severity);
    if (group.length === 0) continue;
    lines.push("", `${severity[0]!.toUpperCase()}${severity.slice(1)}:`);
    for (const c of group) {
      lines.push(`  ${c.message}`, `    clients: ${c.client}, servers: ${c.server} (${c.rule})`);
      const at = [c.old && `old ${place(c.old)}`, c.new && `new ${place(c.new)}`]
        .filter(Boolean)
        .join(", ");
      if (at) lines.push(`    at ${at}`);
    }
  }
  return `${lines.join("\n")}\n`;
}

function place(at: TextLocation): string {
  return at.line === undefined ? at.file : `${at.file}:${at.line}`;
}

const LEVEL: Record<Severity, string> = { breaking: "error", warning: "warning", safe: "notice" };

/** One workflow command; it points at the new contract's line, or the old one's for a removal. */
function annotation(c: LocatedChange, viewpoint: Viewpoint): string {
  const at =
    c.new?.line !== undefined ? c.new : c.old?.line !== undefined ? c.old : (c.new ?? c.old);
  const props = [
    at && `file=${escapeProperty(at.file)}`,
    at?.line !== undefined && `line=${at.line}`,
    `title=${escapeProperty(`Contract change (${severityOf(c, viewpoint)}): ${c.rule}`)}`,
  ]
    .filter(Boolean)
    .join(",");
  return `::${LEVEL[severityOf(c, viewpoint)]} ${props}::${escapeData(`${c.message} (clients: ${c.client}, servers: ${c.server})`)}\n`;
}

// As GitHub's toolkit escapes workflow command values.
function escapeData(s: string): string {
  return s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}

function escapeProperty(s: string): string {
  return escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
