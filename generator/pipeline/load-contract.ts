/** Reads the contract (WSDL or manifest) into the model, and records where it came from. */
import { buildServiceModel } from "../model/build-service-model.ts";
import type { ContractWarning } from "../model/contract-draft.ts";
import { selectOperations } from "../model/select-operations.ts";
import type { ServiceModel } from "../model/service-model.ts";
import type { GeneratorOptions } from "../options.ts";
import type { ParsedContract } from "../parse/parsed-contract.ts";
import { parseWsdlFile } from "../parse/wsdl/parse-wsdl.ts";
import { withWarnings } from "../parse/wsdl/reading.ts";
import { sha256 } from "../write/lock-file.ts";
import { projectPath } from "./project-path.ts";

/** Where a model came from: named in every generated file's header and in the lock file. */
export interface ContractSource {
  /** The contract file, relative to the working folder, with `/` separators. */
  path: string;
  /** Every file read (the contract, then its imports in document order) with its sha256. */
  files: { path: string; sha256: string }[];
}

export interface LoadedContract {
  model: ServiceModel;
  /** What was read past in the contract (printed by the CLI; never fatal). */
  warnings: ContractWarning[];
  source: ContractSource;
  /** The WSDL's text, for the server's `?WSDL`: a WSDL contract without imports only. */
  wsdl?: string;
  /** The manifest's text, for the server's `?manifest`: a manifest contract only. */
  manifest?: string;
}

/**
 * `lenient` (default off) reads past what node-soap and zeep accept in a broken WSDL, with a
 * warning each; `operations` keeps the operations it names, and the types they use.
 */
export async function loadContract(
  options: Pick<GeneratorOptions, "contract" | "allowNetwork" | "lenient"> &
    Partial<Pick<GeneratorOptions, "operations">>,
): Promise<LoadedContract> {
  const { kind, path: file } = options.contract;
  // The manifest's reader (YAML, and zod's full API) is loaded only for a manifest: a WSDL run does not pay for it.
  const parsed: ParsedContract =
    kind === "wsdl"
      ? await parseWsdlFile(file, { allowNetwork: options.allowNetwork, lenient: options.lenient })
      : await (await import("../parse/manifest/parse-manifest.ts")).parseManifestFile(file);
  const sliced =
    options.operations !== undefined &&
    (options.operations.include.length > 0 || options.operations.exclude.length > 0);
  // A slice of the contract publishes a WSDL of its own operations, written from the model, and
  // not the manifest, which holds them all.
  const wsdl =
    kind === "wsdl" && parsed.files.length === 1 && !sliced
      ? new TextDecoder().decode(parsed.files[0]!.bytes)
      : undefined;
  const manifest =
    kind === "manifest" && !sliced ? new TextDecoder().decode(parsed.files[0]!.bytes) : undefined;
  const warnings = [...(parsed.draft.warnings ?? [])];
  let model: ServiceModel;
  try {
    model = buildServiceModel(parsed.draft, (w) => warnings.push(w));
    if (sliced) model = selectOperations(model, options.operations!);
  } catch (err) {
    throw withWarnings(err, warnings);
  }
  return {
    model,
    warnings,
    source: {
      path: projectPath(file),
      files: parsed.files.map((f) => ({ path: projectPath(f.path), sha256: sha256(f.bytes) })),
    },
    ...(wsdl === undefined ? {} : { wsdl }),
    ...(manifest === undefined ? {} : { manifest }),
  };
}
