/** The stated-requirements extension: ctr:required, ctr:atLeastOne, ctr:dataItems (wsdl/README.md). */
import { describe, expect, it } from "vitest";
import {
  asmxWsdl,
  expectFixtureError,
  readFixture,
  TNS,
  type FixtureOperation,
} from "./asmx-fixture.ts";

const appinfo = (content: string) => `
        <s:annotation>
          <s:appinfo>${content}</s:appinfo>
        </s:annotation>`;

const PARAMS = `
            <s:element minOccurs="0" maxOccurs="1" name="LastName" type="s:string" />
            <s:element minOccurs="0" maxOccurs="1" name="FirstName" type="s:string" />
            <s:element minOccurs="1" maxOccurs="1" name="Since" type="s:dateTime" />`;

const search = (op: Partial<FixtureOperation>) =>
  asmxWsdl({
    operations: [{ name: "userSearch", params: PARAMS, ...op }],
    schema: `<s:complexType name="cUser" />`,
  });

describe("the contract extension", () => {
  it("reads requirements in document order and the data items, ignoring other appinfo", async () => {
    const { draft, model } = await readFixture(
      search({
        requestAnnotation: appinfo(`
            <other:hint xmlns:other="urn:someone-else" />
            <ctr:required params="Since" />
            <ctr:atLeastOne params=" LastName
              FirstName " />`),
        responseAnnotation: appinfo('<ctr:dataItems type="tns:cUser" cardinality="many" />'),
      }),
    );
    const op = draft.operations[0]!;
    expect(op.requirements).toEqual([
      { kind: "required", params: ["Since"] },
      { kind: "atLeastOne", params: ["LastName", "FirstName"] },
    ]);
    expect(op.resultItems).toEqual({
      type: { namespace: TNS, local: "cUser" },
      cardinality: "many",
    });
    expect(model.operations[0]!.resultItems).toEqual({
      typeId: `{${TNS}}cUser`,
      cardinality: "many",
    });
  });

  it("reads a contract without the extension as having no requirements", async () => {
    const { draft } = await readFixture(search({}));
    expect(draft.operations[0]!.requirements).toEqual([]);
    expect(draft.operations[0]!.resultItems).toBeUndefined();
  });

  it("refuses an element of the extension it does not define, or one out of place", async () => {
    const unknown = search({ requestAnnotation: appinfo('<ctr:optional params="Since" />') });
    await expectFixtureError(
      unknown,
      "<ctr:optional",
      "<ctr:optional> is not an element of the contract extension allowed on the request element of operation userSearch: expected ctr:required or ctr:atLeastOne (see wsdl/README.md)",
    );
    const misplaced = search({
      requestAnnotation: appinfo('<ctr:dataItems type="tns:cUser" cardinality="one" />'),
    });
    await expectFixtureError(
      misplaced,
      "<ctr:dataItems",
      "<ctr:dataItems> is not an element of the contract extension allowed on the request element of operation userSearch: expected ctr:required or ctr:atLeastOne (see wsdl/README.md)",
    );
  });

  it("refuses a requirement on a name that is not a parameter, and one naming none", async () => {
    const wrong = search({
      requestAnnotation: appinfo('<ctr:required params="Since lastname" />'),
    });
    await expectFixtureError(
      wrong,
      "<ctr:required",
      "<ctr:required> names lastname, which is not a parameter of operation userSearch: expected one of LastName, FirstName, Since",
    );
    const empty = search({ requestAnnotation: appinfo('<ctr:atLeastOne params=" " />') });
    await expectFixtureError(
      empty,
      "<ctr:atLeastOne",
      '<ctr:atLeastOne> names no parameters: expected params="Name1 Name2"',
    );
  });

  it("checks the data items' type and cardinality", async () => {
    const builtinType = search({
      responseAnnotation: appinfo('<ctr:dataItems type="s:string" cardinality="one" />'),
    });
    await expectFixtureError(
      builtinType,
      "<ctr:dataItems",
      "<ctr:dataItems> names the built-in type s:string: expected a complexType of the contract",
    );
    const unknownType = search({
      responseAnnotation: appinfo('<ctr:dataItems type="tns:cNobody" cardinality="one" />'),
    });
    await expectFixtureError(
      unknownType,
      "<ctr:dataItems",
      `unresolved type tns:cNobody in <ctr:dataItems> of operation userSearch: expected a complexType or simpleType named cNobody in namespace ${TNS}`,
    );
    const cardinality = search({
      responseAnnotation: appinfo('<ctr:dataItems type="tns:cUser" cardinality="some" />'),
    });
    await expectFixtureError(
      cardinality,
      "<ctr:dataItems",
      'cardinality="some" of <ctr:dataItems> is not allowed: expected "one" or "many"',
    );
  });
});
