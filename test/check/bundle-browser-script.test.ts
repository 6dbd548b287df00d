/** The service pages' browser script, bundled from the run's files in memory. */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bundleBrowserScripts } from "../../generator/check/bundle-browser-script.ts";

const files = [
  { path: "demo-contract/package.json", content: JSON.stringify({ name: "demo-contract" }) },
  { path: "demo-contract/src/index.ts", content: 'export const greeting: string = "hello";\n' },
];
const script = {
  path: "demo-server/pages/script.js",
  entry: "demo-server/pages/script.ts",
  modules: [
    {
      path: "demo-server/pages/script.ts",
      content: 'import { greeting } from "demo-contract";\nconsole.log(greeting);\n',
    },
  ],
};

/** The names of this process's live child processes (Linux: /proc; an exited one not yet reaped holds no memory). */
function childNames(): string[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
        const [state, ppid] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        return Number(ppid) === process.pid && state !== "Z" ? [name] : [];
      } catch {
        return []; // ended meanwhile
      }
    });
}

/** Whether esbuild's service is gone within two seconds: stopping it signals the process, which then ends. */
async function serviceEnds(): Promise<boolean> {
  for (
    const end = Date.now() + 2_000;
    Date.now() < end;
    await new Promise((resolve) => setTimeout(resolve, 10))
  ) {
    if (!childNames().includes("esbuild")) return true;
  }
  return false;
}

describe("bundleBrowserScripts", () => {
  it("bundles a script with the generated package it imports", async () => {
    const [bundled] = await bundleBrowserScripts([script], files);
    expect(bundled!.path).toBe("demo-server/pages/script.js");
    expect(bundled!.content).toContain('var greeting = "hello";');
    expect(bundled!.content).toContain("console.log(greeting);");
  });

  it("stops esbuild's service when done, so it holds no memory while the compiler runs", async () => {
    let done = false;
    let seen = false;
    const bundling = bundleBrowserScripts([script], files).finally(() => (done = true));
    while (!done) {
      seen ||= childNames().includes("esbuild");
      await new Promise((resolve) => setImmediate(resolve));
    }
    await bundling;
    expect(seen).toBe(true);
    expect(await serviceEnds()).toBe(true);
  });

  it("keeps the service while another run is still bundling", async () => {
    const first = bundleBrowserScripts([script], files);
    const second = bundleBrowserScripts([script], files);
    const [a, b] = await Promise.all([first, second]);
    expect(a).toEqual(b);
    expect(await serviceEnds()).toBe(true);
  });
});
