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
      codeField: "code",
      descField: "desc",
      dataField: "_data",
      httpRootElement: { namespace: NS, local: "rtnObject" },
    });
  });

  it("has no envelope when the operations return different types", () => {
    const draft = smallDraft();
    draft.operations[1]!.output!.fields[0]!.type = { kind: "builtin", xsd: "string" };
    expect(buildServiceModel(draft).envelope).toBeUndefined();
  });

  // Found by the contract mutation fuzz (test/fuzz): the server and the fixtures write an envelope
  // of these fields alone, which did not type-check, or the server view threw, for each of these.
  it.each<
    [
      string,
      (
        types: Map<
          string,
          Extract<ReturnType<typeof smallDraft>["types"][number], { kind: "complex" }>
        >,
      ) => void,
    ]
  >([
    [
      "_status in a choice",
      (t) => {
        const envelope = t.get("rtnObject")!;
        envelope.choices = [{ required: true }];
        envelope.fields.forEach((f, i) => (f.choice = { group: 0, alternative: i }));
      },
    ],
    ["_status repeated", (t) => void (t.get("rtnObject")!.fields[0]!.maxOccurs = 2)],
    [
      "_data of string items",
      (t) => void (t.get("ArrayOfAnyType")!.fields[0]!.type = { kind: "builtin", xsd: "string" }),
    ],
    [
      "a required field besides _status and _data",
      (t) => void t.get("rtnObject")!.fields.push(field("extra", { kind: "builtin", xsd: "int" })),
    ],
    [
      "a required attribute of cStatus",
      (t) =>
        void t.get("cStatus")!.attributes.push({
          xmlName: "id",
          namespace: "",
          type: { kind: "builtin", xsd: "int" },
          required: true,
        }),
    ],
    ["the success flag repeated", (t) => void (t.get("cStatus")!.fields[0]!.maxOccurs = null)],
    [
      "an ErrorDetail code that is no string",
      (t) => void (t.get("ErrorDetail")!.fields[0]!.type = { kind: "builtin", xsd: "int" }),
    ],
    [
      "an ErrorDetail with a required field besides code and desc",
      (t) =>
        void t.get("ErrorDetail")!.fields.push(field("at", { kind: "builtin", xsd: "dateTime" })),
    ],
  ])("has no envelope when it could not be written whole: %s", (_, mutate) => {
    const draft = smallDraft();
    mutate(
      new Map(
        draft.types.flatMap((t) => (t.kind === "complex" ? [[t.name.local, t] as const] : [])),
      ),
    );
    expect(buildServiceModel(draft).envelope).toBeUndefined();
  });

  // Found by the contract mutation fuzz (test/fuzz): the HTTP answer's codec read one item of a repeated result.
  it("leaves an operation whose result is repeated off HTTP GET/POST: an answer has one root", () => {
    const draft = smallDraft();
    draft.operations[0]!.output!.fields[0]!.maxOccurs = 2;
    const warnings: string[] = [];
    const op = buildServiceModel(draft, (w) => warnings.push(w.message)).operations[0]!;
    expect(op.bindings).toEqual(["soap11"]);
    expect(warnings).toEqual([
      expect.stringContaining("operation userFind cannot travel on HTTP GET/POST"),
    ]);
  });

  // Found by the contract mutation fuzz (test/fuzz): `export const eval` is a syntax error in a module.
  it("escapes eval and arguments, which strict mode code cannot bind", () => {
    const draft = smallDraft();
    for (const name of ["eval", "arguments"])
      draft.operations.push({
        ...asmxOperation(name, [], { kind: "named", name: { namespace: NS, local: "rtnObject" } }),
        headers: [],
        requirements: [],
      });
    expect(
      buildServiceModel(draft)
        .operations.slice(2)
        .map((op) => op.tsName),
    ).toEqual(["eval_", "arguments_"]);
  });

  it("computes safe, unique TypeScript names for clashing and reserved XML names; properties keep their XML names", () => {
    const draft = smallDraft();
    draft.operations.push({
      ...asmxOperation(
        "delete",
        [
          field("first-name", { kind: "builtin", xsd: "string" }),
          field("first_name", { kind: "builtin", xsd: "string" }),
          field("2nd", { kind: "builtin", xsd: "int" }),
        ],
        { kind: "named", name: { namespace: NS, local: "rtnObject" } },
      ),
      headers: [],
      requirements: [],
    });
    draft.types.push(
      {
        kind: "complex",
        name: { namespace: "urn:other", local: "cUser" },
        compositor: "sequence",
        fields: [],
        attributes: [],
        abstract: false,
      },
      {
        kind: "complex",
        name: { namespace: NS, local: "Promise" },
        compositor: "sequence",
        fields: [],
        attributes: [],
        abstract: false,
      },
      {
        kind: "complex",
        name: { namespace: NS, local: "UserFindParams" },
        compositor: "sequence",
        fields: [],
        attributes: [],
        abstract: false,
      },
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
        d.operations[1]!.input.fields[0]!.type = {
          kind: "named",
          name: { namespace: NS, local: "Missing" },
          loc: { file: "small.wsdl", line: 12, column: 7 },
        };
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
    // Found by the contract mutation fuzz (test/fuzz): the emitters followed the cycle until the stack ran out.
    [
      "a type derived from itself",
      (d: ReturnType<typeof smallDraft>) => {
        Object.assign(d.types.find((t) => t.name.local === "cStatus")!, {
          base: { kind: "named", name: { namespace: NS, local: "cStatus" } },
          loc: { file: "small.wsdl", line: 9, column: 3 },
        });
      },
      "small.wsdl:9:3: type cStatus is defined by itself (cStatus -> cStatus): expected bases, list items and union members that end in other types",
    ],
    [
      "types derived from each other",
      (d: ReturnType<typeof smallDraft>) => {
        Object.assign(d.types.find((t) => t.name.local === "ErrorDetail")!, {
          base: { kind: "named", name: { namespace: NS, local: "cUser" } },
        });
        Object.assign(d.types.find((t) => t.name.local === "cUser")!, {
          base: { kind: "named", name: { namespace: NS, local: "ErrorDetail" } },
          derivation: "restriction",
        });
      },
      "small.wsdl: type ErrorDetail is defined by itself (ErrorDetail -> cUser -> ErrorDetail)",
    ],
    [
      "a list of itself",
      (d: ReturnType<typeof smallDraft>) => {
        d.types.push({
          kind: "list",
          name: { namespace: NS, local: "Codes" },
          item: { kind: "named", name: { namespace: NS, local: "Codes" } },
        });
      },
      "small.wsdl: type Codes is defined by itself (Codes -> Codes)",
    ],
    // Found by the contract mutation fuzz: the codecs of text (attributes, list items) did not type-check.
    [
      "an attribute of a complex type",
      (d: ReturnType<typeof smallDraft>) => {
        const status = d.types.find((t) => t.name.local === "cStatus")!;
        if (status.kind === "complex")
          status.attributes.push({
            xmlName: "by",
            namespace: "",
            type: {
              kind: "named",
              name: { namespace: NS, local: "cUser" },
              loc: { file: "small.wsdl", line: 7, column: 9 },
            },
            required: false,
          });
      },
      "small.wsdl:7:9: attribute by of type cStatus has the complex type cUser: expected a simple type, as it holds text",
    ],
    [
      "simple content of xsd:anyType",
      (d: ReturnType<typeof smallDraft>) => {
        Object.assign(d.types.find((t) => t.name.local === "cUser")!, {
          text: { kind: "builtin", xsd: "anyType" },
          loc: { file: "small.wsdl", line: 20, column: 5 },
        });
      },
      "small.wsdl:20:5: the simple content of type cUser has the complex type xsd:anyType: expected a simple type, as it holds text",
    ],
    [
      "a list of xsd:anyType",
      (d: ReturnType<typeof smallDraft>) => {
        d.types.push({
          kind: "list",
          name: { namespace: NS, local: "Anything" },
          item: { kind: "builtin", xsd: "anyType" },
          loc: { file: "small.wsdl", line: 30 },
        });
      },
      "small.wsdl:30: the item type of list type Anything has the complex type xsd:anyType: expected a simple type, as it holds text",
    ],
  ])("rejects %s with a located message", (_, mutate, message) => {
    const draft = smallDraft();
    mutate(draft);
    expect(() => buildServiceModel(draft)).toThrow(message);
  });
});
