/**
 * What the packaging options make of the school contract: a scope and version (publishable
 * packages that require each other at that version), the `js` target (dist/ only, maps holding
 * the sources) and the `ts` target (sources only, exported as they are). `npm publish --dry-run`
 * of each publishable package is clean. The version comes from the manifest's `service.version`
 * unless the flag says otherwise.
 */
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SCHOOL_MANIFEST } from "../support/school-contract.ts";
import { REPO_ROOT, runCli } from "../support/run-cli.ts";

/** The native compiler's executable (typescript-native's launcher is a node script around it). */
const NATIVE_TSC = path.join(REPO_ROOT, "node_modules/typescript-native/bin/tsc");

let dir: string;
const json = (file: string) =>
  JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Record<string, any>;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "soapgen-packaging-"));
  // The school manifest with a version of its own.
  const versioned = path.join(dir, "versioned.manifest.yaml");
  writeFileSync(
    versioned,
    readFileSync(SCHOOL_MANIFEST, "utf8").replace(/^service:\n/m, "service:\n  version: 3.1.0\n"),
  );
  for (const [out, manifest, flags] of [
    [
      "scoped-js",
      SCHOOL_MANIFEST,
      ["--package-scope", "@acme", "--package-version", "2.3.4", "--target", "js"],
    ],
    ["sources", SCHOOL_MANIFEST, ["--target", "ts"]],
    ["versioned", versioned, ["--target", "ts"]],
    ["versioned-flag", versioned, ["--target", "ts", "--package-version", "2.3.4"]],
  ] as const) {
    const r = runCli([
      "generate",
      "--manifest",
      manifest,
      "--out",
      path.join(dir, out),
      "--no-implementation",
      ...flags,
    ]);
    expect(r.status, r.stderr).toBe(0);
  }
}, 180_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("--package-scope @acme --package-version 2.3.4 --target js", () => {
  it("names the packages in the scope, at the version, each requiring the others at it", () => {
    const client = json("scoped-js/school-service-client/package.json");
    expect(client).toMatchObject({
      name: "@acme/school-service-client",
      version: "2.3.4",
      dependencies: { "@acme/school-service-contract": "2.3.4" },
      files: ["dist"],
      sideEffects: false,
    });
    expect(client.private).toBeUndefined();
    expect(json("scoped-js/school-service-server/package.json")).toMatchObject({
      name: "@acme/school-service-server",
      files: ["dist", "pages", "openapi.json", "service.wsdl"],
      scripts: { serve: "node dist/serve.js" },
    });
    // The fixtures are this project's test bench, never published.
    expect(json("scoped-js/school-service-fixtures/package.json")).toMatchObject({
      name: "@acme/school-service-fixtures",
      private: true,
    });
  });

  it("writes dist/ alone, its source maps holding the sources, and imports by the scoped names", () => {
    for (const pkg of [
      "school-service-contract",
      "school-service-client",
      "school-service-server",
    ]) {
      expect(readdirSync(path.join(dir, "scoped-js", pkg)).sort()).toEqual(
        pkg.endsWith("server")
          ? ["dist", "openapi.json", "package.json", "pages", "service.wsdl"]
          : ["dist", "package.json"],
      );
    }
    const map = json("scoped-js/school-service-client/dist/client.js.map");
    expect(map.sources).toEqual(["../src/client.ts"]);
    expect(map.sourcesContent[0]).toContain("export function createSchoolServiceClient(");
    expect(
      readFileSync(path.join(dir, "scoped-js/school-service-client/dist/calls.js"), "utf8"),
    ).toContain('from "@acme/school-service-contract/codecs"');
  });

  it("gives browser bundles the XML reader over DOMParser, and workers (listed first) and Node the runtime's own", () => {
    const reader = json("scoped-js/school-service-contract/package.json").exports[
      "./runtime/xml-reader"
    ];
    expect(reader).toEqual({
      types: "./dist/runtime/xml-reader.d.ts",
      worker: "./dist/runtime/xml-reader.js",
      browser: "./dist/runtime/dom-xml-reader.js",
      default: "./dist/runtime/xml-reader.js",
    });
    // A resolver takes the first condition it has: the order is the meaning.
    expect(Object.keys(reader)).toEqual(["types", "worker", "browser", "default"]);
    expect(
      existsSync(
        path.join(dir, "scoped-js/school-service-contract/dist/runtime/dom-xml-reader.js"),
      ),
    ).toBe(true);
  });

  it.each(["school-service-contract", "school-service-client", "school-service-server"])(
    "%s: npm publish --dry-run is clean",
    (pkg) => {
      const r = spawnSync("npm", ["publish", "--dry-run", "--json"], {
        cwd: path.join(dir, "scoped-js", pkg),
        encoding: "utf8",
        timeout: 60_000,
      });
      expect(r.status, r.stderr).toBe(0);
      // But the notice that nobody is logged in, which a dry run cannot help, and this machine's npm setting.
      const warnings = r.stderr
        .split("\n")
        .filter(
          (l) =>
            /^npm (warn|error)/.test(l) &&
            !/requires you to be logged in/.test(l) &&
            !/Unknown (user|env) config "nodedir"/.test(l),
        );
      expect(warnings).toEqual([]);
      const report = JSON.parse(r.stdout) as Record<
        string,
        { name: string; version: string; files: { path: string }[] }
      >;
      const published =
        Object.values(report)[0] ??
        (report as unknown as { name: string; version: string; files: { path: string }[] });
      expect([published.name, published.version]).toEqual([`@acme/${pkg}`, "2.3.4"]);
      expect(
        published.files.every((f) =>
          /^(dist\/|pages\/form\.js$|package\.json$|service\.wsdl$|openapi\.json$)/.test(f.path),
        ),
      ).toBe(true);
    },
  );
});

describe("--target ts", () => {
  it("writes the sources alone and exports them as they are", () => {
    const contract = json("sources/school-service-contract/package.json");
    expect(contract.exports).toEqual({
      ".": "./src/index.ts",
      "./types": "./src/types.ts",
      "./codecs": "./src/codecs.ts",
      "./operations": "./src/operations.ts",
      "./validators": "./src/validators.ts",
      "./runtime/*": "./src/runtime/*.ts",
      "./runtime/xml-reader": {
        worker: "./src/runtime/xml-reader.ts",
        browser: "./src/runtime/dom-xml-reader.ts",
        default: "./src/runtime/xml-reader.ts",
      },
    });
    expect(contract).toMatchObject({ version: "1.0.0", private: true, files: ["src"] });
    expect(existsSync(path.join(dir, "sources/school-service-contract/dist"))).toBe(false);
    expect(existsSync(path.join(dir, "sources/.gitattributes"))).toBe(false);
  });

  it("writes sources that compile under a user's strictest options: exactOptionalPropertyTypes, and erasableSyntaxOnly (nothing a type stripper must rewrite)", () => {
    const sources = path.join(dir, "sources");
    // The packages installed as a project would have them: by name, beside zod, vitest and Node's types.
    const modules = path.join(sources, "node_modules");
    mkdirSync(path.join(modules, "@types"), { recursive: true });
    for (const pkg of readdirSync(sources).filter((f) =>
      existsSync(path.join(sources, f, "package.json")),
    ))
      symlinkSync(path.join(sources, pkg), path.join(modules, pkg));
    for (const dep of ["zod", "vitest", "@types/node"])
      symlinkSync(path.join(REPO_ROOT, "node_modules", dep), path.join(modules, dep));
    const files = readdirSync(sources, { recursive: true, encoding: "utf8" }).filter(
      (f) => f.endsWith(".ts") && !f.startsWith("node_modules") && f.includes("/src/"),
    );
    const strictest = [
      "--strict",
      "--exactOptionalPropertyTypes",
      "--erasableSyntaxOnly",
      "--verbatimModuleSyntax",
      "--noUncheckedIndexedAccess",
      "--noImplicitOverride",
      "--noImplicitReturns",
      "--noFallthroughCasesInSwitch",
    ];
    const r = spawnSync(
      NATIVE_TSC,
      [
        "--ignoreConfig",
        "--noEmit",
        ...strictest,
        "--skipLibCheck",
        "--lib",
        "es2022",
        "--types",
        "node",
        "--module",
        "nodenext",
        "--moduleResolution",
        "nodenext",
        "--target",
        "es2022",
        ...files,
      ],
      { cwd: sources, encoding: "utf8" },
    );
    expect(files.length).toBeGreaterThan(50);
    expect(r.stdout + r.stderr).toBe("");
    expect(r.status).toBe(0);
  });
});

describe("the version", () => {
  it("is the manifest's service.version, each package requiring the others at it", () => {
    expect(json("versioned/school-service-contract/package.json").version).toBe("3.1.0");
    expect(json("versioned/school-service-client/package.json")).toMatchObject({
      version: "3.1.0",
      dependencies: { "school-service-contract": "3.1.0" },
    });
  });

  it("is the flag's where both say one", () => {
    expect(json("versioned-flag/school-service-client/package.json")).toMatchObject({
      version: "2.3.4",
      dependencies: { "school-service-contract": "2.3.4" },
    });
  });
});
