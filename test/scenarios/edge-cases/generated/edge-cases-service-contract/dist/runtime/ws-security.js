// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  DS_NS,
  EXC_C14N,
  WSSE_NS,
  WSU_NS,
  WsSecurityRefusal,
  X509_V3,
  pemOf
} from "./ws-security-names.js";
import {
  checkTrust,
  children,
  idOf,
  signingCertificate
} from "./ws-security-keys.js";
import {
  BASE64_BINARY,
  PASSWORD_DIGEST,
  PASSWORD_TEXT,
  WSSE_NS as WSSE_NS2,
  WSU_NS as WSU_NS2,
  WsSecurityRefusal as WsSecurityRefusal2,
  X509_V3 as X509_V32,
  certificateBase64
} from "./ws-security-names.js";
const ALGORITHMS = {
  "rsa-sha256": {
    signature: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
    digest: "http://www.w3.org/2001/04/xmlenc#sha256"
  },
  "rsa-sha1": {
    signature: "http://www.w3.org/2000/09/xmldsig#rsa-sha1",
    digest: "http://www.w3.org/2000/09/xmldsig#sha1"
  }
};
async function signEnvelope(xml, soapNs, key, tokenId, withTimestamp) {
  const { SignedXml } = await xmlCrypto();
  const algorithm = ALGORITHMS[key.algorithm ?? "rsa-sha256"];
  const sig = new SignedXml({
    privateKey: key.privateKey,
    signatureAlgorithm: algorithm.signature,
    canonicalizationAlgorithm: EXC_C14N,
    idMode: "wssecurity",
    getKeyInfoContent: () => `<wsse:SecurityTokenReference><wsse:Reference URI="#${tokenId}" ValueType="${X509_V3}"/></wsse:SecurityTokenReference>`
  });
  const reference = (xpath) => sig.addReference({ xpath, transforms: [EXC_C14N], digestAlgorithm: algorithm.digest });
  reference(`/*/*[local-name(.)='Body' and namespace-uri(.)='${soapNs}']`);
  if (withTimestamp) reference(`//*[local-name(.)='Timestamp' and namespace-uri(.)='${WSU_NS}']`);
  sig.computeSignature(xml, {
    prefix: "ds",
    existingPrefixes: { wsse: WSSE_NS },
    location: {
      reference: `//*[local-name(.)='Security' and namespace-uri(.)='${WSSE_NS}']`,
      action: "append"
    }
  });
  return sig.getSignedXml();
}
async function verifyEnvelope(xml, soapNs, trusted, withTimestamp, now = /* @__PURE__ */ new Date()) {
  if (/<!DOCTYPE/i.test(xml)) throw new WsSecurityRefusal("InvalidSecurity", "a DTD is refused");
  const { SignedXml, DOMParser } = await xmlCrypto();
  const errors = [];
  const doc = new DOMParser({
    errorHandler: (level, message) => level !== "warning" && errors.push(message)
  }).parseFromString(xml, "text/xml");
  const envelope = doc.documentElement;
  if (errors.length > 0 || !envelope)
    throw new WsSecurityRefusal("InvalidSecurity", "the envelope is not well-formed");
  const header = children(envelope, soapNs, "Header")[0];
  const bodies = children(envelope, soapNs, "Body");
  const securities = header ? children(header, WSSE_NS, "Security") : [];
  if (bodies.length !== 1 || securities.length > 1)
    throw new WsSecurityRefusal("InvalidSecurity", "expected one Body and one Security header");
  const security = securities[0];
  const signatures = security ? children(security, DS_NS, "Signature") : [];
  if (signatures.length === 0) return void 0;
  if (signatures.length > 1)
    throw new WsSecurityRefusal("InvalidSecurity", "more than one signature is not supported");
  const signature = signatures[0];
  const { X509Certificate: X509 } = await load("node:crypto");
  const certificate = pemOf(signingCertificate(signature, security, trusted, X509));
  checkTrust(certificate, trusted, now, X509);
  const sig = new SignedXml({ publicCert: certificate, getCertFromKeyInfo: () => null });
  let valid;
  try {
    sig.loadSignature(signature);
    valid = sig.checkSignature(xml);
  } catch {
    valid = false;
  }
  if (!valid) throw new WsSecurityRefusal("FailedCheck", "the signature does not verify");
  const bodyId = idOf(bodies[0]);
  const signed = sig.getReferences().map((r) => r.uri);
  if (bodyId === void 0 || !signed.includes(`#${bodyId}`))
    throw new WsSecurityRefusal("FailedCheck", "the signature does not cover the Body");
  if (withTimestamp) {
    const timestamps = children(security, WSU_NS, "Timestamp");
    const id = timestamps.length === 1 ? idOf(timestamps[0]) : void 0;
    if (id === void 0 || !signed.includes(`#${id}`))
      throw new WsSecurityRefusal("InvalidSecurity", "the signature does not cover a Timestamp");
  }
  const value = children(signature, DS_NS, "SignatureValue")[0]?.textContent ?? "";
  return { certificate, signatureValue: value.replace(/\s+/g, "") };
}
async function xmlCrypto() {
  try {
    const [crypto, xmldom] = await Promise.all([
      load("xml-crypto"),
      load("@xmldom/xmldom")
    ]);
    return { SignedXml: crypto.SignedXml, DOMParser: xmldom.DOMParser };
  } catch (err) {
    throw new Error(
      "WS-Security signatures need the packages xml-crypto and @xmldom/xmldom: npm install xml-crypto @xmldom/xmldom",
      { cause: err }
    );
  }
}
function load(name) {
  return import(
    /* @vite-ignore */
    name
  );
}
export {
  BASE64_BINARY,
  PASSWORD_DIGEST,
  PASSWORD_TEXT,
  WSSE_NS2 as WSSE_NS,
  WSU_NS2 as WSU_NS,
  WsSecurityRefusal2 as WsSecurityRefusal,
  X509_V32 as X509_V3,
  certificateBase64,
  signEnvelope,
  verifyEnvelope
};
//# sourceMappingURL=ws-security.js.map
