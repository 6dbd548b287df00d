/**
 * codecs.ts and operations.ts of an rpc/encoded contract: a tiny contract in, the exact output
 * out. Fields say their `xsi:type`; a SOAP-encoded array's codec names its items' type; an
 * encoded operation's bodies carry their encoding.
 */
import { describe, expect, it } from "vitest";
import { printModule } from "../../../generator/emit/code/print-module.ts";
import { codecsModule } from "../../../generator/emit/codecs/emit-codecs.ts";
import { operationsModule } from "../../../generator/emit/operations/emit-operations.ts";
import { formatted } from "../support/formatted.ts";
import { builtin, complex, field, named, NS, tinyModel } from "../support/tiny-model.ts";

const STYLE = "http://schemas.xmlsoap.org/soap/encoding/";
const unqualified = { namespace: "" };

const model = tinyModel({
  types: [
    complex(
      "Ints",
      [
        field("item", builtin("int"), {
          ...unqualified,
          minOccurs: 0,
          maxOccurs: null,
          nillable: true,
        }),
      ],
      {
        encodedArray: true,
      },
    ),
    complex("Pair", [
      field("a", builtin("string"), unqualified),
      field("b", named("Ints"), unqualified),
    ]),
  ],
  operations: [
    {
      name: "add",
      soapAction: "urn:add",
      style: "rpc",
      encodingStyle: STYLE,
      input: {
        wrapper: { namespace: NS, local: "add" },
        fields: [field("pair", named("Pair"), unqualified)],
      },
      output: {
        wrapper: { namespace: NS, local: "addResponse" },
        fields: [field("return", builtin("int"), unqualified)],
      },
      headers: [],
      requirements: [],
    },
  ],
});

describe("an rpc/encoded contract's codecs and operations", () => {
  it("codecs.ts: a SOAP-encoded array's codec with its items' type; each field its xsi:type, none for the array", async () => {
    const text = await formatted(printModule(codecsModule(model)));
    expect(text).toContain(
      [
        "export const IntsCodec: Codec<T.Ints> = /* @__PURE__ */ encodedArrayCodec(",
        '  { xml: "item", ns: "", codec: xsd.int, min: 0, max: null, nillable: true, xsi: "xsd:int" },',
        '  "xsd:int",',
        ");",
        "",
        "export const PairCodec: ComplexCodec<T.Pair> = /* @__PURE__ */ complexCodec({",
        '  name: "Pair",',
        "  ns: NAMESPACE,",
        "  fields: [",
        '    { xml: "a", ns: "", codec: xsd.string, xsi: "xsd:string" },',
        '    { xml: "b", ns: "", codec: () => IntsCodec },',
        "  ],",
        "});",
      ].join("\n"),
    );
    expect(text).toContain('import { encodedArrayCodec } from "./runtime/soap-encoding.js";');
  });

  it("operations.ts: the bodies' encoding, the parts' xsi:type by {namespace}name", async () => {
    const text = await formatted(printModule(operationsModule(model)));
    expect(text).toContain(
      [
        "  input: {",
        '    wrapper: { ns: codecs.NAMESPACE, local: "add" },',
        '    fields: [{ xml: "pair", ns: "", codec: codecs.PairCodec, xsi: "{urn:tiny}Pair" }],',
        '    encoding: soapEncoding("http://schemas.xmlsoap.org/soap/encoding/"),',
        "  },",
        "  output: {",
        '    wrapper: { ns: codecs.NAMESPACE, local: "addResponse" },',
        '    fields: [{ xml: "return", ns: "", codec: xsd.int, xsi: "xsd:int", missing: 0 }],',
        '    encoding: soapEncoding("http://schemas.xmlsoap.org/soap/encoding/"),',
        "  },",
      ].join("\n"),
    );
    expect(text).toContain('import { soapEncoding } from "./runtime/soap-encoding.js";');
  });

  it("a literal contract's codecs say no xsi:type", async () => {
    const literal = tinyModel({ types: [complex("Pair", [field("a", builtin("string"))])] });
    expect(await formatted(printModule(codecsModule(literal)))).toContain(
      '  fields: [{ xml: "a", codec: xsd.string }],',
    );
  });
});
