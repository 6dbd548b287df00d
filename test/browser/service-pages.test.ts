/**
 * The service pages in a real browser (Debian's chromium, driven by playwright-core) against the
 * generated demo server with all four bindings on: the service page links to an operation's
 * page, whose form calls the operation on each binding with the generated client's browser build
 * and shows the request, the response and the typed result; the pages break none of their own
 * Content-Security-Policy, work from the keyboard, and axe-core finds no serious or critical
 * accessibility violation. Screenshots go to test-artifacts/.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import {
  DEMO_CREDENTIALS,
  demoAuthenticate,
  demoImplementation,
  listen,
  type RunningServer,
} from "school-service-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../support/run-cli.ts";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ARTIFACTS = path.join(REPO_ROOT, "test-artifacts");
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** What each binding's request looks like on the wire, as the page shows it. */
const WIRE: Record<string, RegExp> = {
  soap11:
    /^POST \S+\/api\/schoolservice\.asmx\n[\s\S]*soapaction: "http:\/\/schoolservice\.example\.org\/api\/eventGet"[\s\S]*<soap:Envelope[\s\S]*<Schoolname>demo<\/Schoolname>[\s\S]*<EventID>5<\/EventID>/,
  soap12:
    /^POST \S+\/api\/schoolservice\.asmx\n[\s\S]*content-type: application\/soap\+xml[\s\S]*<soap12:Envelope[\s\S]*<Schoolname>demo<\/Schoolname>[\s\S]*<EventID>5<\/EventID>/,
  httpGet: /^GET \S+\/api\/schoolservice\.asmx\/eventGet\?EventID=5\n/,
  httpPost: /^POST \S+\/api\/schoolservice\.asmx\/eventGet\n[\s\S]*\n\nEventID=5$/,
};

let server: RunningServer;
let browser: Browser;
let tab: Page;
/** Console errors and failed requests: a CSP violation shows here. */
const problems: string[] = [];

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `no Chromium at ${CHROMIUM}: install the Debian package chromium (bash scripts/install-test-peers.sh), or set CHROMIUM_PATH`,
    );
  }
  server = await listen(demoImplementation, {
    authenticate: demoAuthenticate,
    httpGet: { enabled: true, authenticate: null },
    httpPost: { enabled: true, authenticate: null },
  });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ["--no-sandbox"] });
  tab = await browser.newPage();
  tab.on("console", (m) => {
    // The browser's own request for /favicon.ico is outside the service.
    if (m.type() === "error" && !m.location().url.endsWith("/favicon.ico"))
      problems.push(`${m.text()} (${m.location().url})`);
  });
  tab.on("pageerror", (e) => problems.push(e.message));
  tab.on("requestfailed", (r) => problems.push(`${r.url()}: ${r.failure()?.errorText}`));
  mkdirSync(ARTIFACTS, { recursive: true });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** axe-core's violations of impact serious or critical on the page as it is now. */
async function seriousViolations(): Promise<string[]> {
  await tab.evaluate(AXE_SOURCE);
  const violations = await tab.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(): Promise<{
            violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    return (await axe.run()).violations;
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

async function invoke(
  binding: string,
): Promise<{ request: string; response: string; result: string }> {
  await tab.check(`#binding-${binding}`);
  await tab.getByLabel("Schoolname").fill(DEMO_CREDENTIALS.Schoolname ?? "");
  await tab.getByLabel("Username").fill(DEMO_CREDENTIALS.Username ?? "");
  await tab.getByLabel("Password").fill(DEMO_CREDENTIALS.Password ?? "");
  await tab.getByLabel("EventID").fill("5");
  await tab.evaluate(() => (document.getElementById("outcome-result")!.textContent = ""));
  await tab.getByRole("button", { name: "Invoke" }).click();
  await tab.waitForFunction(() => {
    const text = document.getElementById("outcome-result")?.textContent ?? "";
    return text !== "" && text !== "Calling...";
  });
  const text = (id: string) => tab.locator(`#${id}`).innerText();
  return {
    request: await text("outcome-request"),
    response: await text("outcome-response"),
    result: await text("outcome-result"),
  };
}

describe("the service pages in Chromium", () => {
  it("the service page lists the operations, links to the WSDL and the manifest, and has no serious accessibility violation", async () => {
    await tab.goto(server.url);
    expect(await tab.locator("h1").innerText()).toBe("SchoolService");
    expect(await tab.locator("a[href='?WSDL']").count()).toBe(1);
    expect(await tab.locator("a[href='?manifest']").count()).toBe(1);
    expect(await tab.locator("dl.operations dt").count()).toBe(20);
    // The stylesheet applied: a served asset under the page's policy.
    expect(await tab.locator("body").evaluate((b) => getComputedStyle(b).maxWidth)).toBe("1024px");
    await tab.screenshot({ path: path.join(ARTIFACTS, "service-page.png"), fullPage: true });
    expect(await seriousViolations()).toEqual([]);
  });

  it("follows an operation's link, and its form calls the operation on all four bindings", async () => {
    await tab.goto(server.url);
    await tab.getByRole("link", { name: "eventGet", exact: true }).click();
    await tab.waitForURL(/\?op=eventGet$/);
    expect(await tab.locator("h1").innerText()).toBe("eventGet");
    expect(await tab.locator("table th[scope=row]").first().innerText()).toBe("EventID");
    for (const binding of ["soap11", "soap12", "httpGet", "httpPost"]) {
      const { request, response, result } = await invoke(binding);
      expect(request, binding).toMatch(WIRE[binding]!);
      expect(response, binding).toMatch(/^200 OK\n[\s\S]*<bln_Success>true<\/bln_Success>/);
      const typed = JSON.parse(result) as {
        _status: { bln_Success: boolean };
        _data: { type: string; value: unknown }[];
      };
      expect(typed._status.bln_Success, binding).toBe(true);
      expect(typed._data[0], binding).toEqual({ type: "xsd:string", value: "eventGet: EventID=5" });
    }
    await tab.screenshot({
      path: path.join(ARTIFACTS, "operation-page-eventGet.png"),
      fullPage: true,
    });
    expect(await seriousViolations()).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("shows a refusal as the typed result, and a client error before anything is sent", async () => {
    await tab.goto(`${server.url}?op=eventGet`);
    await tab.check("#binding-soap11");
    await tab.getByLabel("Password").fill("wrong");
    await tab.getByLabel("EventID").fill("5");
    await tab.getByRole("button", { name: "Invoke" }).click();
    await tab.waitForFunction(() =>
      (document.getElementById("outcome-result")?.textContent ?? "").includes("bln_Success"),
    );
    const refused = JSON.parse(await tab.locator("#outcome-result").innerText()) as {
      _status: { bln_Success: boolean; detail: { code: string }[] };
    };
    expect(refused._status).toMatchObject({ bln_Success: false, detail: [{ code: "AUTH" }] });

    await tab.getByLabel("EventID").fill("");
    await tab.getByRole("button", { name: "Invoke" }).click();
    await tab.waitForFunction(() =>
      (document.getElementById("outcome-result")?.textContent ?? "").includes("error"),
    );
    expect(JSON.parse(await tab.locator("#outcome-result").innerText())).toMatchObject({
      error: "RequestValidationError",
    });
    expect(await tab.locator("#outcome-request").innerText()).toBe("(nothing sent)");
  });

  it("works from the keyboard: the skip link first, a binding chosen and the form sent with keys", async () => {
    await tab.goto(`${server.url}?op=eventGet`);
    await tab.keyboard.press("Tab");
    expect(await tab.evaluate(() => document.activeElement?.textContent)).toBe(
      "Skip to the content",
    );
    await tab.focus("#binding-soap11");
    await tab.keyboard.press("ArrowRight"); // radio buttons: the next binding, SOAP 1.2
    expect(await tab.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(
      "soap12",
    );
    await tab.getByLabel("Schoolname").fill("demo");
    await tab.getByLabel("Username").fill("demo");
    await tab.getByLabel("Password").fill("demo");
    await tab.getByLabel("EventID").fill("7");
    await tab.keyboard.press("Enter");
    await tab.waitForFunction(() =>
      (document.getElementById("outcome-result")?.textContent ?? "").includes("EventID=7"),
    );
    expect(await tab.locator("#outcome-request").innerText()).toMatch(/<soap12:Envelope/);
  });
});
