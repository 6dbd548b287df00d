/**
 * The server package's implementation.ts and items.ts, printed from the code model: a tiny contract
 * in, the exact module out (as the formatter lays it out).
 */
import { describe, expect, it } from "vitest";
import { printModule } from "../../../generator/emit/code/print-module.ts";
import { implementationModule } from "../../../generator/emit/server/implementation-module.ts";
import { itemsModule } from "../../../generator/emit/server/items-module.ts";
import { formatted } from "../support/formatted.ts";
import { builtin, complex, field, named, NS, tinyModel, wrapped } from "../support/tiny-model.ts";

describe("implementation.ts", () => {
  it("one method per operation, documented from the contract (its SOAP action, documentation and stated requirements); the context of the contract's headers; the published names", async () => {
    const credentials = { namespace: NS, local: "Credentials" };
    const model = tinyModel({
      types: [complex("Credentials", [field("user", builtin("string"))])],
      operations: [
        wrapped(
          "getPrice",
          [field("symbol", builtin("string"))],
          [field("price", builtin("double"))],
          {
            headers: [credentials],
            requirements: [{ kind: "required", params: ["symbol"] }],
            documentation: "The last price.",
          },
        ),
        wrapped("ping", [], [], { headers: [credentials] }),
      ],
      headers: [{ element: credentials, type: named("Credentials") }],
    });
    expect(
      await formatted(printModule(implementationModule(model, "tiny-contract"))),
    ).toBe(`/** What an implementation of the Tiny service provides: one async method per operation. */
import type * as T from "tiny-contract/types";
import type { CallContext } from "./runtime/options.js";

/**
 * Handed to every method: the binding, the SOAP header blocks (\`authHeader\` for the authenticating
 * one; \`soapHeaders\` all; \`responseHeaders\` to set those the answer carries), the HTTP request
 * headers and an AbortSignal.
 */
export type TinyContext = CallContext<T.Credentials, T.TinyHeaders>;

/** The published operation names. */
export type TinyOperationName = "getPrice" | "ping";

/**
 * The service's operations. Parameters arrive read and typed as ASMX reads them (defaults for value
 * types left out); stated requirements and authentication are checked before a method is called. A
 * method that throws answers a SOAP fault (\`soap:Server\`/\`soap:Receiver\`) or an HTTP 500 without
 * any detail of the error.
 */
export interface TinyImplementation {
  /**
   * Answers \`getPrice\` (SOAPAction \`urn:getPrice\`).
   * The last price.
   * Stated requirement: \`symbol\` is required. The server answers a request that violates it without
   * calling this method.
   */
  getPrice(params: T.GetPriceParams, ctx: TinyContext): Promise<T.GetPriceResult>;
  /** Answers \`ping\` (SOAPAction \`urn:ping\`). */
  ping(params: T.PingParams, ctx: TinyContext): Promise<T.PingResult>;
}
`);
  });

  it("a contract without headers or operations: a context of none, and no operation name", async () => {
    const text = await formatted(printModule(implementationModule(tinyModel({}), "tiny-contract")));
    expect(text).toContain("export type TinyContext = CallContext<never, Record<string, never>>;");
    expect(text).toContain("export type TinyOperationName = never;");
    expect(text).toContain("export interface TinyImplementation {}");
    expect(text).not.toContain("tiny-contract/types");
  });
});

describe("items.ts", () => {
  it("an anyType item helper per built-in type and per contract type an item can be", async () => {
    const model = tinyModel({
      types: [
        complex("Box", [field("content", builtin("anyType"))]),
        complex("Point", [field("x", builtin("int"))]),
      ],
      operations: [wrapped("put", [field("box", named("Box"))], [])],
    });
    const text = await formatted(printModule(itemsModule(model, "tiny-contract")!));
    expect(text.split("\n").slice(0, 3)).toEqual([
      "/** Building answers: `xsd:anyType` items of every simple type and contract type, and envelopes. */",
      'import type * as T from "tiny-contract/types";',
      'import { dateTimeItem } from "./runtime/items.js";',
    ]);
    // Each item given to itemOf, checked against the member its type names, not the whole union.
    expect(text).toContain(
      "function itemOf<Item extends T.AnyTypeItem>(item: Item): T.AnyTypeItem {\n  return item;\n}",
    );
    expect(text).toContain(
      [
        "  /** A Date is written in UTC with `Z`; a string (an xsd:dateTime) as given, e.g. zone-less. */",
        "  dateTime: (value: Date | string): T.AnyTypeItem => dateTimeItem(value),",
      ].join("\n"),
    );
    expect(text.slice(text.indexOf("  char:"))).toBe(
      [
        '  char: (value: number): T.AnyTypeItem => itemOf({ type: "xsd:char", value }),',
        '  Box: (value: T.Box): T.AnyTypeItem => itemOf({ type: "Box", value }),',
        '  Point: (value: T.Point): T.AnyTypeItem => itemOf({ type: "Point", value }),',
        "};",
        "",
      ].join("\n"),
    );
  });

  it("is not written for a contract without anyType items or an envelope", () => {
    expect(
      itemsModule(tinyModel({ operations: [wrapped("ping", [], [])] }), "tiny-contract"),
    ).toBeUndefined();
  });
});
