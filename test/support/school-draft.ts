/**
 * A small draft in the shape of the school contract (envelope, header, enum, an open domain type,
 * two operations), for tests of the model builder and the emitters that must not depend on a parser.
 */
import type {
  ContractDraft,
  DraftField,
  DraftOperation,
  DraftTypeRef,
} from "../../generator/model/contract-draft.ts";

export const NS = "http://example.org/api/";
const named = (local: string): DraftTypeRef => ({ kind: "named", name: { namespace: NS, local } });
const builtin = (xsd: "string" | "int" | "boolean" | "dateTime" | "anyType"): DraftTypeRef => ({
  kind: "builtin",
  xsd,
});

export function field(
  xmlName: string,
  type: DraftTypeRef,
  minOccurs = 1,
  maxOccurs: number | null = 1,
  nillable = false,
): DraftField {
  return { xmlName, namespace: NS, type, minOccurs, maxOccurs, nillable };
}

/** An operation in ASMX's shapes: `<name>` holds the parameters, `<name>Response` holds `<name>Result`. */
export function asmxOperation(
  name: string,
  parameters: DraftField[],
  resultType: DraftTypeRef,
  minOccurs = 0,
): Pick<DraftOperation, "name" | "input" | "output"> {
  return {
    name,
    input: { wrapper: { namespace: NS, local: name }, fields: parameters },
    output: {
      wrapper: { namespace: NS, local: `${name}Response` },
      fields: [field(`${name}Result`, resultType, minOccurs)],
    },
  };
}

export function smallDraft(): ContractDraft {
  const complex = (local: string, fields: DraftField[]) => ({
    kind: "complex" as const,
    name: { namespace: NS, local },
    compositor: "sequence" as const,
    fields,
    attributes: [],
    abstract: false,
  });
  return {
    file: "small.wsdl",
    service: { name: "MiniService", namespace: NS },
    bindings: [
      { kind: "soap11", address: "http://localhost/api/mini.asmx" },
      { kind: "httpGet", address: "http://localhost/api/mini.asmx" },
    ],
    operations: [
      {
        ...asmxOperation(
          "userFind",
          [
            field("LastName", builtin("string"), 0),
            field("FirstName", builtin("string"), 0),
            field("Since", builtin("dateTime")),
          ],
          named("rtnObject"),
        ),
        documentation: "Finds users.",
        headers: [{ namespace: NS, local: "AuthHeader" }],
        requirements: [{ kind: "atLeastOne", params: ["LastName", "FirstName"] }],
        resultItems: { type: { namespace: NS, local: "cUser" }, cardinality: "many" },
      },
      {
        ...asmxOperation("buildingList", [field("bt", named("bt"))], named("rtnObject")),
        headers: [],
        requirements: [],
      },
    ],
    headers: [{ element: { namespace: NS, local: "AuthHeader" }, type: named("AuthHeader") }],
    types: [
      complex("rtnObject", [
        field("_status", named("cStatus"), 0),
        field("_data", named("ArrayOfAnyType"), 0),
      ]),
      complex("cStatus", [
        field("bln_Success", builtin("boolean")),
        field("detail", named("ArrayOfErrorDetail"), 0),
      ]),
      complex("ArrayOfErrorDetail", [field("ErrorDetail", named("ErrorDetail"), 0, null, true)]),
      complex("ErrorDetail", [
        field("code", builtin("string"), 0),
        field("desc", builtin("string"), 0),
      ]),
      complex("ArrayOfAnyType", [field("anyType", builtin("anyType"), 0, null, true)]),
      complex("AuthHeader", [
        field("Username", builtin("string"), 0),
        field("Password", builtin("string"), 0),
      ]),
      complex("cUser", []),
      {
        kind: "enum",
        name: { namespace: NS, local: "bt" },
        base: "string",
        values: ["Academics", "Athletics"],
      },
    ],
    elements: [
      { name: { namespace: NS, local: "rtnObject" }, type: named("rtnObject"), nillable: true },
    ],
  };
}
