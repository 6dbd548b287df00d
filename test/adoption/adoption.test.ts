/**
 * soapgen as a team adopts it: packed as a registry would serve it (`npm pack`, whose prepack
 * builds the generator), installed alone from the tarball into new projects outside the
 * repository, then, as the README says: `soapgen init` -> `npm run generate` -> `npm install`
 * (the generated packages linked by name) -> vitest installed -> the generated fixture tests ->
 * `npm run check`. For contracts it has never seen, written in the styles of other stacks
 * (contracts/README.md): a WCF service whose schemas sit in subfolders, a JAX-WS/CXF one, a
 * manifest; the School contract; and a project of two contracts, one of them sliced to a few
 * operations. Generating needs nothing but soapgen: vitest is installed only to run the tests.
 * The tarball is the one packed for every test file that needs it (support/packed-soapgen.ts).
 * npm installs it once, into a project of nothing but a package.json, and each new project starts
 * as a copy of that one: four installs of the same tarball into the same empty project did the
 * same work four times (20 s each alone, a minute when they ran at once). The four projects then
 * run at once, the project of two contracts no longer after the others.
 */
import {
  cpSync,
  existsSync,
  lstatSync,
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
import { packedSoapgen, type PackedSoapgen } from "../support/packed-soapgen.ts";
import { REPO_ROOT } from "../support/run-cli.ts";
import { NPM_QUIET, ok, run } from "../support/run-command.ts";

const CONTRACTS = path.join(REPO_ROOT, "test/adoption/contracts");
const VITEST = (
  JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as {
    devDependencies: Record<string, string>;
  }
).devDependencies.vitest!;
const MINUTES = 60_000;

let work: string;
let packed: PackedSoapgen;
/** A project holding nothing but soapgen, installed from the tarball. */
let installed: string;

/**
 * A new project holding nothing but soapgen, installed from the tarball, and the contracts: each
 * a folder of contracts/ copied whole, or the School contract's WSDL.
 */
function newProject(name: string, contracts: string[]): string {
  const dir = path.join(work, name);
  // Beside the installed project, so the tarball's relative path npm saved still leads to it; the
  // links in node_modules/.bin kept as they are, relative.
  cpSync(installed, dir, { recursive: true, verbatimSymlinks: true });
  for (const contract of contracts) {
    if (contract === "school")
      cpSync(
        path.join(REPO_ROOT, "wsdl/schoolservice.wsdl"),
        path.join(dir, "school/schoolservice.wsdl"),
      );
    else cpSync(path.join(CONTRACTS, contract), path.join(dir, contract), { recursive: true });
  }
  return dir;
}

const soapgen = (dir: string, ...args: string[]) => ok("npx", ["soapgen", ...args], dir);
const npm = (dir: string, ...args: string[]) => ok("npm", [...args], dir, {}, 5 * MINUTES);
const readJson = (file: string) => JSON.parse(readFileSync(file, "utf8")) as Record<string, any>;

/** The generated tests run, and what vitest's summary says of them. */
async function fixtureTests(dir: string): Promise<string> {
  await npm(dir, "install", "-D", ...NPM_QUIET, `vitest@${VITEST}`);
  const r = await run("npx", ["vitest", "run"], dir, {}, 5 * MINUTES);
  expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);
  return /Tests\s+(\d+) passed/.exec(r.stdout)?.[0] ?? r.stdout;
}

/** Every text file under `dir`, folder by folder. */
function texts(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|json|md|wsdl)$/.test(e.name))
    .map((e) => readFileSync(path.join(e.parentPath, e.name), "utf8"));
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "soapgen-adoption-"));
  packed = await packedSoapgen();
  installed = path.join(work, "installed");
  mkdirSync(installed);
  // The project's own package.json, as npm would create it: without one, npm installs into the
  // nearest folder above that has one (or a node_modules), wherever the temp folder is.
  writeFileSync(path.join(installed, "package.json"), "{}\n");
  await ok("npm", ["install", ...NPM_QUIET, packed.tarball], installed, {}, 5 * MINUTES);
}, 5 * MINUTES);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe("the package npm pack makes", () => {
  it("holds the built generator and what it runs on, nothing of the tests or benchmarks", () => {
    expect(packed.files).toEqual(
      expect.arrayContaining([
        "bin/soapgen.js",
        "build/main.js",
        "build/prebuilt-runtime.json",
        "soapgen.schema.json",
        "types/vitest/index.d.ts",
        "LICENSE",
      ]),
    );
    expect(
      packed.files.filter((f) => /^(test|bench|generated|scripts|wsdl|server)\//.test(f)),
    ).toEqual([]);
    expect(packed.files.filter((f) => f.startsWith("generator/"))).toEqual([]);
  });

  it("leaves no build behind in the folder it was packed in", () => {
    expect(packed.buildLeft).toBe(false);
  });
});

describe.concurrent.each([
  {
    name: "school",
    folder: "school",
    flag: "--wsdl",
    contract: "school/schoolservice.wsdl",
    service: "school-service",
  },
  {
    name: "wcf",
    folder: "wcf-orders",
    flag: "--wsdl",
    contract: "wcf-orders/OrderService.wsdl",
    service: "order-service",
  },
  {
    name: "cxf",
    folder: "cxf-inventory",
    flag: "--wsdl",
    contract: "cxf-inventory/InventoryService.wsdl",
    service: "inventory-service",
  },
])("a new project of the $name contract", ({ name, folder, flag, contract, service }) => {
  it(
    "inits, generates with nothing but soapgen, runs the generated tests and passes check",
    async () => {
      const dir = newProject(name, [folder]);
      const init = await soapgen(dir, "init", flag, contract);
      expect(init).toContain("Next:\n  npm run generate");
      expect(init).toContain("npm install -D vitest && npx vitest run");
      expect(readJson(path.join(dir, "soapgen.config.json"))).toEqual({
        $schema: "./node_modules/soapgen/soapgen.schema.json",
        contract,
        out: "generated",
        implementation: "server/implementation.ts",
      });
      expect(existsSync(path.join(dir, "node_modules/soapgen/soapgen.schema.json"))).toBe(true);
      const manifest = readJson(path.join(dir, "package.json"));
      expect(manifest.scripts).toEqual({ generate: "soapgen generate", check: "soapgen check" });
      expect(manifest.workspaces).toEqual(["generated/*"]);

      expect(await npm(dir, "run", "-s", "generate")).toMatch(
        /^generated: \d+ added, 0 changed, 0 removed, 0 unchanged\nserver\/implementation\.ts: created the implementation stub/,
      );
      // Generated and type-checked without the test runner the fixture tests import.
      expect(existsSync(path.join(dir, "node_modules/vitest"))).toBe(false);
      const packages = ["contract", "client", "server", "fixtures"].map((p) => `${service}-${p}`);
      expect(
        readdirSync(path.join(dir, "generated"))
          .filter((f) => !f.startsWith("."))
          .sort(),
      ).toEqual([...packages].sort());
      const stub = readFileSync(path.join(dir, "server/implementation.ts"), "utf8");
      expect(stub).toContain(
        `npx tsx generated/${service}-server/dist/serve.js server/implementation.ts`,
      );
      expect(
        readFileSync(path.join(dir, `generated/${service}-client/src/index.ts`), "utf8"),
      ).toContain("Do not edit: change the contract and run `npx soapgen generate`.");
      if (name !== "school") {
        // Nothing written for another contract speaks of the School service.
        expect(
          [stub, ...texts(path.join(dir, "generated"))].filter(
            (t) => /school/i.test(t) || /\b(cUser|AuthHeader)\b/.test(t),
          ),
        ).toEqual([]);
      }

      await npm(dir, "install", ...NPM_QUIET);
      for (const p of packages)
        expect(lstatSync(path.join(dir, "node_modules", p)).isSymbolicLink()).toBe(true);
      expect(await fixtureTests(dir)).toMatch(/Tests\s+[1-9]\d* passed/);
      expect(await npm(dir, "run", "-s", "check")).toBe(`generated matches ${contract}\n`);

      // Drift names the project's own command.
      const index = path.join(dir, `generated/${service}-client/src/index.ts`);
      writeFileSync(index, `${readFileSync(index, "utf8")}// edited\n`);
      const drift = await run("npm", ["run", "-s", "check"], dir);
      expect(drift.code).toBe(1);
      expect(drift.stderr).toContain("Run `npm run generate` and commit the result.");
    },
    10 * MINUTES,
  );
});

describe.concurrent("a project of two contracts", () => {
  it(
    "inits one (the manifest), adds the other sliced to two operations, and generates, tests and checks both",
    async () => {
      const dir = newProject("two", ["manifest-weather", "cxf-inventory"]);
      await soapgen(dir, "init", "--manifest", "manifest-weather/weather.manifest.yaml");
      const added = await soapgen(
        dir,
        "init",
        "--add",
        "--wsdl",
        "cxf-inventory/InventoryService.wsdl",
        "--operations",
        "getStockLevel,reserve*",
      );
      expect(added).toContain(
        "soapgen.config.json: added cxf-inventory/InventoryService.wsdl (service InventoryService, 2 operations)",
      );
      expect(readJson(path.join(dir, "soapgen.config.json"))).toEqual({
        $schema: "./node_modules/soapgen/soapgen.schema.json",
        contracts: [
          {
            contract: "manifest-weather/weather.manifest.yaml",
            out: "generated",
            implementation: "server/implementation.ts",
          },
          {
            contract: "cxf-inventory/InventoryService.wsdl",
            out: "generated-inventory-service",
            implementation: "server/inventory-service-implementation.ts",
            operations: ["getStockLevel", "reserve*"],
          },
        ],
      });
      expect(readJson(path.join(dir, "package.json")).workspaces).toEqual([
        "generated/*",
        "generated-inventory-service/*",
      ]);

      const generated = await npm(dir, "run", "-s", "generate");
      expect(generated).toMatch(/^generated: \d+ added, 0 changed, 0 removed, 0 unchanged\n/m);
      expect(generated).toMatch(
        /^generated-inventory-service: \d+ added, 0 changed, 0 removed, 0 unchanged\n/m,
      );
      expect(existsSync(path.join(dir, "server/inventory-service-implementation.ts"))).toBe(true);
      // The slice: the kept operations, and not the types only the others use.
      const operations = readFileSync(
        path.join(dir, "generated-inventory-service/inventory-service-contract/src/operations.ts"),
        "utf8",
      );
      expect(operations).toContain("getStockLevel");
      expect(operations).toContain("reserveStock");
      expect(operations).not.toMatch(/listStockLevels|adjustStock|releaseReservation/);

      await npm(dir, "install", ...NPM_QUIET);
      expect(await fixtureTests(dir)).toMatch(/Tests\s+[1-9]\d* passed/);
      expect(await npm(dir, "run", "-s", "check")).toBe(
        "generated matches manifest-weather/weather.manifest.yaml\ngenerated-inventory-service matches cxf-inventory/InventoryService.wsdl\n",
      );
    },
    10 * MINUTES,
  );
});
