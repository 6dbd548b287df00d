import { describe, expect, it } from "vitest";
import { buildServiceModel } from "../../generator/model/build-service-model.ts";
import { NS, asmxOperation, field, smallDraft } from "../support/school-draft.ts";

describe("buildServiceModel", () => {
  it("resolves ASMX defaults for actions, elements, bindings and ports", () => {
    const model = buildServiceModel(smallDraft());
    const op = model.operations[0]!;
    expect(op.soapAction).toBe(`${NS}userFind`);
    expect(op.input.wrapper).toEqual({ namespace: NS, local: "userFind" });
    expect(op.output?.wrapper).toEqual({ namespace: NS, local: "userFindResponse" });
    expect(op.output?.fields.map((f) => f.xmlName)).toEqual(["userFindResult"]);
    expect(op.style).toBe("document");
    expect(op.bindings).toEqual(["soap11", "httpGet"]);
    expect(model.bindings.map((b) => [b.kind, b.name, b.portName])).toEqual([
      ["soap11", "MiniServiceSoap", "MiniServiceSoap"],
      ["httpGet", "MiniServiceHttpGet", "MiniServiceHttpGet"],
    ]);
    expect(model.endpointPath).toBe("/api/mini.asmx");
    expect(model.headers[0]).toMatchObject({ id: `{${NS}}AuthHeader`, tsName: "authHeader" });
  });

  it("sorts types by id in code-unit order and marks array wrappers", () => {
    const model = buildServiceModel(smallDraft());
    expect(model.types.map((t) => t.name.local)).toEqual([
      "ArrayOfAnyType",
      "ArrayOfErrorDetail",
      "AuthHeader",
      "ErrorDetail",
      "bt",
      "cStatus",
      "cUser",
      "rtnObject",
    ]);
    const wrapper = model.types.find((t) => t.name.local === "ArrayOfErrorDetail");
    expect(wrapper?.kind === "complex" && wrapper.arrayItem?.xmlName).toBe("ErrorDetail");
  });

  it("finds the result envelope and its HTTP root element", () => {
    expect(buildServiceModel(smallDraft()).envelope).toEqual({
      typeId: `{${NS}}rtnObject`,
      statusField: "_status",
      statusTypeId: `{${NS}}cStatus`,
      successField: "bln_Success",
      detailField: "detail",
      errorDetailTypeId: `{${NS}}ErrorDetail`,
      dataField: "_data",
      httpRootElement: { namespace: NS, local: "rtnObject" },
    });
  });

  it("has no envelope when the operations return different types", () => {
    const draft = smallDraft();
    draft.operations[1]!.output!.fields[0]!.type = { kind: "builtin", xsd: "string" };
    expect(buildServiceModel(draft).envelope).toBeUndefined();
  });

  it("computes safe, unique TypeScript names for clashing and reserved XML names; properties keep their XML names", () => {
    const draft = smallDraft();
    draft.operations.push({
      ...asmxOperation(
        "delete",
        [field("first-name", { kind: "builtin", xsd: "string" }), field("first_name", { kind: "builtin", xsd: "string" }), field("2nd", { kind: "builtin", xsd: "int" })],
        { kind: "named", name: { namespace: NS, local: "rtnObject" } },
      ),
      headers: [],
      requirements: [],
    });
    draft.types.push(
      { kind: "complex", name: { namespace: "urn:other", local: "cUser" }, compositor: "sequence", fields: [], attributes: [], abstract: false },
      { kind: "complex", name: { namespace: NS, local: "Promise" }, compositor: "sequence", fields: [], attributes: [], abstract: false },
      { kind: "complex", name: { namespace: NS, local: "UserFindParams" }, compositor: "sequence", fields: [], attributes: [], abstract: false },
    );
    const model = buildServiceModel(draft);
    const op = model.operations.find((o) => o.name === "delete")!;
    expect(op.tsName).toBe("delete_");
    expect(op.typeStem).toBe("Delete");
    // Properties are the XML names as they are (the emitted code quotes those that are not identifiers).
    expect(op.input.fields.map((p) => p.tsName)).toEqual(["first-name", "first_name", "2nd"]);
    const names = Object.fromEntries(model.types.map((t) => [t.id, t.tsName]));
    expect(names[`{${NS}}cUser`]).toBe("cUser");
    expect(names["{urn:other}cUser"]).toBe("cUser2");
    expect(names[`{${NS}}Promise`]).toBe("Promise2");
    expect(names[`{${NS}}UserFindParams`]).toBe("UserFindParams2");
  });

  it.each([
    [
      "an unresolved type",
      (d: ReturnType<typeof smallDraft>) => {
        d.operations[1]!.input.fields[0]!.type = { kind: "named", name: { namespace: NS, local: "Missing" }, loc: { file: "small.wsdl", line: 12, column: 7 } };
      },
      "small.wsdl:12:7: unresolved type Missing (namespace http://example.org/api/) in operation buildingList, element bt: expected a complexType or simpleType of that name",
    ],
    [
      "a duplicate operation",
      (d: ReturnType<typeof smallDraft>) => {
        d.operations.push({ ...d.operations[0]!, loc: { file: "small.wsdl", line: 40 } });
      },
      "small.wsdl:40: duplicate operation userFind: each name may appear once",
    ],
    [
      "a duplicate type",
      (d: ReturnType<typeof smallDraft>) => {
        d.types.push({ ...d.types[0]!, loc: { file: "small.wsdl", line: 3, column: 5 } });
      },
      "small.wsdl:3:5: type rtnObject is declared twice in namespace http://example.org/api/",
    ],
    [
      "a requirement on a missing parameter",
      (d: ReturnType<typeof smallDraft>) => {
        d.operations[0]!.requirements.push({ kind: "required", params: ["Nope"] });
      },
      "small.wsdl: operation userFind states a requirement on Nope, which is not one of its parameters",
    ],
    [
      "an undeclared header",
      (d: ReturnType<typeof smallDraft>) => {
        d.headers = [];
      },
      "small.wsdl: operation userFind binds header {http://example.org/api/}AuthHeader, which is not declared",
    ],
    [
      "no bindings",
      (d: ReturnType<typeof smallDraft>) => {
        d.bindings = [];
      },
      "small.wsdl: the contract has no SOAP or HTTP binding: expected at least one port",
    ],
  ])("rejects %s with a located message", (_, mutate, message) => {
    const draft = smallDraft();
    mutate(draft);
    expect(() => buildServiceModel(draft)).toThrow(message);
  });
});
