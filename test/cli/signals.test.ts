/**
 * A signal to the generator's process alone (as a CI runner or a process manager sends it) stops
 * the tools the run started too: the compiler and the formatter are processes of their own and
 * would otherwise run on, holding their memory, after the generator has gone.
 */
import { spawn } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { makeSyntheticWsdl } from "../../scripts/make-synthetic-wsdl.ts";
import { builtSoapgen, REPO_ROOT } from "../support/run-cli.ts";

const dir = mkdtempSync(path.join(tmpdir(), "soapgen-signals-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The pids of `pid`'s child processes running the native TypeScript compiler (Linux). */
function compilersOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const parent = Number(
          /^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${entry}/status`, "utf8"))?.[1],
        );
        return parent === pid && readFileSync(`/proc/${entry}/cmdline`, "utf8").includes("/tsc");
      } catch {
        return false;
      }
    })
    .map(Number);
}

it("SIGTERM during the type-check stops the compiler with the generator, which exits 143, writes nothing and leaves no temporary folder", async () => {
  // Large enough that the compiler runs for several seconds.
  const wsdl = path.join(dir, "big.wsdl");
  writeFileSync(wsdl, makeSyntheticWsdl({ operations: 300, types: 600 }));
  const out = path.join(dir, "generated");
  // The generator's own temporary folder, so that other tests' folders do not count.
  const temp = path.join(dir, "tmp");
  mkdirSync(temp);
  const generator = spawn(
    process.execPath,
    [builtSoapgen(), "generate", "--wsdl", wsdl, "--out", out, "--no-implementation"],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, TMPDIR: temp },
      stdio: "ignore",
    },
  );
  const exited = new Promise<number | null>((resolve) =>
    generator.once("exit", (code, signal) => resolve(code ?? (signal ? -1 : null))),
  );
  let tools: number[] = [];
  await expect
    .poll(
      () => {
        tools = compilersOf(generator.pid!);
        return tools.length;
      },
      { timeout: 60_000, interval: 50 },
    )
    .toBeGreaterThan(0);
  generator.kill("SIGTERM");
  expect(await exited).toBe(143);
  // The compiler is gone at once, not when it would have finished (a killed process stays a
  // zombie until its parent reaps it: dead all the same).
  await expect
    .poll(
      () =>
        tools.filter(
          (pid) =>
            existsSync(`/proc/${pid}`) &&
            !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, "utf8")),
        ),
      { timeout: 1_000 },
    )
    .toEqual([]);
  expect(existsSync(out)).toBe(false);
  // The generator's folders, not the compile cache of tsx, which runs a clone's sources.
  expect(readdirSync(temp).filter((name) => !name.startsWith("tsx-"))).toEqual([]);
}, 90_000);
