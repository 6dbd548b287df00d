#!/usr/bin/env node
/**
 * The command line: `generate`, `check` (the drift check) and `inspect`. Contract errors print
 * one clear message and exit 1; a stack trace only with --verbose.
 */
import yargs, { type Argv } from "yargs";
import { hideBin } from "yargs/helpers";
import { describeModel } from "./inspect.ts";
import { DEFAULT_OUT_DIR, type GeneratorOptions } from "./options.ts";
import { check, generate, loadContract } from "./pipeline.ts";

interface ContractArgs {
  wsdl?: string;
  manifest?: string;
  out: string;
  "allow-network": boolean;
  verbose: boolean;
}

function contractOptions(y: Argv): Argv<ContractArgs> {
  return y
    .option("wsdl", { type: "string", describe: "WSDL 1.1 file of the service (imports resolve relative to it)" })
    .option("manifest", { type: "string", describe: "hand-written operation manifest (YAML)" })
    .conflicts("wsdl", "manifest")
    .check((a) => {
      if (!a.wsdl && !a.manifest) throw new Error("name the contract: --wsdl <file> or --manifest <file>");
      return true;
    })
    .option("out", { type: "string", default: DEFAULT_OUT_DIR, describe: "folder of the generated packages" })
    .option("allow-network", { type: "boolean", default: false, describe: "fetch http(s) imports of the WSDL" })
    .option("verbose", { type: "boolean", default: false, describe: "print stack traces of errors" }) as Argv<ContractArgs>;
}

function toOptions(a: ContractArgs): GeneratorOptions {
  const contract = a.wsdl ? { kind: "wsdl" as const, path: a.wsdl } : { kind: "manifest" as const, path: a.manifest! };
  return { contract, outDir: a.out, allowNetwork: a["allow-network"] };
}

async function run(a: ContractArgs, action: (o: GeneratorOptions) => Promise<number>): Promise<void> {
  try {
    process.exitCode = await action(toOptions(a));
  } catch (err) {
    const e = err as Error;
    process.stderr.write(`error: ${e.message}\n${a.verbose && e.stack ? `${e.stack}\n` : ""}`);
    process.exitCode = 1;
  }
}

await yargs(hideBin(process.argv))
  .scriptName("soapgen")
  .usage("$0 <command> [options]\n\nTurns a SOAP contract (WSDL or manifest) into typed TypeScript packages.")
  .command(
    "generate",
    "generate the packages into --out (atomically: a failed run leaves it as it was)",
    contractOptions,
    (a) =>
      run(a, async (o) => {
        const s = await generate(o);
        console.log(`${o.outDir}: ${s.added.length} added, ${s.changed.length} changed, ${s.removed.length} removed, ${s.unchanged} unchanged`);
        if (s.stub) console.log(`${s.stub}: created the implementation stub (yours to fill; never overwritten)`);
        return 0;
      }),
  )
  .command(
    "check",
    "regenerate in memory and compare with --out; print a diff and exit 1 on any drift",
    contractOptions,
    (a) =>
      run(a, async (o) => {
        const drift = await check(o);
        if (drift.length === 0) {
          console.log(`${o.outDir} matches ${o.contract.path}`);
          return 0;
        }
        for (const d of drift) process.stdout.write(d.diff);
        console.error(`\n${drift.length} generated file(s) differ from the contract (${drift.map((d) => `${d.kind}: ${d.path}`).join(", ")}).`);
        console.error("Run `npm run generate` and commit the result.");
        return 1;
      }),
  )
  .command(
    "inspect",
    "print the operations, bindings and types of the contract's model",
    (y) => contractOptions(y).option("json", { type: "boolean", default: false, describe: "print the model itself as JSON" }),
    (a) =>
      run(a, async (o) => {
        const { model } = await loadContract(o);
        process.stdout.write(a.json ? `${JSON.stringify(model, null, 2)}\n` : describeModel(model));
        return 0;
      }),
  )
  .demandCommand(1, "name a command: generate, check or inspect")
  .strict()
  .help()
  .parseAsync();
