/**
 * The command line, `soapgen`: `generate`, `check` (the drift check) and `inspect`. Options come
 * from the project file (soapgen.config.json) and flags. Contract errors print one clear message
 * and exit 1; a stack trace only with --verbose. What a command needs beyond that is loaded when
 * it runs (see pipeline/generate.ts).
 */
import { constants } from "node:os";
import path from "node:path";
import yargs, { type Argv } from "yargs";
import { hideBin } from "yargs/helpers";
import type { ContractWarning } from "../model/contract-draft.ts";
import { formatLocation } from "../model/contract-error.ts";
import { PROJECT_FILE, type GeneratorOptions } from "../options.ts";
import { check, generate } from "../pipeline/generate.ts";
import { runRecordKey } from "../pipeline/run-record.ts";
import { ContractErrorAfterWarnings } from "../parse/wsdl/reading.ts";
import { resolveProjectOptions, type OptionFlags } from "./resolve-options.ts";
import { generateCommand } from "./generate-command.ts";
import { refuseClashingPackages } from "./package-clash.ts";
import type { InitFlags } from "./init.ts";
import type { DiffFlags } from "./run-diff.ts";
import { summaryText } from "../diff/format-changes.ts";
import { stopTools } from "../write/run-tool.ts";
import { removeTempFolders } from "../write/temp-folders.ts";
import { removeLeftovers } from "../write/write-output.ts";
import { rememberAnswer, type AnsweredRun } from "./replay.ts";

interface CommonFlags extends OptionFlags {
  verbose: boolean;
}

/** The flags every command takes: where the contract is, and how to read it. */
function contractFlags<T>(y: Argv<T>): Argv<T & CommonFlags> {
  return y
    .option("config", { type: "string", describe: `project file (default: ./${PROJECT_FILE}, or the "soapgen" key of ./package.json)` })
    .option("wsdl", { type: "string", describe: "WSDL 1.1 file or URL of the service (imports resolve relative to it); the project file is then not read" })
    .option("manifest", { type: "string", describe: "hand-written manifest (YAML); the project file is then not read" })
    .conflicts("wsdl", "manifest")
    .option("allow-network", { type: "boolean", describe: "fetch http(s) imports of the WSDL" })
    .option("lenient", {
      type: "boolean",
      describe: "read past what node-soap and zeep accept in a broken WSDL (a dangling reference, an undeclared prefix, a missing schemaLocation...), with a warning saying what was assumed for each",
    })
    .option("verbose", { type: "boolean", default: false, describe: "print stack traces of errors" }) as unknown as Argv<T & CommonFlags>;
}

/** The flags that choose what is generated of the contract. */
function selectionFlags<T>(y: Argv<T>): Argv<T & CommonFlags> {
  return contractFlags(y)
    .option("operations", { type: "string", array: true, describe: "generate only these operations: names or globs (* and ?), comma-separated; the types they do not use are left out" })
    .option("exclude-operations", { type: "string", array: true, describe: "leave out these operations: names or globs, comma-separated" })
    .option("packages", { type: "string", choices: ["all", "client", "client+server"], describe: "which packages: all (default: contract, client, server, fixtures), client (contract and client), client+server" }) as unknown as Argv<T & CommonFlags>;
}

/** The flags of the commands that produce output. */
function outputFlags<T>(y: Argv<T>): Argv<T & CommonFlags> {
  return selectionFlags(y)
    .option("out", { type: "string", describe: "folder of the generated packages (default: generated)" })
    .option("implementation", { type: "string", describe: "where generate creates the server implementation stub when no file is there (default: server/implementation.ts); --no-implementation for none" })
    .option("wsdl-out", { type: "string", describe: "where generate writes the WSDL of a manifest contract (check compares it)" })
    .option("target", { type: "string", choices: ["ts", "js", "ts+js"], describe: "what the packages contain: ts+js (default: sources, and JavaScript with .d.ts and source maps), js, or ts (sources only)" })
    .option("package-name", { type: "string", describe: "stem of the package names, e.g. acme-orders (default: the service name in kebab case)" })
    .option("package-scope", { type: "string", describe: "npm scope of the package names, e.g. @acme (scoped packages can be published; unscoped ones are private)" })
    .option("package-version", { type: "string", describe: "version of the packages (default: the manifest's service.version, else 1.0.0)" }) as unknown as Argv<T & CommonFlags>;
}

/** What the contract's reading left out, one line each, for stderr (stdout stays the command's output). */
function warningsText(warnings: ContractWarning[]): string {
  return warnings.map((w) => `warning: ${w.loc ? `${formatLocation(w.loc)}: ` : ""}${w.message}\n`).join("");
}

function printWarnings(warnings: ContractWarning[]): void {
  process.stderr.write(warningsText(warnings));
}

/**
 * Keeps what the same invocation prints when it runs again with nothing changed since this run
 * (see replay.ts): `stdout`, and the warnings. Only when every contract's run can be vouched for.
 */
function rememberUnchanged(all: GeneratorOptions[], warnings: ContractWarning[], stdout: string, withStub: boolean): void {
  const runs: AnsweredRun[] = [];
  for (const o of all) {
    const runKey = runRecordKey(o, withStub);
    if (runKey === undefined) return;
    runs.push({ runKey, outDir: path.resolve(o.outDir), stub: withStub ? o.implementation : null });
  }
  rememberAnswer(hideBin(process.argv), { runs, stdout, stderr: warningsText(warnings) });
}

async function run(flags: CommonFlags, action: (all: GeneratorOptions[]) => Promise<number>, writes = false): Promise<void> {
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
  return generateCommand(process.cwd(), hideBin(process.argv).slice(1).filter((a) => a !== "--verbose"));
}

// A signal stops the tools a run started too (they are processes of their own), then the
// generator, with the exit code a shell gives a process a signal ended. The output folder is
// either as it was or whole: its swap is two synchronous renames (write/write-output.ts).
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
  process.once(signal, () => {
    stopTools();
    removeLeftovers();
    removeTempFolders();
    process.exit(128 + constants.signals[signal]);
  });
}

// Help is laid out to the terminal's width only when it is asked for: yargs lays out the whole help
// text on every run of a command (to keep it for showHelp()), and wrapping it took 40 ms of each.
const asksForHelp = process.argv.length <= 2 || process.argv.includes("--help") || process.argv.includes("-h");

await yargs(hideBin(process.argv))
  .scriptName("soapgen")
  .wrap(asksForHelp ? Math.min(80, process.stdout.columns || 80) : null)
  .usage(`$0 <command> [options]\n\nTurns a SOAP contract (WSDL or manifest) into typed TypeScript packages. Options come from ./${PROJECT_FILE} and the flags.`)
  .command(
    "init",
    "start a project: write soapgen.config.json for a contract, add generate and check scripts to package.json, and make the generated packages resolvable by name (npm workspaces)",
    (y) =>
      selectionFlags(y)
        .option("out", { type: "string", describe: "folder of the generated packages (default: generated, or generated-<name> for a contract --add adds)" })
        .option("implementation", { type: "string", describe: "where generate creates the server implementation stub (default: server/implementation.ts; none with --packages client); --no-implementation for none" })
        .option("package-name", { type: "string", describe: "stem of the package names, e.g. acme-orders (default: the service name in kebab case)" })
        .option("package-scope", { type: "string", describe: "npm scope of the package names, e.g. @acme" })
        .option("add", { type: "boolean", default: false, describe: "add the contract to the project file there is (which then lists its contracts under \"contracts\")" }),
    async (a) => {
      try {
        const { init } = await import("./init.ts");
        process.stdout.write(await init(a as unknown as InitFlags, process.cwd()));
      } catch (err) {
        reportError(err, a.verbose);
      }
    },
  )
  .command("generate", "generate the packages into the output folder (atomically: a failed run leaves it as it was)", outputFlags, (a) =>
    run(a, async (all) => {
      const warnings: ContractWarning[] = [];
      let unchanged = "";
      for (const o of all) {
        const s = await generate(o);
        printWarnings(s.warnings);
        warnings.push(...s.warnings);
        console.log(`${o.outDir}: ${s.added.length} added, ${s.changed.length} changed, ${s.removed.length} removed, ${s.unchanged} unchanged`);
        // Run again with nothing changed, the same command finds every file it wrote unchanged.
        unchanged += `${o.outDir}: 0 added, 0 changed, 0 removed, ${s.added.length + s.changed.length + s.unchanged} unchanged\n`;
        for (const file of [...s.projectFiles.created, ...s.projectFiles.changed]) {
          const what = file === o.implementation ? "created the implementation stub (yours to fill; never overwritten)" : `${s.projectFiles.created.includes(file) ? "created" : "updated"} from ${o.contract.path}`;
          console.log(`${file}: ${what}`);
        }
      }
      if (all.length > 1) refuseClashingPackages(all);
      rememberUnchanged(all, warnings, unchanged, true);
      return 0;
    }, true),
  )
  .command("check", "regenerate in memory and compare with the output folder; print a diff and exit 1 on any drift", outputFlags, (a) =>
    run(a, async (all) => {
      let drifted = false;
      let matches = "";
      const warnings: ContractWarning[] = [];
      for (const o of all) {
        const result = await check(o);
        printWarnings(result.warnings);
        warnings.push(...result.warnings);
        const { output, project, contractChange } = result;
        if (output.length === 0 && project.length === 0) {
          const answer = `${o.outDir} matches ${o.contract.path}\n`;
          process.stdout.write(answer);
          matches += answer;
          continue;
        }
        drifted = true;
        for (const d of [...output, ...project]) process.stdout.write(d.diff);
        if (output.length > 0) console.error(`\n${output.length} generated file(s) in ${o.outDir} differ from what ${o.contract.path} generates (${output.map((d) => `${d.kind}: ${d.path}`).join(", ")}).`);
        for (const d of project) console.error(`\n${d.path} differs from what ${o.contract.path} generates: it is made from the contract, so edit ${o.contract.path} rather than ${d.path}.`);
        if (contractChange && contractChange.changes.length > 0) {
          console.error(`The contract changed since ${o.outDir} was written: ${summaryText(contractChange.changes)} (npx soapgen diff ${contractChange.committedWsdl} ${o.contract.path} lists them).`);
        }
      }
      if (!drifted) {
        rememberUnchanged(all, warnings, matches, false);
        return 0;
      }
      console.error(`Run \`${regenerate()}\` and commit the result.`);
      return 1;
    }),
  )
  .command(
    "inspect",
    "print the operations, bindings and types of the contract's model",
    (y) => selectionFlags(y).option("json", { type: "boolean", default: false, describe: "print the model itself as JSON (stdout holds nothing else)" }),
    (a) =>
      run(a, async (all) => {
        const [{ loadContract }, { describeModel }] = await Promise.all([import("../pipeline/load-contract.ts"), import("./describe-model.ts")]);
        const models = [];
        for (const o of all) {
          const { model, warnings } = await loadContract(o);
          printWarnings(warnings);
          models.push(model);
        }
        process.stdout.write(a.json ? `${JSON.stringify(models.length === 1 ? models[0] : models, null, 2)}\n` : models.map(describeModel).join("\n"));
        return 0;
      }),
  )
  .command(
    "diff [old] [new]",
    "compare two contracts (WSDL or manifest) and classify every change as breaking, warning or safe, for existing clients and for existing servers; exit 1 on a breaking change",
    (y) =>
      contractFlags(y)
        .positional("old", { type: "string", describe: "the contract before (a WSDL or manifest file)" })
        .positional("new", { type: "string", describe: "the contract after (default: the project's contract)" })
        .option("base", { type: "string", describe: "the contract before, as a git revision holds it: <revision>:<path>, e.g. origin/main:wsdl/service.wsdl" })
        .option("format", { choices: ["text", "json", "github"] as const, default: "text" as const, describe: "text (grouped by severity), json, or github (workflow annotations on the contract's lines)" })
        .option("fail-on", { choices: ["breaking", "warning", "never"] as const, default: "breaking" as const, describe: "exit 1 when a change is at least this bad" }),
    async (a) => {
      try {
        const { runDiff } = await import("./run-diff.ts");
        process.exitCode = await runDiff(a as unknown as DiffFlags);
      } catch (err) {
        const e = err as Error;
        process.stderr.write(`error: ${e.message}\n${a.verbose && e.stack ? `${e.stack}\n` : ""}`);
        process.exitCode = 2;
      }
    },
  )
  .demandCommand(1, "name a command: init, generate, check, inspect or diff")
  .strict()
  .help()
  .parseAsync();
