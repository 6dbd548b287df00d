// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * What hooks see of an exchange unless they ask for it raw: the same request and answer with
 * every secret replaced by `[redacted]`. Secrets are the credential headers (Authorization,
 * Proxy-Authorization, cookies), the text inside the contract's credentials header block (the
 * `auth` option's), the text of elements that hold passwords, nonces, tokens and digests
 * (WS-Security's among them), and the password of a URL.
 */
export declare const REDACTED = "[redacted]";
/** Redacts HTTP headers: the credential ones keep their name, and their scheme where they have one. */
export declare function redactHeaders(headers: Readonly<Record<string, string>>): Record<string, string>;
/**
 * Redacts an XML message: every text inside an element named in `blocks` (a header block and its
 * descendants) and the text of every element with a secret's name (`more` adds names).
 */
export declare function redactXml(xml: string, blocks: readonly string[], more?: readonly string[]): string;
/** The URL with its password (and user name) replaced. */
export declare function redactUrl(url: string): string;
