/**
 * Reads a contract file, or an http(s) document when the network is allowed, as UTF-8 text.
 * Import locations resolve relative to the importing file (or URL).
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { SourceLocation } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";

export interface SourceRef {
  /** The path (relative as given) or URL, for messages and the contract hash. */
  path: string;
  /** The same file however it is reached: an absolute path or a URL. */
  key: string;
  remote: boolean;
}

const REMOTE = /^https?:\/\//i;

export function sourceRef(file: string): SourceRef {
  if (REMOTE.test(file)) return { path: file, key: new URL(file).href, remote: true };
  return { path: file, key: path.resolve(file), remote: false };
}

/** Where `location`, written in `importer`, points. */
export function resolveLocation(importer: SourceRef, location: string): SourceRef {
  if (importer.remote || REMOTE.test(location)) {
    const href = new URL(location, importer.remote ? importer.key : undefined).href;
    return { path: href, key: href, remote: true };
  }
  const local = location.startsWith("file:")
    ? fileURLToPath(location)
    : path.join(path.dirname(importer.path), location);
  return sourceRef(local);
}

/**
 * The bytes and text of a source. `what` names it in messages ("the WSDL", "imported file");
 * `at` is where it is imported, or the file itself for the main contract.
 */
export async function readSource(
  ref: SourceRef,
  options: { allowNetwork: boolean },
  what: string,
  at: SourceLocation,
): Promise<{ bytes: Uint8Array; text: string }> {
  const bytes = ref.remote
    ? await fetchBytes(ref, options, what, at)
    : await readLocal(ref, what, at);
  try {
    return { bytes, text: new TextDecoder("utf-8", { fatal: true }).decode(bytes) };
  } catch {
    throw new ContractError(`${what} ${ref.path} is not UTF-8 text`, at);
  }
}

async function readLocal(ref: SourceRef, what: string, at: SourceLocation): Promise<Uint8Array> {
  try {
    return await readFile(ref.path);
  } catch (err) {
    const e = err as NodeJS.ErrnoException;
    const reason = e.code === "ENOENT" ? "no such file" : e.message;
    throw new ContractError(`cannot read ${what} ${ref.path}: ${reason}`, at);
  }
}

async function fetchBytes(
  ref: SourceRef,
  options: { allowNetwork: boolean },
  what: string,
  at: SourceLocation,
): Promise<Uint8Array> {
  if (!options.allowNetwork) {
    throw new ContractError(
      `${what} ${ref.path} is on the network: pass --allow-network to fetch it, or save it next to the WSDL`,
      at,
    );
  }
  let response: Response;
  try {
    response = await fetch(ref.key);
  } catch (err) {
    throw new ContractError(`cannot fetch ${what} ${ref.path}: ${(err as Error).message}`, at);
  }
  if (!response.ok)
    throw new ContractError(`cannot fetch ${what} ${ref.path}: HTTP ${response.status}`, at);
  return new Uint8Array(await response.arrayBuffer());
}
