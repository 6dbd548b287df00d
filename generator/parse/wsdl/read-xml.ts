/**
 * XML text -> a tree of elements with resolved namespaces and source locations, read with saxes
 * (a strict parser). Refuses DTDs and expands no entity besides the five predefined ones and
 * numeric character references; malformed XML is a ContractError at the line and column at fault.
 */
import { SaxesParser } from "saxes";
import type { SourceLocation } from "../../model/contract-draft.ts";
import { STRICT, type Reading } from "./reading.ts";
import { SourcePositions } from "./source-positions.ts";
import {
  dtdRefused,
  endTagMismatch,
  fromSaxes,
  type ReadingState,
  skipBlanks,
  textOutsideRoot,
} from "./xml-syntax-errors.ts";
import { XmlTreeBuilder } from "./xml-tree-builder.ts";

export interface XmlElement {
  /** The name as written, e.g. `s:element`. */
  name: string;
  namespace: string;
  local: string;
  /** Attribute values (references decoded) by the attribute's name as written. */
  attributes: ReadonlyMap<string, string>;
  children: XmlElement[];
  /** Text and child elements in document order. */
  content: (XmlElement | string)[];
  /** Namespace prefixes in scope ("" for the default namespace). */
  scope: ReadonlyMap<string, string>;
  /**
   * The targetNamespace of the xs:schema or wsdl:definitions the element is in (its own, for
   * those; "" for none): what --lenient reads an undeclared prefix as.
   */
  enclosingNamespace: string;
  loc: SourceLocation;
}

/** `reading` says how an element name's undeclared prefix is read (an error, by default). */
export function readXml(file: string, text: string, reading: Reading = STRICT): XmlElement {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const parser = new SaxesParser({ xmlns: false, position: false });
  const tree = new XmlTreeBuilder(reading);
  const positions = new SourcePositions(source);
  // Every piece of markup ends in an event, so where the last one ended is where the markup the
  // parser is reading began: the `<` of a start tag at its `opentag` event, or whatever an error is in.
  const state: ReadingState = {
    source,
    markupStart: skipBlanks(source, 0),
    tree,
    locate: (offset) => ({ file, ...positions.at(offset) }),
  };

  parser.on("opentag", (tag) => {
    tree.openElement(tag.name, tag.attributes, state.locate(state.markupStart));
    state.markupStart = parser.position;
  });
  parser.on("closetag", (tag) => {
    const el = tree.closeElement();
    if (!tag.isSelfClosing) {
      // saxes would find the mismatch too, but only after reporting the element closed.
      const written = source.slice(state.markupStart + 2, parser.position - 1).trimEnd();
      if (written !== el.name) throw endTagMismatch(state, written, el);
    }
    state.markupStart = parser.position;
  });
  // Text ends where the next markup's `<` has just been read.
  parser.on("text", (t) => {
    if (tree.open.length === 0 && skipBlanks(t, 0) < t.length) throw textOutsideRoot(state);
    tree.text(t);
    state.markupStart = parser.position - 1;
  });
  parser.on("cdata", (t) => {
    tree.text(t);
    state.markupStart = parser.position;
  });
  // Reported on its closing `--`, before the `>`.
  parser.on("comment", () => {
    state.markupStart = parser.position + 1;
  });
  parser.on("processinginstruction", () => {
    state.markupStart = parser.position;
  });
  parser.on("xmldecl", () => {
    state.markupStart = parser.position;
  });
  parser.on("doctype", () => {
    throw dtdRefused(state);
  });
  parser.on("error", (err) => {
    throw fromSaxes(err.message, parser.position, state);
  });

  parser.write(source).close();
  // saxes reports a document without a root element as an error.
  return tree.root!;
}
