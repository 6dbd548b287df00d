/**
 * A contract with every construct the validators emit: objects with attributes and runtime
 * properties, choices, derived and recursive types, enumerations, simple types with each kind of
 * facet, lists, unions, anyType items, operations with stated requirements, results of each shape
 * and faults. The emitted validators are type-checked and run against it.
 */
import type { ContractDraft, DraftType } from "../../generator/model/contract-draft.ts";
import {
  NS,
  builtin,
  complex,
  field,
  named,
  operation,
  simple,
} from "../emit/validators/emit-fragment.ts";

const name = (local: string) => ({ namespace: NS, local });

export const CONSTRUCT_TYPES: DraftType[] = [
  complex(
    "Order",
    [
      field("id", builtin("int")),
      field("note", builtin("string"), { minOccurs: 0 }),
      field("lines", builtin("string"), { maxOccurs: 3, nillable: true }),
      field("tags", builtin("token"), { minOccurs: 0, maxOccurs: null }),
    ],
    {
      attributes: [
        { xmlName: "version", namespace: "", type: builtin("int"), required: true },
        { xmlName: "lang", namespace: "", type: builtin("language"), required: false },
      ],
    },
  ),
  complex("Price", [], {
    text: builtin("decimal"),
    attributes: [{ xmlName: "currency", namespace: "", type: builtin("string"), required: true }],
  }),
  complex("Note", [field("b", builtin("string"), { minOccurs: 0 })], {
    mixed: true,
    anyElements: { minOccurs: 0, maxOccurs: null },
    anyAttribute: true,
  }),
  complex(
    "Contact",
    [
      field("name", builtin("string")),
      field("email", builtin("string"), { choice: { group: 0, alternative: 0 } }),
      field("street", builtin("string"), { choice: { group: 0, alternative: 1 } }),
      field("city", builtin("string"), { choice: { group: 0, alternative: 1 } }),
      field("fax", builtin("string"), { choice: { group: 1, alternative: 0 } }),
      field("phone", builtin("string"), { choice: { group: 1, alternative: 1 } }),
    ],
    { choices: [{ required: true }, { required: false }] },
  ),
  complex("Shape", [field("id", builtin("int"))], { abstract: true }),
  complex("Circle", [field("radius", builtin("double"))], {
    base: named("Shape"),
    derivation: "extension",
  }),
  complex("Ring", [field("inner", builtin("double"))], {
    base: named("Circle"),
    derivation: "extension",
  }),
  complex("Node", [
    field("value", builtin("int")),
    field("children", named("Node"), { minOccurs: 0, maxOccurs: null }),
    field("next", named("Link"), { minOccurs: 0 }),
  ]),
  complex("Link", [field("to", named("Node"))]),
  complex("Bag", [
    field("item", builtin("anyType"), { minOccurs: 0, maxOccurs: null, nillable: true }),
  ]),
  complex("Extra", []),
  { kind: "enum", name: name("Mode"), base: "string", values: ["Fast", "Safe"] },
  { kind: "enum", name: name("Day"), base: "string", values: ["Monday", "Tuesday"] },
  { kind: "list", name: name("Days"), item: named("Day") },
  {
    kind: "list",
    name: name("Scores"),
    item: builtin("int"),
    facets: { minLength: 1, maxLength: 5 },
  },
  {
    kind: "union",
    name: name("SizeOrName"),
    members: [builtin("int"), builtin("string"), builtin("token")],
  },
  simple("Code", "string", { minLength: 2, maxLength: 8, patterns: ["[A-Z]{2}\\d*"] }),
  simple("Pin", "string", { length: 4 }),
  simple("Tags", "NMTOKENS", { maxLength: 3 }),
  simple("Hash", "hexBinary", { length: 4 }),
  simple("Percent", "int", { minInclusive: "0", maxInclusive: "100" }),
  simple("Positive", "double", { minExclusive: "0" }),
  simple("Big", "long", { minExclusive: "-5", maxExclusive: "5000000000000000000" }),
  simple("Small", "short", { totalDigits: 3, patterns: ["\\d+"] }),
  simple("Money", "decimal", {
    minInclusive: "0",
    maxExclusive: "1000000",
    totalDigits: 9,
    fractionDigits: 2,
  }),
  simple("Recent", "dateTime", {
    minInclusive: "2000-01-01T00:00:00",
    maxExclusive: "2100-01-01T00:00:00+01:00",
  }),
  simple("Birthday", "date", { minInclusive: "1900-01-01", maxInclusive: "2099-12-31" }),
  simple("Wait", "duration", { maxInclusive: "PT1H", patterns: ["\\p{IsBasicLatin}+"] }),
  complex("Problem", [field("code", builtin("string"))]),
];

export function constructsDraft(): ContractDraft {
  return {
    file: "constructs.wsdl",
    service: { name: "Constructs", namespace: NS },
    bindings: [{ kind: "soap11", address: "http://localhost/constructs.asmx" }],
    operations: [
      operation(
        "find",
        [
          field("text", builtin("string"), { minOccurs: 0 }),
          field("owner", builtin("string"), { minOccurs: 0, nillable: true }),
          field("since", builtin("dateTime")),
          field("until", builtin("dateTime"), { nillable: true }),
          field("id", builtin("int")),
          field("mode", named("Mode")),
          field("ids", builtin("long"), { minOccurs: 0, maxOccurs: null }),
          field("order", named("Order"), { minOccurs: 0 }),
        ],
        builtin("string"),
        {
          requirements: [
            { kind: "required", params: ["since", "id", "owner", "mode"] },
            { kind: "atLeastOne", params: ["text", "ids"] },
          ],
        },
      ),
      { ...operation("ping", [], builtin("int")), output: undefined },
      {
        ...operation("split", [], builtin("int")),
        output: {
          wrapper: name("splitResponse"),
          fields: [
            field("head", builtin("string")),
            field("rest", builtin("string"), { minOccurs: 0, maxOccurs: null }),
          ],
        },
      },
      operation("save", [field("contact", named("Contact"))], named("Node"), {
        faults: [
          { name: "Invalid", element: name("Invalid"), type: named("Problem") },
          { name: "Busy", element: name("Busy"), type: builtin("int") },
        ],
      }),
    ],
    headers: [],
    types: CONSTRUCT_TYPES,
    elements: [],
  };
}
