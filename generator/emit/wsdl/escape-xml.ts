/** Text and attribute values of the published WSDL, escaped as .NET's XmlWriter escapes them. */
const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ESCAPES[c]!);
}
