/** The interop matrix as text: a row per client and binding, a column per server, notes below. */
import type { Binding } from "school-service-client";

export interface CellResult {
  server: string;
  client: string;
  binding: Binding;
  status: "pass" | "fail" | "n/a";
  /** The failed operations, or why the cell is not applicable. */
  note: string;
}

export function formatMatrix(
  servers: string[],
  clients: string[],
  bindings: readonly Binding[],
  cells: CellResult[],
): string {
  // Reasons and failed-operation lists go below the table, numbered.
  const notes: string[] = [];
  const note = (text: string): number =>
    (notes.includes(text) ? notes.indexOf(text) : notes.push(text) - 1) + 1;
  const label = (c: CellResult | undefined): string => {
    if (!c) return "not run";
    if (c.status === "pass") return "pass";
    if (c.status === "fail")
      return `FAIL [${note(c.note.startsWith("did not run") ? c.note : `failed: ${c.note}`)}]`;
    return `n/a [${note(c.note)}]`;
  };
  const header = ["client", "binding", ...servers];
  const rows = clients.flatMap((client) =>
    bindings.map((binding) => [
      client,
      binding,
      ...servers.map((server) =>
        label(
          cells.find((c) => c.server === server && c.client === client && c.binding === binding),
        ),
      ),
    ]),
  );
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((v, i) => v.padEnd(widths[i]!)).join(" | ");
  return [
    "Interop matrix (each cell: the sample call of every operation)",
    line(header),
    widths.map((w) => "-".repeat(w)).join("-|-"),
    ...rows.map(line),
    ...notes.map((r, i) => `[${i + 1}] ${r}`),
  ].join("\n");
}
