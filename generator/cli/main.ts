/**
 * The command line, `soapgen`: `init`, `generate`, `check` (the drift check), `inspect`, `openapi`, `diff`,
 * and `mock`, `record`, `verify`, `gateway` (service-double-commands.ts). Options come
 * from the project file (soapgen.config.json) and flags. Contract errors print one clear message
 * and exit 1; a stack trace only with --verbose. What a command needs beyond that is loaded when
 * it runs (see pipeline/generate.ts).
 */
import { constants } from "node:os";
import type { ContractWarning } from "../model/contract-draft.ts";
import { formatLocation } from "../model/contract-error.ts";
import { PROJECT_FILE, type GeneratorOptions } from "../options.ts";
import { check, generate } from "../pipeline/generate.ts";
import { ContractErrorAfterWarnings } from "../parse/wsdl/reading.ts";
import { resolveProjectOptions, type OptionFlags } from "./resolve-options.ts";
import { generateCommand } from "./generate-command.ts";
import { refuseClashingPackages } from "./package-clash.ts";
import type { InitFlags } from "./init.ts";
import type { DiffFlags } from "./run-diff.ts";
import type { OpenApiFlags } from "./openapi-command.ts";
import { summaryText } from "../diff/format-changes.ts";
import { toolchainVersion } from "../pipeline/toolchain.ts";
import {
  parseCommandLine,
  UsageError,
  type CommandSpec,
  type FlagSpec,
  type ParsedCommand,
} from "./command-line.ts";
import { stopTools } from "../check/run-tool.ts";
import { removeTempFolders } from "../check/temp-folders.ts";
import { removeLeftovers } from "../write/write-output.ts";
import { runServiceDouble, SERVERS, SERVICE_DOUBLE_COMMANDS } from "./service-double-commands.ts";

interface CommonFlags extends OptionFlags {
  verbose: boolean;
}

/** The flags every command takes: where the contract is, and how to read it. */
const CONTRACT_FLAGS: Record<string, FlagSpec> = {
  config: {
    type: "string",
    describe: `project file (default: ./${PROJECT_FILE}, or the "soapgen" key of ./package.json)`,
  },
  wsdl: {
    type: "string",
    describe:
      "WSDL 1.1 file or URL of the service (imports resolve relative to it); the project file is then not read",
  },
  manifest: {
    type: "string",
    describe: "hand-written manifest (YAML); the project file is then not read",
  },
  "allow-network": { type: "boolean", describe: "fetch http(s) imports of the WSDL" },
  lenient: {
    type: "boolean",
    describe:
      "read past what node-soap and zeep accept in a broken WSDL (a dangling reference, an undeclared prefix, a missing schemaLocation...), with a warning saying what was assumed for each",
  },
  verbose: { type: "boolean", default: false, describe: "print stack traces of errors" },
};

/** The flags that choose what is generated of the contract. */
const SELECTION_FLAGS: Record<string, FlagSpec> = {
  ...CONTRACT_FLAGS,
  operations: {
    type: "string",
    multiple: true,
    describe: "generate only these operations: names or globs (* and ?), comma-separated",
  },
  "exclude-operations": {
    type: "string",
    multiple: true,
    describe: "leave out these operations: names or globs, comma-separated",
  },
  packages: {
    type: "string",
    choices: ["all", "client", "client+server"],
    describe:
      "which packages: all (default: contract, client, server, fixtures), client (contract and client), client+server",
  },
};

const NAMING_FLAGS: Record<string, FlagSpec> = {
  "package-name": {
    type: "string",
    describe:
      "stem of the package names, e.g. acme-orders (default: the service name in kebab case)",
  },
  "package-scope": {
    type: "string",
    describe:
      "npm scope of the package names, e.g. @acme (scoped packages can be published; unscoped ones are private)",
  },
};

/** The flags of the commands that produce output. */
const OUTPUT_FLAGS: Record<string, FlagSpec> = {
  ...SELECTION_FLAGS,
  out: { type: "string", describe: "folder of the generated packages (default: generated)" },
  implementation: {
    type: "string",
    describe:
      "where generate creates the server implementation stub when no file is there (default: server/implementation.ts)",
  },
  "no-implementation": { type: "boolean", describe: "create no implementation stub" },
  "wsdl-out": {
    type: "string",
    describe: "where generate writes the WSDL of a manifest contract (check compares it)",
  },
  target: {
    type: "string",
    choices: ["ts", "js", "ts+js"],
    describe:
      "what the packages contain: ts+js (default: sources, and JavaScript with .d.ts and source maps), js, or ts (sources only)",
  },
  ...NAMING_FLAGS,
  "package-version": {
    type: "string",
    describe: "version of the packages (default: the manifest's service.version, else 1.0.0)",
  },
};

const ONE_CONTRACT: [string, string][] = [["wsdl", "manifest"]];

const COMMANDS: CommandSpec[] = [
  {
    name: "init",
    describe:
      "start a project: write soapgen.config.json for a contract, add generate and check scripts to package.json, and make the generated packages resolvable by name (npm workspaces)",
    flags: {
      ...SELECTION_FLAGS,
      out: {
        type: "string",
        describe:
          "folder of the generated packages (default: generated, or generated-<name> for a contract --add adds)",
      },
      implementation: {
        type: "string",
        describe:
          "where generate creates the server implementation stub (default: server/implementation.ts; none with --packages client)",
      },
      "no-implementation": { type: "boolean", describe: "create no implementation stub" },
      ...NAMING_FLAGS,
      add: {
        type: "boolean",
        default: false,
        describe:
          'add the contract to the project file there is (which then lists its contracts under "contracts")',
      },
    },
    conflicts: ONE_CONTRACT,
  },
  {
    name: "generate",
    describe:
      "generate the packages into the output folder (atomically: a failed run leaves it as it was)",
    flags: OUTPUT_FLAGS,
    conflicts: ONE_CONTRACT,
  },
  {
    name: "check",
    describe:
      "regenerate in memory and compare with the output folder; print a diff and exit 1 on any drift",
    flags: OUTPUT_FLAGS,
    conflicts: ONE_CONTRACT,
  },
  {
    name: "inspect",
    describe: "print the operations, bindings and types of the contract's model",
    flags: {
      ...SELECTION_FLAGS,
      json: {
        type: "boolean",
        default: false,
        describe: "print the model itself as JSON (stdout holds nothing else)",
      },
    },
    conflicts: ONE_CONTRACT,
  },
  {
    name: "openapi",
    describe:
      "print the contract's OpenAPI 3.1 document: POST /{operation} with JSON bodies (docs/openapi.md)",
    flags: {
      ...CONTRACT_FLAGS,
      operations: SELECTION_FLAGS.operations!,
      "exclude-operations": SELECTION_FLAGS["exclude-operations"]!,
      out: { type: "string", describe: "write the document to this file (default: stdout)" },
      server: {
        type: "string",
        describe:
          "the URL the document names as its server (`servers`), absolute or a path (default: none, paths relative to where it is served)",
      },
    },
    conflicts: ONE_CONTRACT,
  },
  {
    name: "diff",
    describe:
      "compare two contracts (WSDL or manifest) and classify every change as breaking, warning or safe, for existing clients and for existing servers; exit 1 on a breaking change",
    positionals: [
      ["old", "the contract before (a WSDL or manifest file)"],
      ["new", "the contract after (default: the project's contract)"],
    ],
    flags: {
      ...CONTRACT_FLAGS,
      base: {
        type: "string",
        describe:
          "the contract before, as a git revision holds it: <revision>:<path>, e.g. origin/main:wsdl/service.wsdl",
      },
      format: {
        type: "string",
        choices: ["text", "json", "github"],
        default: "text",
        describe:
          "text (grouped by severity), json, or github (workflow annotations on the contract's lines)",
      },
      "fail-on": {
        type: "string",
        choices: ["breaking", "warning", "never"],
        default: "breaking",
        describe: "exit 1 when a change is at least this bad",
      },
      for: {
        type: "string",
        choices: ["both", "clients", "servers"],
        default: "both",
        describe:
          "whose gate this is: both sides (the worse of the two), clients (a consumer's: ignores what breaks only implementations) or servers",
      },
      "used-by": {
        type: "string",
        multiple: true,
        describe:
          "judge only what this code uses: folders or files whose sources import the generated client or contract package (operations it calls, types they carry, fields it names)",
      },
    },
    conflicts: ONE_CONTRACT,
  },
  ...SERVICE_DOUBLE_COMMANDS,
];

/** What the contract's reading left out, one line each, for stderr (stdout stays the command's output). */
function warningsText(warnings: ContractWarning[]): string {
  return warnings
    .map((w) => `warning: ${w.loc ? `${formatLocation(w.loc)}: ` : ""}${w.message}\n`)
    .join("");
}

function printWarnings(warnings: ContractWarning[]): void {
  process.stderr.write(warningsText(warnings));
}

async function run(
  flags: CommonFlags,
  action: (all: GeneratorOptions[]) => Promise<number>,
  writes = false,
): Promise<void> {
  try {
    process.exitCode = await action(resolveProjectOptions(flags, process.cwd(), { writes }));
  } catch (err) {
    reportError(err, flags.verbose);
  }
}

/** An error of a command: the warnings that came before it, its message (a stack with --verbose), exit code 1. */
function reportError(err: unknown, verbose: boolean): void {
  const e = err as Error;
  if (e instanceof ContractErrorAfterWarnings) printWarnings(e.warnings);
  process.stderr.write(`error: ${e.message}\n${verbose && e.stack ? `${e.stack}\n` : ""}`);
  process.exitCode = 1;
}

/** The command that regenerates, for messages: with the flags this invocation was given. */
function regenerate(): string {
  return generateCommand(
    process.cwd(),
    process.argv
      .slice(2)
      .slice(1)
      .filter((a) => a !== "--verbose"),
  );
}

// A signal stops the tools a run started too (they are processes of their own), then the
// generator, with the exit code a shell gives a process a signal ended. The output folder is
// either as it was or whole: its swap is two synchronous renames (write/write-output.ts).
// The servers of mock and record close on a signal themselves (mock/serve-until-stopped.ts).
function stopOnSignals(): void {
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      stopTools();
      removeLeftovers();
      removeTempFolders();
      process.exit(128 + constants.signals[signal]);
    });
  }
}

const INTRO = `Turns a SOAP contract (WSDL or manifest) into typed TypeScript packages. Options come from ./${PROJECT_FILE} and the flags.`;

/** The flags as the commands read them: `--no-implementation` is `implementation: false`. */
function commandFlags(flags: Record<string, unknown>): CommonFlags & Record<string, unknown> {
  const { "no-implementation": none, ...rest } = flags;
  return {
    ...(rest as unknown as CommonFlags),
    ...(none === true ? { implementation: false } : {}),
  };
}

let parsed: ParsedCommand;
try {
  parsed = parseCommandLine(process.argv.slice(2), COMMANDS, INTRO);
} catch (err) {
  if (!(err instanceof UsageError)) throw err;
  process.stderr.write(`error: ${err.message}\n`);
  process.exit(1);
}
if ("help" in parsed) process.stdout.write(parsed.help);
else if ("version" in parsed) process.stdout.write(`${toolchainVersion()}\n`);
else {
  if (!SERVERS.has(parsed.command)) stopOnSignals();
  await runCommand(parsed.command, commandFlags(parsed.flags));
}

async function runCommand(
  command: string,
  a: CommonFlags & Record<string, unknown>,
): Promise<void> {
  switch (command) {
    case "init":
      try {
        const { init } = await import("./init.ts");
        process.stdout.write(await init(a as unknown as InitFlags, process.cwd()));
      } catch (err) {
        reportError(err, a.verbose);
      }
      return;
    case "generate":
      return run(
        a,
        async (all) => {
          for (const o of all) {
            const s = await generate(o);
            printWarnings(s.warnings);
            console.log(
              `${o.outDir}: ${s.added.length} added, ${s.changed.length} changed, ${s.removed.length} removed, ${s.unchanged} unchanged`,
            );
            for (const file of [...s.projectFiles.created, ...s.projectFiles.changed]) {
              const what =
                file === o.implementation
                  ? "created the implementation stub (yours to fill; never overwritten)"
                  : `${s.projectFiles.created.includes(file) ? "created" : "updated"} from ${o.contract.path}`;
              console.log(`${file}: ${what}`);
            }
          }
          if (all.length > 1) refuseClashingPackages(all);
          return 0;
        },
        true,
      );
    case "check":
      return run(a, async (all) => {
        let drifted = false;
        for (const o of all) {
          const result = await check(o);
          printWarnings(result.warnings);
          const { output, project, contractChange } = result;
          if (output.length === 0 && project.length === 0) {
            process.stdout.write(`${o.outDir} matches ${o.contract.path}\n`);
            continue;
          }
          drifted = true;
          for (const d of [...output, ...project]) process.stdout.write(d.diff);
          if (output.length > 0)
            console.error(
              `\n${output.length} generated file(s) in ${o.outDir} differ from what ${o.contract.path} generates (${output.map((d) => `${d.kind}: ${d.path}`).join(", ")}).`,
            );
          for (const d of project)
            console.error(
              `\n${d.path} differs from what ${o.contract.path} generates: it is made from the contract, so edit ${o.contract.path} rather than ${d.path}.`,
            );
          if (contractChange && contractChange.changes.length > 0) {
            console.error(
              `The contract changed since ${o.outDir} was written: ${summaryText(contractChange.changes)} (npx soapgen diff ${contractChange.committedWsdl} ${o.contract.path} lists them).`,
            );
          }
        }
        if (!drifted) return 0;
        console.error(`Run \`${regenerate()}\` and commit the result.`);
        return 1;
      });
    case "inspect":
      return run(a, async (all) => {
        const [{ loadContract }, { describeModel }] = await Promise.all([
          import("../pipeline/load-contract.ts"),
          import("./describe-model.ts"),
        ]);
        const models = [];
        for (const o of all) {
          const { model, warnings } = await loadContract(o);
          printWarnings(warnings);
          models.push(model);
        }
        process.stdout.write(
          a.json
            ? `${JSON.stringify(models.length === 1 ? models[0] : models, null, 2)}\n`
            : models.map(describeModel).join("\n"),
        );
        return 0;
      });
    case "openapi":
      try {
        const { openApiCommand } = await import("./openapi-command.ts");
        printWarnings(
          await openApiCommand(a as unknown as OpenApiFlags, process.cwd(), (text) =>
            process.stdout.write(text),
          ),
        );
      } catch (err) {
        reportError(err, a.verbose);
      }
      return;
    case "mock":
    case "record":
    case "verify":
    case "gateway":
      try {
        process.exitCode = await runServiceDouble(command, a);
      } catch (err) {
        reportError(err, a.verbose);
      }
      return;
    case "diff":
      try {
        const { runDiff } = await import("./run-diff.ts");
        const { exitCode, output } = await runDiff(a as unknown as DiffFlags);
        process.stdout.write(output);
        process.exitCode = exitCode;
      } catch (err) {
        const e = err as Error;
        process.stderr.write(`error: ${e.message}\n${a.verbose && e.stack ? `${e.stack}\n` : ""}`);
        process.exitCode = 2;
      }
  }
}
