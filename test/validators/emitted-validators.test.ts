/**
 * The validators the generator emits for a contract with every construct (constructs-draft.ts):
 * the contract package type-checks with each schema giving values of its declared type, and the
 * schemas, run, accept the values of each construct and refuse the others.
 */
import { mkdtempSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import { emitContractPackage } from "../../generator/emit/contract/emit-contract-package.ts";
import { usedRuntime } from "../../generator/emit/runtime-files.ts";
import { buildServiceModel } from "../../generator/model/build-service-model.ts";
import { loadEmitContext } from "../../generator/pipeline/load-emit-context.ts";
import { TypeCheckError, typeCheck } from "../../generator/check/typecheck.ts";
import { REPO_ROOT } from "../support/run-cli.ts";
import { constructsDraft } from "./constructs-draft.ts";
import { emitScope } from "../../generator/emit/emit-scope.ts";

const ctx = loadEmitContext();
const model = buildServiceModel(constructsDraft());
const contract = emitContractPackage(model, emitScope(model, ctx));
const files = [
  ...contract,
  ...usedRuntime(ctx.templates, contract, {
    from: "runtime",
    into: "constructs-contract/src/runtime",
  }),
];
const TYPES = [
  "Order",
  "Price",
  "Note",
  "Contact",
  "Shape",
  "Circle",
  "Ring",
  "Node",
  "Link",
  "Bag",
  "Extra",
  "Mode",
  "Days",
  "Scores",
  "SizeOrName",
  "Code",
  "Pin",
  "Tags",
  "Hash",
  "Percent",
  "Positive",
  "Big",
  "Small",
  "Money",
  "Recent",
  "Birthday",
  "Wait",
  "AnyTypeItem",
  "XmlValue",
];

// What each schema gives is a value of its declared type (recursive or not), and the schemas tell types apart.
const INFERRED = [
  'import { expectTypeOf } from "vitest";',
  'import type { z } from "zod";',
  'import type * as T from "./types.js";',
  'import * as V from "./validators.js";',
  ...TYPES.map((t) => `expectTypeOf<z.infer<typeof V.${t}Schema>>().toExtend<T.${t}>();`),
  ...["Find", "Ping", "Split", "Save"].map(
    (op) => `expectTypeOf<z.infer<typeof V.${op}ParamsSchema>>().toExtend<T.${op}Params>();`,
  ),
  ...["find", "ping", "split", "save"].map(
    (op) =>
      `expectTypeOf<z.infer<(typeof V.resultValidators)["${op}"]>>().toExtend<T.${op[0]!.toUpperCase()}${op.slice(1)}Result>();`,
  ),
  'expectTypeOf<z.infer<(typeof V.faultValidators)["save"]>>().toExtend<T.SaveFault>();',
  "expectTypeOf<z.infer<typeof V.OrderSchema>>().toEqualTypeOf<T.Order>();",
  "expectTypeOf<z.infer<typeof V.NodeSchema>>().toEqualTypeOf<T.Node>();",
  "expectTypeOf<z.infer<typeof V.ContactSchema>>().not.toExtend<T.Order>();",
  "",
].join("\n");

it("emits validators that type-check, each schema giving values of its declared type", async () => {
  // The validators and what they import: the codecs of this contract are another emitter's.
  const validators = files.filter((f) => !/src\/(codecs|operations|index)\.ts$/.test(f.path));
  let diagnostics: string[] = [];
  try {
    await typeCheck(
      [...validators, { path: "constructs-contract/src/inferred-types.ts", content: INFERRED }],
      path.join(REPO_ROOT, ".validators-typecheck"),
    );
  } catch (error) {
    if (!(error instanceof TypeCheckError)) throw error;
    diagnostics = error.diagnostics;
  }
  expect(diagnostics).toEqual([]);
});

describe("the emitted schemas, run", () => {
  let dir: string;
  let V: Record<string, z.ZodType>;
  beforeAll(async () => {
    // The package in a folder of its own, resolving zod from this repository's node_modules.
    dir = mkdtempSync(path.join(os.tmpdir(), "validators-"));
    symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(dir, "node_modules"));
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
      writeFileSync(path.join(dir, file.path), file.content);
    }
    V = (await import(path.join(dir, "constructs-contract/src/validators.ts"))) as Record<
      string,
      z.ZodType
    >;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const accepts = (schema: string, value: unknown) =>
    expect(V[schema]!.safeParse(value).error?.issues, `${schema} ${String(value)}`).toBeUndefined();
  const refuses = (schema: string, value: unknown, message: string | RegExp) => {
    const outcome = V[schema]!.safeParse(value);
    expect(outcome.success, `${schema} accepted ${String(value)}`).toBe(false);
    expect(outcome.error!.issues.map((i) => i.message).join("; ")).toMatch(message);
  };

  it("objects: fields, occurrence, nillable items, attributes; unknown properties dropped", () => {
    const order = { id: 1, lines: ["a", null], version: 2 };
    accepts("OrderSchema", order);
    accepts("OrderSchema", { ...order, note: "n", tags: [], lang: "en" });
    expect(V.OrderSchema!.parse({ ...order, other: 1 })).toEqual(order);
    refuses("OrderSchema", { ...order, lines: [] }, "Too small: expected array to have >=1 items");
    refuses(
      "OrderSchema",
      { ...order, lines: ["a", "b", "c", "d"] },
      "Too big: expected array to have <=3 items",
    );
    refuses(
      "OrderSchema",
      { id: 1, lines: ["a"] },
      "Invalid input: expected number, received undefined",
    );
    refuses(
      "OrderSchema",
      { ...order, note: "\u0000" },
      "Invalid string: a character XML 1.0 cannot carry",
    );
  });

  it("runtime properties: simple content, mixed text, wildcards", () => {
    accepts("PriceSchema", { currency: "EUR", $value: "12.50" });
    refuses("PriceSchema", { currency: "EUR", $value: "12,50" }, "Invalid xsd:decimal");
    accepts("NoteSchema", { b: "x", $text: "t", $any: ["<x/>"], $attributes: { "{urn:a}b": "c" } });
    refuses(
      "NoteSchema",
      { $attributes: { a: 1 } },
      "Invalid input: expected string, received number",
    );
  });

  it("choices: exactly one alternative, or none when optional", () => {
    accepts("ContactSchema", { name: "n", email: "e" });
    accepts("ContactSchema", { name: "n", street: "s", city: "c", phone: "p" });
    refuses("ContactSchema", { name: "n" }, "Invalid input");
    refuses("ContactSchema", { name: "n", email: "e", street: "s", city: "c" }, "Invalid input");
    refuses("ContactSchema", { name: "n", email: "e", fax: "f", phone: "p" }, "Invalid input");
  });

  it("derived types: the base's fields and the type's own, $type among the family's names", () => {
    accepts("RingSchema", { id: 1, radius: 2, inner: 1, $type: "Ring" });
    refuses("RingSchema", { id: 1, radius: 2 }, "Invalid input: expected number");
    refuses(
      "CircleSchema",
      { id: 1, radius: 2, $type: "Shape" },
      'Invalid option: expected one of "Circle"|"Ring"',
    );
  });

  it("recursive types, through getters", () => {
    accepts("NodeSchema", { value: 1, children: [{ value: 2, next: { to: { value: 3 } } }] });
    refuses(
      "NodeSchema",
      { value: 1, children: [{ value: "2" }] },
      "Invalid input: expected number, received string",
    );
  });

  it("enumerations, lists and unions", () => {
    accepts("DaysSchema", ["Monday", "Tuesday"]);
    refuses("DaysSchema", ["monday"], 'Invalid option: expected one of "Monday"|"Tuesday"');
    accepts("ScoresSchema", [1, 2]);
    refuses("ScoresSchema", [], "Too small: expected array to have >=1 items");
    accepts("SizeOrNameSchema", 3);
    accepts("SizeOrNameSchema", "three");
    refuses("SizeOrNameSchema", true, "Invalid input");
  });

  it("facets of text: lengths and patterns", () => {
    accepts("CodeSchema", "AB12");
    refuses("CodeSchema", "A", "Too small: expected string to have >=2 characters");
    refuses("CodeSchema", "ab12", "Invalid string: must match pattern");
    accepts("CodeSchema", "AB\u0663"); // \d is any decimal digit in XSD
    refuses("PinSchema", "123", "Too small: expected string to have exactly 4 characters");
    refuses("TagsSchema", ["a", "b", "c", "d"], "Too big: expected array to have <=3 items");
    accepts("HashSchema", new Uint8Array(4));
    refuses("HashSchema", new Uint8Array(3), "Invalid length: expected exactly 4 bytes");
  });

  it("facets of numbers: bounds, digits and patterns", () => {
    accepts("PercentSchema", 100);
    refuses("PercentSchema", 101, "Too big: expected number to be <=100");
    refuses("PositiveSchema", 0, "Too small: expected double to be >0");
    accepts("PositiveSchema", Infinity);
    refuses("BigSchema", -5n, "Too small: expected bigint to be >-5");
    refuses("SmallSchema", 1000, "Too big: expected number to be <1000");
    refuses("SmallSchema", -1, "Invalid value: must match pattern");
    accepts("MoneySchema", "999999.990");
    refuses("MoneySchema", "1000000", "Too big: expected decimal to be <1000000");
    refuses("MoneySchema", "1.005", "Too many fraction digits: expected at most 2");
    refuses("MoneySchema", "-1", "Too small: expected decimal to be >=0");
  });

  it("facets of dates: Dates and date text", () => {
    accepts("RecentSchema", new Date("2000-01-01T00:00:00Z"));
    refuses("RecentSchema", new Date("1999-12-31T23:59:59Z"), "Too small: expected date to be >=");
    refuses(
      "RecentSchema",
      new Date("2099-12-31T23:00:00Z"),
      "Too big: expected dateTime to be <2100-01-01T00:00:00+01:00",
    );
    accepts("BirthdaySchema", "1999-12-31");
    refuses("BirthdaySchema", "1899-12-31", "Too small: expected date to be >=1900-01-01");
    accepts("WaitSchema", "PT2H"); // the bound and the pattern are not checked (see its documentation)
  });

  it("anyType items, by their type, and content the contract does not describe", () => {
    accepts("BagSchema", [
      { type: "xsd:int", value: 1 },
      { type: "Extra", value: { a: ["b", null, { c: "d" }] } },
      { type: "unknown", xsiType: null, value: "x" },
      null,
    ]);
    refuses(
      "BagSchema",
      [{ type: "xsd:int", value: 2 ** 31 }],
      "Too big: expected number to be <=2147483647",
    );
    refuses(
      "BagSchema",
      [{ type: "xsd:dateTime", value: new Date(0) }],
      "Invalid input: expected string, received undefined",
    );
  });

  it("parameters: dateTime text read as the codecs read it, stated requirements", () => {
    const params = {
      owner: "o",
      since: "2024-05-01T10:00:00.1234567+02:00",
      until: null,
      id: 7,
      mode: "Safe",
      text: "t",
    };
    expect(V.FindParamsSchema!.parse(params)).toEqual({
      ...params,
      since: new Date("2024-05-01T08:00:00.123Z"),
    });
    accepts("FindParamsSchema", { ...params, text: undefined, ids: [] });
    refuses("FindParamsSchema", { ...params, since: "2024-02-30" }, "Invalid xsd:dateTime");
    refuses(
      "FindParamsSchema",
      { ...params, since: "0001-01-01T00:00:00" },
      "Required: must not be 0001-01-01T00:00:00Z, ASMX's value for one left out",
    );
    refuses(
      "FindParamsSchema",
      { ...params, id: 0 },
      "Required: must not be 0, ASMX's value for one left out",
    );
    refuses(
      "FindParamsSchema",
      { ...params, owner: null },
      "Invalid input: expected string, received null",
    );
    refuses("FindParamsSchema", { ...params, owner: "" }, "Required: must not be empty");
    refuses("FindParamsSchema", { ...params, mode: "Fast" }, 'Required: must not be "Fast"');
    refuses("FindParamsSchema", { ...params, text: "" }, "At least one of text or ids is required");
    refuses(
      "FindParamsSchema",
      { ...params, order: { id: 1 } },
      "Invalid input: expected array, received undefined",
    );
  });

  it("results and faults", () => {
    const results = V.resultValidators as unknown as Record<string, z.ZodType>;
    expect(results.ping!.safeParse(undefined).success).toBe(true);
    expect(results.split!.safeParse({ head: "h" }).success).toBe(true);
    expect(results.split!.safeParse({ rest: [] }).success).toBe(false);
    expect(results.find!.safeParse(undefined).success).toBe(true);
    const fault = (V.faultValidators as unknown as Record<string, z.ZodType>).save!;
    expect(fault.safeParse({ name: "Invalid", value: { code: "c" } }).success).toBe(true);
    expect(fault.safeParse({ name: "Busy", value: "soon" }).success).toBe(false);
  });
});
