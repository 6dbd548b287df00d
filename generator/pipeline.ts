/**
 * The pipeline, end to end: parse (WSDL or manifest) -> model -> emit -> provenance, format and
 * type-check in memory -> write or compare. Nothing touches the output folder until every file
 * has been produced and checked.
 */
import path from "node:path";
import { emitService } from "./emit/emit-service.ts";
import type { GeneratedFile } from "./emit/generated-file.ts";
import { buildServiceModel } from "./model/build-service-model.ts";
import type { ContractSource, ServiceModel } from "./model/service-model.ts";
import type { GeneratorOptions } from "./options.ts";
import { parseManifestFile } from "./parse/manifest/parse-manifest.ts";
import { contractSha256, type ParsedContract } from "./parse/parsed-contract.ts";
import { parseWsdlFile } from "./parse/wsdl/parse-wsdl.ts";
import { compareOutput, type Drift } from "./write/compare-output.ts";
import { formatFiles } from "./write/format.ts";
import { withProvenance } from "./write/provenance.ts";
import { typeCheck } from "./write/typecheck.ts";
import { writeOutput, type WriteSummary } from "./write/write-output.ts";

export interface LoadedContract {
  model: ServiceModel;
  source: ContractSource;
}

export async function loadContract(options: Pick<GeneratorOptions, "contract" | "allowNetwork">): Promise<LoadedContract> {
  const { kind, path: file } = options.contract;
  const parsed: ParsedContract =
    kind === "wsdl" ? await parseWsdlFile(file, { allowNetwork: options.allowNetwork }) : await parseManifestFile(file);
  return {
    model: buildServiceModel(parsed.draft),
    source: { path: path.relative(process.cwd(), path.resolve(file)).split(path.sep).join("/"), sha256: contractSha256(parsed.files) },
  };
}

/** Every generated file, final: with its header, formatted, and type-checked together. */
export async function renderOutput({ model, source }: LoadedContract, outDir: string): Promise<GeneratedFile[]> {
  const files = await formatFiles(emitService(model).map((f) => withProvenance(f, source)));
  typeCheck(files, outDir);
  return files;
}

export async function generate(options: GeneratorOptions): Promise<WriteSummary> {
  const files = await renderOutput(await loadContract(options), options.outDir);
  return writeOutput(files, options.outDir);
}

export async function check(options: GeneratorOptions): Promise<Drift[]> {
  const files = await renderOutput(await loadContract(options), options.outDir);
  return compareOutput(files, options.outDir);
}
