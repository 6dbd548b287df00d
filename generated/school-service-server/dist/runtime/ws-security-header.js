// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  SOAP_NS,
  WSSE_NS,
  WSU_NS,
  XmlEvent,
  XmlReader,
  soapVersionOf
} from "./contract-runtime.js";
const DS_NS = "http://www.w3.org/2000/09/xmldsig#";
function readSecurityHeader(xml, limits) {
  try {
    const r = new XmlReader(xml, limits);
    let event = r.next();
    while (event !== XmlEvent.Start && event !== XmlEvent.Eof) event = r.next();
    const version = event === XmlEvent.Start ? soapVersionOf(r.namespace) : void 0;
    if (!version || r.localName !== "Envelope") return void 0;
    const found = { version, count: 0, signed: false, repeated: false };
    for (event = r.next(); event !== XmlEvent.End; event = r.next()) {
      if (event !== XmlEvent.Start) continue;
      const local = r.localName;
      if (r.namespace !== SOAP_NS[version] || local !== "Header") break;
      for (event = r.next(); event !== XmlEvent.End; event = r.next()) {
        if (event !== XmlEvent.Start) continue;
        const block = r.localName;
        if (r.namespace === WSSE_NS && block === "Security") {
          found.count++;
          readSecurity(r, found);
        } else r.skipElement();
      }
    }
    return found;
  } catch {
    return void 0;
  }
}
function readSecurity(r, found) {
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    const name = `{${r.namespace}}${r.localName}`;
    if (name === `{${WSU_NS}}Timestamp`) {
      if (found.timestamp) found.repeated = true;
      const t = readFields(r);
      found.timestamp = { created: t[`{${WSU_NS}}Created`], expires: t[`{${WSU_NS}}Expires`] };
    } else if (name === `{${WSSE_NS}}UsernameToken`) {
      if (found.usernameToken) found.repeated = true;
      let passwordType;
      const t = readFields(r, (reader) => {
        const field = reader.localName;
        if (field === "Password") passwordType = reader.attribute("", "Type");
      });
      found.usernameToken = {
        username: t[`{${WSSE_NS}}Username`],
        password: t[`{${WSSE_NS}}Password`],
        passwordType,
        nonce: t[`{${WSSE_NS}}Nonce`],
        created: t[`{${WSU_NS}}Created`]
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
function readFields(r, onStart) {
  const fields = {};
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    onStart?.(r);
    fields[`{${r.namespace}}${r.localName}`] = r.readText().trim();
  }
  return fields;
}
export {
  readSecurityHeader
};
//# sourceMappingURL=ws-security-header.js.map
