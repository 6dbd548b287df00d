// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
class XmlCharacterError extends Error {
  where;
  index;
  codePoint;
  constructor(where, index, codePoint) {
    super(
      `${where} holds U+${codePoint.toString(16).toUpperCase().padStart(4, "0")} at index ${index}, a character XML 1.0 cannot carry`
    );
    this.where = where;
    this.index = index;
    this.codePoint = codePoint;
    this.name = "XmlCharacterError";
  }
}
const NOT_XML_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
function assertXmlText(text, where) {
  const match = NOT_XML_CHAR.exec(text);
  if (match) throw new XmlCharacterError(where, match.index, match[0].charCodeAt(0));
}
const NEEDS_ESCAPE = /[&<>"\n\r\t]/;
const ESCAPES = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "\n": "&#xA;",
  "\r": "&#xD;",
  "	": "&#x9;"
};
function escapeXml(text) {
  return NEEDS_ESCAPE.test(text) ? text.replace(/[&<>"\n\r\t]/g, (c) => ESCAPES[c]) : text;
}
const TEXT_NEEDS_ESCAPE = /[&<>\r\t]/;
function escapeXmlText(text) {
  return TEXT_NEEDS_ESCAPE.test(text) ? text.replace(/[&<>\r\t]/g, (c) => ESCAPES[c]) : text;
}
const NEEDS_CARE = /[\u0000-\u0009\u000B-\u001F&<>\uD800-\uDFFF\uFFFE\uFFFF]/;
function xmlTextContent(text, where) {
  if (!NEEDS_CARE.test(text)) return text;
  assertXmlText(text, where);
  return escapeXmlText(text);
}
export {
  NOT_XML_CHAR,
  XmlCharacterError,
  assertXmlText,
  escapeXml,
  escapeXmlText,
  xmlTextContent
};
//# sourceMappingURL=xml-text.js.map
