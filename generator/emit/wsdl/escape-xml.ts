/** Text and attribute values of the published WSDL, escaped as .NET's XmlWriter escapes them. */
const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "\n": "&#xA;",
  "\r": "&#xD;",
  "\t": "&#x9;",
};

/** Element text: a line break stays as it is. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
}

/**
 * An attribute value (double-quoted): LF, CR and TAB too, which a reader's attribute-value
 * normalisation would otherwise read as spaces (an enumeration value holding a tab, say).
 */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<>"\n\r\t]/g, (c) => ESCAPES[c]!);
}
