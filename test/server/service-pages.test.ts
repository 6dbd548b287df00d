/**
 * The service pages the generated server sends: the service page at the endpoint in any casing,
 * every operation's page with its samples on the bindings the server answers on, the policy
 * headers, an unknown operation, the test form for local requests only by default (or as the
 * option says), and the pages switched off.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  createSchoolServiceHandler,
  demoAuthenticate,
  demoImplementation,
  type SchoolServiceServerOptions,
} from "school-service-server";
import { operations } from "school-service-contract/operations";
import { afterEach, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "./support/start.ts";

const OPERATIONS = Object.values(operations).map((op) => op.name);
const CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

let running: TestServer | Server | undefined;
afterEach(async () => {
  const r = running;
  running = undefined;
  if (r && "url" in r) await r.close();
  else if (r) await new Promise<void>((resolve) => r.close(() => resolve()));
});

async function start(options: Partial<SchoolServiceServerOptions> = {}): Promise<string> {
  const server = await startServer(demoImplementation, options);
  running = server;
  return server.url;
}

/** A server whose handler sees every request as coming from another machine (203.0.113.9). */
async function startSeenAsRemote(
  options: Partial<SchoolServiceServerOptions> = {},
): Promise<string> {
  const handler = createSchoolServiceHandler(demoImplementation, {
    authenticate: demoAuthenticate,
    ...options,
  });
  const server = createServer((req, res) => {
    Object.defineProperty(req.socket, "remoteAddress", {
      value: "203.0.113.9",
      configurable: true,
    });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  running = server;
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/schoolservice.asmx`;
}

async function get(
  url: string,
): Promise<{ status: number; type: string | null; csp: string | null; body: string }> {
  const res = await fetch(url);
  return {
    status: res.status,
    type: res.headers.get("content-type"),
    csp: res.headers.get("content-security-policy"),
    body: await res.text(),
  };
}

const SAMPLE_HEADINGS = /<h3>(SOAP 1\.1|SOAP 1\.2|HTTP GET|HTTP POST)<\/h3>/g;
const headings = (body: string) => [...body.matchAll(SAMPLE_HEADINGS)].map((m) => m[1]);
const bindingChoices = (body: string) =>
  [...body.matchAll(/name="binding" id="binding-(\w+)"/g)].map((m) => m[1]);

describe("the service page", () => {
  it("answers GET of the endpoint in every casing with HTML under a strict policy", async () => {
    const url = await start();
    const origin = new URL(url).origin;
    for (const path of [
      "/api/schoolservice.asmx",
      "/API/SCHOOLSERVICE.ASMX",
      "/Api/SchoolService.asmx",
    ]) {
      const page = await get(`${origin}${path}`);
      expect([page.status, page.type, page.csp], path).toEqual([
        200,
        "text/html; charset=utf-8",
        CSP,
      ]);
      expect(page.body).toMatch(/^<!DOCTYPE html><html lang="en">/);
      expect(page.body).toContain(
        "<h1>SchoolService</h1>\n<p>A remote-operation interface to a school information system.</p>",
      );
      for (const name of OPERATIONS)
        expect(page.body).toContain(`<dt><a href="?op=${name}">${name}</a></dt>`);
      expect(page.body).toContain(
        '<a href="?WSDL">the WSDL</a>, and <a href="?manifest">the manifest</a>',
      );
    }
  });

  it("serves the manifest as written, and the stylesheet", async () => {
    const url = await start();
    const manifest = await get(`${url}?manifest`);
    expect([manifest.status, manifest.type]).toEqual([200, "text/plain; charset=utf-8"]);
    expect(manifest.body).toMatch(/^# yaml-language-server[\s\S]*manifestVersion: 1\n/);
    const css = await get(`${url}?page-asset=pages.css`);
    expect([css.status, css.type]).toEqual([200, "text/css; charset=utf-8"]);
    expect((await get(`${url}?page-asset=other.js`)).status).toBe(404);
  });

  it("says what a SOAP call needs (the server's checks) and how a generated client provides it; nothing without checks", async () => {
    const secured = await get(
      await start({
        authenticate: demoAuthenticate,
        wsSecurity: {
          usernameToken: { validate: () => true },
          timestamp: { required: true },
          signature: {
            trusted: [],
            signAnswers: { privateKey: "unused", certificate: "unused" },
          },
        },
      }),
    );
    const section = secured.body.slice(secured.body.indexOf("<h2>Security</h2>"));
    expect(section).toContain(
      [
        "<p>A SOAP call needs:</p>",
        "<ul>",
        "<li>the AuthHeader SOAP header, checked by the service</li>",
        "<li>a WS-Security UsernameToken (its password as text or as a digest)</li>",
        "<li>a WS-Security Timestamp</li>",
        "<li>an X.509 signature of the Body and the Timestamp, by a certificate the server trusts</li>",
        "</ul>",
        "<p>Answers are signed with the service's certificate",
      ].join("\n"),
    );
    expect(section).toContain(
      "<code>wsSecurity: new WsSecurity({ usernameToken, timestamp, signature })</code>",
    );
    await (running as TestServer).close();
    running = undefined;
    expect((await get(await start())).body).not.toContain("<h2>Security</h2>");
  });
});

describe("the operation pages", () => {
  it("every operation's page shows its samples and form on all four bindings when all are on", async () => {
    const url = await start();
    for (const name of OPERATIONS) {
      const page = await get(`${url}?op=${name}`);
      expect([page.status, page.csp], name).toEqual([200, CSP]);
      expect(page.body).toContain(`<h1>${name}</h1>`);
      expect(headings(page.body), name).toEqual(["SOAP 1.1", "SOAP 1.2", "HTTP GET", "HTTP POST"]);
      expect(bindingChoices(page.body), name).toEqual(["soap11", "soap12", "httpGet", "httpPost"]);
      expect(page.body).toContain('<script type="module" src="?page-asset=form.js"></script>');
    }
  });

  it("shows each sample as ASMX does, the shared result envelope written out in full", async () => {
    const page = (await get(`${await start()}?op=eventGet`)).body;
    const httpGet = page.slice(
      page.indexOf("<h3>HTTP GET</h3>"),
      page.indexOf("<h3>HTTP POST</h3>"),
    );
    const xml = (lines: string[]) =>
      lines.join("\n").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
    expect(httpGet).toBe(
      "<h3>HTTP GET</h3>\n<h4>HTTP GET request</h4>\n" +
        '<pre tabindex="0"><code>GET /api/schoolservice.asmx/eventGet?EventID=int HTTP/1.1\nHost: localhost\n\n</code></pre>\n' +
        "<h4>HTTP GET response</h4>\n" +
        '<pre tabindex="0"><code>HTTP/1.1 200 OK\nContent-Type: text/xml; charset=utf-8\nContent-Length: length\n\n' +
        xml([
          '<?xml version="1.0" encoding="utf-8"?>',
          '<rtnObject xmlns="http://schoolservice.example.org/api/">',
          "  <_status>",
          "    <bln_Success>boolean</bln_Success>",
          "    <detail>",
          "      <ErrorDetail>",
          "        <code>string</code>",
          "        <desc>string</desc>",
          "      </ErrorDetail>",
          "      <ErrorDetail>",
          "        <code>string</code>",
          "        <desc>string</desc>",
          "      </ErrorDetail>",
          "    </detail>",
          "  </_status>",
          "  <_data>",
          "    <anyType />",
          "    <anyType />",
          "  </_data>",
          "</rtnObject>",
        ]) +
        "</code></pre>\n",
    );
  });

  it("offers only the bindings the server answers on: SOAP, and GET/POST where switched on for the operation", async () => {
    const url = await start({
      httpGet: undefined,
      httpPost: { enabled: true, operations: ["eventGet"], authenticate: null },
    });
    const eventGet = (await get(`${url}?op=eventGet`)).body;
    expect(headings(eventGet)).toEqual(["SOAP 1.1", "SOAP 1.2", "HTTP POST"]);
    expect(bindingChoices(eventGet)).toEqual(["soap11", "soap12", "httpPost"]);
    expect(headings((await get(`${url}?op=eventDelete`)).body)).toEqual(["SOAP 1.1", "SOAP 1.2"]);
  });

  it("answers an unknown operation with 404 and its name escaped", async () => {
    const url = await start();
    const page = await get(`${url}?op=${encodeURIComponent('<script>alert("x")</script>')}`);
    expect([page.status, page.csp]).toEqual([404, CSP]);
    expect(page.body).toContain(
      "has no operation named <code>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</code>.",
    );
    expect(page.body).not.toContain("<script>");
  });

  it("the form's script is the generated client's browser build", async () => {
    const url = await start();
    const script = await get(`${url}?page-asset=form.js`);
    expect([script.status, script.type, script.csp]).toEqual([
      200,
      "text/javascript; charset=utf-8",
      CSP,
    ]);
    expect(script.body).toContain("eventGetList");
    expect(script.body).not.toMatch(/\bfrom\s*["']/);
  });
});

describe("the test form", () => {
  it("by default, only for local requests: another machine gets ASMX's note and no script", async () => {
    const url = await startSeenAsRemote();
    const page = await get(`${url}?op=eventGet`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(
      "<p>The test form is only available for requests from the local machine.</p>",
    );
    expect(page.body).not.toMatch(/<form|form\.js/);
    expect(headings(page.body)).toEqual(["SOAP 1.1", "SOAP 1.2"]);
    expect((await get(`${url}?page-asset=form.js`)).status).toBe(404);
  });

  it("form: all shows it to another machine too", async () => {
    const url = await startSeenAsRemote({ servicePages: { form: "all" } });
    expect((await get(`${url}?op=eventGet`)).body).toContain('<form id="invoke"');
  });

  it("form: off shows it to no one, not even locally; the samples stay", async () => {
    const url = await start({ servicePages: { form: "off" } });
    const page = (await get(`${url}?op=eventGet`)).body;
    expect(page).not.toMatch(/<form|form\.js|test form/);
    expect(headings(page)).toEqual(["SOAP 1.1", "SOAP 1.2", "HTTP GET", "HTTP POST"]);
  });
});

describe("the pages switched off", () => {
  it("answers the endpoint as ASMX without its documentation, and still serves the WSDL and the service", async () => {
    const url = await start({ servicePages: { enabled: false } });
    for (const query of ["", "?op=eventGet", "?manifest", "?page-asset=form.js"]) {
      const page = await get(`${url}${query}`);
      expect([page.status, page.type, page.body], query).toEqual([
        500,
        "text/plain; charset=utf-8",
        "Request format is unrecognized.",
      ]);
    }
    expect((await get(`${url}?WSDL`)).status).toBe(200);
    expect((await get(`${url}/eventGet?EventID=5`)).body).toContain(
      "<bln_Success>true</bln_Success>",
    );
  });

  it("refuses an unknown servicePages key or form value", () => {
    const make = (servicePages: unknown) => () =>
      createSchoolServiceHandler(demoImplementation, {
        authenticate: null,
        servicePages,
      } as SchoolServiceServerOptions);
    expect(make({ form: "everyone" })).toThrow(
      'options.servicePages.form: expected "local", "all" or "off", got "everyone"',
    );
    expect(make({ enable: true })).toThrow(
      "options.servicePages: unknown option enable (known: enabled, form)",
    );
  });
});
