/**
 * fast-xml-parser keeps no source positions, so this scan finds every start tag in document
 * order (skipping comments, CDATA sections and processing instructions); the n-th start tag is
 * the n-th element of the parsed tree in pre-order. It also refuses document type declarations,
 * and `<` in attribute values, which would otherwise pass as a start tag.
 */
import { ContractError } from "../../model/contract-error.ts";

export interface TagPosition {
  line: number;
  column: number;
}

export function scanStartTags(file: string, text: string): TagPosition[] {
  const positions: TagPosition[] = [];
  let line = 1;
  let lineStart = 0;
  let counted = 0;
  // Advances the line count to `offset`; called with increasing offsets only.
  const positionOf = (offset: number): TagPosition => {
    for (; counted < offset; counted++) {
      if (text.charCodeAt(counted) === 10) {
        line++;
        lineStart = counted + 1;
      }
    }
    return { line, column: offset - lineStart + 1 };
  };

  let i = text.indexOf("<");
  while (i !== -1) {
    const next = text[i + 1];
    let resume = i + 1;
    if (text.startsWith("<!--", i)) resume = endOf(text, "-->", i);
    else if (text.startsWith("<![CDATA[", i)) resume = endOf(text, "]]>", i);
    else if (next === "?") resume = endOf(text, "?>", i);
    else if (text.startsWith("<!DOCTYPE", i)) {
      throw new ContractError("DTDs are not allowed: remove the <!DOCTYPE> declaration (entity declarations could expand without limit)", {
        file,
        ...positionOf(i),
      });
    } else if (next !== "/" && next !== "!") {
      positions.push(positionOf(i));
      const tag = endOfStartTag(text, i);
      if (tag.strayAt !== undefined) {
        throw new ContractError("malformed XML: '<' is not allowed in an attribute value (write &lt;)", { file, ...positionOf(tag.strayAt) });
      }
      resume = tag.end;
    }
    if (resume === -1) break;
    i = text.indexOf("<", resume);
  }
  return positions;
}

/**
 * Where the start tag at `from` ends (-1: never), skipping quoted attribute values; or where a `<`
 * stands inside a value (not well-formed, and fast-xml-parser's validator lets it pass).
 */
function endOfStartTag(text: string, from: number): { end: number; strayAt?: number } {
  let quote = "";
  for (let i = from + 1; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = "";
      else if (c === "<") return { end: -1, strayAt: i };
    } else if (c === '"' || c === "'") quote = c;
    else if (c === ">") return { end: i + 1 };
  }
  return { end: -1 };
}

function endOf(text: string, terminator: string, from: number): number {
  const at = text.indexOf(terminator, from);
  return at === -1 ? -1 : at + terminator.length;
}
