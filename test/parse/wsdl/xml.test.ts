/**
 * Reading the XML: well-formedness errors with line and column, no DTDs, no entities besides the
 * predefined ones and character references, namespace prefixes, and positions that skip comments,
 * CDATA and processing instructions.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseWsdlFile } from "../../../generator/parse/wsdl/parse-wsdl.ts";
import { asmxWsdl, edit, expectFixtureError, fixtureError, positionOf, readFixture, TNS, writeFiles } from "./asmx-fixture.ts";

describe("XML", () => {
  it("reports malformed XML at the validator's line and column", async () => {
    const wsdl = `<?xml version="1.0"?>
<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">
  <wsdl:types>
  </wsdl:typez>
</wsdl:definitions>`;
    const { file, message } = await fixtureError(wsdl);
    expect(message).toBe(`${file}:4:3: malformed XML: Expected closing tag 'wsdl:types' (opened in line 3, col 3) instead of closing tag 'wsdl:typez'.`);
  });

  it("refuses a DTD, before reading anything it declares", async () => {
    const wsdl = `<?xml version="1.0"?>
<!-- <!DOCTYPE in a comment is only text -->
  <!DOCTYPE wsdl:definitions [ <!ENTITY lol "lol"> ]>
<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">&lol;</wsdl:definitions>`;
    const { file, message } = await fixtureError(wsdl);
    expect(message).toBe(`${file}:3:3: DTDs are not allowed: remove the <!DOCTYPE> declaration (entity declarations could expand without limit)`);
  });

  it("refuses what fast-xml-parser's validator lets pass: '<' or a bare '&' in a value, two roots", async () => {
    const lessThan = edit(asmxWsdl(), 'soapAction="', 'soapAction="a<b');
    const at = positionOf(lessThan, 'a<b');
    const { file, message } = await fixtureError(lessThan);
    expect(message).toBe(`${file}:${at.line}:${at.column + 1}: malformed XML: '<' is not allowed in an attribute value (write &lt;)`);
    const ampersand = edit(asmxWsdl(), 'soapAction="', 'soapAction="a & b');
    await expectFixtureError(ampersand, '<soap:operation soapAction="a & b', "malformed XML: '&' starts no reference (write &amp;)");
    const twoRoots = `${asmxWsdl()}<second />`;
    await expectFixtureError(twoRoots, "<second", "malformed XML: a document has exactly one root element");
  });

  it("refuses entity references other than the predefined five", async () => {
    const wsdl = asmxWsdl({ operations: [{ name: "ping", documentation: "a&nbsp;b" }] });
    await expectFixtureError(
      wsdl,
      "<wsdl:documentation",
      "the reference &nbsp; is not allowed: only &lt; &gt; &amp; &quot; &apos; and numeric character references are expanded",
    );
  });

  it("decodes references in attribute values", async () => {
    const wsdl = edit(asmxWsdl(), `soapAction="${TNS}ping"`, 'soapAction="urn:a&amp;b&#x3C;c&quot;"');
    const { draft } = await readFixture(wsdl);
    expect(draft.operations[0]!.soapAction).toBe('urn:a&b<c"');
  });

  it("needs wsdl:definitions of WSDL 1.1 at the root", async () => {
    const wsdl = `<?xml version="1.0"?>\n<description xmlns="http://www.w3.org/ns/wsdl" />`;
    const { file, message } = await fixtureError(wsdl);
    expect(message).toBe(`${file}:2:1: the root element is <description>: expected wsdl:definitions (WSDL 1.1, namespace http://schemas.xmlsoap.org/wsdl/)`);
  });

  it("refuses an undeclared namespace prefix, of an element or of a QName value", async () => {
    const element = edit(asmxWsdl(), "<wsdl:types>", "<wsdl:types><x:extra />");
    await expectFixtureError(element, "<x:extra", "the namespace prefix x of <x:extra> is not declared: expected an xmlns:x attribute in scope");
    const value = edit(asmxWsdl(), 'type="s:string"', 'type="q:string"');
    await expectFixtureError(value, '<s:element minOccurs="0" maxOccurs="1" name="pingResult"', "the namespace prefix q of q:string is not declared: expected an xmlns:q attribute in scope");
  });

  it("locates elements past comments, CDATA and processing instructions that contain markup", async () => {
    const head = `
  <!-- <s:element name="X" type="tns:Missing" /> -->
  <?note <wsdl:types> ?>
  <wsdl:documentation><![CDATA[<s:element name="X" type="tns:Missing" />]]></wsdl:documentation>`;
    const wsdl = asmxWsdl({ head, schema: `\n      <s:complexType name="T"><s:sequence><s:element name="X" type="tns:Missing" /></s:sequence></s:complexType>` });
    const lines = wsdl.split("\n");
    const line = lines.findIndex((l) => l.includes('<s:complexType name="T">')) + 1;
    const column = lines[line - 1]!.indexOf('<s:element name="X"') + 1;
    const { file, message } = await fixtureError(wsdl);
    expect(message).toBe(
      `${file}:${line}:${column}: unresolved type tns:Missing in element X: expected a complexType or simpleType named Missing in namespace ${TNS}`,
    );
  });

  it("reads a file that starts with a byte order mark", async () => {
    const { draft } = await readFixture(`\uFEFF${asmxWsdl()}`);
    expect(draft.operations.map((op) => op.name)).toEqual(["ping"]);
  });

  it("reports a WSDL file that cannot be read, or is not UTF-8", async () => {
    const missing = path.join(writeFiles({}), "absent.wsdl");
    await expect(parseWsdlFile(missing, { allowNetwork: false })).rejects.toThrow(`${missing}: cannot read the WSDL ${missing}: no such file`);
    const latin1 = path.join(writeFiles({}), "latin1.wsdl");
    const { writeFileSync } = await import("node:fs");
    writeFileSync(latin1, Buffer.from([0x3c, 0x61, 0xe9, 0x2f, 0x3e]));
    await expect(parseWsdlFile(latin1, { allowNetwork: false })).rejects.toThrow(`${latin1}: the WSDL ${latin1} is not UTF-8 text`);
  });
});
