import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { arr, as, call, num, obj, type ModuleNode } from "../../generator/emit/code/code-model.ts";
import { printModule } from "../../generator/emit/code/print-module.ts";
import { moduleFiles } from "../../generator/emit/split-module.ts";
import { typeCheck } from "../../generator/check/typecheck.ts";

// Imports, a re-export, and four declarations: one not exported, whose type is written when it is,
// and one referring lazily to a later one.
const MODULE: ModuleNode = {
  doc: ["The module's own comment."],
  imports: [
    { from: "./runtime/helper.js", names: [{ name: "helper" }, { name: "unused" }] },
    { from: "./types.js", names: [], namespace: "T", typeOnly: true },
  ],
  reexports: [{ from: "./runtime/helper.js", names: ["extra"] }],
  statements: [
    { kind: "const", name: "A", value: call("helper", [num(1)]) },
    {
      kind: "const",
      name: "B",
      exported: false,
      doc: ["Not exported; refers lazily to a later declaration."],
      exportedType: "{ readonly d: number }",
      value: obj([{ key: "d", value: "D", getter: true }]),
    },
    { kind: "const", name: "C", value: as(arr(["A", "B"]), "const") },
    { kind: "const", name: "D", type: "T.Num", value: num(4) },
  ],
};

const PACKAGE = [
  {
    path: "p/package.json",
    content: JSON.stringify({ name: "p", type: "module", exports: { ".": "./src/mod.ts" } }),
  },
  {
    path: "p/src/runtime/helper.ts",
    content:
      "export const helper = (n: number): number => n * 10;\nexport const unused = 0;\nexport const extra = 1;\n",
  },
  { path: "p/src/types.ts", content: "export type Num = number;\n" },
];

describe("moduleFiles", () => {
  let tmpDir: string | undefined;
  const files = moduleFiles("p/src/mod.ts", MODULE, 2);
  const byPath = new Map(files.map((f) => [f.path, f.content]));

  it("leaves a module of few declarations as it is", () => {
    expect(moduleFiles("p/src/mod.ts", MODULE, 4)).toEqual([
      { path: "p/src/mod.ts", content: printModule(MODULE) },
    ]);
    // Its type is written only where it is exported (below).
    expect(printModule(MODULE)).toContain("\nconst B = {\n");
  });

  it("keeps the module's exports, moving its declarations to parts evaluated in order", () => {
    expect(files.map((f) => f.path)).toEqual([
      "p/src/mod.ts",
      "p/src/mod/internal.ts",
      "p/src/mod/part-1.ts",
      "p/src/mod/part-2.ts",
    ]);
    expect(byPath.get("p/src/mod.ts")).toBe(
      '/** The module\'s own comment. */\nexport { extra } from "./runtime/helper.js";\nexport { A, C, D } from "./mod/internal.js";\n',
    );
    expect(byPath.get("p/src/mod/internal.ts")).toBe(
      '/** Every declaration of mod.ts, part by part, in order (see there). */\nexport * from "./part-1.js";\nexport * from "./part-2.js";\n',
    );
  });

  it("gives each part only the imports it uses, and exports what other parts use", () => {
    expect(byPath.get("p/src/mod/part-1.ts")).toBe(
      [
        "/** Part 1 of 2 of the declarations of mod.ts (see there). */",
        'import { helper } from "../runtime/helper.js";',
        'import { D } from "./internal.js";',
        "",
        "export const A = helper(1);",
        "",
        "/** Not exported; refers lazily to a later declaration. */",
        "export const B: { readonly d: number } = {",
        "  get d() {",
        "    return D;",
        "  },",
        "};",
        "",
      ].join("\n"),
    );
    expect(byPath.get("p/src/mod/part-2.ts")).toBe(
      [
        "/** Part 2 of 2 of the declarations of mod.ts (see there). */",
        'import type * as T from "../types.js";',
        'import { A, B } from "./internal.js";',
        "",
        "export const C = [A, B] as const;",
        "",
        "export const D: T.Num = 4;",
        "",
      ].join("\n"),
    );
  });

  it("type-checks, and evaluates as the one-file module does", async () => {
    expect((await typeCheck([...PACKAGE, ...files], "/tmp/soapgen-split-module")).runs).toBe(1);
    const dir = (tmpDir = mkdtempSync(path.join(tmpdir(), "soapgen-split-module-")));
    for (const f of [...PACKAGE, ...files]) {
      mkdirSync(path.dirname(path.join(dir, f.path)), { recursive: true });
      writeFileSync(path.join(dir, f.path), f.content);
    }
    const mod = (await import(path.join(dir, "p/src/mod.ts"))) as {
      A: number;
      C: readonly [number, { d: number }];
      D: number;
    };
    expect([mod.A, mod.C[0], mod.C[1].d, mod.D]).toEqual([10, 10, 4, 4]);
    expect(Object.keys(mod).sort()).toEqual(["A", "C", "D", "extra"]);
  });

  afterAll(() => tmpDir && rmSync(tmpDir, { recursive: true, force: true }));
});
