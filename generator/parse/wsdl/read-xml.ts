/**
 * XML text -> a tree of elements with resolved namespaces and source locations. Refuses DTDs and
 * expands no entity besides the five predefined ones and numeric character references.
 */
import { XMLParser, XMLValidator } from "fast-xml-parser";
import type { SourceLocation } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import { XML_NS } from "./namespaces.ts";
import { scanStartTags, type TagPosition } from "./scan-start-tags.ts";

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
  loc: SourceLocation;
}

type ParsedNode = Record<string, unknown>;

const PARSER_OPTIONS = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: "",
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  // References are decoded here (decodeReferences), so that no other entity is ever expanded.
  processEntities: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  cdataPropName: "#cdata",
} as const;

const PREDEFINED_ENTITIES = new Map([
  ["lt", "<"],
  ["gt", ">"],
  ["amp", "&"],
  ["quot", '"'],
  ["apos", "'"],
]);

export function readXml(file: string, text: string): XmlElement {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const positions = scanStartTags(file, source);
  const valid = XMLValidator.validate(source);
  if (valid !== true) {
    throw new ContractError(`malformed XML: ${valid.err.msg}`, { file, line: valid.err.line, column: valid.err.col });
  }
  const nodes = new XMLParser(PARSER_OPTIONS).parse(source) as ParsedNode[];
  const builder = new TreeBuilder(file, positions);
  const roots = nodes.filter(isElementNode).map((node) => builder.element(node, new Map([["xml", XML_NS]])));
  if (roots.length !== 1) throw new ContractError("malformed XML: a document has exactly one root element", roots[1]?.loc ?? { file });
  if (builder.count !== positions.length) throw new Error(`${file}: found ${positions.length} start tags but parsed ${builder.count} elements`);
  return roots[0]!;
}

function isElementNode(node: ParsedNode): boolean {
  return nodeName(node) !== "#text" && nodeName(node) !== "#cdata";
}

function nodeName(node: ParsedNode): string {
  return Object.keys(node).find((k) => k !== ":@")!;
}

class TreeBuilder {
  count = 0;
  constructor(
    private readonly file: string,
    private readonly positions: TagPosition[],
  ) {}

  element(node: ParsedNode, parentScope: ReadonlyMap<string, string>): XmlElement {
    const name = nodeName(node);
    const loc = { file: this.file, ...this.positions[this.count++] };
    const raw = (node[":@"] ?? {}) as Record<string, string>;
    const attributes = new Map(Object.entries(raw).map(([k, v]) => [k, decodeReferences(v, loc)]));
    const scope = scopeOf(attributes, parentScope);
    const colon = name.indexOf(":");
    const prefix = colon === -1 ? "" : name.slice(0, colon);
    if (prefix && !scope.has(prefix)) {
      throw new ContractError(`the namespace prefix ${prefix} of <${name}> is not declared: expected an xmlns:${prefix} attribute in scope`, loc);
    }
    const namespace = scope.get(prefix) ?? "";
    const el: XmlElement = { name, namespace, local: name.slice(colon + 1), attributes, children: [], content: [], scope, loc };
    for (const child of node[name] as ParsedNode[]) {
      const childName = nodeName(child);
      if (childName === "#text") el.content.push(decodeReferences(child[childName] as string, loc));
      else if (childName === "#cdata") el.content.push(((child[childName] as ParsedNode[])[0]?.["#text"] as string | undefined) ?? "");
      else {
        const childEl = this.element(child, scope);
        el.children.push(childEl);
        el.content.push(childEl);
      }
    }
    return el;
  }
}

function scopeOf(attributes: ReadonlyMap<string, string>, parent: ReadonlyMap<string, string>): ReadonlyMap<string, string> {
  let scope: Map<string, string> | undefined;
  for (const [name, value] of attributes) {
    if (name !== "xmlns" && !name.startsWith("xmlns:")) continue;
    scope ??= new Map(parent);
    scope.set(name === "xmlns" ? "" : name.slice(6), value);
  }
  return scope ?? parent;
}

function decodeReferences(raw: string, loc: SourceLocation): string {
  if (!raw.includes("&")) return raw;
  return raw.replace(/&([^;&]*)(;?)/g, (whole, ref: string, semicolon: string) => {
    if (!semicolon) throw new ContractError("malformed XML: '&' starts no reference (write &amp;)", loc);
    const predefined = PREDEFINED_ENTITIES.get(ref);
    if (predefined !== undefined) return predefined;
    const numeric = /^#(?:x([0-9a-fA-F]+)|([0-9]+))$/.exec(ref);
    const code = numeric ? parseInt(numeric[1] ?? numeric[2]!, numeric[1] ? 16 : 10) : NaN;
    if (code > 0 && code <= 0x10ffff) return String.fromCodePoint(code);
    throw new ContractError(
      `the reference ${whole} is not allowed: only &lt; &gt; &amp; &quot; &apos; and numeric character references are expanded`,
      loc,
    );
  });
}
