/**
 * A recorded request with its credentials replaced by `{{secret:NAME}}` placeholders before it is
 * written: the values of the contract's credentials header (ASMX's AuthHeader), a WS-Security
 * UsernameToken's Password and Nonce, and the Authorization, Proxy-Authorization and Cookie
 * headers. `verify` sends a placeholder as the value it is given for NAME.
 */
import type { WireRequest } from "./recorded-fixture.ts";

const SECRET_HEADERS = ["authorization", "proxy-authorization", "cookie"];

export const placeholder = (name: string) => `{{secret:${name}}}`;

/** `<p:Name ...>text</p:Name>` children of an element's content: their texts replaced. */
function redactChildren(content: string, owner: string): string {
  return content.replace(
    /<((?:[\w.-]+:)?)([\w.-]+)(\s[^>]*)?>([^<]*)<\/\1\2\s*>/g,
    (whole, prefix: string, name: string, attributes: string | undefined, text: string) =>
      text === ""
        ? whole
        : `<${prefix}${name}${attributes ?? ""}>${placeholder(`${owner}.${name}`)}</${prefix}${name}>`,
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

/** `authElement`: the local name of the contract's credentials header block, if it has one. */
export function redactRequest(request: WireRequest, authElement: string | undefined): WireRequest {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers))
    headers[name] = SECRET_HEADERS.includes(name.toLowerCase()) ? placeholder(name) : value;
  let body = request.body;
  if (body !== undefined) {
    if (authElement)
      body = rewriteElements(body, authElement, (c) => redactChildren(c, authElement));
    body = rewriteElements(body, "UsernameToken", (token) =>
      ["Password", "Nonce"].reduce(
        (content, secret) =>
          rewriteElements(content, secret, () => placeholder(`UsernameToken.${secret}`)),
        token,
      ),
    );
  }
  return { ...request, headers, ...(body === undefined ? {} : { body }) };
}
