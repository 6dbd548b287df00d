// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
const DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';
const XSI = "http://www.w3.org/2001/XMLSchema-instance";
const XSD = "http://www.w3.org/2001/XMLSchema";
const SOAP = {
  soap11: {
    prefix: "soap",
    ns: "http://schemas.xmlsoap.org/soap/envelope/",
    type: "text/xml; charset=utf-8"
  },
  soap12: {
    prefix: "soap12",
    ns: "http://www.w3.org/2003/05/soap-envelope",
    type: "application/soap+xml; charset=utf-8"
  }
};
const SHORTENED = "(shortened: the message holds more elements than these pages show)";
const MAX_DEPTH = 8;
function sampleMessages(pages, endpointPath, op, binding) {
  return binding === "soap11" || binding === "soap12" ? soap(pages, endpointPath, op, binding) : httpForm(pages, endpointPath, op, binding);
}
function soap(pages, endpointPath, op, binding) {
  const { type } = SOAP[binding];
  const headers = [`Host: ${pages.host}`, `Content-Type: ${type}`, "Content-Length: length"];
  if (binding === "soap11") headers.push(`SOAPAction: "${op.soapAction}"`);
  const requestBody = { headers: op.headers, wrapper: op.wrapper, fields: op.params };
  const request = message(
    `POST ${endpointPath} HTTP/1.1`,
    headers,
    written(pages, (x) => envelope(x, binding, requestBody))
  );
  const body = op.response;
  if (!body) return { request, response: message("HTTP/1.1 202 Accepted", [], "") };
  return {
    request,
    response: message(
      "HTTP/1.1 200 OK",
      [`Content-Type: ${type}`, "Content-Length: length"],
      written(pages, (x) => envelope(x, binding, body))
    )
  };
}
function envelope(x, binding, body) {
  const { prefix: p, ns } = SOAP[binding];
  const children = [];
  const headers = (body.headers ?? []).map((name) => x.pages.headers[name]).filter((h) => h !== void 0);
  if (headers.length > 0)
    children.push(
      el(
        `${p}:Header`,
        headers.map((h) => x.element(h, x.ns(h), ` xmlns="${x.ns(h)}"`, []))
      )
    );
  children.push(el(`${p}:Body`, bodyElements(x, body.wrapper, body.fields)));
  return `${DECLARATION}
${indented(el(`${p}:Envelope`, children, ` xmlns:xsi="${XSI}" xmlns:xsd="${XSD}" xmlns:${p}="${ns}"`), 0)}`;
}
function bodyElements(x, wrapper, fields) {
  if (!wrapper) return fields.flatMap((f) => x.field(f, ""));
  const ns = x.ns(wrapper);
  return [
    el(
      wrapper.name,
      fields.flatMap((f) => x.field(f, ns)),
      ` xmlns="${ns}"`
    )
  ];
}
function httpForm(pages, endpointPath, op, binding) {
  const fields = op.params.map((f) => `${encodeURIComponent(f.name)}=${queryPlaceholder(f)}`).join("&");
  const path = `${endpointPath}/${op.name}`;
  const request = binding === "httpGet" ? message(
    `GET ${path}${fields === "" ? "" : `?${fields}`} HTTP/1.1`,
    [`Host: ${pages.host}`],
    ""
  ) : message(
    `POST ${path} HTTP/1.1`,
    [
      `Host: ${pages.host}`,
      "Content-Type: application/x-www-form-urlencoded",
      "Content-Length: length"
    ],
    fields
  );
  const root = op.httpResponse;
  if (root === void 0) return { request };
  const body = root === null ? `${DECLARATION}
xml` : written(
    pages,
    (x) => `${DECLARATION}
${indented(x.element(root, x.ns(root), ` xmlns="${x.ns(root)}"`, []), 0)}`
  );
  return {
    request,
    response: message(
      "HTTP/1.1 200 OK",
      ["Content-Type: text/xml; charset=utf-8", "Content-Length: length"],
      body
    )
  };
}
function queryPlaceholder(f) {
  return f.of !== void 0 ? "string" : f.text ?? "anyType";
}
function written(pages, write) {
  const x = new SampleXml(pages);
  const body = write(x);
  return x.shortened ? `${body}
${SHORTENED}` : body;
}
function message(startLine, headers, body) {
  return [startLine, ...headers, "", body].join("\n");
}
class SampleXml {
  pages;
  remaining;
  /** Elements were left out for want of room. */
  shortened = false;
  constructor(pages) {
    this.pages = pages;
    this.remaining = pages.sampleElements;
  }
  ns(e) {
    return e.ns ?? this.pages.namespace;
  }
  /** The field's elements: one, or two for a repeated field. */
  field(f, parentNamespace, path = []) {
    if (this.remaining <= 0) {
      this.shortened = true;
      return [];
    }
    const ns = this.ns(f);
    const one = this.element(f, ns, ns === parentNamespace ? "" : ` xmlns="${ns}"`, path);
    return f.repeated ? [one, one] : [one];
  }
  /** The element `e` in namespace `ns`: its placeholder, or its complex type's content. */
  element(e, ns, attributes, path) {
    this.remaining--;
    const t = e.of === void 0 ? void 0 : this.pages.types[e.of];
    if (e.of === void 0 || t === void 0) return el(e.name, e.text ?? "", attributes);
    if (path.includes(e.of) || path.length >= MAX_DEPTH) return el(e.name, "", attributes);
    const inner = [...path, e.of];
    const attrs = attributes + (t.attributes ?? []).map((a) => ` ${a.name}="${a.text}"`).join("");
    if (t.text !== void 0) return el(e.name, t.text, attrs);
    return el(
      e.name,
      this.fields(t).flatMap((f) => this.field(f, ns, inner)),
      attrs
    );
  }
  /** The type's elements on the wire: an extension's base's first. */
  fields(t) {
    const base = t.base === void 0 ? void 0 : this.pages.types[t.base];
    const own = t.fields ?? [];
    return base ? [...this.fields(base), ...own] : own;
  }
}
function el(name, content, attributes = "") {
  return { name, attributes, content };
}
function indented(e, depth) {
  const pad = "  ".repeat(depth);
  if (typeof e.content === "string" || e.content.length === 0) return `${pad}${compact(e)}`;
  const children = e.content.map((c) => indented(c, depth + 1)).join("\n");
  return `${pad}<${e.name}${e.attributes}>
${children}
${pad}</${e.name}>`;
}
function compact(e) {
  const start = `<${e.name}${e.attributes}`;
  if (e.content.length === 0) return `${start} />`;
  const inner = typeof e.content === "string" ? xmlText(e.content) : e.content.map(compact).join("");
  return `${start}>${inner}</${e.name}>`;
}
const TEXT_ESCAPES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  "\r": "&#xD;",
  "	": "&#x9;"
};
function xmlText(text) {
  return text.replace(/[&<>\r\t]/g, (c) => TEXT_ESCAPES[c]);
}
export {
  sampleMessages
};
//# sourceMappingURL=sample-messages.js.map
