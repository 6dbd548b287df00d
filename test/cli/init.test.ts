/**
 * `soapgen init` in empty and existing projects: the project file (never overwritten; `--add`
 * makes it a list of contracts), the scripts and workspaces it adds to package.json, the next
 * commands it prints, and a contract it cannot read refused before anything is written. Then a
 * client-only project generates only the contract and client packages, and `check` names the
 * project's own script.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT, runCli } from "../support/run-cli.ts";

const SCHOOL = path.join(REPO_ROOT, "wsdl/schoolservice.wsdl");
const SCHEMA = "./node_modules/soapgen/soapgen.schema.json";
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "soapgen-init-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A project folder with the School WSDL as `service.wsdl`, and `files`. */
function project(name: string, files: Record<string, unknown> = {}): string {
  const root = path.join(dir, name);
  mkdirSync(root, { recursive: true });
  cpSync(SCHOOL, path.join(root, "service.wsdl"));
  for (const [file, content] of Object.entries(files))
    writeFileSync(
      path.join(root, file),
      typeof content === "string" ? content : JSON.stringify(content, null, 2),
    );
  return root;
}
const readJson = (file: string) =>
  JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;

describe("init", () => {
  it("in an empty folder: writes the project file and package.json, and prints the next commands", () => {
    const root = project("empty");
    const r = runCli(["init", "--wsdl", "service.wsdl"], root);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    expect(r.stdout).toBe(
      [
        "soapgen.config.json: created for service.wsdl (service SchoolService, 20 operations)",
        "package.json: created, with the script generate, the script check, the workspace generated/*",
        "",
        "Next:",
        "  npm run generate    # writes school-service-contract, school-service-client, school-service-server, school-service-fixtures into generated/, and the stub server/implementation.ts to implement",
        "  npm install    # links the generated packages into node_modules, by name",
        "  npm install -D vitest && npx vitest run    # runs the generated fixture tests",
        "",
      ].join("\n"),
    );
    expect(readJson(path.join(root, "soapgen.config.json"))).toEqual({
      $schema: SCHEMA,
      contract: "service.wsdl",
      out: "generated",
      implementation: "server/implementation.ts",
    });
    expect(readJson(path.join(root, "package.json"))).toEqual({
      name: "empty",
      version: "1.0.0",
      private: true,
      type: "module",
      scripts: { generate: "soapgen generate", check: "soapgen check" },
      workspaces: ["generated/*"],
    });
  });

  it("in an existing project: keeps what is there, and names its scripts apart from the project's own", () => {
    const root = project("existing", {
      "package.json": {
        name: "app",
        scripts: { generate: "make all", test: "vitest" },
        workspaces: { packages: ["libs/*"] },
        dependencies: { zod: "^4" },
      },
    });
    const r = runCli(
      [
        "init",
        "--wsdl",
        "service.wsdl",
        "--packages",
        "client",
        "--operations",
        "user*",
        "--exclude-operations",
        "userGetHostID",
        "--out",
        "soap",
      ],
      root,
    );
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(
      "package.json: added the script soapgen:generate, the script check, the workspace soap/*\n",
    );
    expect(r.stdout).toContain("service SchoolService, 2 operations");
    expect(r.stdout).toContain(
      "  npm run soapgen:generate    # writes school-service-contract, school-service-client into soap/\n",
    );
    expect(r.stdout).toContain("  npm run check    # the drift check, for CI\n");
    // No stub in a client-only project: nothing to say of its module kind.
    expect(r.stdout).not.toContain('"type": "module"');
    expect(readJson(path.join(root, "package.json"))).toEqual({
      name: "app",
      scripts: {
        generate: "make all",
        test: "vitest",
        "soapgen:generate": "soapgen generate",
        check: "soapgen check",
      },
      workspaces: { packages: ["libs/*", "soap/*"] },
      dependencies: { zod: "^4" },
    });
    expect(readJson(path.join(root, "soapgen.config.json"))).toEqual({
      $schema: SCHEMA,
      contract: "service.wsdl",
      out: "soap",
      implementation: null,
      packages: "client",
      operations: { include: ["user*"], exclude: ["userGetHostID"] },
    });
  });

  it("never overwrites a project file; --add adds the contract to it", () => {
    const root = project("again");
    expect(runCli(["init", "--wsdl", "service.wsdl"], root).status).toBe(0);
    const first = readFileSync(path.join(root, "soapgen.config.json"), "utf8");
    const again = runCli(["init", "--wsdl", "service.wsdl"], root);
    expect(again.status).toBe(1);
    expect(again.stderr).toBe(
      "error: soapgen.config.json exists, and init never overwrites it: edit it, or run `soapgen init --add` to add this contract to it\n",
    );
    expect(readFileSync(path.join(root, "soapgen.config.json"), "utf8")).toBe(first);

    // The same service again needs other package names, which the defaults of an added contract give it a folder and a stub for.
    const added = runCli(
      ["init", "--add", "--wsdl", "service.wsdl", "--package-name", "partner"],
      root,
    );
    expect(added.stderr).toBe("");
    expect(added.stdout).not.toContain('"type": "module"');
    expect(readJson(path.join(root, "soapgen.config.json"))).toEqual({
      $schema: SCHEMA,
      contracts: [
        { contract: "service.wsdl", out: "generated", implementation: "server/implementation.ts" },
        {
          contract: "service.wsdl",
          out: "generated-partner",
          implementation: "server/partner-implementation.ts",
          packageName: "partner",
        },
      ],
    });
    expect(readJson(path.join(root, "package.json")).workspaces).toEqual([
      "generated/*",
      "generated-partner/*",
    ]);

    // An entry the project refuses leaves the file as it was, and no file beside it.
    const before = readFileSync(path.join(root, "soapgen.config.json"), "utf8");
    const clash = runCli(["init", "--add", "--wsdl", "service.wsdl", "--out", "generated"], root);
    expect(clash.status).toBe(1);
    expect(clash.stderr).toBe(
      'error: soapgen.config.json: contracts[0] and contracts[2] both write into generated: give each its own "out"\n',
    );
    expect(readFileSync(path.join(root, "soapgen.config.json"), "utf8")).toBe(before);
    expect(readdirSync(root).filter((f) => f.endsWith(".tmp"))).toEqual([]);
  });

  it('says that a package.json of its own without "type": "module" reads the stub as CommonJS', () => {
    const root = project("commonjs", { "package.json": { name: "app" } });
    const r = runCli(["init", "--wsdl", "service.wsdl"], root);
    expect(r.stdout).toContain(
      'package.json has no "type": "module": add it, or tsx reads server/implementation.ts as CommonJS (no top-level await)\n',
    );
    expect(readJson(path.join(root, "package.json")).type).toBeUndefined();
  });

  it("refuses a contract it cannot read, saying where, before writing anything", () => {
    const root = project("broken", {
      "broken.wsdl":
        '<definitions xmlns="http://schemas.xmlsoap.org/wsdl/">\n  <message name="a">\n</definitions>\n',
    });
    const r = runCli(["init", "--wsdl", "broken.wsdl"], root);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/^error: broken\.wsdl:\d+:\d+: /);
    expect(existsSync(path.join(root, "soapgen.config.json"))).toBe(false);
    expect(existsSync(path.join(root, "package.json"))).toBe(false);
  });

  it("refuses without a contract, and a selection that matches no operation", () => {
    const root = project("no-contract");
    expect(runCli(["init"], root).stderr).toBe(
      "error: name the contract: soapgen init --wsdl <file or URL>, or --manifest <file.yaml>\n",
    );
    const r = runCli(["init", "--wsdl", "service.wsdl", "--operations", "GetOrdr*"], root);
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('"GetOrdr*" matches no operation of SchoolService');
  });
});

describe("a client-only project", () => {
  it("generates the contract and client packages alone, and check names the project's own script", () => {
    const root = project("client-only", {
      "package.json": { name: "app", scripts: { gen: "soapgen generate" } },
    });
    writeFileSync(
      path.join(root, "soapgen.config.json"),
      JSON.stringify({ contract: "service.wsdl", packages: "client", operations: ["userGet*"] }),
    );
    const r = runCli(["generate"], root);
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(/^generated: \d+ added, 0 changed, 0 removed, 0 unchanged\n$/);
    expect(readdirSync(path.join(root, "generated")).sort()).toEqual([
      ".gitattributes",
      ".soapgen-lock.json",
      "school-service-client",
      "school-service-contract",
    ]);
    expect(existsSync(path.join(root, "server"))).toBe(false);
    const operations = readFileSync(
      path.join(root, "generated/school-service-contract/src/operations.ts"),
      "utf8",
    );
    expect(operations).toContain("userGetListSearch");
    expect(operations).not.toContain("eventGetList");

    writeFileSync(path.join(root, "generated/school-service-client/src/index.ts"), "// edited\n");
    const check = runCli(["check"], root);
    expect(check.status).toBe(1);
    expect(check.stderr).toContain("Run `npm run gen` and commit the result.\n");
    const flagged = runCli(["check", "--target", "ts"], root);
    expect(flagged.stderr).toContain(
      "Run `npx soapgen generate --target ts` and commit the result.\n",
    );
  });
});
