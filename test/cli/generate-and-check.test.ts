/**
 * The CLI end to end in a project like this one (soapgen.config.json naming the manifest, the WSDL
 * generated from it): `generate` writes the packages, the WSDL and the implementation stub; a
 * second run changes nothing; `check` catches every kind of drift with a diff and says which file
 * to edit; and the School example's contract change (docs/school-example.md: one optional field)
 * changes only the files that mention that type.
 */
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readTree } from "../../generator/write/read-tree.ts";
import { REPO_ROOT, runCli } from "../support/run-cli.ts";

let project: string;
const at = (p: string) => path.join(project, p);

/** Files in the committed generated/ folder: what a fresh generate must add. */
let fileCount: number;

beforeAll(async () => {
  fileCount = (await readTree(path.join(REPO_ROOT, "generated"))).size;
  // A project holding what a user writes: the project file and the manifest. Its node_modules is
  // this repository's, for the type-check's zod and @types/node.
  project = mkdtempSync(path.join(tmpdir(), "soapgen-project-"));
  mkdirSync(at("wsdl"));
  for (const file of [
    "soapgen.config.json",
    "wsdl/schoolservice.manifest.yaml",
    "wsdl/manifest.schema.json",
  ])
    cpSync(path.join(REPO_ROOT, file), at(file));
  symlinkSync(path.join(REPO_ROOT, "node_modules"), at("node_modules"));
  const first = runCli(["generate"], project);
  expect(first.stderr).toBe("");
  expect(first.status).toBe(0);
  expect(first.stdout).toBe(
    `generated: ${fileCount} added, 0 changed, 0 removed, 0 unchanged\n` +
      "wsdl/schoolservice.wsdl: created from wsdl/schoolservice.manifest.yaml\n" +
      "server/implementation.ts: created the implementation stub (yours to fill; never overwritten)\n",
  );
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe("generate", () => {
  it("writes the committed generated/ folder and WSDL, and the stub this repository started from", async () => {
    const committed = await readTree(path.join(REPO_ROOT, "generated"));
    const fresh = await readTree(at("generated"));
    expect([...fresh.keys()].sort()).toEqual([...committed.keys()].sort());
    for (const [p, content] of fresh) expect(content, p).toBe(committed.get(p));
    expect(readFileSync(at("wsdl/schoolservice.wsdl"), "utf8")).toBe(
      readFileSync(path.join(REPO_ROOT, "wsdl/schoolservice.wsdl"), "utf8"),
    );
    expect(readFileSync(at("server/implementation.ts"), "utf8")).toContain(
      "export const serverOptions",
    );
  });

  it("gives byte-identical output on a second run and says nothing changed", async () => {
    const before = await readTree(at("generated"));
    // soapgen as built takes the lock file's word that nothing changed (an unchanged run).
    const again = runCli(["generate"], project);
    expect(again.status).toBe(0);
    expect(again.stdout).toBe(`generated: 0 added, 0 changed, 0 removed, ${fileCount} unchanged\n`);
    expect(await readTree(at("generated"))).toEqual(before);
    // Without the lock file it renders everything again: the same bytes, the lock file among them.
    unlinkSync(at("generated/.soapgen-lock.json"));
    const rendered = runCli(["generate"], project);
    expect(rendered.status).toBe(0);
    expect(rendered.stdout).toBe(
      `generated: 1 added, 0 changed, 0 removed, ${fileCount - 1} unchanged\n`,
    );
    expect(await readTree(at("generated"))).toEqual(before);
  });
});

describe("check", () => {
  const restore = () => {
    rmSync(at("generated"), { recursive: true, force: true });
    cpSync(path.join(REPO_ROOT, "generated"), at("generated"), { recursive: true });
    cpSync(path.join(REPO_ROOT, "wsdl/schoolservice.wsdl"), at("wsdl/schoolservice.wsdl"));
  };
  const TYPES = "school-service-contract/src/types.ts";

  it("exits 0 when the files match the contract", () => {
    restore();
    const r = runCli(["check"], project);
    expect(r.status).toBe(0);
    expect(r.stdout).toBe("generated matches wsdl/schoolservice.manifest.yaml\n");
  });

  it("after a contract change, sums up how the contract changed since the output was generated", () => {
    restore();
    const manifest = at("wsdl/schoolservice.manifest.yaml");
    const original = readFileSync(manifest, "utf8");
    writeFileSync(
      manifest,
      original.replace("      desc: string\n", "      desc: string\n      source: string\n"),
    );
    try {
      const r = runCli(["check"], project);
      expect(r.status).toBe(1);
      expect(r.stderr).toContain(
        "The contract changed since generated was written: 0 breaking, 1 warning, 0 safe (npx soapgen diff generated/school-service-server/service.wsdl wsdl/schoolservice.manifest.yaml lists them).\n",
      );
    } finally {
      writeFileSync(manifest, original);
    }
  });

  it("exits 1 with a unified diff after a hand edit", () => {
    restore();
    writeFileSync(
      at(`generated/${TYPES}`),
      readFileSync(at(`generated/${TYPES}`), "utf8").replace("export", "// edited by hand\nexport"),
    );
    const r = runCli(["check"], project);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain(`--- generated/${TYPES}\ton disk`);
    expect(r.stdout).toContain("-// edited by hand");
    expect(r.stderr).toBe(
      `\n1 generated file(s) in generated differ from what wsdl/schoolservice.manifest.yaml generates (changed: ${TYPES}).\nRun \`npx soapgen generate\` and commit the result.\n`,
    );
  });

  it("exits 1 naming a deleted file as missing and a file no longer generated as orphaned", () => {
    restore();
    unlinkSync(at(`generated/${TYPES}`));
    writeFileSync(at("generated/school-service-contract/src/stale.ts"), "export {};\n");
    const r = runCli(["check"], project);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain(
      `(missing: ${TYPES}, orphaned: school-service-contract/src/stale.ts)`,
    );
  });

  it("says to edit the manifest when the WSDL generated from it was edited", () => {
    restore();
    const wsdl = at("wsdl/schoolservice.wsdl");
    writeFileSync(
      wsdl,
      readFileSync(wsdl, "utf8").replace(
        '<s:element minOccurs="0" maxOccurs="1" name="desc" type="s:string" />',
        "",
      ),
    );
    const r = runCli(["check"], project);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("--- wsdl/schoolservice.wsdl\ton disk");
    expect(r.stderr).toBe(
      "\nwsdl/schoolservice.wsdl differs from what wsdl/schoolservice.manifest.yaml generates: it is made from the contract, so edit wsdl/schoolservice.manifest.yaml rather than wsdl/schoolservice.wsdl.\n" +
        "Run `npx soapgen generate` and commit the result.\n",
    );
  });
});

describe("the School example's contract change: one optional field", () => {
  it("changes only the files that mention the type, and the lock file", async () => {
    const before = await readTree(project);
    const manifest = at("wsdl/schoolservice.manifest.yaml");
    const text = readFileSync(manifest, "utf8");
    const field = "      desc: string\n";
    expect(text).toContain(`  ErrorDetail:\n    sequence:\n      code: string\n${field}`);
    writeFileSync(
      manifest,
      text.replace(`code: string\n${field}`, `code: string\n${field}      source: string\n`),
    );
    // Each operation's fixture holds an ErrorDetail sample (in its envelope's detail list), so each changes too.
    const fixtures = [...before.keys()].filter((p) =>
      /^generated\/school-service-fixtures\/src\/fixtures\/(?!index\.ts$)/.test(p),
    );
    expect(fixtures).toHaveLength(20);
    const stdout = runCli(["generate"], project).stdout;
    const after = await readTree(project);
    const changed = [...after.keys()].filter((p) => after.get(p) !== before.get(p)).sort();
    const sources = changed.filter((p) => !p.includes("/dist/"));
    expect(sources).toEqual(
      [
        "generated/.soapgen-lock.json",
        "generated/school-service-contract/src/codecs.ts",
        "generated/school-service-contract/src/types.ts",
        "generated/school-service-contract/src/validators.ts",
        "generated/school-service-server/service.wsdl",
        // The OpenAPI document the JSON face serves: ErrorDetail's schema.
        "generated/school-service-server/openapi.json",
        // The service pages: the samples, the manifest, and the form's bundle of the client and its codecs.
        "generated/school-service-server/pages/form.js",
        "generated/school-service-server/src/service-pages.ts",
        ...fixtures,
        "wsdl/schoolservice.manifest.yaml",
        "wsdl/schoolservice.wsdl",
      ].sort(),
    );
    // The compiled files that change are those of the changed sources, nothing else.
    const compiled = changed.filter((p) => p.includes("/dist/"));
    expect(compiled.length).toBeGreaterThan(0);
    for (const file of compiled)
      expect(sources).toContain(
        file.replace("/dist/", "/src/").replace(/\.(js|js\.map|d\.ts)$/, ".ts"),
      );
    const inOutput = changed.filter((p) => p.startsWith("generated/")).length;
    expect(stdout).toBe(
      `generated: 0 added, ${inOutput} changed, 0 removed, ${fileCount - inOutput} unchanged\nwsdl/schoolservice.wsdl: updated from wsdl/schoolservice.manifest.yaml\n`,
    );
    // docs/school-example.md walks a user through this very change, and shows a fresh clone's run: with these figures.
    const readme = readFileSync(path.join(REPO_ROOT, "docs/school-example.md"), "utf8");
    for (const line of [
      `\n   generated: 0 added, ${inOutput} changed, 0 removed, ${fileCount - inOutput} unchanged\n`,
      `(${compiled.length} files: JavaScript, declarations, maps)`,
      `\`generated: 0 added, 0 changed, 0 removed, ${fileCount} unchanged\``,
    ]) {
      expect(
        readme.includes(line),
        `docs/school-example.md should say ${JSON.stringify(line)}`,
      ).toBe(true);
    }
    for (const file of sources.filter((p) => p.startsWith("generated/school")))
      expect(after.get(file)).toContain("source");
    expect(runCli(["check"], project).status).toBe(0);
  });
});

describe("inspect", () => {
  it("--json writes the model alone to stdout", () => {
    const r = runCli(["inspect", "--json"], project);
    expect(r.status).toBe(0);
    expect(r.stderr).toBe("");
    expect((JSON.parse(r.stdout) as { name: string }).name).toBe("SchoolService");
  });

  it("offers only the flags it reads", () => {
    const help = runCli(["inspect", "--help"], project).stdout;
    expect(help).toContain("--json");
    expect(help).not.toMatch(/--out\b|--implementation|--wsdl-out/);
  });
});
