/**
 * The generated modules' declarations are oxc's (check/declarations.ts): they declare what the
 * compiler's own declarations of the same modules declare, for every module the generator emits
 * for four contracts; they are laid out as the compiler lays out its own; and a module whose
 * declarations would need the checker fails as a type error, at its place.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { afterAll, describe, expect, it, vi } from "vitest";
import { compilerOptions, runCompiler, TypeCheckError } from "../../generator/check/compiler.ts";
import { compilerLayout, declareModules } from "../../generator/check/declarations.ts";
import { distModule } from "../../generator/check/dist-module.ts";
import { compiledPath, stage, stagedPath } from "../../generator/check/staging.ts";
import { makeTempFolder, removeTempFolder } from "../../generator/check/temp-folders.ts";
import { emitService } from "../../generator/emit/emit-service.ts";
import type { GeneratedFile } from "../../generator/emit/generated-file.ts";
import { loadEmitContext } from "../../generator/pipeline/load-emit-context.ts";
import { FIXTURE_CONTRACTS, loadModel } from "../support/fixture-data-modules.ts";
import { REPO_ROOT } from "../support/run-cli.ts";

const CONTRACTS = [
  ...FIXTURE_CONTRACTS,
  // An operation whose result is a built-in's schema, which the module does not export.
  [
    "the CXF adoption",
    () =>
      loadModel(
        "wsdl",
        path.join(REPO_ROOT, "test/adoption/contracts/cxf-inventory/InventoryService.wsdl"),
      ),
  ] as const,
];

const folders: string[] = [];
afterAll(() => folders.forEach(removeTempFolder));

/** The declarations the compiler writes of each module of `files`, by its path. */
async function compilersDeclarations(
  files: readonly GeneratedFile[],
): Promise<Map<string, string>> {
  const tmp = makeTempFolder("soapgen-declarations-", 0);
  folders.push(tmp);
  const absOut = path.join(tmp, "output");
  const staged = stage(tmp, files, absOut, [], new Map());
  await runCompiler({
    tmp,
    absOut,
    name: "tsconfig.json",
    options: {
      ...compilerOptions(),
      noEmit: false,
      declaration: true,
      emitDeclarationOnly: true,
      rootDir: "root",
      outDir: "out",
    },
    roots: staged.roots,
    typeRoots: staged.typeRoots,
  });
  const written = (file: string) =>
    compiledPath(tmp, stagedPath(tmp, path.join(absOut, file))).replace(/\.ts$/, ".d.ts");
  return new Map(modules(files).map((f) => [f.path, readFileSync(written(f.path), "utf8")]));
}

function modules(files: readonly GeneratedFile[]): GeneratedFile[] {
  return files.filter((f) => distModule(f.path) !== undefined);
}

/**
 * What a declaration file declares, its layout and comments aside: as TypeScript's printer writes
 * it. `override`, which the compiler leaves out of declarations and oxc keeps, says nothing of a
 * type, nor does a trailing comma, which the printer keeps where the compiler copied it.
 */
function declared(text: string): string {
  const file = ts.createSourceFile("m.d.ts", text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  return ts
    .createPrinter({ removeComments: true })
    .printFile(file)
    .replace(/\boverride /g, "")
    .replace(/, \}/g, " }");
}

describe.each(CONTRACTS)("%s contract", (_, contract) => {
  it("every module declares what the compiler declares of it", async () => {
    const files = emitService(await contract(), loadEmitContext()).filter(
      (f) => f.project === undefined && f.script === undefined,
    );
    const [ours, compilers] = await Promise.all([
      declareModules(modules(files)),
      compilersDeclarations(files),
    ]);
    expect([...ours.keys()].sort()).toEqual([...compilers.keys()].sort());
    for (const [file, text] of compilers)
      expect(declared(ours.get(file)!), file).toBe(declared(text));
  }, 60_000);
});

describe("the layout", () => {
  it("is the compiler's for the generated code's forms", async () => {
    const source = `/**
 * A module.
 *   Indented in its comment.
 */
import type { Other } from "./other.js";

/** An interface. */
export interface Shape<T, K extends keyof T = keyof T> {
  /**
   * A member.
   *
   * Of two paragraphs.
   */
  readonly key: K;
  value?: T | undefined;
  other: Other;
}

/** A function. */
export function pick<T, K extends keyof T>(shape: Shape<T, K>): K {
  return shape.key;
}

export class Box<T> {
  /** Its content. */
  readonly #content: T;
  constructor(content: T) {
    this.#content = content;
  }
  /** What it holds. */
  get<U>(map: (value: T) => U): U {
    return map(this.#content);
  }
}
`;
    const other = "export interface Other { a: string }\n";
    const files = [
      { path: "p/package.json", content: JSON.stringify({ name: "p", type: "module" }) },
      { path: "p/src/m.ts", content: source },
      { path: "p/src/other.ts", content: other },
    ];
    const [ours, compilers] = await Promise.all([
      declareModules(files.slice(1)),
      compilersDeclarations(files),
    ]);
    expect(ours.get("p/src/m.ts")).toBe(compilers.get("p/src/m.ts"));
  });

  it("joins type parameters, indents by four spaces and puts comments' lines under their first", () => {
    expect(
      compilerLayout(
        "export interface I {\n\t/**\n\t* A.\n\t*/\n\tf<\n\t\tA,\n\t\tB\n\t>(a: A): B;\n}\n",
      ),
    ).toBe("export interface I {\n    /**\n     * A.\n     */\n    f<A, B>(a: A): B;\n}\n");
  });
});

describe("a module whose declarations would need the checker", () => {
  it("fails as a type error naming the file, line and column of each export without a type", async () => {
    const error = await declareModules([
      { path: "p/src/fine.ts", content: "export const one: number = 1;\n" },
      {
        // Characters of several bytes before the place: columns count characters.
        path: "p/src/m.ts",
        content:
          '/** Zoë’s. */\nexport const ok = "a";\nconst f = () => 1;\nexport const n = f();\n',
      },
    ]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeCheckError);
    expect((error as TypeCheckError).diagnostics).toEqual([
      expect.stringMatching(/^p\/src\/m\.ts:4:14 TS9010: /),
    ]);
  });

  it("says what is missing when oxc's binding cannot load", async () => {
    vi.resetModules();
    vi.doMock("oxc-transform", () => {
      throw new Error("Cannot find native binding.");
    });
    try {
      const fresh = await import("../../generator/check/declarations.ts");
      const error = await fresh
        .declareModules([{ path: "p/src/m.ts", content: "export {};\n" }])
        .catch((e: unknown) => e);
      expect((error as Error).message).toMatch(
        /^cannot load oxc-transform, which writes the declarations \(its package for this platform/,
      );
      expect(process.env.MIMALLOC_PURGE_DELAY).toBeUndefined();
    } finally {
      vi.doUnmock("oxc-transform");
      vi.resetModules();
    }
  });

  it("leaves the allocator's setting it loads oxc with out of the environment", async () => {
    await declareModules([{ path: "p/src/m.ts", content: "export {};\n" }]);
    expect(process.env.MIMALLOC_PURGE_DELAY).toBeUndefined();
  });
});
