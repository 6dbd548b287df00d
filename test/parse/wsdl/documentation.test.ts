/** Documentation of operations, the service and schema components, tidied line by line. */
import { describe, expect, it } from "vitest";
import { asmxWsdl, edit, readFixture } from "./asmx-fixture.ts";

describe("documentation", () => {
  it("trims each line and drops blank lines at both ends", async () => {
    const { draft } = await readFixture(
      asmxWsdl({
        operations: [
          {
            name: "ping",
            documentation: "\n\n   First line.\n      Second   line.  \n\n   Last.\n   ",
          },
        ],
      }),
    );
    expect(draft.operations[0]!.documentation).toBe("First line.\nSecond   line.\n\nLast.");
  });

  it("takes the service's documentation, else that of wsdl:definitions", async () => {
    const { draft: own } = await readFixture(
      asmxWsdl({
        serviceDocumentation: "The service.",
        head: "<wsdl:documentation>The definitions.</wsdl:documentation>",
      }),
    );
    expect(own.service.documentation).toBe("The service.");
    const { draft: inherited } = await readFixture(
      asmxWsdl({ head: "<wsdl:documentation>The definitions.</wsdl:documentation>" }),
    );
    expect(inherited.service.documentation).toBe("The definitions.");
    const { draft: none } = await readFixture(asmxWsdl({ serviceDocumentation: "   " }));
    expect(none.service).not.toHaveProperty("documentation");
  });

  it("reads xs:annotation/xs:documentation of types, fields, attributes, enums and header elements", async () => {
    const schema = `
      <s:complexType name="cUser">
        <s:annotation><s:documentation>A user.</s:documentation></s:annotation>
        <s:sequence>
          <s:element name="Name" type="s:string">
            <s:annotation><s:documentation>The full name.</s:documentation></s:annotation>
          </s:element>
        </s:sequence>
        <s:attribute name="id" type="s:int">
          <s:annotation><s:documentation>The key.</s:documentation></s:annotation>
        </s:attribute>
      </s:complexType>
      <s:simpleType name="Kind">
        <s:annotation><s:documentation>A kind.</s:documentation></s:annotation>
        <s:restriction base="s:string"><s:enumeration value="A" /></s:restriction>
      </s:simpleType>`;
    const wsdl = edit(
      asmxWsdl({ operations: [{ name: "ping", authHeader: true }], schema }),
      '<s:element name="AuthHeader" type="tns:AuthHeader" />',
      '<s:element name="AuthHeader" type="tns:AuthHeader"><s:annotation><s:documentation>Credentials.</s:documentation></s:annotation></s:element>',
    );
    const { draft, model } = await readFixture(wsdl);
    const user = draft.types.find((t) => t.name.local === "cUser")!;
    expect(user.documentation).toBe("A user.");
    expect(
      user.kind === "complex" && [user.fields[0]!.documentation, user.attributes[0]!.documentation],
    ).toEqual(["The full name.", "The key."]);
    expect(draft.types.find((t) => t.name.local === "Kind")!.documentation).toBe("A kind.");
    expect(draft.headers[0]!.documentation).toBe("Credentials.");
    expect(model.headers[0]!.documentation).toBe("Credentials.");
  });

  it("decodes character references and reads CDATA in documentation", async () => {
    const { draft } = await readFixture(
      asmxWsdl({
        operations: [
          {
            name: "ping",
            documentation: "a &lt;b&gt; &amp; &#233;&#x2014;<![CDATA[<raw> &amp;]]>",
          },
        ],
      }),
    );
    expect(draft.operations[0]!.documentation).toBe("a <b> & é—<raw> &amp;");
  });
});
