/**
 * The project file: `soapgen.config.json` (or a `soapgen` key in package.json) in the working
 * folder names the contract, the output folder and every generator option, so that `generate`,
 * `check` and `inspect` need no flags. A project of several contracts (two partners, two services)
 * lists them under `contracts`, each with the same keys and its own output folder. Paths in it are
 * relative to its folder. It is validated with zod (zod/mini: every run reads this file, and
 * loading zod's full API was a third of an unchanged run); an unknown key is an error, so a misspelt option
 * never passes silently. soapgen.schema.json, made from the same schema, lets editors complete it.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import * as z from "zod/mini";
import en from "zod/v4/locales/en.js";
import { ContractError } from "../model/contract-error.ts";
import {
  contractRef,
  DEFAULT_OPTIONS,
  EXPECTED,
  NPM_SCOPE,
  PACKAGE_STEM,
  PROJECT_FILE,
  SEMVER,
  type GeneratorOptions,
} from "../options.ts";

// zod/mini speaks no language until told: its messages in English, as zod's full API gives them.
z.config(en());

const aPath = () => z.string().check(z.minLength(1));
const patterns = () => z.array(z.string().check(z.minLength(1)));

/** One contract's settings: the whole file, or an entry of `contracts`. */
export const contractSchema = z.strictObject({
  contract: aPath().register(z.globalRegistry, {
    description: "The contract: a WSDL 1.1 file or http(s) URL, or a manifest (.yaml, .yml).",
  }),
  out: z.optional(aPath()).register(z.globalRegistry, {
    description: "Folder of the generated packages (default: generated).",
  }),
  implementation: z.optional(z.nullable(aPath())).register(z.globalRegistry, {
    description:
      "Where generate creates the server implementation stub when no file is there (default: server/implementation.ts); null for none.",
  }),
  wsdlOut: z.optional(aPath()).register(z.globalRegistry, {
    description: "Manifest contracts only: where generate writes the WSDL the service publishes.",
  }),
  allowNetwork: z.optional(z.boolean()).register(z.globalRegistry, {
    description: "Fetch http(s) imports of the WSDL (default: false).",
  }),
  lenient: z.optional(z.boolean()).register(z.globalRegistry, {
    description:
      "Read past what node-soap and zeep accept in a broken WSDL, with a warning each (default: false).",
  }),
  operations: z
    .optional(
      z.union([
        patterns(),
        z.strictObject({ include: z.optional(patterns()), exclude: z.optional(patterns()) }),
      ]),
    )
    .register(z.globalRegistry, {
      description:
        "The operations to generate, by name or glob (* and ?): a list, or { include, exclude }. Types no kept operation uses are left out.",
    }),
  packages: z.optional(z.enum(["all", "client", "client+server"])).register(z.globalRegistry, {
    description:
      "Which packages: all (default: contract, client, server, fixtures), client (contract and client), client+server.",
  }),
  target: z.optional(z.enum(["ts", "js", "ts+js"])).register(z.globalRegistry, {
    description: "What the packages contain: ts+js (default), js or ts.",
  }),
  packageName: z
    .optional(z.string().check(z.regex(PACKAGE_STEM, EXPECTED.name)))
    .register(z.globalRegistry, {
      description:
        "Stem of the package names (acme-orders gives acme-orders-client...); default: the service name in kebab case.",
    }),
  packageScope: z
    .optional(z.string().check(z.regex(NPM_SCOPE, EXPECTED.scope)))
    .register(z.globalRegistry, { description: "npm scope of the package names, e.g. @acme." }),
  packageVersion: z
    .optional(z.string().check(z.regex(SEMVER, EXPECTED.version)))
    .register(z.globalRegistry, {
      description: "Version of the packages (default: the manifest's, else 1.0.0).",
    }),
});

/** An editor's JSON schema reference; ignored. */
const schemaRef = z.optional(z.string());

const singleSchema = z.strictObject({ $schema: schemaRef, ...contractSchema.shape });
const severalSchema = z.strictObject({
  $schema: schemaRef,
  contracts: z.array(contractSchema).check(z.minLength(1)),
});

export type ProjectSettings = z.infer<typeof contractSchema>;

/** The project file's JSON schema, which soapgen.schema.json holds (scripts/write-config-schema.ts writes it). */
export function projectJsonSchema(): object {
  const schema = z.toJSONSchema(z.union([singleSchema, severalSchema]), { io: "input" }) as Record<
    string,
    unknown
  >;
  return {
    $schema: schema.$schema,
    title: "soapgen project file",
    description: "soapgen.config.json: the contract (or contracts) soapgen generates, and how.",
    ...schema,
  };
}

/** Where the settings were found, and each contract's. */
export interface Project {
  file: string;
  contracts: ProjectSettings[];
}

/**
 * Reads the project file: `explicit` when given (it must exist), else `soapgen.config.json` in
 * `cwd`, else the `soapgen` key of `cwd`'s package.json; `undefined` when there is none.
 */
export function findProject(cwd: string, explicit?: string): Project | undefined {
  if (explicit !== undefined) return readProject(explicit);
  const own = path.join(cwd, PROJECT_FILE);
  if (existsSync(own)) return readProject(own);
  const manifest = path.join(cwd, "package.json");
  if (!existsSync(manifest)) return undefined;
  const settings = (parseJson(manifest, readFileSync(manifest, "utf8")) as { soapgen?: unknown })
    .soapgen;
  return settings === undefined
    ? undefined
    : { file: `${manifest}#soapgen`, contracts: validate(`${manifest}#soapgen`, settings) };
}

function readProject(file: string): Project {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    throw new ContractError(
      `cannot read the project file: ${(err as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (err as Error).message}`,
      { file },
    );
  }
  return { file, contracts: validate(file, parseJson(file, text)) };
}

function parseJson(file: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new ContractError(`the project file is not JSON: ${(err as Error).message}`, { file });
  }
}

function validate(file: string, value: unknown): ProjectSettings[] {
  const several = typeof value === "object" && value !== null && Object.hasOwn(value, "contracts");
  const schema = several ? severalSchema : singleSchema;
  const result = schema.safeParse(value);
  if (result.success)
    return "contracts" in result.data ? result.data.contracts : [withoutSchemaRef(result.data)];
  const issue = result.error.issues[0]!;
  const at = issue.path
    .map((p) => (typeof p === "number" ? `[${p}]` : `.${String(p)}`))
    .join("")
    .replace(/^\./, "");
  const where = at === "" ? "the settings" : `"${at}"`;
  const entry =
    several && typeof issue.path[1] === "number"
      ? (value as { contracts: unknown[] }).contracts[issue.path[1]]
      : value;
  const keys = [
    "$schema",
    ...Object.keys(
      several && issue.path.length < 2 ? severalSchema.shape : contractSchema.shape,
    ).filter((k) => k !== "$schema"),
  ].join(", ");
  const missingContract =
    issue.code === "invalid_type" &&
    issue.path.at(-1) === "contract" &&
    typeof entry === "object" &&
    entry !== null &&
    !Object.hasOwn(entry, "contract");
  const message =
    issue.code === "unrecognized_keys"
      ? `unknown key ${issue.keys.map((k) => `"${k}"`).join(", ")}${at === "" ? "" : ` in ${where}`}: expected ${keys}`
      : missingContract
        ? `${where} is missing: name the contract (a .wsdl file or a .yaml manifest)`
        : `${where}: ${issue.message}`;
  throw new ContractError(message, { file });
}

function withoutSchemaRef(settings: z.infer<typeof singleSchema>): ProjectSettings {
  const { $schema: _, ...rest } = settings;
  return rest;
}

/** The options one contract's settings set, its paths made relative to `cwd`. */
export function projectOptions(
  project: Project,
  settings: ProjectSettings,
  cwd: string,
): Partial<GeneratorOptions> & Pick<GeneratorOptions, "contract"> {
  const dir = path.dirname(project.file.replace(/#soapgen$/, ""));
  const local = (p: string) =>
    /^https?:\/\//i.test(p) ? p : path.relative(cwd, path.resolve(dir, p)) || ".";
  const contract = contractRef(local(settings.contract));
  if (settings.wsdlOut !== undefined && contract.kind === "wsdl") {
    throw new ContractError(
      `"wsdlOut" names a file to write the WSDL of a manifest to, but the contract ${settings.contract} is a WSDL itself: remove "wsdlOut", or make a manifest the contract`,
      { file: project.file },
    );
  }
  const operations = settings.operations;
  return {
    contract,
    ...(settings.out === undefined ? {} : { outDir: local(settings.out) }),
    ...(settings.implementation === undefined
      ? {}
      : {
          implementation: settings.implementation === null ? null : local(settings.implementation),
        }),
    ...(settings.wsdlOut === undefined ? {} : { wsdlOut: local(settings.wsdlOut) }),
    ...(settings.allowNetwork === undefined ? {} : { allowNetwork: settings.allowNetwork }),
    ...(settings.lenient === undefined ? {} : { lenient: settings.lenient }),
    ...(operations === undefined
      ? {}
      : {
          operations: Array.isArray(operations)
            ? { include: operations, exclude: [] }
            : { include: operations.include ?? [], exclude: operations.exclude ?? [] },
        }),
    packages: {
      target: settings.target ?? DEFAULT_OPTIONS.packages.target,
      scope: settings.packageScope ?? DEFAULT_OPTIONS.packages.scope,
      version: settings.packageVersion ?? DEFAULT_OPTIONS.packages.version,
      name: settings.packageName ?? DEFAULT_OPTIONS.packages.name,
      include: settings.packages ?? DEFAULT_OPTIONS.packages.include,
    },
  };
}
