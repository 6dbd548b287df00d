import { describe, expect, it } from "vitest";
import type { ModuleNode } from "../../generator/emit/code/code-model.ts";
import { NAMES_PER_STATEMENT, nameLists } from "../../generator/emit/code/name-lists.ts";
import { printModule } from "../../generator/emit/code/print-module.ts";

const names = (n: number, prefix = "N") =>
  Array.from({ length: n }, (_, i) => `${prefix}${String(i).padStart(3, "0")}`);

describe("nameLists", () => {
  it("keeps a list that fits whole, and cuts a longer one in order", () => {
    expect(nameLists(names(NAMES_PER_STATEMENT))).toEqual([names(NAMES_PER_STATEMENT)]);
    const cut = nameLists(names(2 * NAMES_PER_STATEMENT + 1));
    expect(cut.map((list) => list.length)).toEqual([NAMES_PER_STATEMENT, NAMES_PER_STATEMENT, 1]);
    expect(cut.flat()).toEqual(names(2 * NAMES_PER_STATEMENT + 1));
    expect(nameLists([])).toEqual([[]]);
  });
});

describe("printModule's name lists", () => {
  const statements = (text: string, pattern: RegExp) =>
    [...text.matchAll(pattern)].map((m) => m[1]!.split(", "));

  it("imports a long list from one module in several statements, each name marked as before", () => {
    const imported = names(NAMES_PER_STATEMENT + 5).map((name, i) => ({ name, type: i % 2 === 1 }));
    const text = printModule({
      imports: [
        { from: "./a.js", names: imported },
        { from: "./t.js", names: [], namespace: "T", typeOnly: true },
      ],
      statements: [],
    });
    const lists = statements(text, /^import \{ (.*) \} from "\.\/a\.js";$/gm);
    expect(lists.map((list) => list.length)).toEqual([NAMES_PER_STATEMENT, 5]);
    expect(lists.flat()).toEqual(imported.map((n) => (n.type ? `type ${n.name}` : n.name)));
    expect(text).toContain('import type * as T from "./t.js";');
  });

  it("re-exports a long list in several statements, and a short one in one", () => {
    const module: ModuleNode = {
      imports: [],
      reexports: [
        { from: "./long.js", names: names(2 * NAMES_PER_STATEMENT, "L") },
        { from: "./short.js", names: names(3, "S"), typeOnly: true },
      ],
      statements: [],
    };
    const text = printModule(module);
    expect(statements(text, /^export \{ (.*) \} from "\.\/long\.js";$/gm)).toEqual(
      nameLists(names(2 * NAMES_PER_STATEMENT, "L")),
    );
    expect(text).toContain('export type { S000, S001, S002 } from "./short.js";');
  });
});
