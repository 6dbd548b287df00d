/** Runs a Python script of the suite with Debian's python3 (zeep), JSON in on stdin and JSON out. */
import { spawn } from "node:child_process";
import { DEBIAN_PYTHON } from "./school-contract.ts";

export function runPythonJson<T>(
  script: string,
  args: readonly string[],
  input: unknown,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const child = spawn(DEBIAN_PYTHON, [script, ...args], { stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (c) => (out += c));
    child.stderr.on("data", (c) => (err += c));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve(JSON.parse(out) as T)
        : reject(new Error(`${script} exited ${code}: ${err}`)),
    );
    child.stdin.end(JSON.stringify(input));
  });
}
