/**
 * Complex types in types.ts, one construct each: a tiny contract in, the exact declaration out
 * (before the formatter lays it out).
 */
import { describe, expect, it } from "vitest";
import { printStatement } from "../../../generator/emit/code/print-module.ts";
import { TsTypeNamer } from "../../../generator/emit/common/ts-type-namer.ts";
import {
  complexTypeStatement,
  familyStatements,
} from "../../../generator/emit/types/complex-type.ts";
import type { ComplexTypeModel, ServiceModel } from "../../../generator/model/service-model.ts";
import { builtin, complex, field, named, tinyModel } from "../support/tiny-model.ts";

function declaration(model: ServiceModel, local: string): string {
  const t = model.types.find((x) => x.name.local === local) as ComplexTypeModel;
  return printStatement(complexTypeStatement(t, new TsTypeNamer(model), () => "XmlValue"));
}

describe("complex types", () => {
  it("a sequence is an interface: optional, repeated and nillable fields, and one whose XML name is not an identifier (quoted)", () => {
    const model = tinyModel({
      types: [
        complex("Order", [
          field("id", builtin("int")),
          field("note", builtin("string"), { minOccurs: 0 }),
          field("line-item", builtin("string"), { maxOccurs: null, nillable: true }),
        ]),
      ],
    });
    expect(declaration(model, "Order")).toBe(
      [
        "/** Complex type `Order`. */",
        "export interface Order {",
        "  /** `xsd:int`. */",
        "  id: number;",
        "  note?: string | undefined;",
        '  "line-item": (string | null)[];',
        "}",
      ].join("\n"),
    );
  });

  it("an extension extends its base; the family of derived types names itself in $type", () => {
    const model = tinyModel({
      types: [
        complex("Shape", [field("id", builtin("int"))]),
        complex("Circle", [field("r", builtin("double"))], {
          base: named("Shape"),
          derivation: "extension",
        }),
      ],
    });
    expect(declaration(model, "Circle")).toBe(
      [
        "/** Complex type `Circle`. */",
        "export interface Circle extends Shape {",
        "  /** `xsd:double`. */",
        "  r: number;",
        "  /** The type on the wire (`xsi:type`) when it is a derived one. */",
        '  $type?: "Circle" | undefined;',
        "}",
      ].join("\n"),
    );
    expect(declaration(model, "Shape")).toContain('  $type?: "Shape" | "Circle" | undefined;');
  });

  it("a type with concrete derived types has a family: a union its $type narrows, required on the derived members", () => {
    const model = tinyModel({
      types: [
        complex("Shape", [field("id", builtin("int"))], { abstract: true }),
        complex("Circle", [field("r", builtin("double"))], {
          base: named("Shape"),
          derivation: "extension",
        }),
        complex("Ring", [field("inner", builtin("double"))], {
          base: named("Circle"),
          derivation: "extension",
        }),
      ],
    });
    const families = (local: string) =>
      familyStatements(
        model.types.find((t) => t.name.local === local) as ComplexTypeModel,
        new TsTypeNamer(model),
      ).map((st) => {
        // The declaration on one line, as the formatter may lay it out otherwise.
        const [doc, declaration] = printStatement(st).split(/(?<=\*\/)\n/);
        return `${doc}\n${declaration!.replace(/\s*\n\s*/g, " ")}`;
      });
    expect(families("Shape")).toEqual([
      `${[
        "/**",
        " * A `Shape` as an element of that type holds it: one of the types derived from it, which `$type`",
        " * (the `xsi:type` on the wire) names.",
        " */",
      ].join(
        "\n",
      )}\nexport type ShapeFamily = (Circle & { $type: "Circle"; }) | (Ring & { $type: "Ring"; });`,
    ]);
    expect(families("Circle")).toEqual([
      expect.stringContaining(
        'export type CircleFamily = (Circle & { $type?: "Circle" | undefined; }) | (Ring & { $type: "Ring"; });',
      ),
    ]);
    expect(families("Ring")).toEqual([]);
  });

  it("a choice is an intersection with one object per alternative, the others' properties never", () => {
    const model = tinyModel({
      types: [
        complex(
          "Either",
          [
            field("id", builtin("string")),
            field("a", builtin("string"), { choice: { group: 0, alternative: 0 } }),
            field("b", builtin("string"), { choice: { group: 0, alternative: 1 } }),
          ],
          { choices: [{ required: false }] },
        ),
      ],
    });
    expect(declaration(model, "Either")).toBe(
      [
        "/** Complex type `Either`. */",
        "export type Either = {",
        "  id: string;",
        "} & ({",
        "  a: string;",
        "  b?: never;",
        "} | {",
        "  a?: never;",
        "  b: string;",
        "} | {",
        "  a?: never;",
        "  b?: never;",
        "});",
      ].join("\n"),
    );
  });

  it("attributes, simple content, wildcards and mixed content are properties of their own", () => {
    const model = tinyModel({
      types: [
        complex("Price", [], {
          attributes: [
            {
              xmlName: "currency",
              namespace: "",
              type: builtin("string"),
              required: true,
              default: "EUR",
            },
          ],
          text: builtin("decimal"),
          anyAttribute: true,
        }),
        complex("Note", [field("by", builtin("string"))], {
          anyElements: { minOccurs: 0, maxOccurs: null },
          mixed: true,
        }),
      ],
    });
    expect(declaration(model, "Price")).toBe(
      [
        "/** Complex type `Price`. */",
        "export interface Price {",
        '  /** Attribute `currency`; default "EUR" when absent. */',
        "  currency: string;",
        "  /** The element's text (simple content). */",
        "  $value: string;",
        "  /**",
        "   * Attributes the schema does not name (xs:anyAttribute): `local` or `{namespace}local` -> value.",
        "   */",
        "  $attributes?: Record<string, string> | undefined;",
        "}",
      ].join("\n"),
    );
    expect(declaration(model, "Note")).toBe(
      [
        "/** Complex type `Note`. */",
        "export interface Note {",
        "  by: string;",
        "  /** The text between the child elements (mixed content). */",
        "  $text?: string | undefined;",
        "  /** Elements the schema does not name (xs:any), each as XML text with its namespaces. */",
        "  $any?: string[] | undefined;",
        "}",
      ].join("\n"),
    );
  });

  it("an open type keeps its children as XML; an array wrapper is an array of its item", () => {
    const model = tinyModel({
      types: [
        complex("cUser", []),
        complex("ArrayOfString", [
          field("string", builtin("string"), { minOccurs: 0, maxOccurs: null, nillable: true }),
        ]),
      ],
    });
    expect(declaration(model, "cUser")).toBe(
      [
        "/** Complex type `cUser`. */",
        "export interface cUser {",
        "  [element: string]: XmlValue;",
        "}",
      ].join("\n"),
    );
    expect(declaration(model, "ArrayOfString")).toBe(
      [
        "/** Array wrapper `ArrayOfString`: repeated `string` elements. */",
        "export type ArrayOfString = (string | null)[];",
      ].join("\n"),
    );
  });

  it("escapes documentation that would close the comment, and wraps long lines", () => {
    const long = `Ends a comment */ here, then ${"word ".repeat(30)}end.`;
    const model = tinyModel({
      types: [
        complex("Doc", [field("x", builtin("string"), { documentation: long })], {
          documentation: "Type */ doc",
        }),
      ],
    });
    const text = declaration(model, "Doc");
    expect(text).toContain("Type *\\/ doc");
    expect(text).toContain("Ends a comment *\\/ here");
    expect(text.split("\n").every((line) => line.length <= 100)).toBe(true);
    expect(text).not.toMatch(/\*\/ here/);
  });
});
