/**
 * Reading the XML: well-formedness errors with line and column, no DTDs, no entities besides the
 * predefined ones and character references, namespace prefixes, and positions that skip comments,
 * CDATA and processing instructions.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseWsdlFile } from "../../../generator/parse/wsdl/parse-wsdl.ts";
import { readXml } from "../../../generator/parse/wsdl/read-xml.ts";
import {
  asmxWsdl,
  edit,
  expectFixtureError,
  fixtureError,
  positionOf,
  readFixture,
  TNS,
  writeFiles,
} from "./asmx-fixture.ts";

describe("XML", () => {
  it("reports malformed XML at the line and column at fault", async () => {
    const wsdl = `<?xml version="1.0"?>
<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">
  <wsdl:types>
  </wsdl:typez>
</wsdl:definitions>`;
    const { file, message } = await fixtureError(wsdl);
    expect(message).toBe(
      `${file}:4:3: malformed XML: </wsdl:typez> closes <wsdl:types> (opened at 3:3)`,
    );
  });

  it("refuses a DTD, before reading anything it declares", async () => {
    const wsdl = `<?xml version="1.0"?>
<!-- <!DOCTYPE in a comment is only text -->
  <!DOCTYPE wsdl:definitions [ <!ENTITY lol "lol"> ]>
<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">&lol;</wsdl:definitions>`;
    const { file, message } = await fixtureError(wsdl);
    expect(message).toBe(
      `${file}:3:3: DTDs are not allowed: remove the <!DOCTYPE> declaration (entity declarations could expand without limit)`,
    );
  });

  it("refuses '<' or a bare '&' in a value, and two roots", async () => {
    const lessThan = edit(asmxWsdl(), 'soapAction="', 'soapAction="a<b');
    const at = positionOf(lessThan, "a<b");
    const { file, message } = await fixtureError(lessThan);
    expect(message).toBe(
      `${file}:${at.line}:${at.column + 1}: malformed XML: '<' is not allowed in an attribute value (write &lt;)`,
    );
    const ampersand = edit(asmxWsdl(), 'soapAction="', 'soapAction="a & b');
    await expectFixtureError(
      ampersand,
      "& b",
      "malformed XML: '&' starts no reference (write &amp;)",
    );
    const twoRoots = `${asmxWsdl()}<second />`;
    await expectFixtureError(
      twoRoots,
      "<second",
      "malformed XML: a document has exactly one root element",
    );
  });

  it("refuses entity references other than the predefined five", async () => {
    const wsdl = asmxWsdl({ operations: [{ name: "ping", documentation: "a&nbsp;b" }] });
    await expectFixtureError(
      wsdl,
      "&nbsp;",
      "the reference &nbsp; is not allowed: only &lt; &gt; &amp; &quot; &apos; and numeric character references are expanded",
    );
  });

  it("decodes references in attribute values", async () => {
    const wsdl = edit(
      asmxWsdl(),
      `soapAction="${TNS}ping"`,
      'soapAction="urn:a&amp;b&#x3C;c&quot;"',
    );
    const { draft } = await readFixture(wsdl);
    expect(draft.operations[0]!.soapAction).toBe('urn:a&b<c"');
  });

  it("needs wsdl:definitions of WSDL 1.1 at the root", async () => {
    const wsdl = `<?xml version="1.0"?>\n<description xmlns="http://www.w3.org/ns/wsdl" />`;
    const { file, message } = await fixtureError(wsdl);
    expect(message).toBe(
      `${file}:2:1: the root element is <description>: expected wsdl:definitions (WSDL 1.1, namespace http://schemas.xmlsoap.org/wsdl/)`,
    );
  });

  it("refuses an undeclared namespace prefix, of an element or of a QName value", async () => {
    const element = edit(asmxWsdl(), "<wsdl:types>", "<wsdl:types><x:extra />");
    await expectFixtureError(
      element,
      "<x:extra",
      "the namespace prefix x of <x:extra> is not declared: expected an xmlns:x attribute in scope",
    );
    const value = edit(asmxWsdl(), 'type="s:string"', 'type="q:string"');
    await expectFixtureError(
      value,
      '<s:element minOccurs="0" maxOccurs="1" name="pingResult"',
      "the namespace prefix q of q:string is not declared: expected an xmlns:q attribute in scope",
    );
  });

  it("locates elements past comments, CDATA and processing instructions that contain markup", async () => {
    const head = `
  <!-- <s:element name="X" type="tns:Missing" /> -->
  <?note <wsdl:types> ?>
  <wsdl:documentation><![CDATA[<s:element name="X" type="tns:Missing" />]]></wsdl:documentation>`;
    const wsdl = asmxWsdl({
      head,
      schema: `\n      <s:complexType name="T"><s:sequence><s:element name="X" type="tns:Missing" /></s:sequence></s:complexType>`,
    });
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
    await expect(parseWsdlFile(missing, { allowNetwork: false })).rejects.toThrow(
      `${missing}: cannot read the WSDL ${missing}: no such file`,
    );
    const latin1 = path.join(writeFiles({}), "latin1.wsdl");
    const { writeFileSync } = await import("node:fs");
    writeFileSync(latin1, Buffer.from([0x3c, 0x61, 0xe9, 0x2f, 0x3e]));
    await expect(parseWsdlFile(latin1, { allowNetwork: false })).rejects.toThrow(
      `${latin1}: the WSDL ${latin1} is not UTF-8 text`,
    );
  });
});

describe("malformed XML", () => {
  const read = (xml: string) => () => readXml("a.xml", xml);
  const WSDL_NS = 'xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/"';

  it("reports a document that ends too soon at its end, with the innermost element left open", () => {
    const head = `<?xml version="1.0"?>\n<wsdl:definitions ${WSDL_NS}>\n  <wsdl:types />\n`;
    expect(read(head)).toThrow(
      "a.xml:4:1: malformed XML: the document ends before <wsdl:definitions> (opened at 2:1) is closed",
    );
    expect(read(`${head}  <wsdl:message>\n    <wsdl:part name="a`)).toThrow(
      "a.xml:5:23: malformed XML: the document ends before <wsdl:message> (opened at 4:3) is closed",
    );
    expect(read("<a/>\n<!-- cut")).toThrow(
      "a.xml:2:9: malformed XML: the document ends inside a comment (started at 2:1)",
    );
    expect(read("<wsdl:defin")).toThrow(
      "a.xml:1:12: malformed XML: the document ends inside a start tag (started at 1:1)",
    );
  });

  it("reports an end tag that closes another element than the innermost open one", () => {
    const xml = `<s:schema xmlns:s="http://www.w3.org/2001/XMLSchema">\n  <s:sequence>\n    <s:element name="a">\n  </s:sequence>\n</s:schema>`;
    expect(read(xml)).toThrow(
      "a.xml:4:3: malformed XML: </s:sequence> closes <s:element> (opened at 3:5)",
    );
    expect(read("<a/></b>")).toThrow("a.xml:1:5: malformed XML: </b> closes no open element");
  });

  it("refuses text before or after the document element", () => {
    expect(read("<a/>\ntext")).toThrow("a.xml:2:1: malformed XML: text after the document element");
    expect(read("<a/>\n  text <b/>")).toThrow(
      "a.xml:2:3: malformed XML: text after the document element",
    );
    expect(read("<a/><![CDATA[text]]>")).toThrow(
      "a.xml:1:5: malformed XML: text after the document element",
    );
    expect(read("\n text<a/>")).toThrow(
      "a.xml:2:2: malformed XML: text before the document element",
    );
  });

  it("refuses an empty document and a second root element", () => {
    expect(read("")).toThrow("a.xml:1:1: malformed XML: the document has no root element");
    expect(read('<?xml version="1.0"?>\n<!-- nothing -->\n')).toThrow(
      "a.xml:3:1: malformed XML: the document has no root element",
    );
    expect(read("<a/>\n<b/>")).toThrow(
      "a.xml:2:1: malformed XML: a document has exactly one root element",
    );
  });

  it("refuses attribute values that are not quoted or hold '<'", () => {
    expect(read("<a b=c/>")).toThrow("a.xml:1:6: malformed XML: an attribute value must be quoted");
    expect(read('<a b="1 < 2"/>')).toThrow(
      "a.xml:1:9: malformed XML: '<' is not allowed in an attribute value (write &lt;)",
    );
    expect(read("<a b>")).toThrow(
      'a.xml:1:4: malformed XML: the attribute b has no value (write b="...")',
    );
    expect(read('<a b="1"c="2"/>')).toThrow(
      "a.xml:1:9: malformed XML: attributes must be separated by white space",
    );
  });

  it("reports a '&' that starts no reference where it stands, not where the parser gives up on it", () => {
    expect(read("<a>\n  fish & chips\n</a>")).toThrow(
      "a.xml:2:8: malformed XML: '&' starts no reference (write &amp;)",
    );
    expect(read('<a b="fish & chips;"/>')).toThrow(
      "a.xml:1:12: malformed XML: '&' starts no reference (write &amp;)",
    );
    expect(read("<a>&amp; & &lt;</a>")).toThrow(
      "a.xml:1:10: malformed XML: '&' starts no reference (write &amp;)",
    );
    expect(read("<a>&#X41;</a>")).toThrow(
      "a.xml:1:4: malformed XML: '&' starts no reference (write &amp;)",
    );
  });

  it("refuses undeclared entities and references to characters XML forbids, at the reference", () => {
    expect(read("<a>\n  x&nbsp;</a>")).toThrow(
      "a.xml:2:4: the reference &nbsp; is not allowed: only &lt; &gt; &amp; &quot; &apos; and numeric character references are expanded",
    );
    expect(read("<a>&#0;</a>")).toThrow(
      "a.xml:1:4: malformed XML: &#0; refers to no character allowed in XML",
    );
  });

  it("refuses a DTD wherever it stands, even unfinished", () => {
    const refusal =
      "DTDs are not allowed: remove the <!DOCTYPE> declaration (entity declarations could expand without limit)";
    expect(read(`<a/>\n<!DOCTYPE a>`)).toThrow(`a.xml:2:1: ${refusal}`);
    expect(read(`<?xml version="1.0"?>\n<!DOCTYPE a [ <!ENTITY`)).toThrow(`a.xml:2:1: ${refusal}`);
  });

  it("words other mistakes plainly, falling back to the parser's own words without its internals", () => {
    expect(read("<a>1 < 2</a>")).toThrow(
      "a.xml:1:6: malformed XML: '<' starts no tag (write &lt;)",
    );
    expect(read("<a>]]></a>")).toThrow(
      "a.xml:1:4: malformed XML: ']]>' is not allowed in text (write ]]&gt;)",
    );
    expect(read("<a>\u0001</a>")).toThrow(
      "a.xml:1:4: malformed XML: the character U+0001 is not allowed in XML",
    );
    expect(read("<a><!-- a -- b --></a>")).toThrow(
      "a.xml:1:11: malformed XML: '--' is not allowed inside a comment",
    );
    expect(read('\n<?xml version="1.0"?><a/>')).toThrow(
      "a.xml:2:1: malformed XML: the XML declaration <?xml ...?> must come first in the document",
    );
    expect(read("<?xml version=1.0?><a/>")).toThrow(
      "a.xml:1:15: malformed XML: value must be quoted",
    );
  });

  it("reads CDATA sections as text and skips comments and processing instructions", () => {
    const root = readXml("a.xml", "\uFEFF<a>x<!-- c -->y<?p i?><![CDATA[<z>&amp;]]><b/></a>");
    expect(root.content.map((c) => (typeof c === "string" ? c : `<${c.name}>`))).toEqual([
      "x",
      "y",
      "<z>&amp;",
      "<b>",
    ]);
    expect(root.children[0]!.loc).toEqual({ file: "a.xml", line: 1, column: 43 });
  });
});
