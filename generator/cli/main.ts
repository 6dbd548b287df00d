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
import { resolveOptions, type OptionFlags } from "./resolve-options.ts";
import type { DiffFlags } from "./run-diff.ts";
import { summaryText } from "../diff/format-changes.ts";
import { stopTools } from "../write/run-tool.ts";
import { removeTempFolders } from "../write/temp-folders.ts";
import { removeLeftovers } from "../write/write-output.ts";
import { rememberAnswer } from "./replay.ts";

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

/** The flags of the commands that produce output. */
function outputFlags<T>(y: Argv<T>): Argv<T & CommonFlags> {
  return contractFlags(y)
    .option("out", { type: "string", describe: "folder of the generated packages (default: generated)" })
    .option("implementation", { type: "string", describe: "where generate creates the server implementation stub when no file is there (default: server/implementation.ts); --no-implementation for none" })
    .option("wsdl-out", { type: "string", describe: "where generate writes the WSDL of a manifest contract (check compares it)" })
    .option("target", { type: "string", choices: ["ts", "js", "ts+js"], describe: "what the packages contain: ts+js (default: sources, and JavaScript with .d.ts and source maps), js, or ts (sources only)" })
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
 * (see replay.ts): `stdout`, and the warnings.
 */
function rememberUnchanged(o: GeneratorOptions, warnings: ContractWarning[], stdout: string, withStub: boolean): void {
  const runKey = runRecordKey(o, withStub);
  if (runKey !== undefined) rememberAnswer(hideBin(process.argv), { runKey, outDir: path.resolve(o.outDir), stub: withStub ? o.implementation : null, stdout, stderr: warningsText(warnings) });
}

async function run(flags: CommonFlags, action: (o: GeneratorOptions) => Promise<number>, writes = false): Promise<void> {
  try {
    process.exitCode = await action(resolveOptions(flags, process.cwd(), { writes }));
  } catch (err) {
    const e = err as Error;
    if (e instanceof ContractErrorAfterWarnings) printWarnings(e.warnings);
    process.stderr.write(`error: ${e.message}\n${flags.verbose && e.stack ? `${e.stack}\n` : ""}`);
    process.exitCode = 1;
  }
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
  .command("generate", "generate the packages into the output folder (atomically: a failed run leaves it as it was)", outputFlags, (a) =>
    run(a, async (o) => {
      const s = await generate(o);
      printWarnings(s.warnings);
      console.log(`${o.outDir}: ${s.added.length} added, ${s.changed.length} changed, ${s.removed.length} removed, ${s.unchanged} unchanged`);
      // Run again with nothing changed, the same command finds every file it wrote unchanged.
      rememberUnchanged(o, s.warnings, `${o.outDir}: 0 added, 0 changed, 0 removed, ${s.added.length + s.changed.length + s.unchanged} unchanged\n`, true);
      for (const file of [...s.projectFiles.created, ...s.projectFiles.changed]) {
        const what = file === o.implementation ? "created the implementation stub (yours to fill; never overwritten)" : `${s.projectFiles.created.includes(file) ? "created" : "updated"} from ${o.contract.path}`;
        console.log(`${file}: ${what}`);
      }
      return 0;
    }, true),
  )
  .command("check", "regenerate in memory and compare with the output folder; print a diff and exit 1 on any drift", outputFlags, (a) =>
    run(a, async (o) => {
      const { output, project, warnings, contractChange } = await check(o);
      printWarnings(warnings);
      if (output.length === 0 && project.length === 0) {
        const answer = `${o.outDir} matches ${o.contract.path}\n`;
        process.stdout.write(answer);
        rememberUnchanged(o, warnings, answer, false);
        return 0;
      }
      for (const d of [...output, ...project]) process.stdout.write(d.diff);
      if (output.length > 0) console.error(`\n${output.length} generated file(s) differ from the contract (${output.map((d) => `${d.kind}: ${d.path}`).join(", ")}).`);
      for (const d of project) console.error(`\n${d.path} is generated from ${o.contract.path}: edit ${o.contract.path}, not ${d.path}.`);
      if (contractChange && contractChange.changes.length > 0) {
        console.error(`The contract changed since ${o.outDir} was written: ${summaryText(contractChange.changes)} (npx soapgen diff ${contractChange.committedWsdl} ${o.contract.path} lists them).`);
      }
      console.error("Run `npm run generate` and commit the result.");
      return 1;
    }),
  )
  .command(
    "inspect",
    "print the operations, bindings and types of the contract's model",
    (y) => contractFlags(y).option("json", { type: "boolean", default: false, describe: "print the model itself as JSON (stdout holds nothing else)" }),
    (a) =>
      run(a, async (o) => {
        const [{ loadContract }, { describeModel }] = await Promise.all([import("../pipeline/load-contract.ts"), import("./describe-model.ts")]);
        const { model, warnings } = await loadContract(o);
        printWarnings(warnings);
        process.stdout.write(a.json ? `${JSON.stringify(model, null, 2)}\n` : describeModel(model));
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
  .demandCommand(1, "name a command: generate, check, inspect or diff")
  .strict()
  .help()
  .parseAsync();
