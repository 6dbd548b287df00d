/**
 * wsdl:import, xs:import and xs:include, resolved relative to the importing file; each file read
 * once; every file read is listed (main first, then imports in document order) for the hash.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseWsdlFile } from "../../../generator/parse/wsdl/parse-wsdl.ts";
import {
  asmxWsdl,
  builtin,
  edit,
  expectFixtureError,
  field,
  fixtureError,
  named,
  positionOf,
  readFixture,
  TNS,
  withoutLocs,
  writeFiles,
} from "./asmx-fixture.ts";

const COMMON_NS = "http://example.org/common/";

const schemaFile = (targetNamespace: string | undefined, body: string) =>
  `<?xml version="1.0" encoding="utf-8"?>
<s:schema xmlns:s="http://www.w3.org/2001/XMLSchema" xmlns:tns="${TNS}" xmlns:c="${COMMON_NS}" elementFormDefault="qualified"${
    targetNamespace === undefined ? "" : ` targetNamespace="${targetNamespace}"`
  }>${body}
</s:schema>
`;

const usesCommon = `<s:complexType name="UsesCommon" xmlns:c="${COMMON_NS}"><s:sequence><s:element name="Code" type="c:Code" /></s:sequence></s:complexType>`;

describe("imports", () => {
  it("reads xs:import relative to the importing file, each file once, in document order", async () => {
    const wsdl = asmxWsdl({
      schema: `<s:import namespace="${COMMON_NS}" schemaLocation="xsd/common.xsd" />${usesCommon}`,
    });
    const common = schemaFile(
      COMMON_NS,
      `<s:import namespace="${COMMON_NS}" schemaLocation="more.xsd" /><s:simpleType name="Code"><s:restriction base="s:string" /></s:simpleType>`,
    );
    // more.xsd imports common.xsd back: a cycle, read once.
    const more = schemaFile(
      COMMON_NS,
      `<s:import namespace="${COMMON_NS}" schemaLocation="common.xsd" />`,
    );
    const { file, parsed } = await readFixture(wsdl, {
      "xsd/common.xsd": common,
      "xsd/more.xsd": more,
    });
    const dir = path.dirname(file);
    expect(parsed.files.map((f) => f.path)).toEqual([
      file,
      path.join(dir, "xsd/common.xsd"),
      path.join(dir, "xsd/more.xsd"),
    ]);
    expect(parsed.files.map((f) => Buffer.from(f.bytes).toString("utf8"))).toEqual(
      parsed.files.map((f) => readFileSync(f.path, "utf8")),
    );
    expect(withoutLocs(parsed.draft.types.map((t) => t.name))).toEqual([
      { namespace: TNS, local: "UsesCommon" },
      { namespace: COMMON_NS, local: "Code" },
    ]);
  });

  it("reads xs:include into the including schema's namespace", async () => {
    const wsdl = asmxWsdl({ schema: `<s:include schemaLocation="inc/parts.xsd" />` });
    const parts = schemaFile(
      undefined,
      `<s:complexType name="Part"><s:sequence><s:element name="No" type="s:int" /></s:sequence></s:complexType>`,
    );
    const { draft } = await readFixture(wsdl, { "inc/parts.xsd": parts });
    expect(withoutLocs(draft.types)).toEqual([
      {
        kind: "complex",
        name: { namespace: TNS, local: "Part" },
        compositor: "sequence",
        fields: [field("No", builtin("int"))],
        attributes: [],
        abstract: false,
      },
    ]);
  });

  it("reads an included schema without a namespace (a chameleon) into the includer's, its unprefixed references too", async () => {
    const wsdl = asmxWsdl({ schema: `<s:include schemaLocation="inc/parts.xsd" />` });
    const parts = schemaFile(
      undefined,
      `<s:complexType name="Part"><s:sequence><s:element name="Kind" type="PartKind" /></s:sequence></s:complexType>` +
        `<s:simpleType name="PartKind"><s:restriction base="s:string"><s:enumeration value="Bolt" /></s:restriction></s:simpleType>`,
    );
    const { draft } = await readFixture(wsdl, { "inc/parts.xsd": parts });
    expect(withoutLocs(draft.types)).toEqual([
      {
        kind: "complex",
        name: { namespace: TNS, local: "Part" },
        compositor: "sequence",
        fields: [field("Kind", named("PartKind"))],
        attributes: [],
        abstract: false,
      },
      {
        kind: "enum",
        name: { namespace: TNS, local: "PartKind" },
        base: "string",
        values: ["Bolt"],
      },
    ]);
  });

  it("reads a schema without a namespace included by schemas of two namespaces into each", async () => {
    const wsdl = asmxWsdl({
      schema: `<s:include schemaLocation="shared.xsd" />`,
      types: `<s:schema targetNamespace="${COMMON_NS}"><s:include schemaLocation="shared.xsd" /></s:schema>`,
    });
    const shared = schemaFile(
      undefined,
      `<s:simpleType name="Code"><s:restriction base="s:string" /></s:simpleType>`,
    );
    const { file, parsed } = await readFixture(wsdl, { "shared.xsd": shared });
    expect(parsed.files.map((f) => f.path)).toEqual([
      file,
      path.join(path.dirname(file), "shared.xsd"),
    ]);
    expect(parsed.draft.types.map((t) => t.name)).toEqual([
      { namespace: TNS, local: "Code" },
      { namespace: COMMON_NS, local: "Code" },
    ]);
  });

  it("reads a declaration that another file repeats from the first file", async () => {
    const wsdl = asmxWsdl({
      schema: `<s:import namespace="${COMMON_NS}" schemaLocation="a/common.xsd" /><s:import namespace="${COMMON_NS}" schemaLocation="b/common.xsd" />${usesCommon}`,
    });
    const code = (max: number) =>
      schemaFile(
        COMMON_NS,
        `<s:simpleType name="Code"><s:restriction base="s:string"><s:maxLength value="${max}" /></s:restriction></s:simpleType>`,
      );
    const { draft } = await readFixture(wsdl, { "a/common.xsd": code(3), "b/common.xsd": code(5) });
    expect(withoutLocs(draft.types[1])).toEqual({
      kind: "simple",
      name: { namespace: COMMON_NS, local: "Code" },
      base: "string",
      facets: { maxLength: 3 },
    });
  });

  it("reads an unprefixed name that names nothing in its namespace as a name of the schema's target namespace", async () => {
    const wsdl = asmxWsdl({
      types: `<s:schema targetNamespace="${COMMON_NS}">
        <s:complexType name="Pair"><s:sequence><s:element name="Left" type="Side" /><s:element ref="Right" /></s:sequence></s:complexType>
        <s:simpleType name="Side"><s:restriction base="s:string" /></s:simpleType>
        <s:element name="Right" type="Side" />
      </s:schema>
      <schema xmlns="http://www.w3.org/2001/XMLSchema" targetNamespace="${TNS}"><complexType name="UsesDefault"><sequence><element name="P" type="Holder" /></sequence></complexType><complexType name="Holder" /></schema>`,
    });
    const { draft } = await readFixture(wsdl);
    const common = (local: string) => ({ kind: "named", name: { namespace: COMMON_NS, local } });
    expect(
      withoutLocs(
        draft.types.map((t) =>
          t.kind === "complex" ? t.fields.map((f) => [f.xmlName, f.type]) : t.name.local,
        ),
      ),
    ).toEqual([
      [
        ["Left", common("Side")],
        ["Right", common("Side")],
      ],
      "Side",
      [["P", named("Holder")]],
      [],
    ]);
  });

  it("reads wsdl:import relative to the WSDL, and the imports of the imported file relative to it", async () => {
    const full = asmxWsdl({ operations: [{ name: "ping", result: "tns:Shared" }] });
    const types = /<wsdl:types>[\s\S]*<\/wsdl:types>/.exec(full)![0];
    const main = edit(
      full,
      types,
      `<wsdl:import namespace="${TNS}" location="parts/types.wsdl" />`,
    );
    const imported = `<wsdl:definitions xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:s="http://www.w3.org/2001/XMLSchema" xmlns:tns="${TNS}" targetNamespace="${TNS}">
  ${edit(types, "</s:schema>", '<s:include schemaLocation="../xsd/shared.xsd" /></s:schema>')}
</wsdl:definitions>`;
    const shared = schemaFile(TNS, `<s:complexType name="Shared"><s:sequence /></s:complexType>`);
    const { file, parsed, model } = await readFixture(main, {
      "parts/types.wsdl": imported,
      "xsd/shared.xsd": shared,
    });
    const dir = path.dirname(file);
    expect(parsed.files.map((f) => f.path)).toEqual([
      file,
      path.join(dir, "parts/types.wsdl"),
      path.join(dir, "xsd/shared.xsd"),
    ]);
    expect(withoutLocs(parsed.draft.operations[0]!.output!.fields[0]!.type)).toEqual(
      named("Shared"),
    );
    expect(model.operations.map((op) => op.name)).toEqual(["ping"]);
  });
});

describe("network imports", () => {
  /** Serves `files` on loopback while `run` runs. */
  async function serving(
    files: Record<string, string>,
    run: (base: string) => Promise<void>,
  ): Promise<void> {
    const server = createServer((req, res) => {
      const body = files[req.url ?? ""];
      res.statusCode = body === undefined ? 404 : 200;
      res.end(body ?? "");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      server.close();
    }
  }

  it("fetches http imports when the network is allowed, resolving their own imports against their URL", async () => {
    const common = schemaFile(COMMON_NS, `<s:include schemaLocation="code.xsd" />`);
    const code = schemaFile(
      undefined,
      `<s:simpleType name="Code"><s:restriction base="s:string" /></s:simpleType>`,
    );
    await serving({ "/xsd/common.xsd": common, "/xsd/code.xsd": code }, async (base) => {
      const wsdl = asmxWsdl({
        schema: `<s:import namespace="${COMMON_NS}" schemaLocation="${base}/xsd/common.xsd" />${usesCommon}`,
      });
      const file = path.join(writeFiles({ "main.wsdl": wsdl }), "main.wsdl");
      const parsed = await parseWsdlFile(file, { allowNetwork: true });
      expect(parsed.files.map((f) => f.path)).toEqual([
        file,
        `${base}/xsd/common.xsd`,
        `${base}/xsd/code.xsd`,
      ]);
      expect(parsed.draft.types.map((t) => t.name)).toEqual([
        { namespace: TNS, local: "UsesCommon" },
        { namespace: COMMON_NS, local: "Code" },
      ]);
    });
  });

  it("reports an HTTP error at the import", async () => {
    await serving({}, async (base) => {
      const wsdl = asmxWsdl({
        schema: `<s:import namespace="${COMMON_NS}" schemaLocation="${base}/gone.xsd" />`,
      });
      const file = path.join(writeFiles({ "main.wsdl": wsdl }), "main.wsdl");
      const { line, column } = positionOf(wsdl, "<s:import");
      await expect(parseWsdlFile(file, { allowNetwork: true })).rejects.toThrow(
        `${file}:${line}:${column}: cannot fetch imported file ${base}/gone.xsd: HTTP 404`,
      );
    });
  });
});

describe("import errors", () => {
  it("reports a missing file at the import", async () => {
    const wsdl = asmxWsdl({
      schema: `<s:import namespace="${COMMON_NS}" schemaLocation="xsd/absent.xsd" />`,
    });
    const { file, message } = await fixtureError(wsdl);
    const { line, column } = positionOf(wsdl, "<s:import");
    expect(message).toBe(
      `${file}:${line}:${column}: cannot read imported file ${path.join(path.dirname(file), "xsd/absent.xsd")}: no such file`,
    );
  });

  it("reports an error inside an imported file at its own file, line and column", async () => {
    const wsdl = asmxWsdl({
      schema: `<s:import namespace="${COMMON_NS}" schemaLocation="bad.xsd" />`,
    });
    const bad = schemaFile(
      COMMON_NS,
      `\n  <s:complexType name="T"><s:sequence><s:element name="X" type="c:Nope" /></s:sequence></s:complexType>`,
    );
    const { file, message } = await fixtureError(wsdl, { "bad.xsd": bad });
    const { line, column } = positionOf(bad, '<s:element name="X"');
    expect(message).toBe(
      `${path.join(path.dirname(file), "bad.xsd")}:${line}:${column}: unresolved type c:Nope in element X: expected a complexType or simpleType named Nope in namespace ${COMMON_NS}`,
    );
  });

  it("refuses network locations unless the network is allowed", async () => {
    const wsdl = asmxWsdl({
      schema: `<s:import namespace="${COMMON_NS}" schemaLocation="https://example.org/common.xsd" />`,
    });
    const { file, message } = await fixtureError(wsdl);
    const { line, column } = positionOf(wsdl, "<s:import");
    expect(message).toBe(
      `${file}:${line}:${column}: imported file https://example.org/common.xsd is on the network: pass --allow-network to fetch it, or save it next to the WSDL`,
    );
  });

  it("refuses an imported schema of another namespace than its import names", async () => {
    const wsdl = asmxWsdl({
      schema: `<s:import namespace="${COMMON_NS}" schemaLocation="old.xsd" />`,
    });
    const old = schemaFile("http://example.org/common/2011/", "");
    const { file, message } = await fixtureError(wsdl, { "old.xsd": old });
    const { line, column } = positionOf(old, "<s:schema");
    expect(message).toBe(
      `${path.join(path.dirname(file), "old.xsd")}:${line}:${column}: the imported schema's targetNamespace is http://example.org/common/2011/: expected ${COMMON_NS}, the namespace its xs:import names`,
    );
  });

  it("refuses a name declared twice in one file, xs:redefine, and what is no declaration", async () => {
    const twice = asmxWsdl({
      schema: `<s:complexType name="T" /><s:simpleType name="T"><s:restriction base="s:string" /></s:simpleType>`,
    });
    await expectFixtureError(
      twice,
      '<s:simpleType name="T"',
      `type T is declared twice in namespace ${TNS}`,
    );
    const redefine = asmxWsdl({ schema: `<s:redefine schemaLocation="x.xsd" />` });
    await expectFixtureError(
      redefine,
      "<s:redefine",
      "<s:redefine> is not supported: copy the redefined schema and change the copy",
    );
    const typo = asmxWsdl({ schema: `<s:simpletype name="T" />` });
    await expectFixtureError(
      typo,
      "<s:simpletype",
      "<s:simpletype> is no declaration of XML Schema: expected xs:complexType, xs:simpleType, xs:element, xs:attribute, xs:group or xs:attributeGroup",
    );
  });

  it("refuses an included schema of another namespace, and an imported document that is no schema", async () => {
    const other = asmxWsdl({ schema: `<s:include schemaLocation="other.xsd" />` });
    const otherXsd = schemaFile(COMMON_NS, "");
    const { file, message } = await fixtureError(other, { "other.xsd": otherXsd });
    const { line, column } = positionOf(otherXsd, "<s:schema");
    expect(message).toBe(
      `${path.join(path.dirname(file), "other.xsd")}:${line}:${column}: the included schema's targetNamespace is ${COMMON_NS}: expected ${TNS} (xs:include keeps the namespace; use xs:import)`,
    );
    const notSchema = asmxWsdl({
      schema: `<s:import namespace="${COMMON_NS}" schemaLocation="page.html" />`,
    });
    const page = await fixtureError(notSchema, { "page.html": "<html><body /></html>" });
    expect(page.message).toBe(
      `${path.join(path.dirname(page.file), "page.html")}:1:1: the imported document's root is <html>: expected xs:schema`,
    );
  });
});
