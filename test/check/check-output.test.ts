import { describe, expect, it } from "vitest";
import { checkOutput } from "../../generator/check/check-output.ts";
import { TypeCheckError } from "../../generator/check/typecheck.ts";
import type { GeneratedFile } from "../../generator/emit/generated-file.ts";
import type { PackageTarget } from "../../generator/options.ts";

const OUT = "/tmp/soapgen-check-output";

/** As a run checks its files, as emitted: formatted and checked at once; `stub`: checked beside the output. */
function formatAndCheck(
  files: GeneratedFile[],
  stub: GeneratedFile[] = [],
  target: PackageTarget = "ts",
) {
  const stubs = stub.map((f) => ({ ...f, project: "once" as const }));
  return checkOutput([...files, ...stubs], OUT, target);
}

describe("checkOutput, with the formatter", () => {
  it("gives the formatted files of code that type-checks", async () => {
    expect(
      await formatAndCheck([{ path: "a/src/ok.ts", content: "export const n: number = 1" }]),
    ).toEqual({
      output: [{ path: "a/src/ok.ts", content: "export const n: number = 1;\n" }],
      project: [],
    });
  });

  it("checks project files beside the output, resolving the output's packages by name", async () => {
    const pkg = {
      path: "a/package.json",
      content: JSON.stringify({ name: "pkg-a", type: "module", exports: { ".": "./src/ok.ts" } }),
    };
    const use = {
      path: "/tmp/soapgen-project/server/use.ts",
      content: 'import { n } from "pkg-a"; export const m: string = n',
    };
    const error = await formatAndCheck(
      [pkg, { path: "a/src/ok.ts", content: "export const n: number = 1" }],
      [use],
    ).catch((e: unknown) => e);
    expect((error as TypeCheckError).diagnostics).toEqual([
      "../soapgen-project/server/use.ts:2:14 TS2322: Type 'number' is not assignable to type 'string'.",
    ]);
    const fixed = { ...use, content: use.content.replace("string", "number") };
    const { project } = await formatAndCheck(
      [pkg, { path: "a/src/ok.ts", content: "export const n: number = 1" }],
      [fixed],
    );
    expect(project).toEqual([
      {
        path: fixed.path,
        content: 'import { n } from "pkg-a";\nexport const m: number = n;\n',
        project: "once",
      },
    ]);
  });

  it("fails with diagnostics at the line and column of the formatted file", async () => {
    // One line as emitted; the formatter puts the second declaration on a line of its own. The
    // text as emitted is checked first, then again as formatted for the positions.
    const content = "export const ok = { a: 1, b: 2 }; export const bad: number = 'text'";
    const error = await formatAndCheck([{ path: "a/src/bad.ts", content }]).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(TypeCheckError);
    expect((error as TypeCheckError).diagnostics).toEqual([
      "a/src/bad.ts:2:14 TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
  });

  it("fails when the declarations cannot be written, though the code type-checks", async () => {
    // An exported class expression with a private member: valid code, but no declaration can say it (TS4094).
    const pkg = {
      path: "a/package.json",
      content: JSON.stringify({
        name: "pkg-a",
        type: "module",
        exports: { ".": { types: "./dist/c.d.ts", default: "./dist/c.js" } },
      }),
    };
    const file = {
      path: "a/src/c.ts",
      // Laid out otherwise by the formatter: the error is reported where the file has it.
      content: "export   const C = class { private secret = 1; peek() { return this.secret } }",
    };
    expect((await formatAndCheck([pkg, file])).output.map((f) => f.path)).toEqual([
      pkg.path,
      file.path,
    ]);
    const error = await formatAndCheck([pkg, file], [], "ts+js").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeCheckError);
    expect((error as TypeCheckError).diagnostics).toEqual([
      expect.stringMatching(/^a\/src\/c\.ts:1:18 TS9022: /),
    ]);
  });
});
