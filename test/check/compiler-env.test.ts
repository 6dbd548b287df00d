import { describe, expect, it } from "vitest";
import { totalmem } from "node:os";
import { compilerEnv, usableMemory } from "../../generator/check/compiler-env.ts";
import { runTool } from "../../generator/check/run-tool.ts";

const GIB = 1024 ** 3;

describe("compilerEnv", () => {
  it("turns the compiler's collections off below a limit of half the memory given", () => {
    const env = compilerEnv({ PATH: "/usr/bin" }, 24 * GIB);
    expect(env).toEqual({ PATH: "/usr/bin", GOGC: "off", GOMEMLIMIT: "12288MiB" });
    expect(compilerEnv({}, 3 * GIB + 1).GOMEMLIMIT).toBe("1536MiB");
  });

  it("takes half of the memory the process may use when not told", () => {
    expect(usableMemory()).toBeGreaterThan(0);
    expect(usableMemory()).toBeLessThanOrEqual(totalmem());
    expect(compilerEnv({}).GOMEMLIMIT).toBe(`${Math.floor(usableMemory() / 2 / 1024 / 1024)}MiB`);
  });

  it("keeps a user's own GOGC or GOMEMLIMIT as it is", () => {
    expect(compilerEnv({ GOGC: "100" }, 24 * GIB)).toEqual({ GOGC: "100" });
    expect(compilerEnv({ GOMEMLIMIT: "2GiB" }, 24 * GIB)).toEqual({ GOMEMLIMIT: "2GiB" });
  });

  it("leaves this process's own environment alone", () => {
    const own = { PATH: "/usr/bin" };
    compilerEnv(own, 24 * GIB);
    expect(own).toEqual({ PATH: "/usr/bin" });
  });
});

describe("runTool", () => {
  it("runs the tool in the environment it is given", async () => {
    const print = ["-e", "process.stdout.write(`${process.env.GOGC}/${process.env.GOMEMLIMIT}`)"];
    const { code, output } = await runTool(
      "node",
      process.execPath,
      print,
      process.cwd(),
      compilerEnv({}, 8 * GIB),
    );
    expect(code).toBe(0);
    expect(output).toBe("off/4096MiB");
  });
});
