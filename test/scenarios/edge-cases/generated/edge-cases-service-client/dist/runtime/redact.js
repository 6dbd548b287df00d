// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
const REDACTED = "[redacted]";
const SECRET_HEADERS = /* @__PURE__ */ new Set(["authorization", "proxy-authorization", "cookie", "set-cookie"]);
const SECRET_ELEMENTS = [
  "Password",
  "Nonce",
  "BinarySecurityToken",
  "SignatureValue",
  "DigestValue",
  "CipherValue"
];
function redactHeaders(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!SECRET_HEADERS.has(name.toLowerCase())) out[name] = value;
    else {
      const scheme = /^(Basic|Bearer|NTLM|Negotiate|Digest) /i.exec(value)?.[1];
      out[name] = scheme === void 0 ? REDACTED : `${scheme} ${REDACTED}`;
    }
  }
  return out;
}
function redactXml(xml, blocks, more = []) {
  let out = xml;
  for (const name of blocks)
    out = out.replace(
      elementPattern(name),
      (_all, open, _name, inner, close) => `${open}${inner.replace(/(^|>)[^<]+(?=<|$)/g, `$1${REDACTED}`)}${close}`
    );
  for (const name of [...SECRET_ELEMENTS, ...more])
    out = out.replace(
      elementPattern(name),
      (_all, open, _name, inner, close) => inner === "" ? `${open}${close}` : `${open}${REDACTED}${close}`
    );
  return out;
}
function elementPattern(local) {
  const name = local.replace(/[.-]/g, (c) => `\\${c}`);
  return new RegExp(`(<((?:[\\w.-]+:)?${name})(?:\\s[^>]*)?(?<!/)>)([\\s\\S]*?)(</\\2\\s*>)`, "g");
}
function redactUrl(url) {
  return url.replace(/^([a-z][a-z\d+.-]*:\/\/)[^/@\s]*@/i, `$1${REDACTED}@`);
}
export {
  REDACTED,
  redactHeaders,
  redactUrl,
  redactXml
};
//# sourceMappingURL=redact.js.map
