/**
 * Emitted code that does not type-check is a bug for the tests to find, not the user (#43 rule
 * 11): real contracts (the School WSDL and manifest, the edge cases, the adoption contracts, the
 * construct tests' contracts) are mutated structurally, one to three seeded mutations each (see
 * contract-mutations.ts), and each is generated as `generate` renders it: every package, formatted,
 * type-checked and compiled in memory (nothing written but the contract). Each must generate, or
 * fail with a ContractError of one line saying what and where; never "a generator defect" (code that
 * does not type-check or format), never another error, never a hang. Half the cases read with
 * --lenient, which takes the emitters through what a strict read refuses.
 *
 * A fixed seed and run count here. A generation costs about a second where the other fuzzers'
 * cases cost microseconds, so `SOAPGEN_FUZZ_RUNS` (`npm run fuzz`: 100,000) runs a hundredth of its
 * count here; `SOAPGEN_CONTRACT_FUZZ_RUNS` sets it exactly, `SOAPGEN_CONTRACT_FUZZ_SEED` the first
 * seed, and `SOAPGEN_CONTRACT_FUZZ_CASE=<seed>` runs that one case. A failing case's files are kept
 * in test-artifacts/contract-mutations/<seed>/.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContractError } from "../../generator/model/contract-error.ts";
import { DEFAULT_OPTIONS } from "../../generator/options.ts";
import { loadContract } from "../../generator/pipeline/load-contract.ts";
import { renderOutput } from "../../generator/pipeline/render-output.ts";
import { REPO_ROOT } from "../support/run-cli.ts";
import { type Contract, mutate, Rng, startingContracts } from "./contract-mutations.ts";

const FIRST_SEED = Number(process.env.SOAPGEN_CONTRACT_FUZZ_SEED ?? 43_011);
const RUNS = Number(
  process.env.SOAPGEN_CONTRACT_FUZZ_RUNS ??
    (process.env.SOAPGEN_FUZZ_RUNS ? Math.ceil(Number(process.env.SOAPGEN_FUZZ_RUNS) / 100) : 40),
);
const ONE_CASE = process.env.SOAPGEN_CONTRACT_FUZZ_CASE;
const SEEDS =
  ONE_CASE !== undefined
    ? [Number(ONE_CASE)]
    : Array.from({ length: RUNS }, (_, i) => FIRST_SEED + i);
/** `SOAPGEN_CONTRACT_FUZZ_LOG=1`: a line per case (its seed, contract, time, verdict and mutations). */
const LOG = process.env.SOAPGEN_CONTRACT_FUZZ_LOG === "1";
/** A case that takes longer than this hangs. */
const HANG_MS = 60_000;
const ARTIFACTS = path.join(REPO_ROOT, "test-artifacts/contract-mutations");

let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), "soapgen-contract-fuzz-"));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

interface Case {
  seed: number;
  contract: Contract;
  lenient: boolean;
  mutations: string[];
  files: Record<string, string>;
}

function makeCase(seed: number, contracts: Contract[]): Case {
  const rng = new Rng(seed);
  const contract = contracts[seed % contracts.length]!;
  const count = rng.pick([1, 1, 1, 2, 3]);
  const lenient = rng.chance(0.5);
  const { files, applied } = mutate(contract, rng, count);
  return { seed, contract, lenient, mutations: applied, files };
}

function writeFiles(dir: string, files: Record<string, string>): void {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
}

/** How a case ended: generated, refused with a clear error (`refused`), or a defect (`problem`). */
interface Outcome {
  problem?: string;
  refused?: string;
}

async function run(c: Case): Promise<Outcome> {
  const dir = path.join(work, String(c.seed));
  writeFiles(dir, c.files);
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer after ${HANG_MS / 1000} s: a hang`)),
      HANG_MS,
    );
  });
  try {
    const generating = (async () => {
      const loaded = await loadContract({
        contract: { kind: c.contract.kind, path: path.join(dir, c.contract.entry) },
        allowNetwork: false,
        lenient: c.lenient,
      });
      // The packages `generate` makes by default: all of them, sources and compiled JavaScript. The
      // output folder is never written; one name for every case keeps one formatter cache entry.
      await renderOutput(
        loaded,
        {
          outDir: path.join(work, "generated"),
          implementation: null,
          wsdlOut: null,
          packages: DEFAULT_OPTIONS.packages,
        },
        { withStub: false },
      );
    })();
    await Promise.race([generating, hang]);
    return {};
  } catch (err) {
    const problem = unclear(err);
    return problem === undefined ? { refused: (err as Error).message } : { problem };
  } finally {
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Why `err` is not a clear contract error: one line saying what is wrong and where. */
function unclear(err: unknown): string | undefined {
  const e = err as Error;
  if (!(e instanceof ContractError))
    return `${e?.name ?? typeof e} (not a ContractError): ${e?.stack ?? String(e)}`;
  if (/defect/i.test(e.message)) return `a generator defect: ${e.message}`;
  if (e.message.includes("\n")) return `an error of more than one line: ${e.message}`;
  if (e.loc === undefined) return `an error that does not say where: ${e.message}`;
  return undefined;
}

function report(c: Case, problem: string): string {
  const kept = path.join(ARTIFACTS, String(c.seed));
  writeFiles(kept, c.files);
  return [
    `seed ${c.seed} (SOAPGEN_CONTRACT_FUZZ_CASE=${c.seed} reproduces it): ${c.contract.name}${c.lenient ? " --lenient" : ""}, kept in ${path.relative(REPO_ROOT, kept)}/${c.contract.entry}`,
    ...c.mutations.map((m) => `  mutation: ${m}`),
    `  ${problem.split("\n").slice(0, 12).join("\n  ")}`,
  ].join("\n");
}

describe("structurally mutated contracts", () => {
  it(
    `generate, or are refused with one clear contract error (seeds ${SEEDS[0]}..${SEEDS.at(-1)})`,
    async () => {
      const contracts = startingContracts();
      const failures: string[] = [];
      for (const seed of SEEDS) {
        const c = makeCase(seed, contracts);
        const started = Date.now();
        const { problem, refused } = await run(c);
        if (LOG) {
          const verdict =
            problem !== undefined
              ? `DEFECT ${problem.split("\n")[0]}`
              : refused !== undefined
                ? `refused: ${refused}`
                : "generated";
          process.stdout.write(
            `${c.seed} ${c.contract.name}${c.lenient ? " --lenient" : ""} ${Date.now() - started} ms | ${c.mutations.join(" | ")}\n    ${verdict}\n`,
          );
        }
        if (problem !== undefined) failures.push(report(c, problem));
      }
      if (failures.length > 0)
        expect.fail(
          `${failures.length} of ${SEEDS.length} mutated contracts:\n\n${failures.join("\n\n")}`,
        );
    },
    SEEDS.length * HANG_MS,
  );
});
