/**
 * The pipeline, end to end: parse (WSDL or manifest) -> model -> emit -> provenance, format and
 * type-check in memory (at once) -> write or compare. Nothing touches the output folder until
 * every file has been produced and checked.
 */
import path from "node:path";
import { emitService } from "./emit/emit-service.ts";
import type { GeneratedFile } from "./emit/generated-file.ts";
import { createImplementationStub } from "./emit/server/implementation-stub.ts";
import { buildServiceModel } from "./model/build-service-model.ts";
import type { ContractSource, ServiceModel } from "./model/service-model.ts";
import type { GeneratorOptions } from "./options.ts";
import { parseManifestFile } from "./parse/manifest/parse-manifest.ts";
import { contractSha256, type ParsedContract } from "./parse/parsed-contract.ts";
import { parseWsdlFile } from "./parse/wsdl/parse-wsdl.ts";
import { compareOutput, type Drift } from "./write/compare-output.ts";
import { formatAndCheck } from "./write/format-and-check.ts";
import { withProvenance } from "./write/provenance.ts";
import { writeOutput, type WriteSummary } from "./write/write-output.ts";

export interface LoadedContract {
  model: ServiceModel;
  source: ContractSource;
  /** The WSDL's text, for the server's `?WSDL`: a WSDL contract without imports only. */
  wsdl?: string;
}

export async function loadContract(options: Pick<GeneratorOptions, "contract" | "allowNetwork">): Promise<LoadedContract> {
  const { kind, path: file } = options.contract;
  const parsed: ParsedContract =
    kind === "wsdl" ? await parseWsdlFile(file, { allowNetwork: options.allowNetwork }) : await parseManifestFile(file);
  const wsdl = kind === "wsdl" && parsed.files.length === 1 ? new TextDecoder().decode(parsed.files[0]!.bytes) : undefined;
  return {
    model: buildServiceModel(parsed.draft),
    source: { path: path.relative(process.cwd(), path.resolve(file)).split(path.sep).join("/"), sha256: contractSha256(parsed.files) },
    ...(wsdl === undefined ? {} : { wsdl }),
  };
}

/** Every generated file, final: with its header, formatted, and type-checked together. */
export async function renderOutput({ model, source, wsdl }: LoadedContract, outDir: string): Promise<GeneratedFile[]> {
  const emitted = emitService(model, undefined, wsdl === undefined ? {} : { wsdl }).map((f) => withProvenance(f, source));
  return formatAndCheck(emitted, outDir);
}

export async function generate(options: GeneratorOptions): Promise<WriteSummary & { stub?: string }> {
  const contract = await loadContract(options);
  const summary = await writeOutput(await renderOutput(contract, options.outDir), options.outDir);
  // The implementation stub is the user's once created: made when absent, never overwritten.
  const stub = await createImplementationStub(contract.model, options.outDir);
  return stub === undefined ? summary : { ...summary, stub };
}

export async function check(options: GeneratorOptions): Promise<Drift[]> {
  const files = await renderOutput(await loadContract(options), options.outDir);
  return compareOutput(files, options.outDir);
}
