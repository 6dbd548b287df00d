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
import { TemplateRenderer } from "../../generator/emit/templates.ts";
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

// expect-type's toEqualTypeOf cannot compare recursive types, nor unions of objects holding a Date
// (Node, Leaf, NodePutParams, UserFindParams): those are checked as assignable both ways.
const TYPE_CHECK = `import { expectTypeOf } from "vitest";
import type { z } from "zod";
import type * as T from "./types.js";
import * as V from "./validators.js";
expectTypeOf<z.infer<typeof V.NodeSchema>>().toExtend<T.Node>();
expectTypeOf<T.Node>().toExtend<z.infer<typeof V.NodeSchema>>();
expectTypeOf<z.infer<typeof V.LeafSchema>>().toExtend<T.Leaf>();
expectTypeOf<T.Leaf>().toExtend<z.infer<typeof V.LeafSchema>>();
expectTypeOf<z.infer<typeof V.NodePutParamsSchema>>().toExtend<T.NodePutParams>();
expectTypeOf<T.NodePutParams>().toExtend<z.infer<typeof V.NodePutParamsSchema>>();
expectTypeOf<z.infer<typeof V.UserFindParamsSchema>>().toExtend<T.UserFindParams>();
expectTypeOf<T.UserFindParams>().toExtend<z.infer<typeof V.UserFindParamsSchema>>();
expectTypeOf<z.infer<typeof V.CodeSchema>>().toEqualTypeOf<T.Code>();
expectTypeOf<z.infer<typeof V.CodesSchema>>().toEqualTypeOf<T.Codes>();
expectTypeOf<z.infer<typeof V.rtnObjectSchema>>().toEqualTypeOf<T.rtnObject>();
expectTypeOf<z.infer<typeof V.BuildingListParamsSchema>>().toEqualTypeOf<T.BuildingListParams>();
`;

describe("emitValidators", () => {
  const files = emitContractPackage(buildServiceModel(draft()), new TemplateRenderer());
  const validators = files.find((f) => f.path === "mini-service-contract/src/validators.ts")!.content;

  it("declares references as getters, typed where they lead back, and an extension with extend", () => {
    expect(validators).toContain(
      [
        "export const NodeSchema = z.object(",
        "  {",
        '    value: required("Node.value", xsd.int),',
        "    get children(): z.ZodOptional<z.ZodArray<z.ZodNullable<z.ZodType<T.Node>>>> {",
        '      return optional("Node.children", repeated(nillable(named("Node", NodeSchema))));',
        "    },",
        "    get parent(): z.ZodOptional<z.ZodType<T.Node>> {",
        '      return optional("Node.parent", named("Node", NodeSchema));',
        "    },",
        '    id: required("Node@id", xsd.string),',
        "  },",
        '  objectError("Node", "a Node object"),',
        ");",
      ].join("\n"),
    );
    expect(validators).toContain(
      ["export const LeafSchema = NodeSchema.extend(", "  {", "    get codes() {", '      return optional("Leaf.codes", named("Codes", CodesSchema));', "    },", "  },", ");"].join("\n"),
    );
    expect(validators).toContain('export const CodeSchema = xsd.string.at("Code");\n');
    expect(validators).toContain('export const CodesSchema = repeated(xsd.int).at("Codes");\n');
  });

  it("gives an operation with a complex parameter a typed schema only", () => {
    expect(validators).toContain(
      [
        "export const NodePutParamsSchema = z.object(",
        "  {",
        '    node: required("nodePut: node", named("Leaf", LeafSchema)),',
        '    code: optional("nodePut: code", xsd.string),',
        '    count: required("nodePut: count", supplied(xsd.int, 0)),',
        "  },",
        '  objectError("nodePut", "an object of its parameters"),',
        ");",
      ].join("\n"),
    );
    expect(validators).toContain("  nodePut: { params: NodePutParamsSchema },\n");
    expect(validators).not.toContain("NodePutSoapTextSchema");
  });

  it("emits validators that type-check, each schema inferring its declared type", () => {
    const check = { path: "mini-service-contract/src/inferred-types.ts", content: TYPE_CHECK };
    let diagnostics: string[] = [];
    try {
      typeCheck([...files, check], path.join(REPO_ROOT, ".validators-typecheck"));
    } catch (error) {
      if (!(error instanceof TypeCheckError)) throw error;
      diagnostics = error.diagnostics;
    }
    // Only the validators' own files: the codecs of this contract are not this test's subject.
    const ours = /^mini-service-contract\/src\/(validators|inferred-types|runtime\/validation-[a-z]+)\.ts:/;
    expect(diagnostics.filter((d) => ours.test(d))).toEqual([]);
  });
});
