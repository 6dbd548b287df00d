// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npm run generate` replaces it.

/**
 * Indents element-only XML the way .NET's XmlSerializer lays out HTTP GET/POST answers: one
 * element per line, two spaces a level, an element with text kept on one line. The input is what
 * the codecs write (no mixed content; `<` and `>` escaped in text and attribute values), so one
 * scan over the tags is enough.
 */

const PADS: string[] = [];

function pad(depth: number): string {
  return (PADS[depth] ??= `\n${"  ".repeat(depth)}`);
}

/** `xml` is a run of sibling elements at `depth`; each goes on its own line. */
export function indentXml(xml: string, depth: number): string {
  let out = "";
  let i = 0;
  while (i < xml.length) {
    const close = xml.indexOf(">", i);
    if (close < 0) throw new Error("indentXml: unterminated tag");
    const tag = xml.slice(i, close + 1);
    const next = close + 1;
    if (tag.charCodeAt(1) === 47 /* / */) {
      depth--;
      out += pad(depth) + tag;
      i = next;
    } else if (tag.charCodeAt(tag.length - 2) === 47 /* / */) {
      out += pad(depth) + tag;
      i = next;
    } else if (xml.charCodeAt(next) === 60 /* < */ && xml.charCodeAt(next + 1) !== 47) {
      out += pad(depth) + tag;
      depth++;
      i = next;
    } else {
      // Text (or nothing) and then this element's end tag: one line.
      const end = xml.indexOf(">", xml.indexOf("<", next));
      out += pad(depth) + xml.slice(i, end + 1);
      i = end + 1;
    }
  }
  return out;
}
