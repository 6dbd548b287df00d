/**
 * The validators emitter on constructs the school contract does not have: a recursive type (through
 * getters), an extension, an attribute, nillable repeated fields, simple types (one a list), and an
 * operation with a complex parameter (typed schema only: it has no wire text). The emitted contract
 * package type-checks together with a file asserting that each schema infers its declared type.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ContractDraft, DraftTypeRef } from "../../generator/model/contract-draft.ts";
import { buildServiceModel } from "../../generator/model/build-service-model.ts";
import { emitContractPackage } from "../../generator/emit/contract/emit-contract-package.ts";
import { loadEmitContext } from "../../generator/pipeline/load-emit-context.ts";
import { TypeCheckError, typeCheck } from "../../generator/write/typecheck.ts";
import { REPO_ROOT } from "../support/run-cli.ts";
import { NS, field, smallDraft } from "../support/school-draft.ts";

const named = (local: string): DraftTypeRef => ({ kind: "named", name: { namespace: NS, local } });
const int: DraftTypeRef = { kind: "builtin", xsd: "int" };

function draft(): ContractDraft {
  const base = smallDraft();
  const complex = { kind: "complex" as const, compositor: "sequence" as const, abstract: false, attributes: [] };
  return {
    ...base,
    types: [
      ...base.types,
      {
        ...complex,
        name: { namespace: NS, local: "Node" },
        fields: [field("value", int), field("children", named("Node"), 0, null, true), field("parent", named("Node"), 0)],
        attributes: [{ xmlName: "id", namespace: "", type: { kind: "builtin", xsd: "string" }, required: true }],
      },
      { ...complex, name: { namespace: NS, local: "Leaf" }, base: named("Node"), fields: [field("codes", named("Codes"), 0)] },
      { kind: "simple", name: { namespace: NS, local: "Code" }, base: "string", list: false },
      { kind: "simple", name: { namespace: NS, local: "Codes" }, base: "int", list: true },
    ],
    operations: [
      ...base.operations,
      {
        name: "nodePut",
        resultType: named("rtnObject"),
        parameters: [field("node", named("Leaf")), field("code", named("Code"), 0), field("count", int)],
        headers: [],
        requirements: [{ kind: "required", params: ["count"] }],
      },
    ],
  };
}

// Each schema is declared as its type: z.infer gives exactly the declared type, recursive or not.
const TYPE_CHECK = `import { expectTypeOf } from "vitest";
import type { z } from "zod";
import type * as T from "./types.js";
import * as V from "./validators.js";
expectTypeOf<z.infer<typeof V.NodeSchema>>().toEqualTypeOf<T.Node>();
expectTypeOf<z.infer<typeof V.LeafSchema>>().toEqualTypeOf<T.Leaf>();
expectTypeOf<z.infer<typeof V.NodePutParamsSchema>>().toEqualTypeOf<T.NodePutParams>();
expectTypeOf<z.infer<typeof V.UserFindParamsSchema>>().toEqualTypeOf<T.UserFindParams>();
expectTypeOf<z.infer<typeof V.CodeSchema>>().toEqualTypeOf<T.Code>();
expectTypeOf<z.infer<typeof V.CodesSchema>>().toEqualTypeOf<T.Codes>();
expectTypeOf<z.infer<typeof V.rtnObjectSchema>>().toEqualTypeOf<T.rtnObject>();
expectTypeOf<z.infer<typeof V.BuildingListParamsSchema>>().toEqualTypeOf<T.BuildingListParams>();
`;

describe("emitValidators", () => {
  const files = emitContractPackage(buildServiceModel(draft()), loadEmitContext());
  const validators = files.find((f) => f.path === "mini-service-contract/src/validators.ts")!.content;

  it("declares each schema as its declared type, references to later schemas as getters, and an extension with extend", () => {
    expect(validators).toContain(
      [
        "export const NodeSchema: z.ZodType<T.Node, T.Node> = object<T.Node>(",
        "  {",
        '    value: xsd.int.required("Node.value"),',
        "    get children() {",
        '      return named("Node", NodeSchema).nillable().repeated().optional("Node.children");',
        "    },",
        "    get parent() {",
        '      return named("Node", NodeSchema).optional("Node.parent");',
        "    },",
        '    id: xsd.string.required("Node@id"),',
        "  },",
        '  objectError("Node", "a Node object"),',
        ");",
      ].join("\n"),
    );
    // CodesSchema is declared before LeafSchema: no getter.
    expect(validators).toContain(
      [
        "export const LeafSchema: z.ZodType<T.Leaf, T.Leaf> = extend<T.Leaf, T.Node>(",
        "  NodeSchema,",
        "  {",
        '    codes: named("Codes", CodesSchema).optional("Leaf.codes"),',
        "  },",
        ");",
      ].join("\n"),
    );
    expect(validators).toContain('export const CodeSchema: z.ZodType<T.Code, T.Code> = xsd.string.at("Code");\n');
    expect(validators).toContain('export const CodesSchema: z.ZodType<T.Codes, T.Codes> = xsd.int.repeated().at("Codes");\n');
    expect(validators).toContain('  item<{ type: "cUser"; value: T.cUser }>(["cUser"], cUserSchema),\n');
  });

  it("gives an operation with a complex parameter a typed schema only", () => {
    expect(validators).toContain(
      [
        "export const NodePutParamsSchema = params<T.NodePutParams>(",
        "  {",
        '    node: named("Leaf", LeafSchema).required("nodePut: node"),',
        '    code: xsd.string.optional("nodePut: code"),',
        '    count: xsd.int.supplied(0).required("nodePut: count"),',
        "  },",
        '  objectError("nodePut", "an object of its parameters"),',
        ");",
      ].join("\n"),
    );
    expect(validators).toContain("  nodePut: { params: NodePutParamsSchema },\n");
    expect(validators).not.toContain("NodePutSoapTextSchema");
  });

  it("emits a contract package that type-checks, each schema inferring its declared type", () => {
    const check = { path: "mini-service-contract/src/inferred-types.ts", content: TYPE_CHECK };
    let diagnostics: string[] = [];
    try {
      typeCheck([...files, check], path.join(REPO_ROOT, ".validators-typecheck"));
    } catch (error) {
      if (!(error instanceof TypeCheckError)) throw error;
      diagnostics = error.diagnostics;
    }
    expect(diagnostics).toEqual([]);
  });
});
