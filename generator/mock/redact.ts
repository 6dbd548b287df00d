/**
 * A recorded request with its credentials replaced by `{{secret:NAME}}` placeholders before it is
 * written: the values of the contract's credentials header (ASMX's AuthHeader), a WS-Security
 * UsernameToken's Password and Nonce, and the Authorization, Proxy-Authorization and Cookie
 * headers. `verify` sends a placeholder as the value it is given for NAME.
 */
import type { WireRequest } from "./recorded-fixture.ts";

const SECRET_HEADERS = ["authorization", "proxy-authorization", "cookie"];

export const placeholder = (name: string) => `{{secret:${name}}}`;

/** A value taken out of a request: its placeholder's name, and its text as the request's XML has it. */
export interface SecretValue {
  name: string;
  xmlText: string;
}

/** `<p:Name ...>text</p:Name>` children of an element's content: their texts replaced (and kept in `found`). */
function redactChildren(content: string, owner: string, found: SecretValue[]): string {
  return content.replace(
    /<((?:[\w.-]+:)?)([\w.-]+)(\s[^>]*)?>([^<]*)<\/\1\2\s*>/g,
    (whole, prefix: string, name: string, attributes: string | undefined, text: string) => {
      if (text === "") return whole;
      found.push({ name: `${owner}.${name}`, xmlText: text });
      return `<${prefix}${name}${attributes ?? ""}>${placeholder(`${owner}.${name}`)}</${prefix}${name}>`;
    },
  );
}

/** Every element named `local` (any prefix) in `xml`: its content rewritten by `rewrite`. */
function rewriteElements(xml: string, local: string, rewrite: (content: string) => string): string {
  const element = new RegExp(
    `(<((?:[\\w.-]+:)?)${local}(?:\\s[^>]*)?>)([\\s\\S]*?)(</\\2${local}\\s*>)`,
    "g",
  );
  return xml.replace(
    element,
    (_w, open: string, _p, content: string, close: string) => open + rewrite(content) + close,
  );
}

/**
 * `authElement`: the local name of the contract's credentials header block, if it has one. Also
 * gives the body's values it replaced, which an answer may echo (redact-answer.ts).
 */
export function redactRequest(
  request: WireRequest,
  authElement: string | undefined,
): { request: WireRequest; secrets: SecretValue[] } {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers))
    headers[name] = SECRET_HEADERS.includes(name.toLowerCase()) ? placeholder(name) : value;
  const secrets: SecretValue[] = [];
  let body = request.body;
  if (body !== undefined) {
    if (authElement)
      body = rewriteElements(body, authElement, (c) => redactChildren(c, authElement, secrets));
    body = rewriteElements(body, "UsernameToken", (token) =>
      ["Password", "Nonce"].reduce(
        (content, secret) =>
          rewriteElements(content, secret, (text) => {
            if (text !== "") secrets.push({ name: `UsernameToken.${secret}`, xmlText: text });
            return placeholder(`UsernameToken.${secret}`);
          }),
        token,
      ),
    );
  }
  return { request: { ...request, headers, ...(body === undefined ? {} : { body }) }, secrets };
}
