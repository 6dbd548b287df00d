/** The published contract, wsdl/schoolservice.wsdl, read by this parser. */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildServiceModel } from "../../../generator/model/build-service-model.ts";
import { parseWsdlFile } from "../../../generator/parse/wsdl/parse-wsdl.ts";
import { REPO_ROOT } from "../../support/run-cli.ts";
import { withoutLocs } from "./asmx-fixture.ts";

const WSDL = path.join(REPO_ROOT, "wsdl/schoolservice.wsdl");
const NS = "http://schoolservice.example.org/api/";
const ADDRESS = "http://localhost/api/schoolservice.asmx";

describe("wsdl/schoolservice.wsdl", () => {
  it("reads as one file with four ports, one AuthHeader and the envelope's types", async () => {
    const { draft, files } = await parseWsdlFile(WSDL, { allowNetwork: false });
    expect(files.map((f) => f.path)).toEqual([WSDL]);
    expect(withoutLocs(draft.bindings)).toEqual([
      {
        kind: "soap11",
        name: "SchoolServiceSoap",
        portName: "SchoolServiceSoap",
        address: ADDRESS,
      },
      {
        kind: "soap12",
        name: "SchoolServiceSoap12",
        portName: "SchoolServiceSoap12",
        address: ADDRESS,
      },
      {
        kind: "httpGet",
        name: "SchoolServiceHttpGet",
        portName: "SchoolServiceHttpGet",
        address: ADDRESS,
      },
      {
        kind: "httpPost",
        name: "SchoolServiceHttpPost",
        portName: "SchoolServiceHttpPost",
        address: ADDRESS,
      },
    ]);
    expect(withoutLocs(draft.headers)).toEqual([
      {
        element: { namespace: NS, local: "AuthHeader" },
        type: { kind: "named", name: { namespace: NS, local: "AuthHeader" } },
      },
    ]);
    expect(draft.operations).toHaveLength(20);
    for (const op of draft.operations) {
      expect(op.headers, op.name).toEqual([{ namespace: NS, local: "AuthHeader" }]);
      expect(op.soapAction, op.name).toBe(`${NS}${op.name}`);
      expect(op.bindings, op.name).toBeUndefined();
      expect(op.documentation, op.name).toMatch(/^\S.*\S$/);
    }
    expect(draft.elements.map((e) => e.name.local)).toEqual(["AuthHeader", "rtnObject"]);
    expect(draft.types.map((t) => `${t.kind} ${t.name.local}`)).toEqual(
      expect.arrayContaining(["complex rtnObject", "complex cStatus", "enum bt"]),
    );
  });

  it("carries the stated requirements of the README's example", async () => {
    const { draft } = await parseWsdlFile(WSDL, { allowNetwork: false });
    const search = draft.operations.find((op) => op.name === "userGetListSearch")!;
    expect(search.requirements).toEqual([
      { kind: "atLeastOne", params: ["LastName", "FirstName"] },
    ]);
    expect(search.resultItems).toEqual({
      type: { namespace: NS, local: "cUser" },
      cardinality: "many",
    });
  });

  it("builds the model, with the result envelope", async () => {
    const { draft } = await parseWsdlFile(WSDL, { allowNetwork: false });
    const model = buildServiceModel(draft);
    expect(model.envelope?.typeId).toBe(`{${NS}}rtnObject`);
    expect(model.endpointPath).toBe("/api/schoolservice.asmx");
  });
});
