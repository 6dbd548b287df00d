/**
 * Two contracts of one project whose packages have the same names (two services named alike)
 * would be one npm workspace twice: npm refuses to install them. Said after generating, naming
 * the setting that tells them apart.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ContractError } from "../model/contract-error.ts";
import type { GeneratorOptions } from "../options.ts";

/** Throws when two of the contracts' output folders hold a package of the same name. */
export function refuseClashingPackages(all: readonly GeneratorOptions[]): void {
  const owner = new Map<string, GeneratorOptions>();
  for (const options of all) {
    for (const name of packageNamesIn(options.outDir)) {
      const first = owner.get(name);
      if (first !== undefined && first !== options) {
        throw new ContractError(
          `${first.contract.path} and ${options.contract.path} both make the package ${name}: give one of them a "packageName" in the project file`,
        );
      }
      owner.set(name, options);
    }
  }
}

function packageNamesIn(outDir: string): string[] {
  let folders: string[];
  try {
    folders = readdirSync(outDir);
  } catch {
    return [];
  }
  return folders.flatMap((folder) => {
    try {
      return [
        (
          JSON.parse(readFileSync(path.join(outDir, folder, "package.json"), "utf8")) as {
            name: string;
          }
        ).name,
      ];
    } catch {
      return [];
    }
  });
}
