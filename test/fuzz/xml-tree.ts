/**
 * A small mutable XML tree of a WSDL or schema document, read with saxes (the parser the
 * generator reads with) and written back, for the WSDL mutations.
 */
import { SaxesParser } from "saxes";

export interface El {
  name: string;
  attrs: Map<string, string>;
  children: (El | string)[];
  parent: El | undefined;
  file: string;
  line: number;
}

export interface Doc {
  file: string;
  root: El;
}

export function parseXml(file: string, text: string): Doc {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const open: El[] = [];
  let root: El | undefined;
  parser.on("opentag", (tag) => {
    const parent = open.at(-1);
    const el: El = {
      name: tag.name,
      attrs: new Map(Object.entries(tag.attributes as Record<string, string>)),
      children: [],
      parent,
      file,
      line: parser.line,
    };
    if (parent) parent.children.push(el);
    else root = el;
    open.push(el);
  });
  parser.on("closetag", () => void open.pop());
  parser.on("text", (t) => void open.at(-1)?.children.push(t));
  parser.on("cdata", (t) => void open.at(-1)?.children.push(t));
  parser.write(text.replace(/^\uFEFF/, "")).close();
  return { file, root: root! };
}

export const escapeText = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
export const escapeAttr = (s: string) =>
  escapeText(s)
    .replaceAll('"', "&quot;")
    .replaceAll("\n", "&#10;")
    .replaceAll("\r", "&#13;")
    .replaceAll("\t", "&#9;");

export function serialize(el: El): string {
  const attrs = [...el.attrs].map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join("");
  if (el.children.length === 0) return `<${el.name}${attrs} />`;
  return `<${el.name}${attrs}>${el.children.map((c) => (typeof c === "string" ? escapeText(c) : serialize(c))).join("")}</${el.name}>`;
}

export const XSD = "http://www.w3.org/2001/XMLSchema";
export const WSDL = "http://schemas.xmlsoap.org/wsdl/";
export const SOAP_BINDINGS = [
  "http://schemas.xmlsoap.org/wsdl/soap/",
  "http://schemas.xmlsoap.org/wsdl/soap12/",
  "http://schemas.xmlsoap.org/wsdl/http/",
  "http://schemas.xmlsoap.org/wsdl/mime/",
];

export const local = (el: El) => el.name.slice(el.name.indexOf(":") + 1);
export const prefixOf = (el: El) =>
  el.name.includes(":") ? el.name.slice(0, el.name.indexOf(":")) : "";

export function scope(el: El): Map<string, string> {
  const chain: El[] = [];
  for (let e: El | undefined = el; e; e = e.parent) chain.unshift(e);
  const map = new Map<string, string>([["xml", "http://www.w3.org/XML/1998/namespace"]]);
  for (const e of chain) {
    for (const [k, v] of e.attrs) {
      if (k === "xmlns") map.set("", v);
      else if (k.startsWith("xmlns:")) map.set(k.slice(6), v);
    }
  }
  return map;
}

export const nsOf = (el: El) => scope(el).get(prefixOf(el)) ?? "";
export const isIn = (el: El, ns: string, ...locals: string[]) =>
  nsOf(el) === ns && (locals.length === 0 || locals.includes(local(el)));

export function all(el: El, out: El[] = []): El[] {
  out.push(el);
  for (const c of el.children) if (typeof c !== "string") all(c, out);
  return out;
}

export const elementChildren = (el: El) =>
  el.children.filter((c): c is El => typeof c !== "string");

export function remove(el: El): void {
  const siblings = el.parent!.children;
  siblings.splice(siblings.indexOf(el), 1);
}

export function insertAfter(anchor: El, el: El): void {
  const siblings = anchor.parent!.children;
  siblings.splice(siblings.indexOf(anchor) + 1, 0, el);
  el.parent = anchor.parent;
}

export function clone(el: El, parent: El | undefined): El {
  const copy: El = { ...el, attrs: new Map(el.attrs), children: [], parent };
  copy.children = el.children.map((c) => (typeof c === "string" ? c : clone(c, copy)));
  return copy;
}

export function newElement(parent: El, name: string, attrs: Record<string, string> = {}): El {
  return {
    name,
    attrs: new Map(Object.entries(attrs)),
    children: [],
    parent,
    file: parent.file,
    line: parent.line,
  };
}

/** The prefix `el` can name `ns` by, declaring one on it when none is in scope ("" for no namespace). */
export function prefixFor(el: El, ns: string): string | undefined {
  const inScope = scope(el);
  for (const [p, v] of inScope) if (v === ns && p !== "") return p;
  if (ns === "") return inScope.has("") && inScope.get("") !== "" ? undefined : "";
  el.attrs.set("xmlns:fz", ns);
  return "fz";
}

export function qname(el: El, ns: string, name: string): string | undefined {
  const p = prefixFor(el, ns);
  return p === undefined ? undefined : p === "" ? name : `${p}:${name}`;
}

/** Where an element is, for the mutation's description: file, line, and its start tag's name. */
export function where(el: El): string {
  const name = el.attrs.get("name") ?? el.attrs.get("ref");
  return `${el.file}:${el.line} <${el.name}${name === undefined ? "" : ` name="${name}"`}>`;
}
