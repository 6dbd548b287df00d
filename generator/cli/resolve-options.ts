/**
 * The options of a command: the defaults, then the project file, then the flags. Naming the
 * contract by a flag (`--wsdl`, `--manifest`) means another project: the project file is then
 * not read unless `--config` names it, so a one-off run never writes into this project's files.
 */
import path from "node:path";
import { ContractError } from "../model/contract-error.ts";
import {
  DEFAULT_OPTIONS,
  EXPECTED,
  NPM_SCOPE,
  PACKAGE_SETS,
  PACKAGE_STEM,
  PACKAGE_TARGETS,
  PROJECT_FILE,
  SEMVER,
  type GeneratorOptions,
  type PackageSet,
  type PackageTarget,
} from "../options.ts";
import { findProject, projectOptions, type Project } from "./project-file.ts";

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
  /** Names or globs, each flag a comma-separated list. */
  operations?: string[];
  "exclude-operations"?: string[];
  packages?: string;
  target?: string;
  "package-name"?: string;
  "package-scope"?: string;
  "package-version"?: string;
}

/** The options of the one contract a command works on; a project of several is an error here. */
export function resolveOptions(
  flags: OptionFlags,
  cwd = process.cwd(),
  { writes = false }: { writes?: boolean } = {},
): GeneratorOptions {
  const all = resolveProjectOptions(flags, cwd, { writes });
  if (all.length > 1)
    throw new ContractError(
      `the project lists ${all.length} contracts (${all.map((o) => o.contract.path).join(", ")}): name one with --wsdl or --manifest`,
    );
  return all[0]!;
}

/**
 * The options of every contract the command works on: the project's (one, or each of its
 * `contracts`), or the one a flag names. `writes`: the command writes its output (generate), so it
 * must not write over this project's.
 */
export function resolveProjectOptions(
  flags: OptionFlags,
  cwd = process.cwd(),
  { writes = false }: { writes?: boolean } = {},
): GeneratorOptions[] {
  const named = flags.wsdl ?? flags.manifest;
  const project =
    named !== undefined && flags.config === undefined ? undefined : findProject(cwd, flags.config);
  const fromProject = project
    ? project.contracts.map((settings) => projectOptions(project, settings, cwd))
    : [undefined];
  if (fromProject.length > 1) refuseOneOffFlags(flags, project!);
  const all = fromProject.map((own) => withFlags(flags, own));
  if (project && all.length > 1) refuseSharedFolders(all, project);
  if (writes && named !== undefined && flags.config === undefined)
    for (const options of all) refuseThisProjectsOutput(options, cwd);
  return all;
}

function withFlags(
  flags: OptionFlags,
  fromProject: ReturnType<typeof projectOptions> | undefined,
): GeneratorOptions {
  const contract =
    flags.wsdl !== undefined
      ? { kind: "wsdl" as const, path: flags.wsdl }
      : flags.manifest !== undefined
        ? { kind: "manifest" as const, path: flags.manifest }
        : fromProject?.contract;
  if (!contract) {
    throw new ContractError(
      `no contract: name it with --wsdl <file> or --manifest <file>, or in ${PROJECT_FILE} ({ "contract": "path/to/service.wsdl" }); \`npx soapgen init\` writes one`,
    );
  }
  const options: GeneratorOptions = { ...DEFAULT_OPTIONS, ...fromProject, contract };
  if (flags.out !== undefined) options.outDir = flags.out;
  if (flags.implementation !== undefined)
    options.implementation = flags.implementation === false ? null : flags.implementation;
  if (flags["wsdl-out"] !== undefined) options.wsdlOut = flags["wsdl-out"];
  if (flags["allow-network"] !== undefined) options.allowNetwork = flags["allow-network"];
  if (flags.lenient !== undefined) options.lenient = flags.lenient;
  if (flags.operations !== undefined || flags["exclude-operations"] !== undefined) {
    options.operations = {
      include:
        flags.operations === undefined ? options.operations.include : commaList(flags.operations),
      exclude:
        flags["exclude-operations"] === undefined
          ? options.operations.exclude
          : commaList(flags["exclude-operations"]),
    };
  }
  options.packages = { ...options.packages };
  if (flags.packages !== undefined) {
    if (!PACKAGE_SETS.includes(flags.packages as PackageSet))
      throw new ContractError(`--packages ${flags.packages}: expected ${PACKAGE_SETS.join(", ")}`);
    options.packages.include = flags.packages as PackageSet;
  }
  if (flags.target !== undefined) {
    if (!PACKAGE_TARGETS.includes(flags.target as PackageTarget))
      throw new ContractError(`--target ${flags.target}: expected ${PACKAGE_TARGETS.join(", ")}`);
    options.packages.target = flags.target as PackageTarget;
  }
  if (flags["package-name"] !== undefined) {
    if (!PACKAGE_STEM.test(flags["package-name"]))
      throw new ContractError(`--package-name ${flags["package-name"]}: expected ${EXPECTED.name}`);
    options.packages.name = flags["package-name"];
  }
  if (flags["package-scope"] !== undefined) {
    if (!NPM_SCOPE.test(flags["package-scope"]))
      throw new ContractError(
        `--package-scope ${flags["package-scope"]}: expected ${EXPECTED.scope}`,
      );
    options.packages.scope = flags["package-scope"];
  }
  if (flags["package-version"] !== undefined) {
    if (!SEMVER.test(flags["package-version"]))
      throw new ContractError(
        `--package-version ${flags["package-version"]}: expected ${EXPECTED.version}`,
      );
    options.packages.version = flags["package-version"];
  }
  if (options.wsdlOut !== null && options.contract.kind === "wsdl") {
    throw new ContractError(
      `--wsdl-out ${options.wsdlOut} writes the WSDL of a manifest contract, but the contract ${options.contract.path} is a WSDL itself`,
    );
  }
  // A client alone has no server to implement.
  if (options.packages.include === "client") options.implementation = null;
  return options;
}

/** `--operations a,b --operations c` -> [a, b, c]. */
function commaList(values: string[]): string[] {
  return values
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter((v) => v !== "");
}

/** The flags that set one contract's files, and the project file's key for each. */
const ONE_OFF_FLAGS = {
  out: "out",
  implementation: "implementation",
  "wsdl-out": "wsdlOut",
  "package-name": "packageName",
} as const;

/** Flags that set one contract's files cannot apply to each of several. */
function refuseOneOffFlags(flags: OptionFlags, project: Project): void {
  const flag = (Object.keys(ONE_OFF_FLAGS) as (keyof typeof ONE_OFF_FLAGS)[]).find(
    (f) => flags[f] !== undefined,
  );
  if (flag !== undefined) {
    throw new ContractError(
      `--${flag} sets one contract's files, and the project lists ${project.contracts.length}: set "${ONE_OFF_FLAGS[flag]}" in each entry of "contracts" instead`,
      { file: project.file },
    );
  }
}

/** Each contract of a project writes into a folder of its own, and creates a stub of its own. */
function refuseSharedFolders(all: GeneratorOptions[], project: Project): void {
  const outs = all.map((options) => path.resolve(options.outDir));
  outs.forEach((out, i) => {
    const first = outs.indexOf(out);
    if (first !== i)
      throw new ContractError(
        `contracts[${first}] and contracts[${i}] both write into ${all[i]!.outDir}: give each its own "out"`,
        { file: project.file },
      );
    // A folder inside another's would be taken by the other's run for a file it no longer writes.
    const outer = outs.findIndex((other) => out.startsWith(other + path.sep));
    if (outer >= 0)
      throw new ContractError(
        `contracts[${i}] writes into ${all[i]!.outDir}, inside the output folder of contracts[${outer}] (${all[outer]!.outDir}): give each a folder of its own`,
        { file: project.file },
      );
  });
  const stubs = all.map((o) => o.implementation).filter((p): p is string => p !== null);
  const twice = stubs.find((p, i) => stubs.indexOf(p) !== i);
  if (twice !== undefined) {
    throw new ContractError(
      `two contracts create their implementation stub at ${twice}: give each its own "implementation", or null`,
      { file: project.file },
    );
  }
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
  for (const settings of own.contracts) {
    const ownOut = projectOptions(own, settings, cwd).outDir ?? DEFAULT_OPTIONS.outDir;
    if (path.resolve(cwd, ownOut) === path.resolve(cwd, options.outDir)) {
      throw new ContractError(
        `${options.outDir} is the output folder of this folder's project (${path.relative(cwd, own.file)}, contract ${settings.contract}): name another folder with --out, or leave out --wsdl/--manifest to generate this project`,
      );
    }
  }
}
