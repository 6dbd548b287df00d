/**
 * The project file (soapgen.config.json, or the `soapgen` key of package.json): read and checked
 * with every key known, its paths relative to its folder, flags over it, and a contract named by a
 * flag meaning another project (the file is then not read unless --config names it).
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectJsonSchema } from "../../generator/cli/project-file.ts";
import { resolveOptions, resolveProjectOptions } from "../../generator/cli/resolve-options.ts";
import { DEFAULT_OPTIONS } from "../../generator/options.ts";
import { REPO_ROOT } from "../support/run-cli.ts";

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "soapgen-project-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A fresh project folder holding `files`. */
function project(name: string, files: Record<string, unknown>): string {
  const root = path.join(dir, name);
  mkdirSync(root, { recursive: true });
  for (const [file, content] of Object.entries(files))
    writeFileSync(
      path.join(root, file),
      typeof content === "string" ? content : JSON.stringify(content),
    );
  return root;
}

describe("the project file", () => {
  it("names the contract and every option, paths relative to the working folder", () => {
    const root = project("full", {
      "soapgen.config.json": {
        contract: "contract/service.manifest.yaml",
        out: "packages",
        implementation: "src/impl.ts",
        wsdlOut: "contract/service.wsdl",
        allowNetwork: true,
        lenient: true,
        target: "js",
        packageScope: "@acme",
        packageVersion: "2.1.0-beta.1",
      },
    });
    expect(resolveOptions({}, root)).toEqual({
      contract: { kind: "manifest", path: "contract/service.manifest.yaml" },
      outDir: "packages",
      implementation: "src/impl.ts",
      wsdlOut: "contract/service.wsdl",
      allowNetwork: true,
      lenient: true,
      operations: { include: [], exclude: [] },
      packages: {
        target: "js",
        scope: "@acme",
        version: "2.1.0-beta.1",
        name: null,
        include: "all",
      },
    });
  });

  it("leaves unset options at their defaults, and a WSDL contract is read as one", () => {
    const root = project("minimal", { "soapgen.config.json": { contract: "service.wsdl" } });
    expect(resolveOptions({}, root)).toEqual({
      ...DEFAULT_OPTIONS,
      contract: { kind: "wsdl", path: "service.wsdl" },
    });
  });

  it("may be the soapgen key of package.json", () => {
    const root = project("in-package", {
      "package.json": { name: "app", soapgen: { contract: "a.yaml", implementation: null } },
    });
    expect(resolveOptions({}, root)).toEqual({
      ...DEFAULT_OPTIONS,
      contract: { kind: "manifest", path: "a.yaml" },
      implementation: null,
    });
  });

  it("is overridden by flags, option by option", () => {
    const root = project("flags", {
      "soapgen.config.json": {
        contract: "a.yaml",
        out: "packages",
        wsdlOut: "a.wsdl",
        lenient: true,
        target: "js",
        packageScope: "@acme",
      },
    });
    const flags = {
      out: "elsewhere",
      implementation: false as const,
      "allow-network": true,
      lenient: false,
      target: "ts",
      "package-scope": "@other",
      "package-version": "3.0.0",
    };
    expect(resolveOptions(flags, root)).toEqual({
      contract: { kind: "manifest", path: "a.yaml" },
      outDir: "elsewhere",
      implementation: null,
      wsdlOut: "a.wsdl",
      allowNetwork: true,
      lenient: false,
      operations: { include: [], exclude: [] },
      packages: { target: "ts", scope: "@other", version: "3.0.0", name: null, include: "all" },
    });
  });

  it("refuses a target, scope or version that is not one, saying what is expected", () => {
    const root = project("bad-packaging", { "soapgen.config.json": { contract: "a.yaml" } });
    expect(() => resolveOptions({ target: "wasm" }, root)).toThrow(
      "--target wasm: expected ts, js, ts+js",
    );
    expect(() => resolveOptions({ "package-scope": "acme" }, root)).toThrow(
      "--package-scope acme: expected an npm scope such as @acme",
    );
    expect(() => resolveOptions({ "package-version": "1.0" }, root)).toThrow(
      "--package-version 1.0: expected a semantic version such as 1.2.0",
    );
    const inFile = project("bad-scope", {
      "soapgen.config.json": { contract: "a.yaml", packageScope: "Acme" },
    });
    expect(() => resolveOptions({}, inFile)).toThrow('"packageScope": an npm scope such as @acme');
  });

  it("is not read when a flag names another contract, unless --config names it", () => {
    const root = project("other", {
      "soapgen.config.json": { contract: "a.yaml", out: "packages", wsdlOut: "a.wsdl" },
    });
    expect(resolveOptions({ wsdl: "b.wsdl" }, root)).toEqual({
      ...DEFAULT_OPTIONS,
      contract: { kind: "wsdl", path: "b.wsdl" },
    });
    expect(
      resolveOptions({ manifest: "b.yaml", config: path.join(root, "soapgen.config.json") }, root),
    ).toEqual({
      ...DEFAULT_OPTIONS,
      contract: { kind: "manifest", path: "b.yaml" },
      outDir: "packages",
      wsdlOut: "a.wsdl",
    });
  });

  it("keeps generate with another contract from writing over this project's output folder", () => {
    const root = project("guarded", {
      "soapgen.config.json": { contract: "a.yaml", out: "packages" },
    });
    expect(() =>
      resolveOptions({ wsdl: "b.wsdl", out: "packages" }, root, { writes: true }),
    ).toThrow(
      "packages is the output folder of this folder's project (soapgen.config.json, contract a.yaml): name another folder with --out, or leave out --wsdl/--manifest to generate this project",
    );
    expect(
      resolveOptions({ wsdl: "b.wsdl", out: "elsewhere" }, root, { writes: true }).outDir,
    ).toBe("elsewhere");
    expect(resolveOptions({ wsdl: "b.wsdl", out: "packages" }, root).outDir).toBe("packages");
  });

  it("resolves its paths from its own folder when --config names a file elsewhere", () => {
    const root = project("nested", {});
    project("nested/config", {
      "soapgen.config.json": { contract: "../wsdl/s.wsdl", out: "../gen" },
    });
    const options = resolveOptions({ config: path.join(root, "config/soapgen.config.json") }, root);
    expect([options.contract.path, options.outDir]).toEqual(["wsdl/s.wsdl", "gen"]);
  });

  it("refuses unknown keys, wrong types, a missing contract and bad JSON, naming the file", () => {
    const cases: [Record<string, unknown> | string, string][] = [
      [
        { contract: "a.wsdl", outDir: "x" },
        `unknown key "outDir": expected $schema, contract, out, implementation, wsdlOut, allowNetwork, lenient, operations, packages`,
      ],
      [
        { contract: "a.wsdl", packages: "server" },
        `"packages": Invalid option: expected one of "all"|"client"|"client+server"`,
      ],
      [{ contract: "a.wsdl", operations: "Get*" }, `"operations": Invalid input`],
      [
        { contract: "a.wsdl", packageName: "Orders" },
        `"packageName": a lower-case npm name such as acme-orders`,
      ],
      [
        { contracts: [{ contract: "a.wsdl" }, { out: "b" }] },
        `"contracts[1].contract" is missing: name the contract`,
      ],
      [
        { contracts: [{ contract: "a.wsdl", outDir: "b" }] },
        `unknown key "outDir" in "contracts[0]": expected $schema, contract, out`,
      ],
      [{ contracts: [] }, `"contracts": Too small: expected array to have >=1 items`],
      [
        { contract: "a.wsdl", contracts: [{ contract: "b.wsdl" }] },
        `unknown key "contract": expected $schema, contracts`,
      ],
      [
        { contract: "a.wsdl", allowNetwork: "yes" },
        `"allowNetwork": Invalid input: expected boolean, received string`,
      ],
      [{ out: "x" }, `"contract" is missing: name the contract (a .wsdl file or a .yaml manifest)`],
      [
        { contract: "a.wsdl", wsdlOut: "b.wsdl" },
        `"wsdlOut" names a file to write the WSDL of a manifest to, but the contract a.wsdl is a WSDL itself: remove "wsdlOut", or make a manifest the contract`,
      ],
      ["{ contract: ", "the project file is not JSON: "],
    ];
    cases.forEach(([settings, message], i) => {
      const root = project(`bad-${i}`, { "soapgen.config.json": settings });
      expect(() => resolveOptions({}, root)).toThrow(
        `${path.join(root, "soapgen.config.json")}: ${message}`,
      );
    });
  });

  it("without one and without a contract flag, says how to name the contract", () => {
    expect(() => resolveOptions({}, project("none", {}))).toThrow(
      'no contract: name it with --wsdl <file> or --manifest <file>, or in soapgen.config.json ({ "contract": "path/to/service.wsdl" }); `npx soapgen init` writes one',
    );
  });

  it("takes the operations as a list, or as include and exclude, and the packages and their names' stem", () => {
    const root = project("slice", {
      "soapgen.config.json": {
        contract: "a.wsdl",
        operations: ["Get*", "ListOrders"],
        packages: "client",
        packageName: "acme-orders",
      },
    });
    const options = resolveOptions({}, root);
    expect(options.operations).toEqual({ include: ["Get*", "ListOrders"], exclude: [] });
    expect(options.packages).toMatchObject({ include: "client", name: "acme-orders" });
    // A client alone has no server to implement.
    expect(options.implementation).toBeNull();
    const other = project("slice-2", {
      "soapgen.config.json": { contract: "a.wsdl", operations: { exclude: ["Debug*"] } },
    });
    expect(resolveOptions({}, other).operations).toEqual({ include: [], exclude: ["Debug*"] });
    expect(
      resolveOptions({ operations: ["A,B", "C"], "exclude-operations": ["D"] }, other).operations,
    ).toEqual({ include: ["A", "B", "C"], exclude: ["D"] });
  });
});

describe("a project of several contracts", () => {
  const two = {
    $schema: "./node_modules/soapgen/soapgen.schema.json",
    contracts: [
      { contract: "a/a.wsdl", out: "gen-a", implementation: "server/a.ts" },
      {
        contract: "b/b.yaml",
        out: "gen-b",
        implementation: null,
        packageName: "partner-b",
        lenient: true,
      },
    ],
  };

  it("gives each contract its options, in order", () => {
    const root = project("two", { "soapgen.config.json": two });
    const all = resolveProjectOptions({}, root);
    expect(
      all.map((o) => [o.contract, o.outDir, o.implementation, o.packages.name, o.lenient]),
    ).toEqual([
      [{ kind: "wsdl", path: "a/a.wsdl" }, "gen-a", "server/a.ts", null, false],
      [{ kind: "manifest", path: "b/b.yaml" }, "gen-b", null, "partner-b", true],
    ]);
    // Flags that apply to every contract apply to each.
    expect(resolveProjectOptions({ target: "ts" }, root).map((o) => o.packages.target)).toEqual([
      "ts",
      "ts",
    ]);
  });

  it("refuses one output folder or one stub for two, a flag that sets one contract's files, and a command for one", () => {
    const shared = project("shared", {
      "soapgen.config.json": {
        contracts: [
          { contract: "a.wsdl", out: "gen" },
          { contract: "b.wsdl", out: "./gen/" },
        ],
      },
    });
    expect(() => resolveProjectOptions({}, shared)).toThrow(
      'contracts[0] and contracts[1] both write into gen: give each its own "out"',
    );
    const nested = project("nested-out", {
      "soapgen.config.json": {
        contracts: [
          { contract: "a.wsdl", out: "gen", implementation: null },
          { contract: "b.wsdl", out: "gen/b", implementation: null },
        ],
      },
    });
    expect(() => resolveProjectOptions({}, nested)).toThrow(
      "contracts[1] writes into gen/b, inside the output folder of contracts[0] (gen): give each a folder of its own",
    );
    const stub = project("stub", {
      "soapgen.config.json": {
        contracts: [
          { contract: "a.wsdl", out: "a" },
          { contract: "b.wsdl", out: "b" },
        ],
      },
    });
    expect(() => resolveProjectOptions({}, stub)).toThrow(
      'two contracts create their implementation stub at server/implementation.ts: give each its own "implementation", or null',
    );
    const root = project("two-flags", { "soapgen.config.json": two });
    expect(() => resolveProjectOptions({ out: "x" }, root)).toThrow(
      '--out sets one contract\'s files, and the project lists 2: set "out" in each entry of "contracts" instead',
    );
    expect(() => resolveOptions({}, root)).toThrow(
      "the project lists 2 contracts (a/a.wsdl, b/b.yaml): name one with --wsdl or --manifest",
    );
  });

  it("has its JSON schema in soapgen.schema.json, as scripts/write-config-schema.ts writes it", () => {
    const committed = JSON.parse(readFileSync(path.join(REPO_ROOT, "soapgen.schema.json"), "utf8"));
    expect(committed).toEqual(projectJsonSchema());
    expect(Object.keys((committed.anyOf[0] as { properties: object }).properties)).toContain(
      "operations",
    );
  });
});
