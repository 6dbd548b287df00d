/**
 * Section 1: generation of the school WSDL and of synthetic ASMX-style WSDLs (100 to 5,000
 * operations, two types each), by our generator (emit, format, type-check and compile included)
 * and by the npm `wsdl-tsclient`, each in a fresh process, one after the other. Ours is run as a
 * project installs it (the build `npm pack` makes, test/support/packed-toolchain.ts), three times:
 * into a new folder (a project's very first run), then `generate` and `check` again with nothing
 * changed (the contract, the options and the output as the first run left them). A case with
 * `repeats` runs wsdl-tsclient and ours into a new folder that many times, alternated, and
 * reports the medians: a run of either takes under a few seconds, and on
 * this machine a file's creation costs 0.4-1 ms from one minute to the next, so one run each
 * compared the disk's minutes as much as the tools.
 *
 * A case with `contractChange` is also measured as a user meets it after every contract change:
 * each tool's output folder holds what it generated from the contract's previous version (the
 * same file with one operation's documentation changed), and the case's contract is generated
 * over it. Its rows are the case "<name>, after a contract change".
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { makeSyntheticWsdl } from "../../scripts/make-synthetic-wsdl.ts";
import { packedToolchain } from "../../test/support/packed-toolchain.ts";
import { median } from "../lib/median.ts";
import type { Row } from "../lib/rows.ts";
import { measureCommand, type Measured } from "./measure-command.ts";

export interface GenerationCase {
  name: string;
  /** The school WSDL, or the sizes of a synthetic one. */
  wsdl: string | { operations: number; types: number };
  /** Runs of each tool into a new folder, alternated, whose medians are reported (default 1). */
  repeats?: number;
  /** Measure a generate after a contract change as well (see above); needs a WSDL file with a wsdl:documentation. */
  contractChange?: boolean;
}

const WSDL_TSCLIENT = "node_modules/wsdl-tsclient/dist/src/cli.js";

export async function runGeneration(
  cases: GenerationCase[],
  workDir: string,
  timeoutMs: number,
  log: (line: string) => void,
): Promise<Row[]> {
  const rows: Row[] = [];
  // Built as npm pack builds it, untimed, as wsdl-tsclient ships built.
  rmSync(path.join(workDir, "soapgen"), { recursive: true, force: true });
  const soapgen = await packedToolchain(path.join(workDir, "soapgen"));
  for (const c of cases) {
    const dir = path.join(workDir, "generation", c.name);
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const wsdl = typeof c.wsdl === "string" ? c.wsdl : path.join(dir, "synthetic.wsdl");
    if (typeof c.wsdl !== "string") writeFileSync(wsdl, makeSyntheticWsdl(c.wsdl));

    // Ours into a fresh folder; then generate and check once more, nothing changed.
    const out = path.join(dir, "ours", "generated");
    const theirRuns: Measured[] = [];
    const coldRuns: Measured[] = [];
    const repeats = c.repeats ?? 1;
    for (let run = 1; run <= repeats; run++) {
      const of = repeats > 1 ? ` (${run} of ${repeats})` : "";
      log(`generation: ${c.name}, wsdl-tsclient${of}`);
      const theirOut = path.join(dir, "wsdl-tsclient");
      rmSync(theirOut, { recursive: true, force: true });
      theirRuns.push(
        await runWsdlTsclient(
          wsdl,
          theirOut,
          path.join(dir, "wsdl-tsclient.rusage.json"),
          timeoutMs,
        ),
      );
      log(`generation: ${c.name}, ours, into a new folder${of}`);
      rmSync(path.dirname(out), { recursive: true, force: true });
      coldRuns.push(
        await runOurs(
          soapgen,
          "generate",
          wsdl,
          out,
          path.join(dir, "ours.rusage.json"),
          timeoutMs,
        ),
      );
    }
    rows.push(row(c.name, "wsdl-tsclient", medianRun(theirRuns)));
    const cold = medianRun(coldRuns);
    rows.push(row(c.name, "ours", cold));
    if (!cold.ok) continue;
    log(`generation: ${c.name}, ours, unchanged`);
    const again = await runOurs(
      soapgen,
      "generate",
      wsdl,
      out,
      path.join(dir, "ours-again.rusage.json"),
      timeoutMs,
    );
    rows.push(row(c.name, "ours, unchanged", again));
    log(`generation: ${c.name}, ours check, unchanged`);
    const check = await runOurs(
      soapgen,
      "check",
      wsdl,
      out,
      path.join(dir, "ours-check.rusage.json"),
      timeoutMs,
    );
    rows.push(row(c.name, "ours check, unchanged", check));
    if (c.contractChange && typeof c.wsdl === "string")
      rows.push(
        ...(await runAfterContractChange(
          soapgen,
          c.name,
          c.wsdl,
          repeats,
          path.join(dir, "change"),
          timeoutMs,
          log,
        )),
      );
  }
  return rows;
}

/** Both tools after a contract change, alternated `repeats` times: see the comment at the top. */
async function runAfterContractChange(
  soapgen: string,
  name: string,
  wsdl: string,
  repeats: number,
  dir: string,
  timeoutMs: number,
  log: (line: string) => void,
): Promise<Row[]> {
  mkdirSync(dir, { recursive: true });
  const current = readFileSync(wsdl, "utf8");
  const previous = previousVersion(current, wsdl);
  // One path for both versions: the generated files name the contract they came from.
  const contract = path.join(dir, "contract.wsdl");
  const theirOut = path.join(dir, "wsdl-tsclient");
  const out = path.join(dir, "ours", "generated");
  const ours = (rusage: string) =>
    runOurs(soapgen, "generate", contract, out, path.join(dir, rusage), timeoutMs);
  const theirs = (rusage: string) =>
    runWsdlTsclient(contract, theirOut, path.join(dir, rusage), timeoutMs);
  const theirRuns: Measured[] = [];
  const ourRuns: Measured[] = [];
  for (let run = 1; run <= repeats; run++) {
    const of = repeats > 1 ? ` (${run} of ${repeats})` : "";
    log(`generation: ${name}, after a contract change${of}`);
    // Each tool's output of the previous version, untimed; then the current version, timed.
    writeFileSync(contract, previous);
    const before = [await theirs("previous.rusage.json"), await ours("previous.rusage.json")].find(
      (m) => !m.ok,
    );
    if (before)
      throw new Error(`generation of the previous version of ${wsdl} failed: ${before.error}`);
    writeFileSync(contract, current);
    theirRuns.push(await theirs("wsdl-tsclient.rusage.json"));
    ourRuns.push(await ours("ours.rusage.json"));
  }
  const label = `${name}, after a contract change`;
  return [
    row(label, "wsdl-tsclient", medianRun(theirRuns)),
    row(label, "ours", medianRun(ourRuns)),
  ];
}

/** Ours (the command `soapgen`): `command` on `wsdl` into `out`, and no implementation stub (wsdl-tsclient writes none). */
function runOurs(
  soapgen: string,
  command: "generate" | "check",
  wsdl: string,
  out: string,
  rusageFile: string,
  timeoutMs: number,
): Promise<Measured> {
  return measureCommand(
    [soapgen, command, "--wsdl", wsdl, "--out", out, "--no-implementation"],
    rusageFile,
    timeoutMs,
  );
}

/** wsdl-tsclient on `wsdl` into `out`; it exits 0 after an error, which its output names. */
function runWsdlTsclient(
  wsdl: string,
  out: string,
  rusageFile: string,
  timeoutMs: number,
): Promise<Measured> {
  return measureCommand(
    [WSDL_TSCLIENT, wsdl, "-o", out, "--quiet"],
    rusageFile,
    timeoutMs,
    /Errors? occured/,
  );
}

/** `wsdl`'s text with its first wsdl:documentation changed (the school's: an operation's): the version before a change. */
function previousVersion(wsdl: string, file: string): string {
  const end = wsdl.indexOf("</wsdl:documentation>");
  if (end < 0)
    throw new Error(`${file}: no wsdl:documentation to change for the contract-change runs`);
  return `${wsdl.slice(0, end)} (Said otherwise before.)${wsdl.slice(end)}`;
}

function row(name: string, impl: string, m: Measured): Row {
  const figures: Record<string, number> = { wallMs: m.wallMs };
  for (const key of ["maxRssMb", "ownRssMb", "childRssMb"] as const)
    if (m[key] !== undefined) figures[key] = m[key];
  return m.ok
    ? { section: "generation", case: name, impl, figures }
    : { section: "generation", case: name, impl, figures, note: `FAILED ${m.error}` };
}

/** The median time and the median peaks of the runs; the first failure, if one failed. */
function medianRun(runs: Measured[]): Measured {
  const failed = runs.find((m) => !m.ok);
  if (failed) return failed;
  const measured: Measured = { ok: true, wallMs: median(runs.map((m) => m.wallMs)) };
  for (const key of ["maxRssMb", "ownRssMb", "childRssMb"] as const) {
    const peaks = runs.flatMap((m) => (m[key] === undefined ? [] : [m[key]]));
    if (peaks.length > 0) measured[key] = median(peaks);
  }
  return measured;
}
