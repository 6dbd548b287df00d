/**
 * The implementation stub `generate` makes for the user: at the path the options name (never
 * beside the output folder), with a method per operation, formatted and type-checked with the
 * output, created once and never overwritten.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "../../generator/options.ts";
import { generate } from "../../generator/pipeline/generate.ts";
import { loadContract, type LoadedContract } from "../../generator/pipeline/load-contract.ts";
import { renderOutput } from "../../generator/pipeline/render-output.ts";
import { SCHOOL_OPERATIONS, SCHOOL_WSDL } from "../support/school-contract.ts";

let dir: string;
let contract: LoadedContract;
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "soapgen-stub-"));
  contract = await loadContract({
    contract: { kind: "wsdl", path: SCHOOL_WSDL },
    allowNetwork: false,
    lenient: false,
  });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the implementation stub", () => {
  it("is made at the path the options name, with a method per operation, formatted", async () => {
    const stub = path.join(dir, "src", "impl.ts");
    const { projectFiles } = await renderOutput(
      contract,
      { outDir: path.join(dir, "any/dir/out"), implementation: stub, wsdlOut: null },
      { withStub: true },
    );
    expect(projectFiles.map((f) => [f.path, f.createOnly])).toEqual([[stub, true]]);
    const text = projectFiles[0]!.content;
    expect(text).toContain(
      'import type {\n  SchoolServiceImplementation,\n  SchoolServiceServerOptions,\n} from "school-service-server";\n',
    );
    expect([...text.matchAll(/^ {2}async (\w+)\(_params, _ctx\) \{$/gm)].map((m) => m[1])).toEqual(
      SCHOOL_OPERATIONS,
    );
    expect(text).toContain('    throw new Error("eventGet is not implemented yet");');
    expect(text).toContain("export const serverOptions: Partial<SchoolServiceServerOptions> = {\n");
  });

  it("is not made where a file is, nor for check", async () => {
    const mine = path.join(dir, "mine.ts");
    writeFileSync(mine, "// mine\n");
    const options = { outDir: path.join(dir, "out"), implementation: mine, wsdlOut: null };
    expect((await renderOutput(contract, options, { withStub: true })).projectFiles).toEqual([]);
    expect(
      (
        await renderOutput(
          contract,
          { ...options, implementation: path.join(dir, "absent.ts") },
          { withStub: false },
        )
      ).projectFiles,
    ).toEqual([]);
  });

  it("is created by generate once, never overwritten, and nothing lands beside the output folder", async () => {
    const out = path.join(dir, "any/dir/out");
    const stub = path.join(dir, "project/server/implementation.ts");
    const options = {
      contract: { kind: "wsdl" as const, path: SCHOOL_WSDL },
      outDir: out,
      implementation: stub,
      wsdlOut: null,
      allowNetwork: false,
      lenient: false,
      operations: DEFAULT_OPTIONS.operations,
      packages: DEFAULT_OPTIONS.packages,
    };
    const first = await generate(options);
    expect(first.projectFiles).toEqual({ created: [stub], changed: [] });
    expect(readFileSync(stub, "utf8")).toContain(
      "export const implementation: SchoolServiceImplementation = {",
    );
    expect(existsSync(path.join(dir, "any/dir/server"))).toBe(false);
    writeFileSync(stub, "// mine\n");
    expect((await generate(options)).projectFiles).toEqual({ created: [], changed: [] });
    expect(readFileSync(stub, "utf8")).toBe("// mine\n");
  });
});
