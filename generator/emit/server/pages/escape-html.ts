/**
 * HTML text and attribute values of the service pages: everything taken from the contract goes
 * through here before it reaches a template (the templates are rendered without escaping).
 */
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** A query value of a page link (`?op=<name>`), escaped for an `href` attribute. */
export function queryHref(name: string, value: string): string {
  return escapeHtml(`?${name}=${encodeURIComponent(value)}`);
}
