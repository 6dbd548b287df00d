/**
 * The options of a command: the defaults, then the project file, then the flags. Naming the
 * contract by a flag (`--wsdl`, `--manifest`) means another project: the project file is then
 * not read unless `--config` names it, so a one-off run never writes into this project's files.
 */
import path from "node:path";
import { ContractError } from "../model/contract-error.ts";
import { DEFAULT_OPTIONS, EXPECTED, NPM_SCOPE, PACKAGE_TARGETS, PROJECT_FILE, SEMVER, type GeneratorOptions, type PackageTarget } from "../options.ts";
import { findProject, projectOptions } from "./project-file.ts";

export interface OptionFlags {
  config?: string;
  wsdl?: string;
  manifest?: string;
  out?: string;
  /** A path, or `false` (`--no-implementation`) for no stub. */
  implementation?: string | false;
  "wsdl-out"?: string;
  "allow-network"?: boolean;
  lenient?: boolean;
  target?: string;
  "package-scope"?: string;
  "package-version"?: string;
}

/** `writes`: the command writes its output (generate), so it must not write over this project's. */
export function resolveOptions(flags: OptionFlags, cwd = process.cwd(), { writes = false }: { writes?: boolean } = {}): GeneratorOptions {
  const named = flags.wsdl ?? flags.manifest;
  const project = named !== undefined && flags.config === undefined ? undefined : findProject(cwd, flags.config);
  const fromProject = project ? projectOptions(project, cwd) : undefined;
  const contract = flags.wsdl !== undefined ? { kind: "wsdl" as const, path: flags.wsdl } : flags.manifest !== undefined ? { kind: "manifest" as const, path: flags.manifest } : fromProject?.contract;
  if (!contract) {
    throw new ContractError(`no contract: name it with --wsdl <file> or --manifest <file>, or in ${PROJECT_FILE} ({ "contract": "path/to/service.wsdl" })`);
  }
  const options: GeneratorOptions = { ...DEFAULT_OPTIONS, ...fromProject, contract };
  if (flags.out !== undefined) options.outDir = flags.out;
  if (flags.implementation !== undefined) options.implementation = flags.implementation === false ? null : flags.implementation;
  if (flags["wsdl-out"] !== undefined) options.wsdlOut = flags["wsdl-out"];
  if (flags["allow-network"] !== undefined) options.allowNetwork = flags["allow-network"];
  if (flags.lenient !== undefined) options.lenient = flags.lenient;
  options.packages = { ...options.packages };
  if (flags.target !== undefined) {
    if (!PACKAGE_TARGETS.includes(flags.target as PackageTarget)) throw new ContractError(`--target ${flags.target}: expected ${PACKAGE_TARGETS.join(", ")}`);
    options.packages.target = flags.target as PackageTarget;
  }
  if (flags["package-scope"] !== undefined) {
    if (!NPM_SCOPE.test(flags["package-scope"])) throw new ContractError(`--package-scope ${flags["package-scope"]}: expected ${EXPECTED.scope}`);
    options.packages.scope = flags["package-scope"];
  }
  if (flags["package-version"] !== undefined) {
    if (!SEMVER.test(flags["package-version"])) throw new ContractError(`--package-version ${flags["package-version"]}: expected ${EXPECTED.version}`);
    options.packages.version = flags["package-version"];
  }
  if (options.wsdlOut !== null && options.contract.kind === "wsdl") {
    throw new ContractError(`--wsdl-out ${options.wsdlOut} writes the WSDL of a manifest contract, but the contract ${options.contract.path} is a WSDL itself`);
  }
  if (writes && named !== undefined && flags.config === undefined) refuseThisProjectsOutput(options, cwd);
  return options;
}

/**
 * A contract named by a flag is another project's: its output must not replace the output of the
 * project file in this folder (not read for that run).
 */
function refuseThisProjectsOutput(options: GeneratorOptions, cwd: string): void {
  let own;
  try {
    own = findProject(cwd);
  } catch {
    return;
  }
  if (!own) return;
  const ownOut = projectOptions(own, cwd).outDir ?? DEFAULT_OPTIONS.outDir;
  if (path.resolve(cwd, ownOut) === path.resolve(cwd, options.outDir)) {
    throw new ContractError(
      `${options.outDir} is the output folder of this folder's project (${path.relative(cwd, own.file)}, contract ${own.settings.contract}): name another folder with --out, or leave out --wsdl/--manifest to generate this project`,
    );
  }
}
