/**
 * MTOM's cost in memory and time: a 10 MB file downloaded and uploaded through our generated client
 * and server (test/constructs/mtom-contract.ts's contract, generated at bench time), with MTOM and
 * without it (base64 text), each exchange in a process of its own (mtom-exchange.ts).
 */
import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { FILES_CONTRACT } from "../../test/constructs/mtom-contract.ts";
import type { Row } from "../lib/rows.ts";

const run = promisify(execFile);

export async function runMtom(workDir: string, log: (line: string) => void): Promise<Row[]> {
  const root = path.join(workDir, "mtom");
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  const wsdl = path.join(root, "files.wsdl");
  writeFileSync(wsdl, FILES_CONTRACT);
  const out = path.join(root, "generated");
  log(`mtom: generating the files contract into ${out}`);
  await run(process.execPath, [
    "bin/soapgen.js",
    "generate",
    "--wsdl",
    wsdl,
    "--out",
    out,
    "--no-implementation",
  ]);
  // The packages find each other by name, as in a project's workspace.
  const modules = path.join(root, "node_modules");
  mkdirSync(modules);
  for (const name of readdirSync(out))
    symlinkSync(path.join("..", "generated", name), path.join(modules, name), "dir");
  symlinkSync(path.resolve("node_modules/zod"), path.join(modules, "zod"), "dir");
  const rows: Row[] = [];
  for (const direction of ["download", "upload"])
    for (const mode of ["mtom", "base64"]) {
      log(`mtom: ${direction} of 10 MB, ${mode}`);
      const { stdout } = await run(process.execPath, [
        "--expose-gc",
        "--import",
        "tsx",
        "bench/mtom/mtom-exchange.ts",
        out,
        direction,
        mode,
      ]);
      rows.push({
        section: "mtom",
        case: `10 MB file, ${direction}`,
        impl: "ours",
        variant: mode === "mtom" ? "MTOM" : "base64 text",
        figures: JSON.parse(stdout) as Record<string, number>,
      });
    }
  return rows;
}
