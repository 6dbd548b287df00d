// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * The WS-Security header of a request, read with the XML reader (no tree): the envelope's version,
 * the Security header's Timestamp and UsernameToken, and whether it carries a signature. The
 * reading stops at the Body; what follows is the envelope reader's (soap-request.ts).
 */
import {
  SOAP_NS,
  WSSE_NS,
  WSU_NS,
  XmlEvent,
  XmlReader,
  soapVersionOf,
  type SoapVersion,
  type XmlLimits,
} from "./contract-runtime.js";

const DS_NS = "http://www.w3.org/2000/09/xmldsig#";

export interface UsernameTokenFields {
  username: string | undefined;
  password: string | undefined;
  /** The Password's Type attribute (PasswordText when left out). */
  passwordType: string | undefined;
  nonce: string | undefined;
  created: string | undefined;
}

export interface SecurityHeader {
  version: SoapVersion;
  /** Security headers the request has (more than one, none for us, is refused). */
  count: number;
  timestamp?: { created: string | undefined; expires: string | undefined };
  usernameToken?: UsernameTokenFields;
  signed: boolean;
  /** A Timestamp, UsernameToken or signature came twice: which one counts would be a guess. */
  repeated: boolean;
}

/** The request's Security header; undefined when it is no SOAP envelope the reader can read. */
export function readSecurityHeader(xml: string, limits: XmlLimits): SecurityHeader | undefined {
  try {
    const r = new XmlReader(xml, limits);
    let event = r.next();
    while (event !== XmlEvent.Start && event !== XmlEvent.Eof) event = r.next();
    const version = event === XmlEvent.Start ? soapVersionOf(r.namespace) : undefined;
    if (!version || r.localName !== "Envelope") return undefined;
    const found: SecurityHeader = { version, count: 0, signed: false, repeated: false };
    for (event = r.next(); event !== XmlEvent.End; event = r.next()) {
      if (event !== XmlEvent.Start) continue;
      const local: string = r.localName;
      if (r.namespace !== SOAP_NS[version] || local !== "Header") break;
      for (event = r.next(); event !== XmlEvent.End; event = r.next()) {
        if (event !== XmlEvent.Start) continue;
        const block: string = r.localName;
        if (r.namespace === WSSE_NS && block === "Security") {
          found.count++;
          readSecurity(r, found);
        } else r.skipElement();
      }
    }
    return found;
  } catch {
    return undefined;
  }
}

function readSecurity(r: XmlReader, found: SecurityHeader): void {
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    const name = `{${r.namespace}}${r.localName}`;
    if (name === `{${WSU_NS}}Timestamp`) {
      if (found.timestamp) found.repeated = true;
      const t = readFields(r);
      found.timestamp = { created: t[`{${WSU_NS}}Created`], expires: t[`{${WSU_NS}}Expires`] };
    } else if (name === `{${WSSE_NS}}UsernameToken`) {
      if (found.usernameToken) found.repeated = true;
      let passwordType: string | undefined;
      const t = readFields(r, (reader) => {
        const field: string = reader.localName;
        if (field === "Password") passwordType = reader.attribute("", "Type");
      });
      found.usernameToken = {
        username: t[`{${WSSE_NS}}Username`],
        password: t[`{${WSSE_NS}}Password`],
        passwordType,
        nonce: t[`{${WSSE_NS}}Nonce`],
        created: t[`{${WSU_NS}}Created`],
      };
    } else {
      if (name === `{${DS_NS}}Signature`) {
        if (found.signed) found.repeated = true;
        found.signed = true;
      }
      r.skipElement();
    }
  }
}

/** The texts of an element's child elements, by `{namespace}local`; `onStart` sees each child's start. */
function readFields(
  r: XmlReader,
  onStart?: (r: XmlReader) => void,
): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = {};
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    onStart?.(r);
    fields[`{${r.namespace}}${r.localName}`] = r.readText().trim();
  }
  return fields;
}
