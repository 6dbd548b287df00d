/** What every parser returns: the draft of the contract and the files it was read from. */
import type { ContractDraft } from "../model/contract-draft.ts";

export interface ParsedContract {
  draft: ContractDraft;
  /** Every file read, the main contract first, then imports in document order. */
  files: { path: string; bytes: Uint8Array }[];
}
