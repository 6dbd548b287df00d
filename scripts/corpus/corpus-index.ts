/**
 * The corpus's INDEX.tsv: one row per WSDL with its style, use and notes. The target of issue #18
 * is the distinct files (`dup_of` = `-`) that are document/literal, rpc/literal or (issue #49)
 * rpc/encoded and carry none of the marks the corpus README lists for files broken on purpose
 * (notes such as `wsdl:import` or `no wsdl:service in this file` describe a file without marking
 * it broken). document/encoded, which the generator refuses by name, is no target.
 */
export interface CorpusEntry {
  /** Path of the WSDL inside the corpus folder. */
  path: string;
  style: string;
  use: string;
  bindings: string;
  note: string;
  /** `-`, or the path of the row this file is a byte-identical copy of. */
  dupOf: string;
}

export const BROKEN_MARKS = [
  "NEGATIVE-TEST",
  "MAY-BE-INVALID",
  "NOT-NS-WELLFORMED",
  "NS-BROKEN",
  "TEST-CONTEXT",
  "remote-import",
  "missing-local-import",
];

const COLUMNS = ["path", "style", "use", "bindings", "note", "dup_of"];

export function readCorpusIndex(tsv: string): CorpusEntry[] {
  const [header, ...rows] = tsv.split("\n").filter((line) => line.trim() !== "");
  const names = header!.split("\t");
  const missing = COLUMNS.filter((c) => !names.includes(c));
  if (missing.length > 0) throw new Error(`INDEX.tsv has no column ${missing.join(", ")}`);
  return rows.map((row) => {
    const cells = row.split("\t");
    const cell = (name: string) => cells[names.indexOf(name)] ?? "";
    return {
      path: cell("path"),
      style: cell("style"),
      use: cell("use"),
      bindings: cell("bindings"),
      note: cell("note"),
      dupOf: cell("dup_of"),
    };
  });
}

export function isDistinct(e: CorpusEntry): boolean {
  return e.dupOf === "-";
}

export function isBroken(e: CorpusEntry): boolean {
  return BROKEN_MARKS.some((mark) => e.note.includes(mark));
}

/** In the target subset: document/literal, rpc/literal or rpc/encoded, and not marked broken. */
export function isTarget(e: CorpusEntry): boolean {
  const literal = (e.style === "document" || e.style === "rpc") && e.use === "literal";
  const encoded = e.style === "rpc" && e.use === "encoded";
  return (literal || encoded) && !isBroken(e);
}
