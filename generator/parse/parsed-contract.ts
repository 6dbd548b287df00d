/**
 * What every parser returns: the draft of the contract and the files it was read from, whose
 * bytes (in the order read) give the contract's sha256 for the generated files' headers.
 */
import { createHash } from "node:crypto";
import type { ContractDraft } from "../model/contract-draft.ts";

export interface ParsedContract {
  draft: ContractDraft;
  /** Every file read, the main contract first, then imports in document order. */
  files: { path: string; bytes: Uint8Array }[];
}

/** sha256 over the files' bytes in the order they were read. */
export function contractSha256(files: ParsedContract["files"]): string {
  const hash = createHash("sha256");
  for (const f of files) hash.update(f.bytes);
  return hash.digest("hex");
}
