/**
 * Generates our packages for the declared-type contract (bench/fixtures/records.wsdl) into a
 * folder under the bench's git-ignored work folder, as a project runs `soapgen generate`, and
 * links them into a node_modules beside it, so that the client and server packages find the
 * contract package by its name, as in a project's workspace.
 */
import { execFile } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { RECORDS_WSDL } from "../fixtures/records-wire.ts";

/** The folder of the generated packages (`record-service-contract`, ...). */
export async function generateRecordPackages(
  workDir: string,
  log: (line: string) => void,
): Promise<string> {
  const root = path.join(workDir, "declared-records");
  const out = path.join(root, "generated");
  rmSync(root, { recursive: true, force: true });
  log(`declared types: generating ${RECORDS_WSDL} into ${out}`);
  await promisify(execFile)(process.execPath, [
    "bin/soapgen.js",
    "generate",
    "--wsdl",
    RECORDS_WSDL,
    "--out",
    out,
    "--no-implementation",
  ]);
  const modules = path.join(root, "node_modules");
  mkdirSync(modules);
  for (const name of readdirSync(out))
    symlinkSync(path.join("..", "generated", name), path.join(modules, name), "dir");
  return out;
}
