import * as prettier from "prettier";
import { describe, expect, it } from "vitest";
import { emitService } from "../../generator/emit/emit-service.ts";
import { loadContract } from "../../generator/pipeline/load-contract.ts";
import { loadEmitContext } from "../../generator/pipeline/load-emit-context.ts";

const OPTIONS = { printWidth: 100, trailingComma: "all" } as const;

// format.ts parses TypeScript with babel's parser, the faster one, on the ground that it formats
// the generated code exactly as prettier's `typescript` parser does: this holds it to that, on
// the school contract's code as emitted (before formatting).
describe("prettier's babel-ts and typescript parsers", () => {
  it("format every generated TypeScript file the same", async () => {
    const { model } = await loadContract({ contract: { kind: "wsdl", path: "wsdl/schoolservice.wsdl" }, allowNetwork: false, lenient: false });
    const files = emitService(model, loadEmitContext()).filter((f) => f.path.endsWith(".ts"));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) {
      const viaTypescript = await prettier.format(file.content, { ...OPTIONS, parser: "typescript" });
      expect(await prettier.format(file.content, { ...OPTIONS, parser: "babel-ts" }), file.path).toBe(viaTypescript);
    }
  }, 60_000);
});
