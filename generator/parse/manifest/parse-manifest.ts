/**
 * Reads a hand-written operation manifest (YAML, `wsdl/manifest.schema.json`) into a draft:
 * YAML with locations -> the document shape (zod) -> rules across fields -> ContractDraft.
 * Every problem is a ContractError at `file:line:column` of the node that causes it.
 */
import { readFile } from "node:fs/promises";
import type { ContractDraft } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import type { ParsedContract } from "../parsed-contract.ts";
import { buildDraft } from "./build-draft.ts";
import { checkManifest } from "./check-manifest.ts";
import { manifestSchema } from "./manifest-schema.ts";
import { readManifestYaml } from "./read-yaml.ts";
import { expectationOf, schemaError } from "./schema-issues.ts";

export async function parseManifestFile(file: string): Promise<ParsedContract> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (err) {
    throw new ContractError(`cannot read the manifest: ${(err as Error).message}`, { file });
  }
  return { draft: parseManifestBytes(file, bytes), files: [{ path: file, bytes }] };
}

export function parseManifestBytes(file: string, bytes: Uint8Array): ContractDraft {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new ContractError("the manifest is not valid UTF-8", { file });
  }
  return parseManifestText(file, text);
}

export function parseManifestText(file: string, text: string): ContractDraft {
  const { src, data } = readManifestYaml(file, text);
  const result = manifestSchema.safeParse(data, { error: expectationOf });
  if (!result.success) throw schemaError(src, manifestSchema, result.error.issues);
  checkManifest(src, result.data);
  return buildDraft(src, result.data);
}
