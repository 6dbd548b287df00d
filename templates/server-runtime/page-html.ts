/**
 * The HTML of the service pages' parts, rendered from their data (page-data.ts): the service
 * page's content, an operation's description (documentation, parameters, headers), its test
 * form's fields and its samples on a binding. Everything taken from the contract is escaped here.
 */
import type { Binding } from "./options.js";
import type { FieldKind, FormFieldName, OperationFacts, Param, ServicePages } from "./page-data.js";
import { sampleMessages } from "./sample-messages.js";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** HTML text and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

export const BINDING_LABELS: Record<Binding, string> = {
  soap11: "SOAP 1.1",
  soap12: "SOAP 1.2",
  httpGet: "HTTP GET",
  httpPost: "HTTP POST",
};

/** The service page's content: its documentation, its descriptions, and every operation linked. */
export function servicePageHtml(pages: ServicePages, endpointPath: string): string {
  const manifest =
    pages.manifest === undefined
      ? ""
      : ', and <a href="?manifest">the manifest</a> it is generated from';
  const description = pages.wsdl
    ? ` Its description: <a href="?WSDL">the WSDL</a>${manifest}.`
    : "";
  const operations = pages.operations.map((op) => {
    const href = escapeHtml(`?op=${encodeURIComponent(op.name)}`);
    const doc = op.documentation ? escapeHtml(op.documentation) : "No documentation.";
    return `<dt><a href="${href}">${escapeHtml(op.name)}</a></dt>\n<dd>${doc}</dd>\n`;
  });
  return (
    `<h1>${escapeHtml(pages.name)}</h1>\n${paragraph(pages.documentation)}` +
    `<p>The service answers at <code>${escapeHtml(endpointPath)}</code>.${description}</p>\n` +
    "<h2>Operations</h2>\n<p>Each operation's page describes its parameters and messages, and has a form to call it.</p>\n" +
    `<dl class="operations">\n${operations.join("")}</dl>\n`
  );
}

/** An operation's description: documentation, SOAP action, parameters and headers. */
export function operationHtml(pages: ServicePages, op: OperationFacts): string {
  const name = escapeHtml(op.name);
  const leftOut =
    pages.sampleElements > 0
      ? ""
      : "<p>Sample messages are left out of these pages: this contract's would be too large to keep.</p>\n";
  const params = op.params.map(
    (p) =>
      `<tr><th scope="row"><code>${escapeHtml(p.name)}</code></th><td>${escapeHtml(typeLabel(p))}</td><td>${isRequired(op, p) ? "yes" : "no"}</td><td>${escapeHtml(requirementsOf(op, p))}</td></tr>\n`,
  );
  const headers = (op.headers ?? []).flatMap((key) => {
    const h = pages.headers[key];
    return h
      ? [
          `<tr><th scope="row"><code>${escapeHtml(h.name)}</code></th><td>${escapeHtml(h.type)}</td><td>${h.documentation ? escapeHtml(h.documentation) : ""}</td></tr>\n`,
        ]
      : [];
  });
  return (
    `<h1>${name}</h1>\n${paragraph(op.documentation)}<p>SOAPAction: <code>${escapeHtml(op.soapAction)}</code></p>\n${leftOut}` +
    `<h2>Parameters</h2>\n${table(`The parameters of ${name}`, ["Name", "Type", "Required", "Stated requirement"], params)}` +
    `<h2>SOAP headers</h2>\n${table(`The SOAP headers of a ${name} request`, ["Header", "Type", "Documentation"], headers)}`
  );
}

/** The test form's fields: the credentials' header (when the operation carries it), then the parameters. */
export function formFieldsHtml(pages: ServicePages, op: OperationFacts): string {
  const auth =
    pages.auth !== undefined && (op.headers ?? []).includes(pages.auth.header)
      ? pages.auth
      : undefined;
  const legend = auth ? escapeHtml(pages.headers[auth.header]?.name ?? auth.header) : "";
  const authFields = auth
    ? `<fieldset>\n<legend>${legend} (SOAP header)</legend>\n${auth.fields.map((f, i) => formField(f, `auth-${i}`, "data-auth", "string", "string, sent on SOAP only")).join("")}</fieldset>\n`
    : "";
  const params = op.params.map((p, i) =>
    formField(
      p,
      `param-${i}`,
      "data-param",
      p.kind,
      HINTS[p.kind](p.type),
      p.kind === "boolean" ? ["true", "false"] : p.options,
    ),
  );
  return `${authFields}<fieldset>\n<legend>Parameters</legend>\n<p class="hint">An empty field leaves the parameter out.</p>\n${params.join("")}</fieldset>\n`;
}

/** The samples of an operation on a binding: its request and response. */
export function samplesHtml(
  pages: ServicePages,
  endpointPath: string,
  op: OperationFacts,
  binding: Binding,
): string {
  const label = BINDING_LABELS[binding];
  const samples = sampleMessages(pages, endpointPath, op, binding);
  const response =
    samples.response === undefined
      ? "<p>No sample response for this binding.</p>\n"
      : `<h4>${label} response</h4>\n<pre tabindex="0"><code>${escapeHtml(samples.response)}</code></pre>\n`;
  return `<h3>${label}</h3>\n<h4>${label} request</h4>\n<pre tabindex="0"><code>${escapeHtml(samples.request)}</code></pre>\n${response}`;
}

function paragraph(text: string | undefined): string {
  return text ? `<p>${escapeHtml(text)}</p>\n` : "";
}

/** A table of rows (each a line of HTML, escaped), or `None.` without rows. */
function table(caption: string, columns: readonly string[], rows: readonly string[]): string {
  if (rows.length === 0) return "<p>None.</p>\n";
  const head = columns.map((c) => `<th scope="col">${c}</th>`).join("");
  return `<table>\n<caption>${caption}</caption>\n<thead><tr>${head}</tr></thead>\n<tbody>\n${rows.join("")}</tbody>\n</table>\n`;
}

function typeLabel(p: Param): string {
  return `${p.type}${p.repeated ? ", repeated" : ""}${p.nillable ? ", nillable" : ""}`;
}

/** Required by the schema, or by a stated requirement naming the parameter alone or with others. */
function isRequired(op: OperationFacts, p: Param): boolean {
  return (
    p.required === true ||
    (op.requirements ?? []).some((r) => r.kind === "required" && r.params.includes(p.name))
  );
}

/** The stated requirements naming the parameter, worded as the server words a refusal (`SDate and EDate are required.`). */
function requirementsOf(op: OperationFacts, p: Param): string {
  const naming = (op.requirements ?? []).filter((r) => r.params.includes(p.name));
  return naming
    .map((r) => {
      const names = r.params.join(" and ");
      if (r.kind === "atLeastOne") return `At least one of ${names} is required.`;
      return `${names} ${r.params.length > 1 ? "are" : "is"} required.`;
    })
    .join(" ");
}

const HINTS: Record<FieldKind, (type: string) => string> = {
  string: (type) => type,
  number: (type) => `${type}, a number`,
  bigint: (type) => `${type}, an integer`,
  boolean: (type) => type,
  dateTime: (type) => `${type}, e.g. 2024-05-01T08:30:00Z`,
  base64: (type) => `${type}, as base64 text`,
  json: (type) => `${type}, as JSON`,
};

/** A labelled field with its hint: a choice of `options`, a text area for JSON, else a line of text. */
function formField(
  f: FormFieldName,
  id: string,
  role: "data-param" | "data-auth",
  kind: FieldKind,
  hint: string,
  options?: readonly string[],
): string {
  const data = `${role}="${escapeHtml(f.key ?? f.name)}" data-kind="${kind}" aria-describedby="${id}-hint"`;
  let control: string;
  if (options)
    control = `<select id="${id}" ${data}>\n<option value="">(left out)</option>\n${options.map((o) => `<option>${escapeHtml(o)}</option>\n`).join("")}</select>`;
  else if (kind === "json") control = `<textarea id="${id}" ${data} rows="3"></textarea>`;
  else control = `<input id="${id}" type="text" ${data} autocomplete="off">`;
  return `<div class="field">\n<label for="${id}">${escapeHtml(f.name)}</label>\n${control}\n<span class="hint" id="${id}-hint">${escapeHtml(hint)}</span>\n</div>\n`;
}
