// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * The service's pages, as ASMX serves them and more: `GET <endpoint>` the service page (its
 * documentation, every operation with a link to its page, links to the WSDL and the manifest, and
 * to the OpenAPI document when the JSON face is on);
 * `?op=<name>` an operation's page (its parameters, headers and sample messages on each enabled
 * binding, and a form that calls it on each); `?manifest` the contract's manifest; `?page-asset=`
 * the stylesheet and the form's script. The generated module holds the pages' data; their HTML is
 * rendered from it once a process (page-html.ts), a part when a request first needs it, so a
 * request only joins parts, and sent with a policy that allows no script or style but the pages'
 * own, and no request to another origin.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Binding } from "./options.js";
import type { OperationFacts, ServicePages } from "./page-data.js";
import {
  BINDING_LABELS,
  escapeHtml,
  formFieldsHtml,
  operationHtml,
  samplesHtml,
  securityHtml,
  servicePageHtml,
} from "./page-html.js";
import { PAGE_STYLE } from "./page-style.js";
import { TEXT_PLAIN, send } from "./responses.js";
import type { ServerRuntime } from "./server-runtime.js";
import type { ServiceDefinition } from "./service.js";

/** A service's pages as rendered so far: the service page, and each operation's parts once asked for. */
interface RenderedPages {
  title: string;
  /** The service page, as it reads with the JSON face off and on (handlers of a service may differ). */
  service: { soap?: string; json?: string };
  operations: Map<string, RenderedOperation>;
}

interface RenderedOperation {
  facts: OperationFacts;
  /** The page's title, escaped. */
  title: string;
  /** The client's method for the operation, escaped. */
  method: string;
  /** Documentation, parameters and headers, rendered when first asked for, as are the others. */
  main?: string;
  /** The test form's header and parameter fields. */
  form?: string;
  /** The sample request and response, by binding. */
  samples: Partial<Record<Binding, string>>;
}

/** By service: once a process however many handlers serve it (a WeakMap: no service is kept alive by it). */
const RENDERED = new WeakMap<object, RenderedPages>();

function renderedPages<I, H>(service: ServiceDefinition<I, H>, pages: ServicePages): RenderedPages {
  let rendered = RENDERED.get(service);
  if (rendered === undefined) {
    const title = escapeHtml(pages.name);
    const operations = new Map<string, RenderedOperation>();
    for (const facts of pages.operations) {
      const entry = {
        facts,
        title: `${escapeHtml(facts.name)} - ${title}`,
        method: escapeHtml(facts.method ?? facts.name),
        samples: {},
      };
      if (!operations.has(facts.name)) operations.set(facts.name, entry);
    }
    RENDERED.set(service, (rendered = { title, service: {}, operations }));
  }
  return rendered;
}

const TEXT_HTML = "text/html; charset=utf-8";

const PAGE_HEADERS = {
  "Content-Security-Policy":
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
};

/** What the form's script fills in: the request, the response and the result. */
const OUTCOME =
  '<section id="outcome" aria-labelledby="outcome-heading" hidden><h3 id="outcome-heading">Outcome</h3>' +
  '<h4>Request</h4><pre id="outcome-request" tabindex="0"></pre>' +
  '<h4>Response</h4><pre id="outcome-response" tabindex="0"></pre>' +
  '<h4>Result</h4><pre id="outcome-result" tabindex="0" role="status"></pre></section>';

/** `GET <endpoint>` with a query other than `?WSDL` and `?openapi`. */
export function servePages<I, H>(
  rt: ServerRuntime<I, H>,
  req: IncomingMessage,
  res: ServerResponse,
  query: string,
): void {
  const pages = rt.service.pages;
  // ASMX's answer when its documentation protocol is removed.
  if (!pages || !rt.servicePages.enabled)
    return send(res, 500, TEXT_PLAIN, "Request format is unrecognized.");
  const params = new URLSearchParams(query);
  const asset = params.get("page-asset");
  if (asset === "pages.css")
    return send(res, 200, "text/css; charset=utf-8", PAGE_STYLE, PAGE_HEADERS);
  if (asset === "form.js" && formFor(rt, req) === "shown")
    return send(res, 200, "text/javascript; charset=utf-8", pages.formScript, PAGE_HEADERS);
  if (asset !== null) return send(res, 404, TEXT_PLAIN, "Not Found", PAGE_HEADERS);
  if (params.has("manifest")) {
    if (pages.manifest === undefined)
      return send(res, 404, TEXT_PLAIN, "This service was not generated from a manifest.");
    return send(res, 200, TEXT_PLAIN, pages.manifest, PAGE_HEADERS);
  }
  const rendered = renderedPages(rt.service, pages);
  const endpointPath = rt.endpointPath;
  const name = params.get("op");
  if (name === null) {
    const face = rt.json ? "json" : "soap";
    const page = (rendered.service[face] ??= servicePageHtml(pages, endpointPath, face === "json"));
    const security = securityHtml(
      securityChecks(rt),
      rt.wsSecurity?.options.signature?.signAnswers !== undefined,
      pages.securityPolicy ?? [],
    );
    return sendPage(res, 200, rendered.title, page + security, false);
  }
  const op = rendered.operations.get(name);
  if (!op) {
    const main = `<h1>No such operation</h1><p>${rendered.title} has no operation named <code>${escapeHtml(name)}</code>.</p>`;
    return sendPage(res, 404, rendered.title, main, false, endpointPath, rendered.title);
  }
  const bindings = enabledBindings(rt, name);
  const form = formFor(rt, req);
  op.main ??= operationHtml(pages, op.facts);
  const main =
    op.main +
    testSection(form, bindings, pages, op, endpointPath) +
    samples(bindings, pages, op, endpointPath);
  return sendPage(res, 200, op.title, main, form === "shown", endpointPath, rendered.title);
}

/** Whether this request gets the test form: `off`, `local` with a remote client, or shown. */
function formFor<I, H>(rt: ServerRuntime<I, H>, req: IncomingMessage): "off" | "local" | "shown" {
  const { form } = rt.servicePages;
  if (form === "off") return "off";
  return form === "all" || isLoopback(req.socket.remoteAddress) ? "shown" : "local";
}

/** What this server checks of a SOAP call besides the contract, in words (its options). */
function securityChecks<I, H>(rt: ServerRuntime<I, H>): string[] {
  const checks: string[] = [];
  const header = rt.service.auth && rt.service.headers[rt.service.auth]?.element;
  if (rt.authenticate && header) checks.push(`the ${header} SOAP header, checked by the service`);
  const ws = rt.wsSecurity?.options;
  if (ws?.usernameToken && ws.usernameToken.required !== false)
    checks.push("a WS-Security UsernameToken (its password as text or as a digest)");
  if (ws?.timestamp?.required) checks.push("a WS-Security Timestamp");
  if (ws?.signature && ws.signature.required !== false)
    checks.push(
      `an X.509 signature of the Body${ws.signature.requireSignedTimestamp !== false ? " and the Timestamp" : ""}, by a certificate the server trusts`,
    );
  return checks;
}

function isLoopback(address: string | undefined): boolean {
  return address !== undefined && (address === "::1" || /^(?:::ffff:)?127\./.test(address));
}

/** The operation's bindings the server answers on: SOAP where published, GET/POST where switched on. */
function enabledBindings<I, H>(rt: ServerRuntime<I, H>, name: string): Binding[] {
  const published = rt.byName.get(name)?.codec.bindings ?? [];
  return published.filter(
    (b) => b === "soap11" || b === "soap12" || rt.httpBinding(b, name) !== undefined,
  );
}

function testSection(
  form: "off" | "local" | "shown",
  bindings: readonly Binding[],
  pages: ServicePages,
  op: RenderedOperation,
  endpointPath: string,
): string {
  if (form === "off") return "";
  const heading = '<h2 id="test">Test</h2>';
  if (form === "local")
    return `${heading}<p>The test form is only available for requests from the local machine.</p>`;
  if (bindings.length === 0)
    return `${heading}<p>No binding of this operation is enabled on this server.</p>`;
  const choices = bindings.map((b, i) => bindingChoice(b, i === 0)).join("");
  op.form ??= formFieldsHtml(pages, op.facts);
  return (
    `${heading}<form id="invoke" data-endpoint="${escapeHtml(endpointPath)}" data-method="${op.method}">` +
    `<fieldset><legend>Binding</legend>${choices}</fieldset>${op.form}` +
    `<button type="submit">Invoke</button></form>${OUTCOME}`
  );
}

function bindingChoice(binding: Binding, checked: boolean): string {
  const id = `binding-${binding}`;
  const check = checked ? " checked" : "";
  return `<span class="binding"><input type="radio" name="binding" id="${id}" value="${binding}"${check}><label for="${id}">${BINDING_LABELS[binding]}</label></span>`;
}

/** The samples on the bindings shown, each rendered when first asked for; none where the pages leave them out. */
function samples(
  bindings: readonly Binding[],
  pages: ServicePages,
  op: RenderedOperation,
  endpointPath: string,
): string {
  if (bindings.length === 0 || pages.sampleElements === 0) return "";
  const shown = bindings.map(
    (b) => (op.samples[b] ??= samplesHtml(pages, endpointPath, op.facts, b)),
  );
  const intro = "<p>Values in the samples are placeholders naming their types.</p>";
  return `<h2 id="samples">Sample messages</h2>${intro}${shown.join("")}`;
}

function sendPage(
  res: ServerResponse,
  status: number,
  title: string,
  main: string,
  withScript: boolean,
  servicePath?: string,
  serviceTitle?: string,
): void {
  const script = withScript ? '<script type="module" src="?page-asset=form.js"></script>' : "";
  const nav =
    servicePath === undefined
      ? ""
      : `<nav aria-label="Service"><a href="${escapeHtml(servicePath)}">${serviceTitle} service</a></nav>`;
  const html =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${title}</title><link rel="stylesheet" href="?page-asset=pages.css">${script}</head>` +
    `<body><a class="skip" href="#main">Skip to the content</a>${nav}<main id="main">${main}</main></body></html>`;
  send(res, status, TEXT_HTML, html, PAGE_HEADERS);
}
