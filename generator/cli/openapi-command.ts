/**
 * `soapgen openapi [--out FILE] [--server URL]`: the contract's OpenAPI 3.1 document
 * (docs/openapi.md), on stdout or written to FILE, naming URL as its server when given (as the
 * generated server's copy names its endpoint). The contract is the one the flags or the project
 * name, sliced by `--operations` and `--exclude-operations` as `inspect` slices it.
 */
import type { ContractWarning } from "../model/contract-draft.ts";
import { openApiText } from "../emit/openapi/openapi-document.ts";
import { loadContract } from "../pipeline/load-contract.ts";
import { writeTextFile } from "../write/write-text-file.ts";
import { resolveOptions, type OptionFlags } from "./resolve-options.ts";

export interface OpenApiFlags extends Omit<OptionFlags, "out"> {
  out?: string;
  server?: string;
}

/** Writes the document; returns the contract's warnings, for stderr. */
export async function openApiCommand(
  flags: OpenApiFlags,
  cwd: string,
  stdout: (text: string) => void,
): Promise<ContractWarning[]> {
  const { out, server, ...contractFlags } = flags;
  const options = resolveOptions(contractFlags, cwd);
  const { model, warnings } = await loadContract(options);
  const text = openApiText(model, server === undefined ? {} : { server });
  if (out === undefined) stdout(text);
  else await writeTextFile(out, text);
  return warnings;
}
