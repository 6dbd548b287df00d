// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * What hooks see of an exchange unless they ask for it raw: the same request and answer with
 * every secret replaced by `[redacted]`. Secrets are the credential headers (Authorization,
 * Proxy-Authorization, cookies), the text inside the contract's credentials header block (the
 * `auth` option's), the text of elements that hold passwords, nonces, tokens and digests
 * (WS-Security's among them), and the password of a URL.
 */

export const REDACTED = "[redacted]";

const SECRET_HEADERS = new Set(["authorization", "proxy-authorization", "cookie", "set-cookie"]);

/** Elements whose text is a secret wherever they are, by local name. */
const SECRET_ELEMENTS = [
  "Password",
  "Nonce",
  "BinarySecurityToken",
  "SignatureValue",
  "DigestValue",
  "CipherValue",
];

/** Redacts HTTP headers: the credential ones keep their name, and their scheme where they have one. */
export function redactHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!SECRET_HEADERS.has(name.toLowerCase())) out[name] = value;
    else {
      const scheme = /^(Basic|Bearer|NTLM|Negotiate|Digest) /i.exec(value)?.[1];
      out[name] = scheme === undefined ? REDACTED : `${scheme} ${REDACTED}`;
    }
  }
  return out;
}

/**
 * Redacts an XML message: every text inside an element named in `blocks` (a header block and its
 * descendants) and the text of every element with a secret's name (`more` adds names).
 */
export function redactXml(
  xml: string,
  blocks: readonly string[],
  more: readonly string[] = [],
): string {
  let out = xml;
  for (const name of blocks)
    out = out.replace(
      elementPattern(name),
      (_all, open: string, _name: string, inner: string, close: string) =>
        `${open}${inner.replace(/(^|>)[^<]+(?=<|$)/g, `$1${REDACTED}`)}${close}`,
    );
  for (const name of [...SECRET_ELEMENTS, ...more])
    out = out.replace(
      elementPattern(name),
      (_all, open: string, _name: string, inner: string, close: string) =>
        inner === "" ? `${open}${close}` : `${open}${REDACTED}${close}`,
    );
  return out;
}

/**
 * An element of that local name under any prefix, and what it holds: the groups are its start
 * tag, its qualified name, its content and its end tag.
 */
function elementPattern(local: string): RegExp {
  const name = local.replace(/[.-]/g, (c) => `\\${c}`);
  return new RegExp(`(<((?:[\\w.-]+:)?${name})(?:\\s[^>]*)?(?<!/)>)([\\s\\S]*?)(</\\2\\s*>)`, "g");
}

/** The URL with its password (and user name) replaced. */
export function redactUrl(url: string): string {
  return url.replace(/^([a-z][a-z\d+.-]*:\/\/)[^/@\s]*@/i, `$1${REDACTED}@`);
}
