/**
 * Fields and parameters: the shorthand (just a type) and the long form, type names (bare,
 * `xsd:`, `tns:`), and ASMX's default occurrence for value and reference types.
 */
import { describe, expect, it } from "vitest";
import type { DraftField } from "../../../generator/model/contract-draft.ts";
import { XSD_BUILTINS, type XsdBuiltin } from "../../../generator/model/service-model.ts";
import { at, builtin, named, NS, parse, withHead } from "./manifest-text.ts";

const field = (xmlName: string, rest: Omit<DraftField, "xmlName" | "namespace">): DraftField => ({
  xmlName,
  namespace: NS,
  ...rest,
});

describe("manifest fields", () => {
  it("reads shorthand and long forms, with the default occurrence of each kind of type", () => {
    const draft = parse(
      withHead(`
        types:
          Row:
            documentation: One row.
            sequence:
              count: int
              name: string
              when: xsd:dateTime
              kind: Kind
              code: Code
              child: tns:Row
              tags: { type: string, minOccurs: 1, maxOccurs: unbounded, nillable: true, documentation: Tags. }
              size: { type: Size }
              codes: Codes
              items: { type: anyType, maxOccurs: 3 }
          Kind: { enum: [A, B] }
          Code: { restriction: string }
          Size: { restriction: decimal }
          Codes: { list: int }
        operations: {}
      `),
    );
    const row = draft.types[0]!;
    expect(row.kind === "complex" && row.fields).toStrictEqual([
      field("count", {
        type: builtin("int"),
        minOccurs: 1,
        maxOccurs: 1,
        nillable: false,
        loc: at(10, 7),
      }),
      field("name", {
        type: builtin("string"),
        minOccurs: 0,
        maxOccurs: 1,
        nillable: false,
        loc: at(11, 7),
      }),
      field("when", {
        type: builtin("dateTime"),
        minOccurs: 1,
        maxOccurs: 1,
        nillable: false,
        loc: at(12, 7),
      }),
      field("kind", {
        type: named("Kind", at(13, 13)),
        minOccurs: 1,
        maxOccurs: 1,
        nillable: false,
        loc: at(13, 7),
      }),
      field("code", {
        type: named("Code", at(14, 13)),
        minOccurs: 0,
        maxOccurs: 1,
        nillable: false,
        loc: at(14, 7),
      }),
      field("child", {
        type: named("Row", at(15, 14)),
        minOccurs: 0,
        maxOccurs: 1,
        nillable: false,
        loc: at(15, 7),
      }),
      field("tags", {
        type: builtin("string"),
        minOccurs: 1,
        maxOccurs: null,
        nillable: true,
        documentation: "Tags.",
        loc: at(16, 7),
      }),
      field("size", {
        type: named("Size", at(17, 21)),
        minOccurs: 1,
        maxOccurs: 1,
        nillable: false,
        loc: at(17, 7),
      }),
      field("codes", {
        type: named("Codes", at(18, 14)),
        minOccurs: 0,
        maxOccurs: 1,
        nillable: false,
        loc: at(18, 7),
      }),
      field("items", {
        type: builtin("anyType"),
        minOccurs: 0,
        maxOccurs: 3,
        nillable: false,
        loc: at(19, 7),
      }),
    ]);
  });

  it("reads parameters like fields, in order", () => {
    const draft = parse(
      withHead(`
        operations:
          find:
            parameters:
              Since: dateTime
              Name: { type: xsd:string, nillable: true }
              Flag: { type: boolean, minOccurs: 0, documentation: Optional flag. }
            result: string
      `),
    );
    expect(draft.operations[0]!.input.fields).toStrictEqual([
      field("Since", {
        type: builtin("dateTime"),
        minOccurs: 1,
        maxOccurs: 1,
        nillable: false,
        loc: at(9, 7),
      }),
      field("Name", {
        type: builtin("string"),
        minOccurs: 0,
        maxOccurs: 1,
        nillable: true,
        loc: at(10, 7),
      }),
      field("Flag", {
        type: builtin("boolean"),
        minOccurs: 0,
        maxOccurs: 1,
        nillable: false,
        documentation: "Optional flag.",
        loc: at(11, 7),
      }),
    ]);
  });

  /** What ASMX writes for a parameter of each built-in when minOccurs is not given. */
  const DEFAULT_MIN_OCCURS: Record<XsdBuiltin, number> = {
    string: 0,
    boolean: 1,
    int: 1,
    long: 1,
    short: 1,
    byte: 1,
    unsignedInt: 1,
    unsignedLong: 1,
    unsignedShort: 1,
    unsignedByte: 1,
    integer: 1,
    decimal: 1,
    double: 1,
    float: 1,
    dateTime: 1,
    date: 1,
    time: 1,
    duration: 1,
    base64Binary: 0,
    anyURI: 0,
    QName: 0,
    guid: 1,
    char: 1,
    anyType: 0,
    normalizedString: 0,
    token: 0,
    language: 0,
    Name: 0,
    NCName: 0,
    NMTOKEN: 0,
    NMTOKENS: 0,
    ID: 0,
    IDREF: 0,
    IDREFS: 0,
    ENTITY: 0,
    ENTITIES: 0,
    NOTATION: 0,
    anySimpleType: 0,
    positiveInteger: 0,
    nonNegativeInteger: 0,
    negativeInteger: 0,
    nonPositiveInteger: 0,
    gYear: 0,
    gYearMonth: 0,
    gMonth: 0,
    gMonthDay: 0,
    gDay: 0,
    hexBinary: 0,
  };

  it.each(XSD_BUILTINS.map((xsd) => [xsd, DEFAULT_MIN_OCCURS[xsd]] as const))(
    "gives a %s parameter minOccurs %i by default",
    (xsd, minOccurs) => {
      const draft = parse(
        withHead(`operations: { op: { parameters: { p: ${xsd} }, result: string } }`),
      );
      expect(draft.operations[0]!.input.fields.map((p) => [p.type, p.minOccurs])).toEqual([
        [builtin(xsd), minOccurs],
      ]);
    },
  );
});
