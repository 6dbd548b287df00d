/**
 * The client runs in browsers as well as Node 20: no module of the generated client or contract
 * imports a Node built-in or anything but each other and zod (the validators), and none uses a
 * Node-only global, except the node:http transport, which takes Node's modules at run time only
 * where the platform offers them (its import of node:http is of types alone).
 */
import { readFileSync, readdirSync } from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/run-cli.ts";

const PACKAGES = ["school-service-client", "school-service-contract"];
const NODE_ONLY = "school-service-client/src/runtime/node-http-transport.ts";
// A Node global by its name, or as globalThis's: a module's member of that name (the node:http
// transport's `buffers.Buffer`, node:buffer taken at run time) is none.
const NODE_GLOBALS =
  /(?:globalThis\.|(?<![.\w]))(Buffer|process|require|module\.exports|__dirname|__filename|setImmediate|global)\b/;

function sources(pkg: string): { file: string; code: string }[] {
  const src = path.join(REPO_ROOT, "generated", pkg, "src");
  return readdirSync(src, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts"))
    .sort()
    .map((f) => ({ file: `${pkg}/src/${f}`, code: readFileSync(path.join(src, f), "utf8") }));
}

/** The code without comments and string contents, so that prose and messages do not count. */
function codeOnly(code: string): string {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\/\/.*$/gm, "")
    .replace(/(["'`])(?:\\.|(?!\1)[^\\])*\1/g, '""');
}

/** What the code imports at run time: `import type` declarations are erased. */
function importSpecifiers(code: string): string[] {
  const runtime = code.replace(/^import type [^;]*;/gm, "");
  return [...runtime.matchAll(/\b(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);
}

describe.each(PACKAGES)("%s", (pkg) => {
  const files = sources(pkg);

  it("has sources to check", () => {
    expect(files.map((f) => f.file)).toContain(`${pkg}/src/index.ts`);
  });

  it("imports only its own modules, the contract package and zod (the client: no validator, so no zod), never a Node built-in", () => {
    const builtins = new Set(builtinModules);
    const allowed = (s: string) =>
      pkg === "school-service-client"
        ? s.startsWith(".") ||
          (s.startsWith("school-service-contract/") && s !== "school-service-contract/validators")
        : s.startsWith(".") || s === "zod";
    const bad = files.flatMap(({ file, code }) =>
      importSpecifiers(code)
        .filter((s) => s.startsWith("node:") || builtins.has(s.split("/")[0]!) || !allowed(s))
        .map((s) => `${file}: ${s}`),
    );
    expect(bad).toEqual([]);
  });

  it("uses no Node-only global (but in the node:http transport)", () => {
    const bad = files
      .filter(({ file, code }) => file !== NODE_ONLY && NODE_GLOBALS.test(codeOnly(code)))
      .map(({ file, code }) => `${file}: ${NODE_GLOBALS.exec(codeOnly(code))![0]}`);
    expect(bad).toEqual([]);
  });

  it("declares no runtime dependency but the contract package and zod", () => {
    const manifest = JSON.parse(
      readFileSync(path.join(REPO_ROOT, "generated", pkg, "package.json"), "utf8"),
    ) as { dependencies?: object };
    expect(Object.keys(manifest.dependencies ?? {})).toEqual(
      pkg === "school-service-client" ? ["school-service-contract"] : ["zod"],
    );
  });
});

it("the node:http transport reaches Node only through a guarded process.getBuiltinModule", () => {
  const source = readFileSync(path.join(REPO_ROOT, "generated", NODE_ONLY), "utf8");
  const code = codeOnly(source);
  expect(source).toMatch(
    /if \(typeof platform\?\.getBuiltinModule !== "function"\) return undefined;/,
  );
  // `process` only as a property of globalThis (or in the type saying so), no other Node global.
  expect(code.match(/(?<![.\w])process\b(?!\?:)/g)).toBeNull();
  expect(code.replace(/\bprocess\b/g, "")).not.toMatch(NODE_GLOBALS);
});

it("the checks catch what they look for", () => {
  expect(
    importSpecifiers(
      `import { x } from "node:fs";\nexport * from "./a.js";\nconst m = await import("http");`,
    ),
  ).toEqual(["node:fs", "./a.js", "http"]);
  expect(
    importSpecifiers(`import type * as Http from "node:http";\nimport { y } from "./b.js";`),
  ).toEqual(["./b.js"]);
  expect(NODE_GLOBALS.test(codeOnly(`// Buffer in a comment\nconst s = "process";`))).toBe(false);
  expect(NODE_GLOBALS.test(codeOnly(`const b = Buffer.from("x");`))).toBe(true);
  expect(NODE_GLOBALS.test(codeOnly(`const b = globalThis.Buffer.from("x");`))).toBe(true);
  expect(NODE_GLOBALS.test(codeOnly(`const g = globalThis.global;`))).toBe(true);
  expect(NODE_GLOBALS.test(codeOnly(`const b = buffers.Buffer.from("x");`))).toBe(false);
});
