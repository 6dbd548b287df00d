/**
 * `soapgen init`: starts a project of the contract a flag names, in an empty or an existing npm
 * project. It reads the contract (so a contract that cannot generate says so now), writes the
 * project file, adds `generate` and `check` scripts to package.json and makes the generated
 * packages resolvable by name there (npm workspaces: each output folder's packages are linked
 * into node_modules by the next `npm install`), then prints the next commands. It never
 * overwrites a project file: `--add` adds a further contract to it.
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { packageNames, packageStem } from "../emit/package-names.ts";
import { ContractError } from "../model/contract-error.ts";
import { PROJECT_FILE } from "../options.ts";
import { loadContract } from "../pipeline/load-contract.ts";
import { findProject, type ProjectSettings } from "./project-file.ts";
import { resolveOptions, resolveProjectOptions, type OptionFlags } from "./resolve-options.ts";

export interface InitFlags extends OptionFlags {
  add: boolean;
}

/** Where editors find the project file's schema, once soapgen is installed. */
const SCHEMA_REF = "./node_modules/soapgen/soapgen.schema.json";

interface PackageJson {
  name?: string;
  scripts?: Record<string, string>;
  workspaces?: string[] | { packages?: string[] };
  [key: string]: unknown;
}

/** Does the work, and returns what to print. */
export async function init(flags: InitFlags, cwd: string): Promise<string> {
  const named = flags.wsdl ?? flags.manifest;
  if (named === undefined)
    throw new ContractError(
      "name the contract: soapgen init --wsdl <file or URL>, or --manifest <file.yaml>",
    );
  const existing = findProject(cwd);
  if (existing && !flags.add) {
    throw new ContractError(
      `${path.relative(cwd, existing.file)} exists, and init never overwrites it: edit it, or run \`soapgen init --add\` to add this contract to it`,
    );
  }
  if (existing && existing.file !== path.join(cwd, PROJECT_FILE)) {
    throw new ContractError(
      `the project's settings are the "soapgen" key of package.json: move them into ${PROJECT_FILE} to add a contract`,
    );
  }
  // The contract as the generator will read it: its model names the packages.
  const options = resolveOptions({ ...flags, config: undefined }, cwd);
  const { model, warnings } = await loadContract(options);
  const names = packageNames(model, options.packages);
  const stem = packageStem(model, options.packages.name);
  const further = existing !== undefined;
  const out = flags.out ?? (further ? `generated-${stem}` : options.outDir);
  const implementation =
    options.packages.include === "client" || flags.implementation === false
      ? null
      : (flags.implementation ??
        (further ? `server/${stem}-implementation.ts` : options.implementation));
  const entry: ProjectSettings = {
    contract: posix(named),
    out: posix(out),
    implementation: implementation === null ? null : posix(implementation),
    ...(options.packages.include === "all" ? {} : { packages: options.packages.include }),
    ...(options.operations.include.length > 0 || options.operations.exclude.length > 0
      ? {
          operations:
            options.operations.exclude.length === 0
              ? options.operations.include
              : options.operations,
        }
      : {}),
    ...(flags.lenient ? { lenient: true } : {}),
    ...(flags["allow-network"] ? { allowNetwork: true } : {}),
    ...(flags["package-name"] === undefined ? {} : { packageName: flags["package-name"] }),
    ...(flags["package-scope"] === undefined ? {} : { packageScope: flags["package-scope"] }),
  };
  const projectFile = path.join(cwd, PROJECT_FILE);
  const settings = existing
    ? { $schema: SCHEMA_REF, contracts: [...existing.contracts, entry] }
    : { $schema: SCHEMA_REF, ...entry };
  writeChecked(projectFile, `${JSON.stringify(settings, null, 2)}\n`, cwd);

  const manifestFile = path.join(cwd, "package.json");
  const created = !existsSync(manifestFile);
  // ES modules: the implementation stub and the generated packages are.
  const manifest: PackageJson = created
    ? { name: npmName(path.basename(cwd)), version: "1.0.0", private: true, type: "module" }
    : (JSON.parse(readFileSync(manifestFile, "utf8")) as PackageJson);
  const scripts = (manifest.scripts ??= {});
  const generateScript = addScript(scripts, "generate", "soapgen generate");
  const checkScript = addScript(scripts, "check", "soapgen check");
  const workspace = `${posix(out)}/*`;
  const workspaces = Array.isArray(manifest.workspaces)
    ? manifest.workspaces
    : manifest.workspaces
      ? (manifest.workspaces.packages ??= [])
      : (manifest.workspaces = []);
  const addedWorkspace = !workspaces.includes(workspace);
  if (addedWorkspace) workspaces.push(workspace);
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);

  const packages = [
    names.contract,
    names.client,
    ...(options.packages.include === "client" ? [] : [names.server]),
    ...(options.packages.include === "all" ? [names.fixtures] : []),
  ];
  const lines = [
    ...warnings.map((w) => `warning: ${w.message}`),
    `${PROJECT_FILE}: ${existing ? "added" : "created for"} ${named} (service ${model.name}, ${model.operations.length} operation${model.operations.length === 1 ? "" : "s"})`,
    `package.json: ${created ? "created, with" : "added"} ${[generateScript.added ? `the script ${generateScript.name}` : "", checkScript.added ? `the script ${checkScript.name}` : "", addedWorkspace ? `the workspace ${workspace}` : ""].filter(Boolean).join(", ") || "nothing new"}`,
    // A project's module kind is its own to change: said, not done.
    ...(manifest.type === "module" || implementation === null
      ? []
      : [
          `package.json has no "type": "module": add it, or tsx reads ${posix(implementation)} as CommonJS (no top-level await)`,
        ]),
    "",
    "Next:",
    `  npm run ${generateScript.name}    # writes ${packages.join(", ")} into ${posix(out)}/${implementation === null ? "" : `, and the stub ${posix(implementation)} to implement`}`,
    "  npm install    # links the generated packages into node_modules, by name",
    options.packages.include === "all"
      ? "  npm install -D vitest && npx vitest run    # runs the generated fixture tests"
      : `  npm run ${checkScript.name}    # the drift check, for CI`,
  ];
  return `${lines.join("\n")}\n`;
}

/**
 * Writes the project file, once it reads as a valid project whose contracts write into folders
 * of their own: in a temporary file first, so that a refused one leaves nothing behind.
 */
function writeChecked(file: string, content: string, cwd: string): void {
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, content);
  try {
    resolveProjectOptions({ config: temp }, cwd);
    renameSync(temp, file);
  } catch (err) {
    if (!(err instanceof ContractError)) throw err;
    throw new ContractError(err.detail, { file: path.relative(cwd, file) });
  } finally {
    rmSync(temp, { force: true });
  }
}

/** Adds `command` as `name`, or as `soapgen:<name>` when the project has a `name` of its own. */
function addScript(
  scripts: Record<string, string>,
  name: string,
  command: string,
): { name: string; added: boolean } {
  for (const candidate of [name, `soapgen:${name}`]) {
    if (scripts[candidate] === command) return { name: candidate, added: false };
    if (scripts[candidate] === undefined) {
      scripts[candidate] = command;
      return { name: candidate, added: true };
    }
  }
  throw new ContractError(
    `package.json has scripts named ${name} and soapgen:${name} already: add \`${command}\` under a name of your own`,
  );
}

/** A folder's name as an npm package name. */
function npmName(folder: string): string {
  return (
    folder
      .toLowerCase()
      .replace(/[^a-z0-9._~-]+/g, "-")
      .replace(/^[-._~]+|-+$/g, "") || "soap-project"
  );
}

function posix(p: string): string {
  return /^https?:\/\//i.test(p) ? p : p.split(path.sep).join("/");
}
