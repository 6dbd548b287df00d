// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * What the client and the server share of WS-Security 1.1 (OASIS SOAP Message Security): the
 * namespaces and token types, and X.509 signatures of an envelope, made and checked by xml-crypto
 * (exclusive canonicalisation, RSA-SHA256 or RSA-SHA1) over an @xmldom/xmldom document. Both
 * packages are loaded only when a signature is made or checked, by a name bundlers leave alone, so
 * a package that signs nothing needs neither (they are optional peer dependencies).
 */

export const WSSE_NS =
  "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
export const WSU_NS =
  "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";
const DS_NS = "http://www.w3.org/2000/09/xmldsig#";
const TOKEN_PROFILE =
  "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0";
export const PASSWORD_TEXT = `${TOKEN_PROFILE}#PasswordText`;
export const PASSWORD_DIGEST = `${TOKEN_PROFILE}#PasswordDigest`;
export const BASE64_BINARY =
  "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary";
export const X509_V3 =
  "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-x509-token-profile-1.0#X509v3";
const EXC_C14N = "http://www.w3.org/2001/10/xml-exc-c14n#";

/** `rsa-sha256` by default; `rsa-sha1` for services that know no other. */
export type SignatureAlgorithm = "rsa-sha256" | "rsa-sha1";

const ALGORITHMS: Record<SignatureAlgorithm, { signature: string; digest: string }> = {
  "rsa-sha256": {
    signature: "http://www.w3.org/2001/04/xmldsig-more#rsa-sha256",
    digest: "http://www.w3.org/2001/04/xmlenc#sha256",
  },
  "rsa-sha1": {
    signature: "http://www.w3.org/2000/09/xmldsig#rsa-sha1",
    digest: "http://www.w3.org/2000/09/xmldsig#sha1",
  },
};

/** The key and certificate (PEM) an envelope is signed with. */
export interface SigningKey {
  privateKey: string;
  certificate: string;
  /** Default `rsa-sha256`. */
  algorithm?: SignatureAlgorithm;
}

/** The WS-Security fault codes (the OASIS specification's table, `wsse:` names). */
export type WsSecurityFaultCode =
  | "UnsupportedSecurityToken"
  | "UnsupportedAlgorithm"
  | "InvalidSecurity"
  | "InvalidSecurityToken"
  | "FailedAuthentication"
  | "FailedCheck"
  | "SecurityTokenUnavailable"
  | "MessageExpired";

/** Why a message's security is refused: a code of the specification's table, and what was wrong. */
export class WsSecurityRefusal extends Error {
  readonly code: WsSecurityFaultCode;

  constructor(code: WsSecurityFaultCode, message: string) {
    super(message);
    this.name = "WsSecurityRefusal";
    this.code = code;
  }
}

/** A checked signature: the certificate (PEM) that made it, and the value, unique to the message. */
export interface VerifiedSignature {
  certificate: string;
  signatureValue: string;
}

/** The certificate's base64 DER, without the PEM armour. */
export function certificateBase64(pem: string): string {
  const m = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/.exec(pem);
  if (!m) throw new TypeError("the certificate must be PEM (-----BEGIN CERTIFICATE-----)");
  return m[1]!.replace(/\s+/g, "");
}

function pemOf(base64: string): string {
  const body = base64.replace(/\s+/g, "").replace(/(.{64})/g, "$1\n");
  return `-----BEGIN CERTIFICATE-----\n${body.replace(/\n$/, "")}\n-----END CERTIFICATE-----\n`;
}

/**
 * Signs the envelope's Body and (`withTimestamp`) the Security header's Timestamp, with the
 * signature appended to the Security header and its KeyInfo referring to the BinarySecurityToken
 * `tokenId` there. The Body gets a wsu:Id.
 */
export async function signEnvelope(
  xml: string,
  soapNs: string,
  key: SigningKey,
  tokenId: string,
  withTimestamp: boolean,
): Promise<string> {
  const { SignedXml } = await xmlCrypto();
  const algorithm = ALGORITHMS[key.algorithm ?? "rsa-sha256"];
  const sig = new SignedXml({
    privateKey: key.privateKey,
    signatureAlgorithm: algorithm.signature,
    canonicalizationAlgorithm: EXC_C14N,
    idMode: "wssecurity",
    getKeyInfoContent: () =>
      `<wsse:SecurityTokenReference><wsse:Reference URI="#${tokenId}" ValueType="${X509_V3}"/></wsse:SecurityTokenReference>`,
  });
  const reference = (xpath: string) =>
    sig.addReference({ xpath, transforms: [EXC_C14N], digestAlgorithm: algorithm.digest });
  reference(`/*/*[local-name(.)='Body' and namespace-uri(.)='${soapNs}']`);
  if (withTimestamp) reference(`//*[local-name(.)='Timestamp' and namespace-uri(.)='${WSU_NS}']`);
  sig.computeSignature(xml, {
    prefix: "ds",
    existingPrefixes: { wsse: WSSE_NS },
    location: {
      reference: `//*[local-name(.)='Security' and namespace-uri(.)='${WSSE_NS}']`,
      action: "append",
    },
  });
  return sig.getSignedXml();
}

/**
 * Checks the signature in the envelope's Security header: made by a certificate `trusted` lists or
 * one of its CAs issued (valid now), covering the Body (and, `withTimestamp`, the header's
 * Timestamp), every reference's digest right. Undefined when the header has no signature. Throws a
 * WsSecurityRefusal saying what is wrong.
 */
export async function verifyEnvelope(
  xml: string,
  soapNs: string,
  trusted: readonly string[],
  withTimestamp: boolean,
  now: Date = new Date(),
): Promise<VerifiedSignature | undefined> {
  // The reader of the envelope refuses DTDs too; this parser must never see one.
  if (/<!DOCTYPE/i.test(xml)) throw new WsSecurityRefusal("InvalidSecurity", "a DTD is refused");
  const { SignedXml, DOMParser } = await xmlCrypto();
  const errors: string[] = [];
  const doc = new DOMParser({
    errorHandler: (level, message) => level !== "warning" && errors.push(message),
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
  if (signatures.length === 0) return undefined;
  if (signatures.length > 1)
    throw new WsSecurityRefusal("InvalidSecurity", "more than one signature is not supported");
  const signature = signatures[0]!;
  const { X509Certificate: X509 } = await load<{ X509Certificate: X509Class }>("node:crypto");
  const certificate = pemOf(signingCertificate(signature, security!, trusted, X509));
  checkTrust(certificate, trusted, now, X509);
  const sig = new SignedXml({ publicCert: certificate, getCertFromKeyInfo: () => null });
  let valid: boolean;
  try {
    sig.loadSignature(signature);
    valid = sig.checkSignature(xml);
  } catch {
    valid = false;
  }
  if (!valid) throw new WsSecurityRefusal("FailedCheck", "the signature does not verify");
  const bodyId = idOf(bodies[0]!);
  const signed = sig.getReferences().map((r) => r.uri);
  if (bodyId === undefined || !signed.includes(`#${bodyId}`))
    throw new WsSecurityRefusal("FailedCheck", "the signature does not cover the Body");
  if (withTimestamp) {
    // Unsigned, a Timestamp could be renewed on a replayed message.
    const timestamps = children(security!, WSU_NS, "Timestamp");
    const id = timestamps.length === 1 ? idOf(timestamps[0]!) : undefined;
    if (id === undefined || !signed.includes(`#${id}`))
      throw new WsSecurityRefusal("InvalidSecurity", "the signature does not cover a Timestamp");
  }
  const value = children(signature, DS_NS, "SignatureValue")[0]?.textContent ?? "";
  return { certificate, signatureValue: value.replace(/\s+/g, "") };
}

/**
 * The signing certificate's base64 DER, as the KeyInfo gives it: a SecurityTokenReference to a
 * BinarySecurityToken of the header, or holding X509Data; X509Data itself; or an issuer and serial
 * number of a trusted certificate.
 */
function signingCertificate(
  signature: DomElement,
  security: DomElement,
  trusted: readonly string[],
  X509: X509Class,
): string {
  const keyInfo = children(signature, DS_NS, "KeyInfo")[0];
  const str = keyInfo && children(keyInfo, WSSE_NS, "SecurityTokenReference")[0];
  const reference = str && children(str, WSSE_NS, "Reference")[0];
  if (reference) {
    const uri = reference.getAttribute("URI") ?? "";
    const token = children(security, WSSE_NS, "BinarySecurityToken").find(
      (t) => `#${idOf(t)}` === uri,
    );
    if (!token || (token.getAttribute("ValueType") ?? X509_V3) !== X509_V3)
      throw new WsSecurityRefusal(
        "SecurityTokenUnavailable",
        "the signature's token is not in the header",
      );
    return token.textContent ?? "";
  }
  const identifier = str && children(str, WSSE_NS, "KeyIdentifier")[0];
  if (identifier?.getAttribute("ValueType") === X509_V3) return identifier.textContent ?? "";
  const data = str
    ? children(str, DS_NS, "X509Data")[0]
    : keyInfo && children(keyInfo, DS_NS, "X509Data")[0];
  const certificate = data && children(data, DS_NS, "X509Certificate")[0];
  if (certificate) return certificate.textContent ?? "";
  const serial = data && children(data, DS_NS, "X509IssuerSerial")[0];
  const number = serial && children(serial, DS_NS, "X509SerialNumber")[0]?.textContent?.trim();
  const known =
    number &&
    trusted.find((pem) => BigInt(`0x${new X509(pem).serialNumber}`).toString() === number);
  if (known) return certificateBase64(known);
  throw new WsSecurityRefusal("SecurityTokenUnavailable", "the signature's certificate is unknown");
}

/** Refuses a certificate no trusted one is or issued, or not valid now. */
function checkTrust(pem: string, trusted: readonly string[], now: Date, X509: X509Class): void {
  let cert: X509Certificate;
  try {
    cert = new X509(pem);
  } catch {
    throw new WsSecurityRefusal("InvalidSecurityToken", "the certificate cannot be read");
  }
  const inTime = new Date(cert.validFrom) <= now && now <= new Date(cert.validTo);
  const trustedBy = trusted.some((t) => {
    const anchor = new X509(t);
    return (
      anchor.fingerprint256 === cert.fingerprint256 ||
      (anchor.ca && cert.checkIssued(anchor) && cert.verify(anchor.publicKey))
    );
  });
  if (!inTime || !trustedBy)
    throw new WsSecurityRefusal("InvalidSecurityToken", "the certificate is not trusted");
}

/** The element's wsu:Id (or an unqualified Id, as some stacks write). */
function idOf(element: DomElement): string | undefined {
  return element.getAttributeNS(WSU_NS, "Id") || element.getAttribute("Id") || undefined;
}

function children(parent: DomElement, namespace: string, local: string): DomElement[] {
  const found: DomElement[] = [];
  for (let n = parent.firstChild; n; n = n.nextSibling) {
    if (n.nodeType === 1 && n.namespaceURI === namespace && n.localName === local) found.push(n);
  }
  return found;
}

/** As much of node:crypto's X509Certificate as is used here (loaded only where signatures are checked). */
interface X509Certificate {
  readonly ca: boolean;
  readonly fingerprint256: string;
  readonly publicKey: unknown;
  readonly serialNumber: string;
  readonly validFrom: string;
  readonly validTo: string;
  checkIssued(other: X509Certificate): boolean;
  verify(publicKey: unknown): boolean;
}
type X509Class = new (pem: string) => X509Certificate;

/** As much of an @xmldom/xmldom node as is used here (the packages' lib has no DOM). */
interface DomElement {
  readonly nodeType: number;
  readonly namespaceURI: string | null;
  readonly localName: string | null;
  readonly firstChild: DomElement | null;
  readonly nextSibling: DomElement | null;
  readonly textContent: string | null;
  getAttribute(name: string): string | null;
  getAttributeNS(namespace: string, name: string): string | null;
}

/** As much of xml-crypto's SignedXml as is used here. */
interface SignedXml {
  addReference(r: { xpath: string; transforms: string[]; digestAlgorithm: string }): void;
  computeSignature(
    xml: string,
    options: {
      prefix: string;
      existingPrefixes: Record<string, string>;
      location: { reference: string; action: "append" };
    },
  ): void;
  getSignedXml(): string;
  loadSignature(node: DomElement): void;
  checkSignature(xml: string): boolean;
  getReferences(): { uri: string }[];
}

interface XmlCrypto {
  SignedXml: new (options: {
    privateKey?: string;
    publicCert?: string;
    signatureAlgorithm?: string;
    canonicalizationAlgorithm?: string;
    idMode?: "wssecurity";
    getKeyInfoContent?: () => string;
    getCertFromKeyInfo?: () => null;
  }) => SignedXml;
  DOMParser: new (options: {
    errorHandler: (level: string, message: string) => unknown;
  }) => {
    parseFromString(xml: string, type: "text/xml"): { documentElement: DomElement | null };
  };
}

/** xml-crypto and the @xmldom/xmldom it works on, loaded on first use. */
async function xmlCrypto(): Promise<XmlCrypto> {
  try {
    const [crypto, xmldom] = await Promise.all([
      load<{ SignedXml: XmlCrypto["SignedXml"] }>("xml-crypto"),
      load<{ DOMParser: XmlCrypto["DOMParser"] }>("@xmldom/xmldom"),
    ]);
    return { SignedXml: crypto.SignedXml, DOMParser: xmldom.DOMParser };
  } catch (err) {
    throw new Error(
      "WS-Security signatures need the packages xml-crypto and @xmldom/xmldom: npm install xml-crypto @xmldom/xmldom",
      { cause: err },
    );
  }
}

/** A module by a name bundlers do not follow: it is loaded only where signatures are used. */
function load<T>(name: string): Promise<T> {
  return import(/* @vite-ignore */ name) as Promise<T>;
}
