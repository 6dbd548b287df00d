/**
 * Every rule of the contract diff on a pair of small contracts (the small school-shaped draft
 * before, and after one change), with the exact classification for clients and for servers.
 * userFind's parameters and the header type AuthHeader travel in requests; the result envelope
 * and ErrorDetail in responses; bt in requests.
 */
import { describe, expect, it } from "vitest";
import { diffModels } from "../../generator/diff/diff-models.ts";
import { buildServiceModel } from "../../generator/model/build-service-model.ts";
import type { ContractDraft, DraftField, DraftType } from "../../generator/model/contract-draft.ts";
import { NS, asmxOperation, field, smallDraft } from "../support/school-draft.ts";

const builtin = (xsd: "string" | "int" | "boolean" | "dateTime") => ({
  kind: "builtin" as const,
  xsd,
});
const op = (d: ContractDraft, name: string) => d.operations.find((o) => o.name === name)!;
const param = (d: ContractDraft, opName: string, name: string): DraftField =>
  op(d, opName).input.fields.find((f) => f.xmlName === name)!;
const type = (d: ContractDraft, local: string) =>
  d.types.find((t) => t.name.local === local)! as DraftType & {
    fields: DraftField[];
    values: string[];
  };

/** [rule, clients, servers] of each change `change` makes to the small contract. */
function classify(change: (d: ContractDraft) => void): [string, string, string][] {
  const after = smallDraft();
  change(after);
  return diffModels(buildServiceModel(smallDraft()), buildServiceModel(after)).map((c) => [
    c.rule,
    c.client,
    c.server,
  ]);
}

describe("the contract diff classifies", () => {
  it("nothing, for the same contract", () => {
    expect(classify(() => undefined)).toEqual([]);
  });

  it.each<[string, (d: ContractDraft) => void, [string, string, string][]]>([
    // Operations.
    [
      "an operation added",
      (d) =>
        d.operations.push({
          ...asmxOperation("roomList", [], {
            kind: "named",
            name: { namespace: NS, local: "rtnObject" },
          }),
          headers: [],
          requirements: [],
        }),
      [["operation-added", "safe", "breaking"]],
    ],
    [
      "an operation removed",
      (d) => d.operations.pop(),
      [["operation-removed", "breaking", "warning"]],
    ],
    [
      "an operation renamed (the same messages under another name)",
      (d) =>
        Object.assign(
          op(d, "buildingList"),
          asmxOperation("buildingGetList", op(d, "buildingList").input.fields, {
            kind: "named",
            name: { namespace: NS, local: "rtnObject" },
          }),
        ),
      [["operation-renamed", "breaking", "breaking"]],
    ],
    [
      "a SOAPAction changed",
      (d) => (op(d, "buildingList").soapAction = "urn:other"),
      [["soap-action-changed", "breaking", "breaking"]],
    ],
    [
      "literal messages become SOAP-encoded (rpc/encoded)",
      (d) => (op(d, "buildingList").encodingStyle = "http://schemas.xmlsoap.org/soap/encoding/"),
      [["encoding-changed", "breaking", "breaking"]],
    ],
    // Parameters (requests).
    [
      "a required parameter added",
      (d) => op(d, "userFind").input.fields.push(field("Extra", builtin("int"))),
      [["parameter-added-required", "breaking", "safe"]],
    ],
    [
      "an optional parameter added",
      (d) => op(d, "userFind").input.fields.push(field("Extra", builtin("string"), 0)),
      [["parameter-added-optional", "safe", "warning"]],
    ],
    [
      "a parameter removed",
      (d) => op(d, "userFind").input.fields.pop(),
      [["parameter-removed", "warning", "warning"]],
    ],
    [
      "a parameter renamed (same type, same place)",
      (d) => (param(d, "userFind", "Since").xmlName = "From"),
      [["parameter-renamed", "breaking", "breaking"]],
    ],
    [
      "parameters reordered",
      (d) => op(d, "userFind").input.fields.reverse(),
      [["parameter-reordered", "breaking", "safe"]],
    ],
    [
      "a parameter's type changed",
      (d) => (param(d, "userFind", "Since").type = builtin("string")),
      [["parameter-type-changed", "breaking", "breaking"]],
    ],
    [
      "a parameter made required",
      (d) => (param(d, "userFind", "LastName").minOccurs = 1),
      [["parameter-occurrence-changed", "breaking", "safe"]],
    ],
    [
      "a parameter made optional",
      (d) => (param(d, "userFind", "Since").minOccurs = 0),
      [["parameter-occurrence-changed", "safe", "breaking"]],
    ],
    [
      "a parameter made a list (which HTTP GET cannot carry, so the operation leaves that binding)",
      (d) => (param(d, "userFind", "LastName").maxOccurs = null),
      [
        ["operation-binding-removed", "breaking", "safe"],
        ["parameter-cardinality-changed", "breaking", "breaking"],
      ],
    ],
    [
      "a parameter made nillable",
      (d) => (param(d, "userFind", "LastName").nillable = true),
      [["parameter-nillable-changed", "safe", "breaking"]],
    ],
    // Results (responses).
    [
      "a result made required",
      (d) => (op(d, "userFind").output!.fields[0]!.minOccurs = 1),
      [["result-occurrence-changed", "safe", "breaking"]],
    ],
    [
      "a result's type changed",
      (d) => (op(d, "userFind").output!.fields[0]!.type = builtin("string")),
      [["result-type-changed", "breaking", "breaking"]],
    ],
    // Types, judged by the way they travel.
    [
      "an enumeration value added to a request type",
      (d) => type(d, "bt").values.push("Arts"),
      [["enum-value-added", "safe", "warning"]],
    ],
    [
      "an enumeration value removed from a request type",
      (d) => type(d, "bt").values.pop(),
      [["enum-value-removed", "breaking", "safe"]],
    ],
    [
      "a required field added to a response type",
      (d) => type(d, "ErrorDetail").fields.push(field("source", builtin("string"))),
      [["field-added-required", "safe", "breaking"]],
    ],
    [
      "an optional field added to a response type",
      (d) => type(d, "ErrorDetail").fields.push(field("source", builtin("string"), 0)),
      [["field-added-optional", "safe", "warning"]],
    ],
    [
      "a required attribute added to a request type",
      (d) =>
        (type(d, "AuthHeader") as unknown as { attributes: object[] }).attributes.push({
          xmlName: "realm",
          namespace: "",
          type: builtin("string"),
          required: true,
        }),
      [["attribute-added-required", "breaking", "safe"]],
    ],
    [
      "a field removed from a response type",
      (d) => type(d, "ErrorDetail").fields.pop(),
      [["field-removed", "breaking", "safe"]],
    ],
    [
      "a field's type changed in a request type",
      (d) => (type(d, "AuthHeader").fields[1]!.type = builtin("int")),
      [["field-type-changed", "breaking", "breaking"]],
    ],
    [
      "a response field no longer nillable",
      (d) => (type(d, "ArrayOfErrorDetail").fields[0]!.nillable = false),
      [["field-nillable-changed", "safe", "breaking"]],
    ],
    [
      "a type's kind changed",
      (d) => Object.assign(type(d, "bt"), { kind: "simple", facets: {}, values: undefined }),
      [["type-kind-changed", "breaking", "breaking"]],
    ],
    // Headers, requirements.
    [
      "a header added to an operation",
      (d) => op(d, "buildingList").headers!.push({ namespace: NS, local: "AuthHeader" }),
      [["header-added", "warning", "warning"]],
    ],
    [
      "a header's type changed",
      (d) => {
        d.types.push({ ...type(d, "AuthHeader"), name: { namespace: NS, local: "Credentials" } });
        d.headers[0]!.type = { kind: "named", name: { namespace: NS, local: "Credentials" } };
      },
      [["header-type-changed", "breaking", "breaking"]],
    ],
    [
      "a header removed from an operation",
      (d) => (op(d, "userFind").headers = []),
      [["header-removed", "safe", "warning"]],
    ],
    [
      "a stated requirement added",
      (d) => op(d, "buildingList").requirements!.push({ kind: "required", params: ["bt"] }),
      [["requirement-added", "breaking", "safe"]],
    ],
    [
      "a stated requirement removed",
      (d) => (op(d, "userFind").requirements = []),
      [["requirement-removed", "safe", "warning"]],
    ],
    // The service: namespace (every default SOAPAction follows it), address, bindings.
    [
      "the namespace changed",
      (d) => (d.service.namespace = "http://example.org/v2/"),
      [
        ["namespace-changed", "breaking", "breaking"],
        ["soap-action-changed", "breaking", "breaking"],
        ["soap-action-changed", "breaking", "breaking"],
      ],
    ],
    [
      "an address changed",
      (d) => (d.bindings[0]!.address = "https://school.example.org/api/mini.asmx"),
      [["address-changed", "warning", "safe"]],
    ],
    [
      "a binding removed",
      (d) => d.bindings.pop(),
      [
        ["binding-removed", "breaking", "safe"],
        ["operation-binding-removed", "breaking", "safe"],
        ["operation-binding-removed", "breaking", "safe"],
      ],
    ],
    [
      "a binding added",
      (d) => d.bindings.push({ kind: "soap12", address: "http://localhost/api/mini.asmx" }),
      [
        ["binding-added", "safe", "safe"],
        ["operation-binding-added", "safe", "safe"],
        ["operation-binding-added", "safe", "safe"],
      ],
    ],
  ])("%s", (_, change, expected) => {
    expect(classify(change)).toEqual(expected);
  });
});

it("says what changed and where, in words and by the names that lead to it", () => {
  const after = smallDraft();
  param(after, "userFind", "Since").type = builtin("string");
  const [change] = diffModels(buildServiceModel(smallDraft()), buildServiceModel(after));
  expect(change).toEqual({
    rule: "parameter-type-changed",
    client: "breaking",
    server: "breaking",
    message: "operation userFind: parameter Since: type xsd:dateTime changed to xsd:string",
    where: { old: ["userFind", "Since"], new: ["userFind", "Since"] },
  });
});
