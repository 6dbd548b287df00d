// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * The service's pages, as ASMX serves them and more: `GET <endpoint>` the service page (its
 * documentation, every operation with a link to its page, links to the WSDL and the manifest);
 * `?op=<name>` an operation's page (its parameters, headers and sample messages on each enabled
 * binding, and a form that calls it on each); `?manifest` the contract's manifest; `?page-asset=`
 * the stylesheet and the form's script. The HTML was rendered when the package was generated;
 * here the parts a request may see are picked and sent with a policy that allows no script or
 * style but the pages' own, and no request to another origin.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { escapeXml } from "./contract-runtime.js";
import type { Binding } from "./options.js";
import { PAGE_STYLE } from "./page-style.js";
import { TEXT_PLAIN, send } from "./responses.js";
import type { ServerRuntime } from "./server-runtime.js";

export interface OperationPage {
  /** The operation's published name (`?op=<name>`). */
  name: string;
  /** The page's title, escaped. */
  title: string;
  /** The client's method for the operation. */
  method: string;
  /** The page's description of the operation: documentation, parameters, headers. */
  main: string;
  /** The test form's header and parameter fields. */
  form: string;
  /** The sample request and response, by binding. */
  samples: Partial<Record<Binding, string>>;
}

export interface ServicePages {
  /** The service's name, escaped. */
  title: string;
  service: string;
  /** The contract's manifest (served as written), when the service was generated from one. */
  manifest: string | undefined;
  /** The test form's script. */
  formScript: string;
  operations: readonly OperationPage[];
}

const TEXT_HTML = "text/html; charset=utf-8";

const PAGE_HEADERS = {
  "Content-Security-Policy":
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
};

const BINDING_LABELS: Record<Binding, string> = {
  soap11: "SOAP 1.1",
  soap12: "SOAP 1.2",
  httpGet: "HTTP GET",
  httpPost: "HTTP POST",
};

/** What the form's script fills in: the request, the response and the result. */
const OUTCOME =
  '<section id="outcome" aria-labelledby="outcome-heading" hidden><h3 id="outcome-heading">Outcome</h3>' +
  '<h4>Request</h4><pre id="outcome-request" tabindex="0"></pre>' +
  '<h4>Response</h4><pre id="outcome-response" tabindex="0"></pre>' +
  '<h4>Result</h4><pre id="outcome-result" tabindex="0" role="status"></pre></section>';

/** `GET <endpoint>` with a query other than `?WSDL`. */
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
  const name = params.get("op");
  if (name === null) return sendPage(res, 200, pages.title, pages.service, false);
  const op = pages.operations.find((o) => o.name === name);
  if (!op) {
    const main = `<h1>No such operation</h1><p>${pages.title} has no operation named <code>${escapeXml(name)}</code>.</p>`;
    return sendPage(res, 404, pages.title, main, false, rt.service.endpointPath, pages.title);
  }
  const bindings = enabledBindings(rt, op.name);
  const form = formFor(rt, req);
  const main =
    op.main + testSection(form, bindings, op, rt.service.endpointPath) + samples(bindings, op);
  return sendPage(res, 200, op.title, main, form === "shown", rt.service.endpointPath, pages.title);
}

/** Whether this request gets the test form: `off`, `local` with a remote client, or shown. */
function formFor<I, H>(rt: ServerRuntime<I, H>, req: IncomingMessage): "off" | "local" | "shown" {
  const { form } = rt.servicePages;
  if (form === "off") return "off";
  return form === "all" || isLoopback(req.socket.remoteAddress) ? "shown" : "local";
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
  op: OperationPage,
  endpointPath: string,
): string {
  if (form === "off") return "";
  const heading = '<h2 id="test">Test</h2>';
  if (form === "local")
    return `${heading}<p>The test form is only available for requests from the local machine.</p>`;
  if (bindings.length === 0)
    return `${heading}<p>No binding of this operation is enabled on this server.</p>`;
  const choices = bindings.map((b, i) => bindingChoice(b, i === 0)).join("");
  return (
    `${heading}<form id="invoke" data-endpoint="${escapeXml(endpointPath)}" data-method="${escapeXml(op.method)}">` +
    `<fieldset><legend>Binding</legend>${choices}</fieldset>${op.form}` +
    `<button type="submit">Invoke</button></form>${OUTCOME}`
  );
}

function bindingChoice(binding: Binding, checked: boolean): string {
  const id = `binding-${binding}`;
  const check = checked ? " checked" : "";
  return `<span class="binding"><input type="radio" name="binding" id="${id}" value="${binding}"${check}><label for="${id}">${BINDING_LABELS[binding]}</label></span>`;
}

function samples(bindings: readonly Binding[], op: OperationPage): string {
  const shown = bindings.map((b) => op.samples[b]).filter((s) => s !== undefined);
  if (shown.length === 0) return "";
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
      : `<nav aria-label="Service"><a href="${escapeXml(servicePath)}">${serviceTitle} service</a></nav>`;
  const html =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${title}</title><link rel="stylesheet" href="?page-asset=pages.css">${script}</head>` +
    `<body><a class="skip" href="#main">Skip to the content</a>${nav}<main id="main">${main}</main></body></html>`;
  send(res, status, TEXT_HTML, html, PAGE_HEADERS);
}
