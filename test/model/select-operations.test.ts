/**
 * selectOperations: a model sliced to some operations keeps them in order, with the types they and
 * the SOAP headers reach and no other; and its packages still type-check (the School contract
 * sliced to two operations, and each one-operation slice of a contract of many kinds of type).
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { authHeader } from "../../generator/model/auth-header.ts";
import { ContractError } from "../../generator/model/contract-error.ts";
import {
  selectOperations,
  type OperationSelection,
} from "../../generator/model/select-operations.ts";
import type { ServiceModel } from "../../generator/model/service-model.ts";
import { typeRefs } from "../../generator/model/type-refs.ts";
import { loadContract } from "../../generator/pipeline/load-contract.ts";
import { renderOutput } from "../../generator/pipeline/render-output.ts";
import {
  builtin,
  complex,
  field,
  named,
  NS,
  tinyModel,
  wrapped,
} from "../emit/support/tiny-model.ts";
import { REPO_ROOT } from "../support/run-cli.ts";
import { SCHOOL_MANIFEST, SCHOOL_OPERATIONS } from "../support/school-contract.ts";

const select = (model: ServiceModel, include: string[], exclude: string[] = []) =>
  selectOperations(model, { include, exclude });
const names = (model: ServiceModel) => model.operations.map((op) => op.name);
const typeNames = (model: ServiceModel) => model.types.map((t) => t.name.local);
const id = (local: string) => `{${NS}}${local}`;
const HEADER_TYPES = ["AuthData", "TraceData"];

/** Every named reference of the model resolves to one of its types, and every header an operation binds is declared. */
function expectWhole(model: ServiceModel): void {
  const ids = new Set(model.types.map((t) => t.id));
  const refs = [...typeRefs(model)].flatMap((r) => (r.kind === "named" ? [r.id] : []));
  const derived = model.types.flatMap((t) => (t.kind === "complex" ? t.derived : []));
  const items = model.operations.flatMap((op) => (op.resultItems ? [op.resultItems.typeId] : []));
  expect([...refs, ...derived, ...items].filter((r) => !ids.has(r))).toEqual([]);
  const headers = new Set(model.headers.map((h) => h.id));
  expect(
    model.operations
      .flatMap((op) => [...op.headers, ...op.outputHeaders])
      .filter((h) => !headers.has(h)),
  ).toEqual([]);
}

describe("selectOperations: which operations", () => {
  const ops = ["getOrder", "getOrders", "listOrders", "cancelOrder", "GetInvoice", "ping"];
  const model = tinyModel({
    operations: ops.map((name) => wrapped(name, [], [field("ok", builtin("boolean"))])),
  });

  it.each<[string, OperationSelection, string[]]>([
    ["empty include: all", { include: [], exclude: [] }, ops],
    ["an exact name", { include: ["getOrder"], exclude: [] }, ["getOrder"]],
    ["`*` any run, case-sensitive", { include: ["get*"], exclude: [] }, ["getOrder", "getOrders"]],
    ["`?` one character", { include: ["getOrder?"], exclude: [] }, ["getOrders"]],
    [
      "`*` in the middle",
      { include: ["*Order*"], exclude: [] },
      ["getOrder", "getOrders", "listOrders", "cancelOrder"],
    ],
    [
      "exclude wins over include",
      { include: ["*Order*"], exclude: ["cancel*"] },
      ["getOrder", "getOrders", "listOrders"],
    ],
    [
      "exclude alone",
      { include: [], exclude: ["ping", "*s"] },
      ["getOrder", "cancelOrder", "GetInvoice"],
    ],
    [
      "the contract's order, not the selection's",
      { include: ["ping", "GetInvoice", "getOrder"], exclude: [] },
      ["getOrder", "GetInvoice", "ping"],
    ],
    [
      "overlapping patterns keep one copy",
      { include: ["get*", "getOrder", "*Orders"], exclude: [] },
      ["getOrder", "getOrders", "listOrders"],
    ],
  ])("%s", (_, selection, expected) => {
    expect(names(selectOperations(model, selection))).toEqual(expected);
  });

  it("matches the published name, not the method name", () => {
    const m = tinyModel({ operations: [wrapped("Get-Thing", [], []), wrapped("other", [], [])] });
    expect(m.operations[0]!.tsName).not.toBe("Get-Thing");
    expect(names(select(m, ["Get-*"]))).toEqual(["Get-Thing"]);
    expect(() => select(m, [m.operations[0]!.tsName])).toThrow(ContractError);
  });

  it("reads regular-expression characters literally", () => {
    const m = tinyModel({ operations: [wrapped("a.b", [], []), wrapped("axb", [], [])] });
    expect(names(select(m, ["a.b"]))).toEqual(["a.b"]);
    expect(names(select(m, ["a?b"]))).toEqual(["a.b", "axb"]);
  });

  it.each<[string, OperationSelection, RegExp]>([
    [
      "an include that matches nothing",
      { include: ["GetOrdr*"], exclude: [] },
      /^operations: "GetOrdr\*" matches no operation of Tiny \(getOrder, getOrders, listOrders, cancelOrder, GetInvoice, ping\)$/,
    ],
    [
      "an exclude that matches nothing",
      { include: [], exclude: ["pong"] },
      /^operations: "pong" matches no operation of Tiny \(getOrder, /,
    ],
    [
      "a name in another case",
      { include: ["getinvoice"], exclude: [] },
      /^operations: "getinvoice" matches no operation of Tiny \(names are case-sensitive: GetInvoice\)$/,
    ],
    [
      "a selection that leaves nothing",
      { include: ["get*"], exclude: ["*Order*"] },
      /^operations: the selection \(include get\*; exclude \*Order\*\) leaves no operation of Tiny$/,
    ],
  ])("rejects %s", (_, selection, message) => {
    expect(() => selectOperations(model, selection)).toThrow(ContractError);
    expect(() => selectOperations(model, selection)).toThrow(message);
  });

  it("lists at most ten of a big contract's operations", () => {
    const big = tinyModel({
      operations: Array.from({ length: 25 }, (_, i) => wrapped(`op${i}`, [], [])),
    });
    expect(() => select(big, ["nope"])).toThrow(
      /\(op0, op1, op2, op3, op4, op5, op6, op7, op8, op9, \.\.\.\)$/,
    );
  });
});

describe("selectOperations: which types", () => {
  const model = tinyModel({
    headers: [
      { element: { namespace: NS, local: "Auth" }, type: named("AuthData") },
      { element: { namespace: NS, local: "Trace" }, type: named("TraceData") },
    ],
    types: [
      complex("Shared", [field("n", builtin("int"))]),
      complex("OnlyA", [field("inner", named("Inner"))]),
      complex("Inner", [field("tags", named("Tags")), field("code", named("Code"))], {
        attributes: [{ xmlName: "kind", namespace: "", type: named("Kind"), required: false }],
      }),
      { kind: "list", name: { namespace: NS, local: "Tags" }, item: named("Tag") },
      {
        kind: "simple",
        name: { namespace: NS, local: "Tag" },
        base: "string",
        facets: { maxLength: 8 },
      },
      {
        kind: "union",
        name: { namespace: NS, local: "Code" },
        members: [named("Kind"), builtin("int")],
      },
      { kind: "enum", name: { namespace: NS, local: "Kind" }, base: "string", values: ["x", "y"] },
      complex("OnlyB", [field("note", builtin("string"))]),
      complex("Node", [
        field("children", named("Node"), { minOccurs: 0, maxOccurs: null }),
        field("leaf", named("Leaf")),
      ]),
      complex("Leaf", [], { text: named("Tag") }),
      complex("Animal", [field("name", builtin("string"))], { abstract: true }),
      complex("Dog", [field("collar", named("Collar"))], { base: named("Animal") }),
      complex("Puppy", [], { base: named("Dog") }),
      complex("Collar", [field("size", builtin("int"))]),
      complex("Problem", [field("why", builtin("string"))]),
      complex("AuthData", [field("user", builtin("string"))]),
      complex("TraceData", [field("id", builtin("string"))]),
      complex("Bag", [field("item", builtin("anyType"))]),
      complex("Included", [field("c", named("IncludedPart"))]),
      complex("IncludedPart", [field("v", builtin("string"))]),
      complex("Described", []),
    ],
    operations: [
      wrapped("opA", [field("a", named("OnlyA")), field("s", named("Shared"))], [], {
        headers: [{ namespace: NS, local: "Auth" }],
      }),
      wrapped("opB", [field("b", named("OnlyB")), field("s", named("Shared"))], [], {
        headers: [{ namespace: NS, local: "Auth" }],
        outputHeaders: [{ namespace: NS, local: "Trace" }],
      }),
      wrapped("opTree", [], [field("root", named("Node"))]),
      wrapped("opPets", [], [field("pet", named("Dog"))], {
        faults: [
          { name: "problem", element: { namespace: NS, local: "Problem" }, type: named("Problem") },
        ],
      }),
      wrapped("opBag", [], [field("bag", named("Bag"))]),
      {
        ...wrapped("opDescribed", [], [field("ok", builtin("boolean"))]),
        resultItems: { type: { namespace: NS, local: "Described" }, cardinality: "many" },
      },
    ],
  });

  it.each<[string[], string[]]>([
    // Shared stays with either of its operations; OnlyA's nested types (field, attribute, list item, union member) come along.
    [["opA"], ["Code", "Inner", "Kind", "OnlyA", "Shared", "Tag", "Tags"]],
    [["opB"], ["OnlyB", "Shared"]],
    [
      ["opA", "opB"],
      ["Code", "Inner", "Kind", "OnlyA", "OnlyB", "Shared", "Tag", "Tags"],
    ],
    // A recursive type, and the simple content of one of its fields' types.
    [["opTree"], ["Leaf", "Node", "Tag"]],
    // Dog's base, the types derived from it (an xsi:type may name them) and the fault's type.
    [["opPets"], ["Animal", "Collar", "Dog", "Problem", "Puppy"]],
    // An anyType value may arrive as any type no field names (ASMX's [XmlInclude] types: Puppy, whose bases come along, Included, Described).
    [
      ["opBag"],
      ["Animal", "Bag", "Collar", "Described", "Dog", "Included", "IncludedPart", "Puppy"],
    ],
    // The type the contract says `_data` carries.
    [["opDescribed"], ["Described"]],
  ])("%j keeps %j (and the headers' types)", (include, expected) => {
    const slice = select(model, include);
    expect(
      typeNames(slice)
        .filter((n) => !HEADER_TYPES.includes(n))
        .sort(),
    ).toEqual(expected);
    expect(typeNames(slice)).toEqual(expect.arrayContaining(HEADER_TYPES));
    expectWhole(slice);
  });

  it("keeps the types in the model's order (by id)", () => {
    const slice = select(model, ["opA", "opPets"]);
    expect(slice.types.map((t) => t.id)).toEqual(
      model.types.map((t) => t.id).filter((t) => slice.types.some((k) => k.id === t)),
    );
    expect(slice.types.map((t) => t.id)).toEqual([...slice.types.map((t) => t.id)].sort());
  });

  it("keeps every header, carried or not: one of two left would become the auth header", () => {
    for (const include of [["opA"], ["opB"], ["opTree"]]) {
      const slice = select(model, include);
      expect(slice.headers).toEqual(model.headers);
      expect(authHeader(slice)).toBe(authHeader(model));
    }
    expect(select(model, ["opA"]).operations[0]!.headers).toEqual([id("Auth")]);
  });

  it("keeps every TypeScript name the whole contract gives", () => {
    const slice = select(model, ["opPets", "opB"]);
    for (const t of slice.types) expect(t).toBe(model.types.find((m) => m.id === t.id));
    expect(slice.operations).toEqual(
      model.operations.filter((op) => op.name === "opB" || op.name === "opPets"),
    );
  });

  it("leaves the model as it was, and everything but operations and types as they were", () => {
    const before = structuredClone(model);
    const slice = select(model, ["opTree"]);
    expect(model).toEqual(before);
    const { operations: _o, types: _t, ...rest } = slice;
    const { operations: _o2, types: _t2, ...restBefore } = before;
    expect(rest).toEqual(restBefore);
    expect(slice.headers).toEqual(before.headers);
  });

  it("every slice of one operation is a whole model whose packages type-check", async () => {
    const slices = model.operations.map((op) => select(model, [op.name]));
    for (const slice of slices) expectWhole(slice);
    // renderOutput formats and type-checks the files (it throws on a diagnostic).
    const options = {
      outDir: path.join(REPO_ROOT, "generated"),
      implementation: null,
      wsdlOut: null,
    };
    const rendered = await Promise.all(
      slices.map((slice) =>
        renderOutput(
          { model: slice, warnings: [], source: { path: "tiny.wsdl", files: [] } },
          options,
          { withStub: false },
        ),
      ),
    );
    for (const { files } of rendered) expect(files.length).toBeGreaterThan(0);
  }, 180_000);
});

describe("selectOperations: operations with the same request", () => {
  const op = (name: string) =>
    wrapped(name, [field("q", builtin("string"))], [], {
      soapAction: "urn:same",
      input: { wrapper: { namespace: NS, local: "same" }, fields: [field("q", builtin("string"))] },
    });
  const model = tinyModel({
    operations: [op("first"), op("second"), op("third"), wrapped("other", [], [])],
  });

  it("names the first kept operation of the group, or none when it is first", () => {
    expect(model.operations.map((o) => o.sameRequestAs)).toEqual([
      undefined,
      "first",
      "first",
      undefined,
    ]);
    expect(select(model, ["first", "third"]).operations.map((o) => o.sameRequestAs)).toEqual([
      undefined,
      "first",
    ]);
    const withoutFirst = select(model, [], ["first"]).operations;
    expect(withoutFirst.map((o) => [o.name, o.sameRequestAs])).toEqual([
      ["second", undefined],
      ["third", "second"],
      ["other", undefined],
    ]);
    expect("sameRequestAs" in withoutFirst[0]!).toBe(false);
  });
});

describe("selectOperations on the School contract", () => {
  const kept = ["userGetListSearch", "phoneGet"];

  it("keeps the AuthHeader, the envelope and the domain types _data may carry; drops the enum only buildingGetList takes", async () => {
    const { model } = await loadContract({
      contract: { kind: "manifest", path: SCHOOL_MANIFEST },
      allowNetwork: false,
      lenient: false,
    });
    const slice = select(model, kept);
    expect(names(slice)).toEqual(kept);
    expect(slice.headers).toEqual(model.headers);
    expect(slice.envelope).toEqual(model.envelope);
    expect(slice.bindings).toEqual(model.bindings);
    expect(typeNames(slice)).toEqual(typeNames(model).filter((n) => n !== "bt"));
    expectWhole(slice);
  });

  it("generates packages that type-check and mention only the kept operations", async () => {
    // The server publishes the contract's own text when it has it; a slice's is written from the model.
    const { manifest: _whole, ...loaded } = await loadContract({
      contract: { kind: "manifest", path: SCHOOL_MANIFEST },
      allowNetwork: false,
      lenient: false,
    });
    const contract = { ...loaded, model: select(loaded.model, kept) };
    // renderOutput formats and type-checks the files (it throws on a diagnostic).
    const { files } = await renderOutput(
      contract,
      { outDir: path.join(REPO_ROOT, "generated"), implementation: null, wsdlOut: null },
      { withStub: false },
    );
    const sources = files.filter(
      (f) => /\/src\/.*\.ts$/.test(f.path) && !f.path.includes("/runtime/"),
    );
    expect(sources.length).toBeGreaterThan(10);
    const text = sources.map((f) => f.content).join("\n");
    for (const name of SCHOOL_OPERATIONS) {
      expect([name, new RegExp(`\\b${name}\\b`).test(text)]).toEqual([name, kept.includes(name)]);
    }
    const operations = files.find((f) => f.path.endsWith("-contract/src/operations.ts"))!.content;
    expect(
      [...operations.matchAll(/^export const (\w+): OperationCodec/gm)].map((m) => m[1]),
    ).toEqual(kept);
    const types = files.find((f) => f.path.endsWith("-contract/src/types.ts"))!.content;
    expect(types).toMatch(/^export interface cUser\b/m);
    expect(types).not.toMatch(/^export (type|const) bt\b/m);
  }, 180_000);
});
