/**
 * The project file: `soapgen.config.json` (or a `soapgen` key in package.json) in the working
 * folder names the contract, the output folder and every generator option, so that `generate`,
 * `check` and `inspect` need no flags. Paths in it are relative to its folder. It is validated
 * with zod (zod/mini: every run reads this file, and loading zod's full API took 85 ms of each);
 * an unknown key is an error, so a misspelt option never passes silently.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";
import { ContractError } from "../model/contract-error.ts";
import { contractRef, DEFAULT_OPTIONS, EXPECTED, NPM_SCOPE, PROJECT_FILE, SEMVER, type GeneratorOptions } from "../options.ts";

// zod/mini speaks no language until told: its messages in English, as zod's full API gives them.
z.config(en());

const aPath = () => z.string().check(z.minLength(1));

const projectSchema = z.strictObject({
  /** An editor's JSON schema reference; ignored. */
  $schema: z.optional(z.string()),
  contract: aPath(),
  out: z.optional(aPath()),
  implementation: z.optional(z.nullable(aPath())),
  wsdlOut: z.optional(aPath()),
  allowNetwork: z.optional(z.boolean()),
  lenient: z.optional(z.boolean()),
  target: z.optional(z.enum(["ts", "js", "ts+js"])),
  packageScope: z.optional(z.string().check(z.regex(NPM_SCOPE, EXPECTED.scope))),
  packageVersion: z.optional(z.string().check(z.regex(SEMVER, EXPECTED.version))),
});

export type ProjectSettings = z.infer<typeof projectSchema>;

/** Where the settings were found, and what they are. */
export interface Project {
  file: string;
  settings: ProjectSettings;
}

/**
 * Reads the project file: `explicit` when given (it must exist), else `soapgen.config.json` in
 * `cwd`, else the `soapgen` key of `cwd`'s package.json; `undefined` when there is none.
 */
export function findProject(cwd: string, explicit?: string): Project | undefined {
  if (explicit !== undefined) return readProject(explicit, (text) => parseJson(explicit, text));
  const own = path.join(cwd, PROJECT_FILE);
  if (existsSync(own)) return readProject(own, (text) => parseJson(own, text));
  const manifest = path.join(cwd, "package.json");
  if (!existsSync(manifest)) return undefined;
  const settings = (parseJson(manifest, readFileSync(manifest, "utf8")) as { soapgen?: unknown }).soapgen;
  return settings === undefined ? undefined : { file: `${manifest}#soapgen`, settings: validate(`${manifest}#soapgen`, settings) };
}

function readProject(file: string, parse: (text: string) => unknown): Project {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    throw new ContractError(`cannot read the project file: ${(err as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (err as Error).message}`, { file });
  }
  return { file, settings: validate(file, parse(text)) };
}

function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new ContractError(`the project file is not JSON: ${(err as Error).message}`, { file });
  }
}

function validate(file: string, value: unknown): ProjectSettings {
  const result = projectSchema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const where = issue.path.length > 0 ? `"${issue.path.join(".")}"` : "the settings";
  const keys = Object.keys(projectSchema.shape).join(", ");
  const message =
    issue.code === "unrecognized_keys"
      ? `unknown key ${issue.keys.map((k) => `"${k}"`).join(", ")}: expected ${keys}`
      : issue.code === "invalid_type" && issue.path[0] === "contract" && !Object.hasOwn(value as object, "contract")
        ? `${where} is missing: name the contract (a .wsdl file or a .yaml manifest)`
        : `${where}: ${issue.message}`;
  throw new ContractError(message, { file });
}

/** The options the project file sets, its paths made relative to `cwd`. */
export function projectOptions(project: Project, cwd: string): Partial<GeneratorOptions> & Pick<GeneratorOptions, "contract"> {
  const { settings } = project;
  const dir = path.dirname(project.file.replace(/#soapgen$/, ""));
  const local = (p: string) => (/^https?:\/\//i.test(p) ? p : path.relative(cwd, path.resolve(dir, p)) || ".");
  const contract = contractRef(local(settings.contract));
  if (settings.wsdlOut !== undefined && contract.kind === "wsdl") {
    throw new ContractError(`"wsdlOut" names a file to write the WSDL of a manifest to, but the contract ${settings.contract} is a WSDL itself: remove "wsdlOut", or make a manifest the contract`, { file: project.file });
  }
  return {
    contract,
    ...(settings.out === undefined ? {} : { outDir: local(settings.out) }),
    ...(settings.implementation === undefined ? {} : { implementation: settings.implementation === null ? null : local(settings.implementation) }),
    ...(settings.wsdlOut === undefined ? {} : { wsdlOut: local(settings.wsdlOut) }),
    ...(settings.allowNetwork === undefined ? {} : { allowNetwork: settings.allowNetwork }),
    ...(settings.lenient === undefined ? {} : { lenient: settings.lenient }),
    packages: {
      target: settings.target ?? DEFAULT_OPTIONS.packages.target,
      scope: settings.packageScope ?? DEFAULT_OPTIONS.packages.scope,
      version: settings.packageVersion ?? DEFAULT_OPTIONS.packages.version,
    },
  };
}
