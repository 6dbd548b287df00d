/** codecs.ts: a tiny contract in, the whole module out, one construct each. */
import { describe, expect, it } from "vitest";
import { codecsModule } from "../../../generator/emit/codecs/emit-codecs.ts";
import { printModule } from "../../../generator/emit/code/print-module.ts";
import { formatted } from "../support/formatted.ts";
import { builtin, complex, field, named, NS, tinyModel, wrapped } from "../support/tiny-model.ts";

const HEAD = [
  "/**",
  " * How each type of the contract is read from and written to XML, composed once at load time.",
  " * Named types are referenced through thunks, so recursive and forward references work. Each is",
  " * marked pure (`@__PURE__`): a bundle keeps only the codecs its program uses.",
  " */",
];

describe("codecs.ts", () => {
  it("a complex type with an attribute, derived by extension: the derived type names its base, whose content the runtime puts first; a field writes only what differs from the common case", async () => {
    const model = tinyModel({
      types: [
        complex("Shape", [field("id", builtin("int"))]),
        complex("Circle", [field("r", builtin("double"), { minOccurs: 0 })], {
          base: named("Shape"),
          derivation: "extension",
          attributes: [
            { xmlName: "unit", namespace: "", type: builtin("string"), required: false },
          ],
        }),
      ],
    });
    expect(await formatted(printModule(codecsModule(model)))).toBe(
      [
        ...HEAD,
        'import { type ComplexCodec, complexCodec } from "./runtime/complex-codec.js";',
        'import * as xsd from "./runtime/xsd-codecs.js";',
        'import type * as T from "./types.js";',
        "",
        "/** The contract's target namespace. */",
        'export const NAMESPACE = "urn:tiny";',
        "",
        "/** Where the service answers: the path of its address, the same on every binding. */",
        'export const ENDPOINT_PATH = "/tiny";',
        "",
        "export const CircleCodec: ComplexCodec<T.Circle> = /* @__PURE__ */ complexCodec({",
        '  name: "Circle",',
        "  base: () => ShapeCodec,",
        "  ns: NAMESPACE,",
        '  fields: [{ xml: "r", codec: xsd.double, min: 0 }],',
        '  attributes: [{ xml: "unit", codec: xsd.string }],',
        '  typeName: { ns: NAMESPACE, local: "Circle" },',
        "});",
        "",
        "export const ShapeCodec: ComplexCodec<T.ShapeFamily> = /* @__PURE__ */ complexCodec({",
        '  name: "Shape",',
        "  ns: NAMESPACE,",
        '  fields: [{ xml: "id", codec: xsd.int }],',
        '  typeName: { ns: NAMESPACE, local: "Shape" },',
        "  derived: () =>",
        "    new Map<string, ComplexCodec<unknown>>([",
        '      ["{urn:tiny}Circle", CircleCodec as ComplexCodec<unknown>],',
        "    ]),",
        "});",
        "",
      ].join("\n"),
    );
  });

  it("simple types: an enumeration, a list of it (declared before it: a thunk), a union", async () => {
    const model = tinyModel({
      types: [
        { kind: "list", name: { namespace: NS, local: "Colors" }, item: named("Color") },
        {
          kind: "enum",
          name: { namespace: NS, local: "Color" },
          base: "string",
          values: ["red", "green"],
        },
        {
          kind: "union",
          name: { namespace: NS, local: "Size" },
          members: [builtin("int"), builtin("string")],
        },
      ],
    });
    const text = await formatted(printModule(codecsModule(model)));
    expect(text.slice(text.indexOf("export const Color"))).toBe(
      [
        'export const ColorCodec: TextCodec<T.Color> = /* @__PURE__ */ enumCodec<T.Color>("Color", [',
        '  "red",',
        '  "green",',
        "]);",
        "",
        "export const ColorsCodec: TextCodec<T.Colors> = /* @__PURE__ */ listCodec(() => ColorCodec);",
        "",
        'export const SizeCodec: TextCodec<T.Size> = /* @__PURE__ */ unionCodec("Size", [',
        "  xsd.int,",
        "  xsd.string,",
        "]);",
        "",
      ].join("\n"),
    );
  });

  it("simple content, wildcards and mixed content are flags of the descriptor", async () => {
    const model = tinyModel({
      types: [
        complex("Note", [], { text: builtin("string"), anyAttribute: true }),
        complex("Bag", [], { anyElements: { minOccurs: 0, maxOccurs: null }, mixed: true }),
      ],
    });
    const text = await formatted(printModule(codecsModule(model)));
    expect(text).toContain(
      'export const BagCodec: ComplexCodec<T.Bag> = /* @__PURE__ */ complexCodec({\n  name: "Bag",\n  ns: NAMESPACE,\n  fields: [],\n  anyElements: true,\n  mixed: true,\n});',
    );
    expect(text).toContain(
      'export const NoteCodec: ComplexCodec<T.Note> = /* @__PURE__ */ complexCodec({\n  name: "Note",\n  ns: NAMESPACE,\n  fields: [],\n  text: xsd.string,\n  anyAttribute: true,\n});',
    );
  });

  it("the SOAP header blocks, one table the client and the server read: element and codec by the name operations carry them by", async () => {
    const key = { namespace: NS, local: "ApiKey" };
    const tenant = { namespace: "urn:other", local: "Tenant" };
    const model = tinyModel({
      types: [complex("ApiKey", [field("key", builtin("string"))])],
      operations: [wrapped("ping", [], [], { headers: [key, tenant] })],
      headers: [
        { element: key, type: named("ApiKey") },
        { element: tenant, type: builtin("string") },
      ],
    });
    const text = await formatted(printModule(codecsModule(model)));
    expect(text).toContain('import type { HeaderBlock } from "./runtime/operation.js";');
    expect(text.slice(text.indexOf("/** The contract's SOAP header"))).toBe(
      [
        "/** The contract's SOAP header blocks, by the names operations carry them by. */",
        "export const HEADERS: Readonly<Record<string, HeaderBlock>> = {",
        '  apiKey: { element: "ApiKey", namespace: NAMESPACE, codec: ApiKeyCodec },',
        '  tenant: { element: "Tenant", namespace: "urn:other", codec: xsd.string },',
        "};",
        "",
      ].join("\n"),
    );
  });
});
