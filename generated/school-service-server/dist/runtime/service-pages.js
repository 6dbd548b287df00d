// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  BINDING_LABELS,
  escapeHtml,
  formFieldsHtml,
  operationHtml,
  samplesHtml,
  securityHtml,
  servicePageHtml
} from "./page-html.js";
import { PAGE_STYLE } from "./page-style.js";
import { TEXT_PLAIN, send } from "./responses.js";
const RENDERED = /* @__PURE__ */ new WeakMap();
function renderedPages(service, pages) {
  let rendered = RENDERED.get(service);
  if (rendered === void 0) {
    const title = escapeHtml(pages.name);
    const operations = /* @__PURE__ */ new Map();
    for (const facts of pages.operations) {
      const entry = {
        facts,
        title: `${escapeHtml(facts.name)} - ${title}`,
        method: escapeHtml(facts.method ?? facts.name),
        samples: {}
      };
      if (!operations.has(facts.name)) operations.set(facts.name, entry);
    }
    RENDERED.set(service, rendered = { title, service: {}, operations });
  }
  return rendered;
}
const TEXT_HTML = "text/html; charset=utf-8";
const PAGE_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer"
};
const OUTCOME = '<section id="outcome" aria-labelledby="outcome-heading" hidden><h3 id="outcome-heading">Outcome</h3><h4>Request</h4><pre id="outcome-request" tabindex="0"></pre><h4>Response</h4><pre id="outcome-response" tabindex="0"></pre><h4>Result</h4><pre id="outcome-result" tabindex="0" role="status"></pre></section>';
function servePages(rt, req, res, query) {
  const pages = rt.service.pages;
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
    if (pages.manifest === void 0)
      return send(res, 404, TEXT_PLAIN, "This service was not generated from a manifest.");
    return send(res, 200, TEXT_PLAIN, pages.manifest, PAGE_HEADERS);
  }
  const rendered = renderedPages(rt.service, pages);
  const endpointPath = rt.endpointPath;
  const name = params.get("op");
  if (name === null) {
    const face = rt.json ? "json" : "soap";
    const page = rendered.service[face] ??= servicePageHtml(pages, endpointPath, face === "json");
    const security = securityHtml(
      securityChecks(rt),
      rt.wsSecurity?.options.signature?.signAnswers !== void 0,
      pages.securityPolicy ?? []
    );
    return sendPage(res, 200, rendered.title, page + security, false);
  }
  const op = rendered.operations.get(name);
  if (!op) {
    const main2 = `<h1>No such operation</h1><p>${rendered.title} has no operation named <code>${escapeHtml(name)}</code>.</p>`;
    return sendPage(res, 404, rendered.title, main2, false, endpointPath, rendered.title);
  }
  const bindings = enabledBindings(rt, name);
  const form = formFor(rt, req);
  op.main ??= operationHtml(pages, op.facts);
  const main = op.main + testSection(form, bindings, pages, op, endpointPath) + samples(bindings, pages, op, endpointPath);
  return sendPage(res, 200, op.title, main, form === "shown", endpointPath, rendered.title);
}
function formFor(rt, req) {
  const { form } = rt.servicePages;
  if (form === "off") return "off";
  return form === "all" || isLoopback(req.socket.remoteAddress) ? "shown" : "local";
}
function securityChecks(rt) {
  const checks = [];
  const header = rt.service.auth && rt.service.headers[rt.service.auth]?.element;
  if (rt.authenticate && header) checks.push(`the ${header} SOAP header, checked by the service`);
  const ws = rt.wsSecurity?.options;
  if (ws?.usernameToken && ws.usernameToken.required !== false)
    checks.push("a WS-Security UsernameToken (its password as text or as a digest)");
  if (ws?.timestamp?.required) checks.push("a WS-Security Timestamp");
  if (ws?.signature && ws.signature.required !== false)
    checks.push(
      `an X.509 signature of the Body${ws.signature.requireSignedTimestamp !== false ? " and the Timestamp" : ""}, by a certificate the server trusts`
    );
  return checks;
}
function isLoopback(address) {
  return address !== void 0 && (address === "::1" || /^(?:::ffff:)?127\./.test(address));
}
function enabledBindings(rt, name) {
  const published = rt.byName.get(name)?.codec.bindings ?? [];
  return published.filter(
    (b) => b === "soap11" || b === "soap12" || rt.httpBinding(b, name) !== void 0
  );
}
function testSection(form, bindings, pages, op, endpointPath) {
  if (form === "off") return "";
  const heading = '<h2 id="test">Test</h2>';
  if (form === "local")
    return `${heading}<p>The test form is only available for requests from the local machine.</p>`;
  if (bindings.length === 0)
    return `${heading}<p>No binding of this operation is enabled on this server.</p>`;
  const choices = bindings.map((b, i) => bindingChoice(b, i === 0)).join("");
  op.form ??= formFieldsHtml(pages, op.facts);
  return `${heading}<form id="invoke" data-endpoint="${escapeHtml(endpointPath)}" data-method="${op.method}"><fieldset><legend>Binding</legend>${choices}</fieldset>${op.form}<button type="submit">Invoke</button></form>${OUTCOME}`;
}
function bindingChoice(binding, checked) {
  const id = `binding-${binding}`;
  const check = checked ? " checked" : "";
  return `<span class="binding"><input type="radio" name="binding" id="${id}" value="${binding}"${check}><label for="${id}">${BINDING_LABELS[binding]}</label></span>`;
}
function samples(bindings, pages, op, endpointPath) {
  if (bindings.length === 0 || pages.sampleElements === 0) return "";
  const shown = bindings.map(
    (b) => op.samples[b] ??= samplesHtml(pages, endpointPath, op.facts, b)
  );
  const intro = "<p>Values in the samples are placeholders naming their types.</p>";
  return `<h2 id="samples">Sample messages</h2>${intro}${shown.join("")}`;
}
function sendPage(res, status, title, main, withScript, servicePath, serviceTitle) {
  const script = withScript ? '<script type="module" src="?page-asset=form.js"><\/script>' : "";
  const nav = servicePath === void 0 ? "" : `<nav aria-label="Service"><a href="${escapeHtml(servicePath)}">${serviceTitle} service</a></nav>`;
  const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><link rel="stylesheet" href="?page-asset=pages.css">${script}</head><body><a class="skip" href="#main">Skip to the content</a>${nav}<main id="main">${main}</main></body></html>`;
  send(res, status, TEXT_HTML, html, PAGE_HEADERS);
}
export {
  servePages
};
//# sourceMappingURL=service-pages.js.map
