/** One measured line of the results, as printed in the table and written to the JSON file. */
export type Section = "generation" | "server" | "client" | "codec" | "mtom" | "workers";

export interface Row {
  section: Section;
  /** Rows of one section and case are compared with each other (e.g. "100 items"). */
  case: string;
  /** Who was measured: "ours", "node-soap", "bare node:http", "wsdl-tsclient", ... */
  impl: string;
  /** What distinguishes rows of one case and impl, e.g. the binding. */
  variant?: string;
  /** Measured figures; absent when the row could not be measured (see `note`). */
  figures?: Record<string, number>;
  /** Why there are no figures ("not yet generated", an error), or a remark. */
  note?: string;
}
