/**
 * The record of what a run produced for its inputs, so that a `generate` or `check` whose inputs
 * and output on disk are all unchanged since does no work: no parsing, emitting, formatting or
 * type-checking, only hashing. Kept in the result cache (see write/result-cache.ts), never in the
 * repository: a fresh clone, CI among them, always renders, and a committed file can never vouch
 * for itself.
 *
 * The key is everything the output depends on but the contract's files: the toolchain's own files
 * and installed versions (see toolchain.ts), the options and the working folder. The record names
 * the contract's files (the WSDL and what it imports) and every output file, each with its sha256;
 * it holds when every one of them still has that hash and the output folder holds no other file.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { GeneratedFile } from "../emit/generated-file.ts";
import type { ContractWarning } from "../model/contract-draft.ts";
import type { GeneratorOptions } from "../options.ts";
import { sha256 } from "../write/lock-file.ts";
import { listTree } from "../write/read-tree.ts";
import { ResultCache } from "../write/result-cache.ts";
import type { LoadedContract } from "./load-contract.ts";
import type { RenderedOutput } from "./render-output.ts";
import { toolchainFingerprint } from "./toolchain.ts";

interface HashedFile {
  path: string;
  sha256: string;
}

export interface RunRecord {
  /** The contract's files, by path from the working folder. */
  contract: HashedFile[];
  /** The output folder's files, by path in it. */
  output: HashedFile[];
  /** Files of the project outside the output folder (the WSDL of a manifest), by path from the working folder. */
  projectFiles: HashedFile[];
  warnings: ContractWarning[];
}

/**
 * The record's key, or undefined when a record cannot vouch for the run: remote imports may change
 * without a local file changing, and an implementation stub that is yet to be created is output.
 */
export function runRecordKey(options: GeneratorOptions, withStub: boolean): string | undefined {
  if (options.allowNetwork) return undefined;
  if (withStub && options.implementation !== null && !existsSync(options.implementation)) return undefined;
  // The same for generate and check: they render the same output.
  return ResultCache.key(toolchainFingerprint(), process.cwd(), JSON.stringify(options));
}

/** The record of an earlier run with the same inputs, if the contract and the output on disk are still as it left them. */
export async function unchangedRun(options: GeneratorOptions, withStub: boolean): Promise<RunRecord | undefined> {
  const key = runRecordKey(options, withStub);
  return key === undefined ? undefined : heldRecord(key, path.resolve(options.outDir));
}

/** The record under `key`, if the contract's files and the output folder `outDir` (absolute) still hold what it names. */
export async function heldRecord(key: string, outDir: string): Promise<RunRecord | undefined> {
  const known = ResultCache.forStep("runs").get(key);
  if (known === undefined) return undefined;
  const record = JSON.parse(known) as RunRecord;
  // Bytes, not texts: their hash is the same, without decoding.
  const holds = (file: string, sha: string) => {
    try {
      return sha256(readFileSync(file)) === sha;
    } catch {
      return false;
    }
  };
  if (!record.contract.every((f) => holds(f.path, f.sha256)) || !record.projectFiles.every((f) => holds(f.path, f.sha256))) return undefined;
  const onDisk = await listTree(outDir);
  if (onDisk.size !== record.output.length) return undefined;
  return record.output.every((f) => onDisk.has(f.path) && holds(onDisk.get(f.path)!, f.sha256)) ? record : undefined;
}

/** Records what a run rendered for its inputs (whether it then wrote it or compared it). */
export function recordRun(options: GeneratorOptions, withStub: boolean, contract: LoadedContract, rendered: RenderedOutput): void {
  const key = runRecordKey(options, withStub);
  if (key === undefined) return;
  const hashed = (f: GeneratedFile) => ({ path: f.path, sha256: sha256(f.content) });
  const record: RunRecord = {
    contract: contract.source.files,
    output: rendered.files.map(hashed),
    // The stub is the user's once created: what it holds is no output of the run.
    projectFiles: rendered.projectFiles.filter((f) => !f.createOnly).map(hashed),
    warnings: contract.warnings,
  };
  ResultCache.forStep("runs").set(key, JSON.stringify(record));
}
