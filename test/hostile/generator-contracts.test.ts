/**
 * The generator against hostile contracts: an external entity (XXE), an import from the network,
 * schemas that include each other, a type that holds itself, 10,000 levels of nesting, a 50 MB
 * WSDL. Each gives a correct model or one clear error naming file, line and column, without
 * reading what an entity points at, and with memory kept within bounds.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ContractError } from "../../generator/model/contract-error.ts";
import { loadContract } from "../../generator/pipeline/load-contract.ts";
import { asmxWsdl, edit } from "../parse/wsdl/asmx-fixture.ts";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "soapgen-hostile-contract-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function write(name: string, text: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, text);
  return file;
}

const load = (file: string, allowNetwork = false) =>
  loadContract({ contract: { kind: "wsdl", path: file }, allowNetwork, lenient: false });

async function loadError(file: string, allowNetwork = false): Promise<string> {
  const err = await load(file, allowNetwork).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ContractError);
  return (err as Error).message;
}

describe("the generator refuses", () => {
  it("an external entity (XXE), without reading the file it names", async () => {
    const wsdl = asmxWsdl().replace(
      '<?xml version="1.0" encoding="utf-8"?>',
      '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE wsdl:definitions [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
    );
    const message = await loadError(
      write(
        "xxe.wsdl",
        edit(wsdl, "<wsdl:types>", "<wsdl:documentation>&xxe;</wsdl:documentation><wsdl:types>"),
      ),
    );
    expect(message).toMatch(/xxe\.wsdl:2:1: .*DTD/);
    expect(message).not.toContain("root:");
  });

  it("an import from the network unless it is allowed", async () => {
    const file = write(
      "remote.wsdl",
      edit(
        asmxWsdl(),
        "<wsdl:types>",
        '<wsdl:import namespace="urn:x" location="http://127.0.0.1:9/x.wsdl" /><wsdl:types>',
      ),
    );
    expect(await loadError(file)).toContain(
      "http://127.0.0.1:9/x.wsdl is on the network: pass --allow-network",
    );
  });

  it("10,000 levels of nesting with one clear error, not a stack overflow", async () => {
    const deep = `<wsdl:documentation>${"<x>".repeat(10_000)}${"</x>".repeat(10_000)}</wsdl:documentation>`;
    const message = await loadError(
      write("deep.wsdl", edit(asmxWsdl(), "<wsdl:types>", `${deep}<wsdl:types>`)),
    );
    expect(message).toMatch(
      /deep\.wsdl:\d+:\d+: elements nested more than 1000 levels deep: no contract needs that many$/,
    );
  });
});

describe("the generator reads", () => {
  it("schemas that include each other, each once", async () => {
    const schema = (other: string, type: string) =>
      `<?xml version="1.0" encoding="utf-8"?>\n<s:schema xmlns:s="http://www.w3.org/2001/XMLSchema" targetNamespace="http://example.org/api/" elementFormDefault="qualified"><s:include schemaLocation="${other}" /><s:complexType name="${type}"><s:sequence><s:element name="v" type="s:string" /></s:sequence></s:complexType></s:schema>`;
    write("cycle-a.xsd", schema("cycle-b.xsd", "A"));
    write("cycle-b.xsd", schema("cycle-a.xsd", "B"));
    const wsdl = edit(
      asmxWsdl(),
      '<s:schema elementFormDefault="qualified" targetNamespace="http://example.org/api/">',
      '<s:schema elementFormDefault="qualified" targetNamespace="http://example.org/api/"><s:include schemaLocation="cycle-a.xsd" />',
    );
    const loaded = await load(write("cycle.wsdl", wsdl));
    expect(loaded.model.types.map((t) => t.name.local)).toEqual(expect.arrayContaining(["A", "B"]));
    expect(loaded.source.files.map((f) => path.basename(f.path))).toEqual([
      "cycle.wsdl",
      "cycle-a.xsd",
      "cycle-b.xsd",
    ]);
  });

  it("a type that holds itself", async () => {
    const wsdl = asmxWsdl({
      schema:
        '<s:complexType name="Node"><s:sequence><s:element minOccurs="0" name="next" type="tns:Node" /><s:element name="v" type="s:int" /></s:sequence></s:complexType>',
      operations: [
        { name: "walk", params: '<s:element minOccurs="0" name="start" type="tns:Node" />' },
      ],
    });
    const loaded = await load(write("recursive.wsdl", wsdl));
    const node = loaded.model.types.find((t) => t.name.local === "Node");
    expect(node?.kind === "complex" && node.fields.map((f) => f.type)).toEqual([
      { kind: "named", id: node!.id },
      { kind: "builtin", xsd: "int" },
    ]);
  });

  it("a 50 MB WSDL, its memory within a few times its size", async () => {
    const big = "Documentation that goes on. ".repeat(Math.ceil((50 * 1024 * 1024) / 28));
    const file = write(
      "big.wsdl",
      edit(
        asmxWsdl(),
        "<wsdl:types>",
        `<wsdl:documentation>${big}</wsdl:documentation><wsdl:types>`,
      ),
    );
    const before = process.memoryUsage().rss;
    const loaded = await load(file);
    expect(loaded.model.operations.length).toBeGreaterThan(0);
    expect(process.memoryUsage().rss - before).toBeLessThan(600 * 1024 * 1024);
  }, 60_000);
});
