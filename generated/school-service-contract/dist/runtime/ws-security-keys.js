// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  DS_NS,
  WSSE_NS,
  WSU_NS,
  WsSecurityRefusal,
  X509_V3,
  certificateBase64
} from "./ws-security-names.js";
function signingCertificate(signature, security, trusted, X509) {
  const keyInfo = children(signature, DS_NS, "KeyInfo")[0];
  const str = keyInfo && children(keyInfo, WSSE_NS, "SecurityTokenReference")[0];
  const reference = str && children(str, WSSE_NS, "Reference")[0];
  if (reference) {
    const uri = reference.getAttribute("URI") ?? "";
    const token = children(security, WSSE_NS, "BinarySecurityToken").find(
      (t) => `#${idOf(t)}` === uri
    );
    if (!token || (token.getAttribute("ValueType") ?? X509_V3) !== X509_V3)
      throw new WsSecurityRefusal(
        "SecurityTokenUnavailable",
        "the signature's token is not in the header"
      );
    return token.textContent ?? "";
  }
  const identifier = str && children(str, WSSE_NS, "KeyIdentifier")[0];
  if (identifier?.getAttribute("ValueType") === X509_V3) return identifier.textContent ?? "";
  const data = str ? children(str, DS_NS, "X509Data")[0] : keyInfo && children(keyInfo, DS_NS, "X509Data")[0];
  const certificate = data && children(data, DS_NS, "X509Certificate")[0];
  if (certificate) return certificate.textContent ?? "";
  const serial = data && children(data, DS_NS, "X509IssuerSerial")[0];
  const number = serial && children(serial, DS_NS, "X509SerialNumber")[0]?.textContent?.trim();
  const known = number && trusted.find((pem) => BigInt(`0x${new X509(pem).serialNumber}`).toString() === number);
  if (known) return certificateBase64(known);
  throw new WsSecurityRefusal("SecurityTokenUnavailable", "the signature's certificate is unknown");
}
function checkTrust(pem, trusted, now, X509) {
  let cert;
  try {
    cert = new X509(pem);
  } catch {
    throw new WsSecurityRefusal("InvalidSecurityToken", "the certificate cannot be read");
  }
  const inTime = new Date(cert.validFrom) <= now && now <= new Date(cert.validTo);
  const trustedBy = trusted.some((t) => {
    const anchor = new X509(t);
    return anchor.fingerprint256 === cert.fingerprint256 || anchor.ca && cert.checkIssued(anchor) && cert.verify(anchor.publicKey);
  });
  if (!inTime || !trustedBy)
    throw new WsSecurityRefusal("InvalidSecurityToken", "the certificate is not trusted");
}
function idOf(element) {
  return element.getAttributeNS(WSU_NS, "Id") || element.getAttribute("Id") || void 0;
}
function children(parent, namespace, local) {
  const found = [];
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && n.namespaceURI === namespace && n.localName === local) found.push(n);
  }
  return found;
}
export {
  checkTrust,
  children,
  idOf,
  signingCertificate
};
//# sourceMappingURL=ws-security-keys.js.map
