/**
 * Malformed XML -> a ContractError in plain words at the character or markup at fault. saxes
 * only knows where it noticed a problem; the reader also knows where the markup it is in began
 * (`markupStart`: a tag, a text run, a comment...), which is often the better place to point at.
 */
import type { SourceLocation } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import type { XmlElement } from "./read-xml.ts";

export interface ReadingState {
  readonly source: string;
  /** Where the markup the parser is reading began. */
  markupStart: number;
  readonly tree: {
    readonly root: XmlElement | undefined;
    /** Elements opened and not yet closed, outermost first. */
    readonly open: readonly XmlElement[];
  };
  locate(offset: number): SourceLocation;
}

// saxes' messages when the document ends too soon.
const END_OF_DOCUMENT = [
  "document must contain a root element.",
  "unclosed tag: ",
  "unexpected end.",
];
// saxes reads from '&' to the next ';' as a reference, however far: a '&' that starts no reference
// shows as one of these, or as the end of the document, anywhere after it.
const AFTER_A_STRAY_AMPERSAND = new Set([
  "disallowed character in entity name.",
  "empty entity name.",
  "malformed character entity.",
  "undefined entity.",
  "disallowed character.",
]);

// XML 1.0 Name characters (https://www.w3.org/TR/xml/#NT-Name).
const NAME_START =
  ":A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F" +
  "\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}";
const NAME_REST = "\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040";
const REFERENCE = new RegExp(
  `&(?:#[0-9]+|#x[0-9a-fA-F]+|[${NAME_START}][${NAME_START}${NAME_REST}]*);`,
  "uy",
);

export function dtdRefused(s: ReadingState): ContractError {
  return new ContractError(
    "DTDs are not allowed: remove the <!DOCTYPE> declaration (entity declarations could expand without limit)",
    s.locate(s.markupStart),
  );
}

/** The end tag at `markupStart`, named `written`, does not close `el`. */
export function endTagMismatch(s: ReadingState, written: string, el: XmlElement): ContractError {
  return malformed(
    `</${written}> closes <${el.name}> (opened at ${lineColumn(el.loc)})`,
    s.locate(s.markupStart),
  );
}

/** Text other than white space before or after the root element, in the markup at `markupStart`. */
export function textOutsideRoot(s: ReadingState): ContractError {
  return malformed(
    `text ${s.tree.root ? "after" : "before"} the document element`,
    s.locate(skipBlanks(s.source, s.markupStart)),
  );
}

/** The offset of the first character at or after `from` that is not XML white space. */
export function skipBlanks(text: string, from: number): number {
  const nonBlank = /[^ \t\r\n]/g;
  nonBlank.lastIndex = from;
  return nonBlank.exec(text)?.index ?? text.length;
}

/** saxes' error `message`, raised having read the source up to `readTo`. */
export function fromSaxes(message: string, readTo: number, s: ReadingState): ContractError {
  const { source, markupStart } = s;
  const markup = markupAt(source, markupStart);
  // saxes reads a DTD through before it reports it; refuse it whatever went wrong inside.
  if (markup === "a DOCTYPE") return dtdRefused(s);
  const atEnd = END_OF_DOCUMENT.some((m) => message.startsWith(m));
  // References stand in text and in attribute values only.
  const mayHoldReferences = markup === "text" || markup === "a start tag";
  if (mayHoldReferences && (atEnd || AFTER_A_STRAY_AMPERSAND.has(message))) {
    const stray = strayAmpersand(source, markupStart, Math.min(readTo, source.length));
    if (stray !== -1) return malformed("'&' starts no reference (write &amp;)", s.locate(stray));
  }
  if (atEnd) return endOfDocument(s);
  const last = readTo - 1;
  const char = source[last];
  const at = (offset: number) => s.locate(offset);
  const unmatched = nameIn(message, "unmatched closing tag: ");
  if (unmatched) return malformed(`</${unmatched}> closes no open element`, at(markupStart));
  const duplicate = nameIn(message, "duplicate attribute: ");
  if (duplicate)
    return malformed(`the attribute ${duplicate} appears twice in a start tag`, at(markupStart));
  switch (message) {
    case "disallowed character.":
      // saxes reports a '<' in an attribute value so; any other is a character XML forbids.
      if (char === "<")
        return malformed("'<' is not allowed in an attribute value (write &lt;)", at(last));
      return malformed(
        `the character U+${source.codePointAt(last)!.toString(16).toUpperCase().padStart(4, "0")} is not allowed in XML`,
        at(last),
      );
    case "disallowed character in tag name": // (no period) a '<' followed by what starts no markup
      return malformed("'<' starts no tag (write &lt;)", at(source.lastIndexOf("<", last)));
    case "disallowed character in tag name.": // a tag name followed by what may not follow it
      return malformed(`'${char}' is not allowed in a tag name`, at(last));
    case "forward-slash in opening tag not followed by >.":
      return malformed("'/' in a start tag must be followed by '>'", at(last - 1));
    case "disallowed character in attribute name.":
      return malformed(`unexpected '${char}' in a start tag`, at(last));
    case "attribute without value.": {
      const name = /[^\s=]+(?=\s*$)/.exec(source.slice(markupStart, last))!;
      return malformed(
        `the attribute ${name[0]} has no value (write ${name[0]}="...")`,
        at(markupStart + name.index),
      );
    }
    case "unquoted attribute value.":
      return malformed("an attribute value must be quoted", at(last));
    case "no whitespace between attributes.":
      return malformed("attributes must be separated by white space", at(last));
    case 'the string "]]>" is disallowed in char data.':
      return malformed("']]>' is not allowed in text (write ]]&gt;)", at(last - 2));
    case "disallowed character in closing tag.":
      return malformed(`unexpected '${char}' in an end tag`, at(last));
    case "weird empty close tag.":
      return malformed("an end tag needs the name of the element it closes", at(markupStart));
    case "documents may contain only one root.":
      return malformed("a document has exactly one root element", at(markupStart));
    case "text data outside of root node.":
      return textOutsideRoot(s);
    case "incorrect syntax.":
      return malformed("'<!' starts no comment, CDATA section or DOCTYPE", at(markupStart));
    case "malformed comment.":
      return malformed("'--' is not allowed inside a comment", at(source.lastIndexOf("--", last)));
    case "undefined entity.": {
      const amp = source.lastIndexOf("&", last);
      const expanded =
        "only &lt; &gt; &amp; &quot; &apos; and numeric character references are expanded";
      return new ContractError(
        `the reference ${source.slice(amp, readTo)} is not allowed: ${expanded}`,
        at(amp),
      );
    }
    case "malformed character entity.": {
      const amp = source.lastIndexOf("&", last);
      return malformed(
        `${source.slice(amp, readTo)} refers to no character allowed in XML`,
        at(amp),
      );
    }
    case "an XML declaration must be at the start of the document.":
    case "the XML declaration must appear at the start of the document.":
      return malformed(
        "the XML declaration <?xml ...?> must come first in the document",
        at(markupStart),
      );
    default:
      return malformed(message.replace(/\.$/, ""), at(last));
  }
}

function endOfDocument(s: ReadingState): ContractError {
  const innermost = s.tree.open.at(-1);
  if (innermost) {
    return malformed(
      `the document ends before <${innermost.name}> (opened at ${lineColumn(innermost.loc)}) is closed`,
      s.locate(s.source.length),
    );
  }
  const start = skipBlanks(s.source, s.markupStart);
  if (start === s.source.length)
    return malformed("the document has no root element", s.locate(start));
  const started = lineColumn(s.locate(start));
  return malformed(
    `the document ends inside ${markupAt(s.source, start)} (started at ${started})`,
    s.locate(s.source.length),
  );
}

/** The first '&' in `from`..`to` that starts no well-formed reference, or -1. */
function strayAmpersand(source: string, from: number, to: number): number {
  for (
    let amp = source.indexOf("&", from);
    amp !== -1 && amp < to;
    amp = source.indexOf("&", amp + 1)
  ) {
    REFERENCE.lastIndex = amp;
    if (!REFERENCE.test(source)) return amp;
  }
  return -1;
}

/** The name in a saxes message `${prefix}name.`, or undefined for another message. */
function nameIn(message: string, prefix: string): string | undefined {
  return message.startsWith(prefix) ? message.slice(prefix.length, -1) : undefined;
}

function markupAt(source: string, offset: number): string {
  if (source.startsWith("<!DOCTYPE", offset)) return "a DOCTYPE";
  if (source.startsWith("<!--", offset)) return "a comment";
  if (source.startsWith("<![CDATA[", offset)) return "a CDATA section";
  if (source.startsWith("<?", offset)) return "a processing instruction";
  if (source.startsWith("</", offset)) return "an end tag";
  return source.startsWith("<", offset) ? "a start tag" : "text";
}

function malformed(detail: string, loc: SourceLocation): ContractError {
  return new ContractError(`malformed XML: ${detail}`, loc);
}

function lineColumn(loc: SourceLocation): string {
  return `${loc.line}:${loc.column}`;
}
