/**
 * The modules of data (fixtures) the generator emits for contracts under test: the school's, the
 * edge cases', and a synthetic contract's, large enough for several operations a module.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { makeTempFolder, removeTempFolder } from "../../generator/check/temp-folders.ts";
import { emitScope } from "../../generator/emit/emit-scope.ts";
import { emitFixturesPackage } from "../../generator/emit/fixtures/emit-fixtures-package.ts";
import type { GeneratedFile } from "../../generator/emit/generated-file.ts";
import type { ServiceModel } from "../../generator/model/service-model.ts";
import { loadContract } from "../../generator/pipeline/load-contract.ts";
import { loadEmitContext } from "../../generator/pipeline/load-emit-context.ts";
import { makeSyntheticWsdl } from "../../scripts/make-synthetic-wsdl.ts";
import { REPO_ROOT } from "./run-cli.ts";
import { SCHOOL_MANIFEST } from "./school-contract.ts";

export const FIXTURE_CONTRACTS: [string, () => Promise<ServiceModel>][] = [
  ["the school's", () => loadModel("manifest", SCHOOL_MANIFEST)],
  [
    "the edge cases'",
    () => loadModel("wsdl", path.join(REPO_ROOT, "test/scenarios/edge-cases/edge-cases.wsdl")),
  ],
  // Past ONE_MODULE_EACH_UP_TO operations: several fixtures a module.
  ["a synthetic one's", () => loadSynthetic(120)],
];

/** The fixtures package's modules of data, as emitted (before the provenance header). */
export async function fixtureDataModules(
  contract: () => Promise<ServiceModel>,
): Promise<GeneratedFile[]> {
  const model = await contract();
  return emitFixturesPackage(model, emitScope(model, loadEmitContext())).filter(
    (f) => f.checkRun === "data",
  );
}

/** The model of the contract in `file`. */
export async function loadModel(kind: "wsdl" | "manifest", file: string): Promise<ServiceModel> {
  const options = { contract: { kind, path: file }, allowNetwork: false, lenient: false };
  return (await loadContract(options)).model;
}

/** The model of a synthetic WSDL of `operations` operations (written to a file: it is read by path). */
async function loadSynthetic(operations: number): Promise<ServiceModel> {
  const folder = makeTempFolder("soapgen-layout-", 0);
  try {
    const file = path.join(folder, "synthetic.wsdl");
    writeFileSync(file, makeSyntheticWsdl({ operations, types: operations * 2 }));
    return await loadModel("wsdl", file);
  } finally {
    removeTempFolder(folder);
  }
}
