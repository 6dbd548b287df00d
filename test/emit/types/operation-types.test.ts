/** Each operation's types: parameters, the result of every shape, and declared faults. */
import { describe, expect, it } from "vitest";
import { printStatement } from "../../../generator/emit/code/print-module.ts";
import { TsTypeNamer } from "../../../generator/emit/common/ts-type-namer.ts";
import { operationStatements } from "../../../generator/emit/types/operation-types.ts";
import type { ServiceModel } from "../../../generator/model/service-model.ts";
import { builtin, complex, field, named, NS, tinyModel, wrapped } from "../support/tiny-model.ts";

const printed = (model: ServiceModel, op = 0) =>
  operationStatements(model.operations[op]!, model, new TsTypeNamer(model))
    .map(printStatement)
    .join("\n\n");

describe("operation types", () => {
  it("parameters, and a single result that may be left out", () => {
    const model = tinyModel({
      operations: [
        wrapped(
          "getPrice",
          [field("symbol", builtin("string"))],
          [field("return", builtin("double"), { minOccurs: 0 })],
        ),
      ],
    });
    expect(printed(model)).toBe(
      [
        "/** Parameters of `getPrice`. */",
        "export interface GetPriceParams {",
        "  symbol: string;",
        "}",
        "",
        "/** Result of `getPrice`: the `return` element of `getPriceResponse`. */",
        "export type GetPriceResult = number | undefined;",
      ].join("\n"),
    );
  });

  it("several results (out parameters) are an object; no parameters are said so", () => {
    const model = tinyModel({
      operations: [
        wrapped(
          "split",
          [],
          [
            field("head", builtin("string")),
            field("rest", builtin("string"), { minOccurs: 0, maxOccurs: null }),
          ],
        ),
      ],
    });
    expect(printed(model)).toBe(
      [
        "/**",
        " * Parameters of `split`.",
        " * The operation takes no parameters.",
        " */",
        "export interface SplitParams {",
        "}",
        "",
        "/** Result of `split`: the elements of `splitResponse`. */",
        "export interface SplitResult {",
        "  head: string;",
        "  rest?: string[] | undefined;",
        "}",
      ].join("\n"),
    );
  });

  it("an empty response and a one-way operation have no result", () => {
    const model = tinyModel({
      operations: [
        wrapped("ping", [], []),
        { ...wrapped("notify", [], []), output: undefined } as never,
      ],
    });
    expect(printed(model, 0).split("\n\n")[1]).toBe(
      "/** `ping` answers with an empty `pingResponse`. */\nexport type PingResult = void;",
    );
    expect(printed(model, 1).split("\n\n")[1]).toBe(
      "/** `notify` is one-way: its answer is the HTTP status alone. */\nexport type NotifyResult = void;",
    );
  });

  it("declared faults are a union by name", () => {
    const model = tinyModel({
      types: [complex("Invalid", [field("reason", builtin("string"))])],
      operations: [
        wrapped("check", [], [], {
          faults: [
            {
              name: "InvalidInput",
              element: { namespace: NS, local: "InvalidInput" },
              type: named("Invalid"),
            },
            { name: "Busy", element: { namespace: NS, local: "Busy" }, type: builtin("string") },
          ],
        }),
      ],
    });
    expect(printed(model).split("\n\n")[2]).toBe(
      [
        "/**",
        " * The faults `check` declares: a SoapFaultError's `declared` is one of them (InvalidInput:",
        " * `Invalid`, Busy: `xsd:string`).",
        " */",
        'export type CheckFault = {\n  name: "InvalidInput";\n  value: Invalid;\n} | {\n  name: "Busy";\n  value: string;\n};',
      ].join("\n"),
    );
  });
});
