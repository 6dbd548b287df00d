/**
 * The generated packages as users install them: `npm pack` of the committed contract, client and
 * server packages, then each app beside this file copied outside the repository (so nothing
 * resolves through its node_modules), its dependencies and the tarballs installed with npm, and
 * built (before the tests, every app at once) and run as its README-style scripts say, against a
 * running demo server:
 * (a) tsc with nodenext and the strictest options, then plain node; a type error fails the build;
 * (b) CommonJS require(); (c) an esbuild browser bundle, type-checked without @types/node, run in
 * Chromium on another origin (CORS); (d) tsx and vitest; (e) Express serving the handler beside
 * its own routes.
 */
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { createSchoolServiceClient } from "school-service-client";
import {
  DEMO_CREDENTIALS,
  demoAuthenticate,
  demoImplementation,
  listen,
  type RunningServer,
} from "school-service-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/run-cli.ts";
import { NPM_QUIET, ok, run } from "../support/run-command.ts";

const HERE = path.join(REPO_ROOT, "test/consumers");
const PACKAGES = ["school-service-contract", "school-service-client", "school-service-server"];
const APPS = ["node-esm", "commonjs", "browser", "tsx-vitest", "express"] as const;
/**
 * The browser bundle's bound, gzipped: the client calling one operation, no validator. 17,645
 * bytes measured, from 15,277 before the wire rules of issue #43: faults read whole (subcodes,
 * Node, Role, the unqualified SOAP 1.2 detail, the detail as XML), .NET's guid and char items,
 * unknown xsi:types' namespaces, `xmlns=""` on wildcard content, HTTP answers of kept XML (16,624);
 * then dateTimes that keep their text (XsdDateTime), xsd:float as a 32-bit float, the order of
 * interleaved elements (`$order`), undeclared prefixes in wildcard content refused. Then
 * #45's transport, in every call whether used or not: retries and their rules, hooks with
 * redaction, HTTP authentication and WS-Addressing (20,133; WS-Security is a value passed in,
 * so a bundle without it holds none of it); then the XmlWriter's flattening and the compiled
 * codecs of declared types (20,708). Then #49's hooks in the shared codecs, which a contract
 * without them still carried: MTOM's binary writing and reading of parts (20,834), and
 * rpc/encoded's xsi:types and multiRefs in the writer and reader (21,463). Then those made values
 * passed in, as the encoding itself was: soap-encoding.ts's own body codec and the field writer it
 * sets on the XmlWriter (taken once per element: no per-child test), its reading of references
 * (21,015). What is left of them: a test of each hook field (per element, per base64Binary value)
 * and the flag of an encoded body its callers test; MTOM's parts writer and reader were values
 * passed in already. Then the client's numeric options checked when it is made, with messages
 * naming each option (21,318), and #46's decode of declared types (21,530):
 * integers and dateTimes read without regular expressions or a second Date, and the compiled
 * readers' one-step reads of their fields (readTextChild, readStartChild); then their records
 * in the canonical form read in one match each (CanonicalContent: 21,865; the browser's DOM
 * reader never matches, but the codecs' expressions and the list reader are shared). Then #46's
 * encode (+289 alone): each text codec's xmlText (strings checked and escaped in one pass,
 * decimals checked without their pattern, enumerations' texts escaped once), dateTimes' text
 * from the instant with the date kept per day, the compiled writers' one string per element
 * (both: 22,176). Then stop 52's: a decimal and a short long read without a regular expression
 * or a bigint, each complex type's values made by a constructor of its own (sized for its
 * fields), a list given no array refused with its path (listItems), a year before 1 BCE written
 * with its sign (22,572); a dateTime's text joined from three strings (22,632). Then stop 58's
 * lists of declared and of open items built whole (23,290), and the compiled codecs of the
 * result envelope most answers hold, the School's rtnObject and cStatus (23,503); then an
 * `ArrayOf*` field built as text by a compiled writer, cStatus's ErrorDetail list (23,598: the
 * bound raised from 23 KB, stop 59). A client carries the writers of the answers it only reads:
 * a codec's compiled content is one object.
 */
const BUNDLE_BOUND_BYTES = 24 * 1024;
const ARTIFACTS = path.join(REPO_ROOT, "test-artifacts");
const CREDENTIALS = JSON.stringify(DEMO_CREDENTIALS);

let work: string;
/** What `npm pack` put in each package's tarball, by the package's name. */
let packedFiles: Map<string, string[]>;
let service: RunningServer;
type App = (typeof APPS)[number];
const app = (name: App) => path.join(work, name);
/** The apps with a build (`npm run build`). */
const BUILT: readonly App[] = ["node-esm", "browser", "express"];

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "soapgen-consumers-"));
  const tarballs = path.join(work, "tarballs");
  mkdirSync(tarballs);
  const packed = JSON.parse(
    await ok(
      "npm",
      [
        "pack",
        ...PACKAGES.map((p) => path.join(REPO_ROOT, "generated", p)),
        "--pack-destination",
        tarballs,
        "--json",
        "--loglevel=error",
      ],
      work,
    ),
  ) as { name: string; filename: string; files: { path: string }[] }[];
  packedFiles = new Map(packed.map((p) => [p.name, p.files.map((f) => f.path)]));
  const files = packed.map((p) => path.join(tarballs, p.filename));
  await Promise.all(
    APPS.map(async (name) => {
      cpSync(path.join(HERE, name), app(name), { recursive: true });
      await ok("npm", ["install", ...NPM_QUIET, ...files], app(name));
      // Built as soon as installed: the builds (tsc, esbuild) and the other apps' installs overlap
      // instead of following each other. A failed build fails the run, its output in the error.
      if (BUILT.includes(name)) await ok("npm", ["run", "build", "--silent"], app(name));
    }),
  );
  service = await listen(demoImplementation, {
    authenticate: demoAuthenticate,
    httpGet: { enabled: true, authenticate: null },
  });
}, 300_000);

afterAll(async () => {
  await service?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

// The tarballs the apps install, as npm pack listed them (a second pack only to list them took seconds).
it("packs exactly what a user needs: dist/, src/, package.json (and the server's WSDL, OpenAPI document and pages' script)", () => {
  const top = (name: string) =>
    [...new Set(packedFiles.get(name)!.map((f) => f.split("/")[0]))].sort();
  expect(top("school-service-server")).toEqual([
    "dist",
    "openapi.json",
    "package.json",
    "pages",
    "service.wsdl",
    "src",
  ]);
  expect(top("school-service-client")).toEqual(["dist", "package.json", "src"]);
  expect(top("school-service-contract")).toEqual(["dist", "package.json", "src"]);
});

describe("(a) tsc nodenext, strictest options, then node", () => {
  it("builds, and calls the service with full types", async () => {
    const out = await ok("node", ["dist/main.js", service.url, CREDENTIALS], app("node-esm"));
    expect(JSON.parse(out)).toEqual({
      success: true,
      items: expect.any(Number),
      refused: "hostid",
    });
  });

  it("fails its build on a deliberate type error in the app", async () => {
    const wrong = path.join(app("node-esm"), "src/wrong.ts");
    writeFileSync(
      wrong,
      'import { createSchoolServiceClient } from "school-service-client";\nawait createSchoolServiceClient({ baseUrl: "" }).eventGet({ EventID: "5" });\n',
    );
    try {
      const r = await run("npx", ["tsc", "-p", "."], app("node-esm"));
      expect(r.code).not.toBe(0);
      expect(r.stdout).toMatch(
        /src\/wrong\.ts\(2,\d+\): error TS2322: Type 'string' is not assignable to type 'number'/,
      );
    } finally {
      rmSync(wrong);
    }
    // The app builds incrementally (its tsconfig), as an app's repeated builds do: this run checks
    // the new file and takes the rest from the build before, a third of a whole run's time (a
    // whole tsc 5 run of the app: 10-15 s idle, over 30 s on a loaded 2-core machine).
  }, 90_000);
});

it("(b) CommonJS: require() of the client calls the service", async () => {
  const out = await ok("node", ["main.js", service.url, CREDENTIALS], app("commonjs"));
  expect(JSON.parse(out)).toEqual({
    success: true,
    items: expect.any(Number),
    serviceError: "function",
  });
});

describe("(c) an esbuild browser bundle in Chromium, on another origin", () => {
  let page: Server;
  let pageOrigin: string;
  let crossOrigin: RunningServer;
  let closedToPages: RunningServer;

  beforeAll(async () => {
    page = createServer((req, res) => {
      const file = req.url?.startsWith("/dist/app.js") ? "dist/app.js" : "index.html";
      res.writeHead(200, {
        "Content-Type": file.endsWith(".js") ? "text/javascript" : "text/html; charset=utf-8",
      });
      res.end(readFileSync(path.join(app("browser"), file)));
    });
    await new Promise<void>((resolve) => page.listen(0, "127.0.0.1", resolve));
    pageOrigin = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
    crossOrigin = await listen(demoImplementation, {
      authenticate: demoAuthenticate,
      cors: { origins: [pageOrigin] },
    });
    closedToPages = await listen(demoImplementation, { authenticate: demoAuthenticate });
  }, 120_000);

  afterAll(async () => {
    await crossOrigin?.close();
    await closedToPages?.close();
    page?.close();
  });

  it("holds no node: import, no Node transport and no other operation, and is small: its gzipped size printed and bounded", () => {
    const bundle = readFileSync(path.join(app("browser"), "dist/app.js"), "utf8");
    expect(bundle).not.toMatch(/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)["']node:/);
    // The client's browser field swapped the node:http transport out; the one operation called is in, the others are not.
    expect(bundle).not.toContain("getBuiltinModule");
    expect(bundle).toContain('"http://schoolservice.example.org/api/eventGet"');
    expect(bundle).not.toContain("athleticScheduleGetList");
    // The contract's browser export condition: responses are read with the browser's XML parser.
    expect(bundle).toContain("parseFromString");
    expect(bundle).not.toContain("malformed XML declaration");
    // The response envelope's prefixes are the server's: pure, so the bundle leaves them out.
    expect(bundle).not.toContain("<soap:Body>");
    const gzipped = gzipSync(bundle, { level: 9 }).length;
    console.log(
      `browser bundle calling one operation: ${(bundle.length / 1024).toFixed(1)} KB minified, ${(gzipped / 1024).toFixed(1)} KB gzipped (${gzipped} bytes; bound ${BUNDLE_BOUND_BYTES / 1024} KB, ${BUNDLE_BOUND_BYTES} bytes)`,
    );
    expect(gzipped).toBeLessThan(BUNDLE_BOUND_BYTES);
  });

  it("calls the service on SOAP 1.1 and SOAP 1.2 from the page; without CORS the browser refuses the answer", async () => {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox"],
    });
    try {
      const tab = await browser.newPage();
      const call = async (serviceUrl: string, binding: string): Promise<string> => {
        await tab.goto(`${pageOrigin}/index.html#${encodeURIComponent(serviceUrl)}`);
        await tab.selectOption("select[name=binding]", binding);
        await tab.fill("input[name=school]", DEMO_CREDENTIALS.Schoolname);
        await tab.fill("input[name=user]", DEMO_CREDENTIALS.Username);
        await tab.fill("input[name=password]", DEMO_CREDENTIALS.Password);
        await tab.click("button[type=submit]");
        await tab.waitForFunction(() => {
          const value = document.querySelector("output")?.value;
          return value !== undefined && value !== "" && value !== "calling";
        });
        return tab.inputValue("output").catch(() => tab.locator("output").innerText());
      };
      for (const binding of ["soap11", "soap12"]) {
        expect(JSON.parse(await call(crossOrigin.url, binding))).toEqual({
          success: true,
          items: expect.any(Number),
        });
      }
      mkdirSync(ARTIFACTS, { recursive: true });
      await tab.screenshot({ path: path.join(ARTIFACTS, "consumer-browser.png") });
      expect(await call(closedToPages.url, "soap11")).toMatch(/^NetworkError: /);
    } finally {
      await browser.close();
    }
  }, 60_000);
});

describe("(d) tsx and vitest", () => {
  const env = () => ({ SERVICE_URL: service.url, SERVICE_AUTH: CREDENTIALS });

  it("runs a TypeScript script with tsx", async () => {
    expect(JSON.parse(await ok("npx", ["tsx", "call.ts"], app("tsx-vitest"), env()))).toEqual({
      success: true,
      items: expect.any(Number),
    });
  });

  it("runs a vitest test against the service", async () => {
    const r = await run("npx", ["vitest", "run"], app("tsx-vitest"), env());
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Tests\s+2 passed/);
  });
});

describe("(e) Express serving the handler beside its own routes", () => {
  it("builds, answers its own routes, and serves the service", async () => {
    const child = spawn("node", ["dist/app.js"], {
      cwd: app("express"),
      env: { ...process.env, PORT: "0" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.once("data", (c: Buffer) => resolve(c.toString().trim()));
        child.once("exit", (code) => reject(new Error(`the Express app exited (${code})`)));
      });
      expect(await (await fetch(`${url}/health`)).json()).toEqual({ ok: true });
      const elsewhere = await fetch(`${url}/nothing`);
      expect([elsewhere.status, await elsewhere.text()]).toEqual([404, "not this app's"]);
      const answer = await createSchoolServiceClient({
        baseUrl: url,
        auth: DEMO_CREDENTIALS,
      }).eventGet({ EventID: 5 });
      expect(answer._status?.bln_Success).toBe(true);
      const get = await fetch(`${url}/api/schoolservice.asmx/eventGet?EventID=5`);
      expect([get.status, get.headers.get("content-type")]).toEqual([
        200,
        "text/xml; charset=utf-8",
      ]);
    } finally {
      child.kill();
    }
  });
});
