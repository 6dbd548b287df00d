/**
 * Types: complex (each compositor, extension, attributes, abstract, no declared content),
 * enumerations, restrictions and lists, in manifest order.
 */
import { describe, expect, it } from "vitest";
import type { DraftType } from "../../../generator/model/contract-draft.ts";
import { at, builtin, named, NS, parse, withHead } from "./manifest-text.ts";

const qname = (local: string) => ({ namespace: NS, local });

describe("manifest types", () => {
  it("reads every kind of type", () => {
    const draft = parse(
      withHead(`
        types:
          Base:
            abstract: true
            sequence: { id: int }
          Derived:
            documentation: A derived type.
            extends: Base
            all:
              extra: string
            attributes:
              code: string
              id: { type: int, required: true, documentation: The id. }
          Pick:
            choice: { a: int, b: string }
          Empty:
            sequence: {}
          cUser: {}
          bt:
            documentation: Building types.
            enum: [Academics, Athletics]
          Level:
            enum: ["1", "2"]
            base: xsd:int
          Code:
            restriction: string
          Codes:
            documentation: Codes, space-separated.
            list: int
        operations: {}
      `),
    );
    const expected: DraftType[] = [
      {
        kind: "complex",
        name: qname("Base"),
        compositor: "sequence",
        fields: [
          {
            xmlName: "id",
            namespace: NS,
            type: builtin("int"),
            minOccurs: 1,
            maxOccurs: 1,
            nillable: false,
            loc: at(9, 17),
          },
        ],
        attributes: [],
        abstract: true,
        loc: at(7, 3),
      },
      {
        kind: "complex",
        name: qname("Derived"),
        documentation: "A derived type.",
        base: named("Base", at(12, 14)),
        compositor: "all",
        fields: [
          {
            xmlName: "extra",
            namespace: NS,
            type: builtin("string"),
            minOccurs: 0,
            maxOccurs: 1,
            nillable: false,
            loc: at(14, 7),
          },
        ],
        attributes: [
          {
            xmlName: "code",
            namespace: "",
            type: builtin("string"),
            required: false,
            loc: at(16, 7),
          },
          {
            xmlName: "id",
            namespace: "",
            type: builtin("int"),
            required: true,
            documentation: "The id.",
            loc: at(17, 7),
          },
        ],
        abstract: false,
        loc: at(10, 3),
      },
      {
        kind: "complex",
        name: qname("Pick"),
        compositor: "choice",
        fields: [
          {
            xmlName: "a",
            namespace: NS,
            type: builtin("int"),
            minOccurs: 1,
            maxOccurs: 1,
            nillable: false,
            loc: at(19, 15),
            choice: { group: 0, alternative: 0 },
          },
          {
            xmlName: "b",
            namespace: NS,
            type: builtin("string"),
            minOccurs: 0,
            maxOccurs: 1,
            nillable: false,
            loc: at(19, 23),
            choice: { group: 0, alternative: 1 },
          },
        ],
        choices: [{ required: true }],
        attributes: [],
        abstract: false,
        loc: at(18, 3),
      },
      {
        kind: "complex",
        name: qname("Empty"),
        compositor: "sequence",
        fields: [],
        attributes: [],
        abstract: false,
        loc: at(20, 3),
      },
      {
        kind: "complex",
        name: qname("cUser"),
        compositor: "sequence",
        fields: [],
        attributes: [],
        abstract: false,
        loc: at(22, 3),
      },
      {
        kind: "enum",
        name: qname("bt"),
        documentation: "Building types.",
        base: "string",
        values: ["Academics", "Athletics"],
        loc: at(23, 3),
      },
      { kind: "enum", name: qname("Level"), base: "int", values: ["1", "2"], loc: at(26, 3) },
      { kind: "simple", name: qname("Code"), base: "string", loc: at(29, 3) },
      {
        kind: "list",
        name: qname("Codes"),
        documentation: "Codes, space-separated.",
        item: builtin("int"),
        loc: at(31, 3),
      },
    ];
    expect(draft.types).toStrictEqual(expected);
  });
});
