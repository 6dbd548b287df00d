/**
 * The WSDL the server publishes when the contract is not one WSDL file (a manifest, or a WSDL with
 * imports), written from the model as ASMX writes its own: for the school contract it is the
 * committed WSDL byte for byte, from either contract file; for constructs the school contract
 * lacks, it reads back into the model it was written from.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ContractDraft, DraftTypeRef } from "../../generator/model/contract-draft.ts";
import { buildServiceModel } from "../../generator/model/build-service-model.ts";
import type { ServiceModel } from "../../generator/model/service-model.ts";
import { emitServerPackage } from "../../generator/emit/server/emit-server-package.ts";
import { TemplateRenderer } from "../../generator/emit/templates.ts";
import { emitWsdl } from "../../generator/emit/wsdl/emit-wsdl.ts";
import { parseWsdlFile } from "../../generator/parse/wsdl/parse-wsdl.ts";
import { loadContract } from "../../generator/pipeline.ts";
import { NS, field, smallDraft } from "../support/school-draft.ts";
import { SCHOOL_MANIFEST, SCHOOL_WSDL } from "../support/school-contract.ts";

const templates = new TemplateRenderer();
const load = (kind: "wsdl" | "manifest", file: string) => loadContract({ contract: { kind, path: file }, allowNetwork: false });

describe("the published WSDL written from the model", () => {
  it("is the school WSDL byte for byte, from the WSDL's model and from the manifest's", async () => {
    const committed = readFileSync(SCHOOL_WSDL, "utf8");
    expect(emitWsdl((await load("wsdl", SCHOOL_WSDL)).model, templates)).toBe(committed);
    expect(emitWsdl((await load("manifest", SCHOOL_MANIFEST)).model, templates)).toBe(committed);
  });

  it("is what a server generated from the manifest serves", async () => {
    const { model } = await load("manifest", SCHOOL_MANIFEST);
    const served = emitServerPackage(model, templates).find((f) => f.path.endsWith("/src/service.wsdl"));
    expect(served?.content).toBe(readFileSync(SCHOOL_WSDL, "utf8"));
  });

  it("reads back into the same model for constructs the school contract lacks", async () => {
    const model = buildServiceModel(richDraft());
    const wsdl = emitWsdl(model, templates);
    expect(wsdl).toContain('<s:import namespace="http://microsoft.com/wsdl/types/" />');
    expect(wsdl).toContain('<s:list itemType="s:int" />');
    expect(wsdl).toContain('<s:extension base="tns:Node">');
    expect(wsdl).not.toContain("Soap12");
    expect(await readBack(wsdl!)).toEqual(model);
  });

  it("is not written for a model with names in a second namespace, and then none is served", () => {
    const draft = smallDraft();
    const other = { namespace: "urn:other", local: "Code" };
    draft.types.push({ kind: "simple", name: other, base: "string", list: false });
    draft.operations[1]!.parameters.push(field("code", { kind: "named", name: other }, 0));
    const model = buildServiceModel(draft);
    expect(emitWsdl(model, templates)).toBeUndefined();
    const server = emitServerPackage(model, templates);
    expect(server.some((f) => f.path.endsWith("/service.wsdl"))).toBe(false);
    expect(server.find((f) => f.path.endsWith("/src/wsdl.ts"))?.content).toContain("export const WSDL: string | undefined = undefined;");
  });
});

async function readBack(wsdl: string): Promise<ServiceModel> {
  const dir = mkdtempSync(path.join(tmpdir(), "soapgen-published-"));
  try {
    const file = path.join(dir, "small.wsdl");
    writeFileSync(file, wsdl);
    return buildServiceModel((await parseWsdlFile(file, { allowNetwork: false })).draft);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The small draft with a recursive type and an extension, attributes, a list, a choice, .NET's guid and char, and a builtin result. */
function richDraft(): ContractDraft {
  const base = smallDraft();
  const named = (local: string): DraftTypeRef => ({ kind: "named", name: { namespace: NS, local } });
  const builtin = (xsd: "int" | "string" | "guid" | "char" | "decimal"): DraftTypeRef => ({ kind: "builtin", xsd });
  const complex = { kind: "complex" as const, compositor: "sequence" as const, abstract: false, attributes: [] };
  return {
    ...base,
    operations: [
      ...base.operations,
      {
        name: "nodePut",
        documentation: "Stores a node & its <children>.",
        resultType: builtin("string"),
        parameters: [field("node", named("Leaf")), field("id", builtin("guid")), field("codes", named("Codes"), 0)],
        headers: [],
        requirements: [{ kind: "required", params: ["id"] }],
      },
    ],
    types: [
      ...base.types,
      {
        ...complex,
        name: { namespace: NS, local: "Node" },
        abstract: true,
        fields: [field("value", builtin("decimal")), field("children", named("Node"), 0, null, true), field("initial", builtin("char"), 0)],
        attributes: [{ xmlName: "ref", namespace: "", type: builtin("string"), required: true }],
      },
      { ...complex, name: { namespace: NS, local: "Leaf" }, base: named("Node"), fields: [field("codes", named("Codes"), 0)] },
      { ...complex, name: { namespace: NS, local: "Either" }, compositor: "choice", fields: [field("a", builtin("int"), 0), field("b", builtin("string"), 0)] },
      { kind: "simple", name: { namespace: NS, local: "Codes" }, base: "int", list: true },
    ],
  };
}
