/**
 * The two contract files describe one service: the model read from the WSDL equals the model read
 * from the manifest. And a WSDL without our requirements extension, as the live service publishes
 * it, still builds a complete model and generates code that type-checks.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadContract } from "../../generator/pipeline/load-contract.ts";
import { renderOutput } from "../../generator/pipeline/render-output.ts";
import { REPO_ROOT } from "../support/run-cli.ts";
import { SCHOOL_MANIFEST, SCHOOL_OPERATIONS, SCHOOL_WSDL } from "../support/school-contract.ts";

const WSDL = SCHOOL_WSDL;
const MANIFEST = SCHOOL_MANIFEST;
const load = (kind: "wsdl" | "manifest", file: string) =>
  loadContract({ contract: { kind, path: file }, allowNetwork: false, lenient: false });

describe("the school contract", () => {
  it("gives the same model from the WSDL and from the manifest", async () => {
    const fromWsdl = await load("wsdl", WSDL);
    const fromManifest = await load("manifest", MANIFEST);
    expect(fromManifest.model).toEqual(fromWsdl.model);
  });

  it("has the spec's 20 operations, four bindings, the AuthHeader and the envelope", async () => {
    const { model } = await load("wsdl", WSDL);
    expect(model.operations.map((op) => op.name)).toEqual(SCHOOL_OPERATIONS);
    expect(model.bindings.map((b) => [b.kind, b.name])).toEqual([
      ["soap11", "SchoolServiceSoap"],
      ["soap12", "SchoolServiceSoap12"],
      ["httpGet", "SchoolServiceHttpGet"],
      ["httpPost", "SchoolServiceHttpPost"],
    ]);
    expect(model.endpointPath).toBe("/api/schoolservice.asmx");
    expect(model.headers.map((h) => h.id)).toEqual([
      "{http://schoolservice.example.org/api/}AuthHeader",
    ]);
    expect(model.envelope?.httpRootElement.local).toBe("rtnObject");
    const search = model.operations.find((op) => op.name === "userGetListSearch")!;
    expect(search.requirements).toEqual([
      { kind: "atLeastOne", params: ["LastName", "FirstName"] },
    ]);
    expect(search.input.fields.map((p) => [p.xmlName, p.minOccurs])).toEqual([
      ["LastName", 0],
      ["FirstName", 0],
    ]);
    const athletics = model.operations.find((op) => op.name === "athleticScheduleGetList")!;
    expect(athletics.input.fields.map((p) => [p.xmlName, p.type, p.minOccurs])).toEqual([
      ["GameDate", { kind: "builtin", xsd: "dateTime" }, 1],
      ["ND_FW", { kind: "builtin", xsd: "int" }, 1],
      ["ND_BW", { kind: "builtin", xsd: "int" }, 1],
      ["ShowPractice", { kind: "builtin", xsd: "boolean" }, 1],
    ]);
    expect(athletics.requirements).toEqual([{ kind: "required", params: ["GameDate"] }]);
  });

  it("generates from a WSDL without the requirements extension, as the live service publishes it", async () => {
    const plain = readFileSync(WSDL, "utf8").replace(
      /\s*<s:annotation>[\s\S]*?<\/s:annotation>/g,
      "",
    );
    expect(plain).not.toMatch(/ctr:(required|atLeastOne|dataItems)/);
    const dir = mkdtempSync(path.join(tmpdir(), "soapgen-plain-"));
    try {
      const file = path.join(dir, "live.wsdl");
      writeFileSync(file, plain);
      const loaded = await load("wsdl", file);
      expect(loaded.model.operations).toHaveLength(20);
      expect(loaded.model.operations.flatMap((op) => op.requirements)).toEqual([]);
      const { files } = await renderOutput(
        loaded,
        { outDir: path.join(REPO_ROOT, "generated"), implementation: null, wsdlOut: null },
        { withStub: false },
      );
      expect(files.length).toBeGreaterThan(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
