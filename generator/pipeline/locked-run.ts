/**
 * What the lock file records of a run (write/lock-file.ts): the toolchain's version, the contract's
 * files, the options that shape the output and the contract's warnings. The same facts, taken
 * before reading the contract, decide whether an earlier run's output still holds (generate.ts).
 */
import type { GeneratorOptions } from "../options.ts";
import type { LockedRun } from "../write/lock-file.ts";
import type { LoadedContract } from "./load-contract.ts";
import { toolchainVersion } from "./toolchain.ts";

type OutputOptions = Pick<GeneratorOptions, "wsdlOut" | "lenient" | "operations" | "packages">;

export function lockedRun(
  contract: Pick<LoadedContract, "source" | "warnings">,
  options: OutputOptions,
): LockedRun {
  return {
    generator: generatorName(),
    contract: contract.source,
    options: lockedOptions(options),
    warnings: contract.warnings,
  };
}

export function generatorName(): string {
  return `soapgen ${toolchainVersion()}`;
}

/**
 * The options that shape the output, in a fixed order: where the implementation stub goes and
 * whether imports may be fetched decide no file of the output.
 */
export function lockedOptions({ wsdlOut, lenient, operations, packages }: OutputOptions): object {
  return {
    wsdlOut,
    lenient,
    operations: { include: operations.include, exclude: operations.exclude },
    packages: {
      target: packages.target,
      scope: packages.scope,
      version: packages.version,
      name: packages.name,
      include: packages.include,
    },
  };
}
