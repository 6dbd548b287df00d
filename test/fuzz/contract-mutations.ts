/**
 * Seeded structural mutations of real contracts, for contract-mutations.test.ts: the repository's
 * WSDLs (with their imported schemas) and manifests, and contracts of the construct tests. A WSDL
 * is read into a small mutable tree (saxes, the parser the generator reads with), edited as a
 * schema author or a broken toolchain would (an element or attribute gone, a reference pointing
 * elsewhere, occurrences flipped, a declaration duplicated or renamed to a reserved word, a
 * particle moved into another compositor, a wildcard added, content wrapped in a derivation, a
 * namespace declaration dropped, binding pieces missing) and written back; a manifest is edited
 * as YAML data. Every mutation returns a line saying what it did and where, for the failure
 * message that reproduces it.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { SaxesParser } from "saxes";
import YAML from "yaml";
import { contract } from "../constructs/contract-builder.ts";
import { echoContract } from "../constructs/echo-contract.ts";
import { namespacesContract } from "../constructs/namespaces-contract.ts";
import { REPO_ROOT } from "../support/run-cli.ts";

/** A contract as files: `entry` is the WSDL or manifest, `files` every file by path relative to the case's folder. */
export interface Contract {
  name: string;
  kind: "wsdl" | "manifest";
  entry: string;
  files: Record<string, string>;
}

// ---------------------------------------------------------------------------------------------
// A seeded random source (mulberry32): the same seed, the same mutations.

export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from nothing");
    return items[this.int(items.length)]!;
  }
}

// ---------------------------------------------------------------------------------------------
// The contracts mutated.

function readTree(dir: string, base = dir): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) Object.assign(files, readTree(file, base));
    else if (/\.(wsdl|xsd|ya?ml)$/.test(name)) files[path.relative(base, file).split(path.sep).join("/")] = readFileSync(file, "utf8");
  }
  return files;
}

const fromRepo = (name: string, file: string): Contract => ({
  name,
  kind: /\.ya?ml$/.test(file) ? "manifest" : "wsdl",
  entry: path.basename(file),
  files: { [path.basename(file)]: readFileSync(path.join(REPO_ROOT, file), "utf8") },
});

const built = (name: string, wsdl: string): Contract => ({ name, kind: "wsdl", entry: "service.wsdl", files: { "service.wsdl": wsdl } });

/** Schema constructs of the construct tests (schema-types.test.ts), one echo operation each. */
const CONSTRUCTS = [
  ["Shape", `<xs:complexType name="Shape"><xs:sequence><xs:element name="id" type="xs:int" /><xs:choice><xs:element name="radius" type="xs:double" /><xs:sequence><xs:element name="width" type="xs:double" /><xs:element name="height" type="xs:double" /></xs:sequence></xs:choice></xs:sequence></xs:complexType>`],
  ["Price", `<xs:complexType name="Price"><xs:simpleContent><xs:extension base="xs:decimal"><xs:attribute name="currency" type="xs:string" use="required" /><xs:attribute name="source" type="xs:string" default="market" /></xs:extension></xs:simpleContent></xs:complexType>`],
  ["Open", `<xs:complexType name="Open" mixed="true"><xs:sequence><xs:element name="known" type="xs:string" /><xs:any namespace="##other" processContents="lax" minOccurs="0" maxOccurs="unbounded" /></xs:sequence><xs:anyAttribute namespace="##other" processContents="lax" /></xs:complexType>`],
  [
    "Animal",
    `<xs:complexType name="Animal" abstract="true"><xs:sequence><xs:element name="name" type="xs:string" /></xs:sequence></xs:complexType>
     <xs:complexType name="Dog"><xs:complexContent><xs:extension base="tns:Animal"><xs:sequence><xs:element name="barks" type="xs:boolean" /></xs:sequence></xs:extension></xs:complexContent></xs:complexType>
     <xs:complexType name="Cat"><xs:complexContent><xs:extension base="tns:Animal"><xs:sequence><xs:element name="lives" type="xs:int" /></xs:sequence></xs:extension></xs:complexContent></xs:complexType>`,
  ],
  [
    "Order",
    `<xs:element name="note" type="xs:string" />
     <xs:group name="Stamp"><xs:sequence><xs:element name="at" type="xs:dateTime" /><xs:element name="by" type="xs:string" minOccurs="0" /></xs:sequence></xs:group>
     <xs:attributeGroup name="Ids"><xs:attribute name="id" type="xs:long" use="required" /></xs:attributeGroup>
     <xs:complexType name="Order"><xs:sequence>
       <xs:element name="items"><xs:complexType><xs:sequence><xs:element name="item" maxOccurs="unbounded"><xs:complexType><xs:sequence><xs:element name="sku" type="xs:string" /><xs:element name="qty" type="xs:int" nillable="true" /></xs:sequence></xs:complexType></xs:element></xs:sequence></xs:complexType></xs:element>
       <xs:element ref="tns:note" minOccurs="0" /><xs:group ref="tns:Stamp" />
     </xs:sequence><xs:attributeGroup ref="tns:Ids" /></xs:complexType>`,
  ],
  [
    "Node",
    `<xs:complexType name="Node"><xs:sequence><xs:element name="label" type="xs:string" /><xs:element name="children" type="tns:Node" minOccurs="0" maxOccurs="unbounded" /><xs:element name="link" type="tns:Link" minOccurs="0" /></xs:sequence></xs:complexType>
     <xs:complexType name="Link"><xs:sequence><xs:element name="to" type="tns:Node" /></xs:sequence></xs:complexType>`,
  ],
  [
    "Holder",
    `<xs:complexType name="Key"><xs:sequence /><xs:attribute name="id" type="xs:string" /><xs:attribute name="origin" type="xs:string" /><xs:attribute name="kind" type="xs:int" use="required" /></xs:complexType>
     <xs:complexType name="Holder"><xs:sequence><xs:element name="key" type="tns:Def" /></xs:sequence></xs:complexType>
     <xs:complexType name="Def"><xs:complexContent><xs:restriction base="tns:Key"><xs:attribute name="id" type="xs:string" use="required" /><xs:attribute name="origin" use="prohibited" /></xs:restriction></xs:complexContent></xs:complexType>`,
  ],
  [
    "Paint",
    `<xs:simpleType name="Color"><xs:restriction base="xs:string"><xs:enumeration value="red" /><xs:enumeration value="green" /></xs:restriction></xs:simpleType>
     <xs:simpleType name="Colors"><xs:list itemType="tns:Color" /></xs:simpleType>
     <xs:simpleType name="Size"><xs:union memberTypes="xs:int xs:string" /></xs:simpleType>
     <xs:simpleType name="Code"><xs:restriction base="xs:string"><xs:pattern value="[A-Z]{3}" /><xs:maxLength value="3" /></xs:restriction></xs:simpleType>
     <xs:simpleType name="Percent"><xs:restriction base="xs:int"><xs:minInclusive value="0" /><xs:maxInclusive value="100" /></xs:restriction></xs:simpleType>
     <xs:complexType name="Paint"><xs:sequence><xs:element name="color" type="tns:Color" /><xs:element name="mix" type="tns:Colors" /><xs:element name="size" type="tns:Size" maxOccurs="2" /><xs:element name="code" type="tns:Code" /><xs:element name="opacity" type="tns:Percent" /></xs:sequence></xs:complexType>`,
  ],
] as const;

function constructsContract(): string {
  const wrappers = CONSTRUCTS.map(
    ([type]) =>
      `<xs:element name="echo${type}"><xs:complexType><xs:sequence><xs:element name="value" type="tns:${type}" /></xs:sequence></xs:complexType></xs:element>` +
      `<xs:element name="echo${type}Response"><xs:complexType><xs:sequence><xs:element name="value" type="tns:${type}" /></xs:sequence></xs:complexType></xs:element>`,
  );
  return contract({
    schema: [...CONSTRUCTS.map(([, schema]) => schema), ...wrappers].join("\n"),
    operations: CONSTRUCTS.map(([type]) => ({
      name: `echo${type}`,
      input: `<wsdl:part name="parameters" element="tns:echo${type}" />`,
      output: `<wsdl:part name="parameters" element="tns:echo${type}Response" />`,
    })),
  });
}

/** ASMX's `object GetObject(int id)` (any-type.test.ts): untyped elements, the anyType codec, HTTP GET/POST. */
function anyTypeContract(): string {
  return contract({
    schema: `
      <xs:element name="GetObject"><xs:complexType><xs:sequence><xs:element minOccurs="1" maxOccurs="1" name="id" type="xs:int" /></xs:sequence></xs:complexType></xs:element>
      <xs:element name="GetObjectResponse"><xs:complexType><xs:sequence><xs:element minOccurs="0" maxOccurs="1" name="GetObjectResult" /></xs:sequence></xs:complexType></xs:element>
      <xs:element name="GetObjects"><xs:complexType><xs:sequence><xs:element minOccurs="1" maxOccurs="1" name="n" type="xs:int" /></xs:sequence></xs:complexType></xs:element>
      <xs:complexType name="ArrayOfAnyType"><xs:sequence><xs:element minOccurs="0" maxOccurs="unbounded" name="anyType" nillable="true" /></xs:sequence></xs:complexType>
      <xs:element name="GetObjectsResponse"><xs:complexType><xs:sequence><xs:element minOccurs="0" maxOccurs="1" name="GetObjectsResult" type="tns:ArrayOfAnyType" /></xs:sequence></xs:complexType></xs:element>
      <xs:element name="anyType" nillable="true" />
      <xs:element name="ArrayOfAnyType" nillable="true" type="tns:ArrayOfAnyType" />`,
    operations: ["GetObject", "GetObjects"].map((name) => ({
      name,
      input: `<wsdl:part name="parameters" element="tns:${name}" />`,
      output: `<wsdl:part name="parameters" element="tns:${name}Response" />`,
      http: { input: `<wsdl:part name="${name === "GetObject" ? "id" : "n"}" type="xs:string" />`, output: `<wsdl:part name="Body" element="tns:${name === "GetObject" ? "anyType" : "ArrayOfAnyType"}" />` },
    })),
    ports: ["soap11", "soap12", "httpGet", "httpPost"],
  });
}

/** Every contract the fuzz starts from. */
export function startingContracts(): Contract[] {
  const wcf = "test/adoption/contracts/wcf-orders";
  return [
    fromRepo("school", "wsdl/schoolservice.wsdl"),
    fromRepo("edge-cases", "test/scenarios/edge-cases/edge-cases.wsdl"),
    { name: "wcf-orders", kind: "wsdl", entry: "OrderService.wsdl", files: readTree(path.join(REPO_ROOT, wcf)) },
    fromRepo("cxf-inventory", "test/adoption/contracts/cxf-inventory/InventoryService.wsdl"),
    fromRepo("manifest-weather", "test/adoption/contracts/manifest-weather/weather.manifest.yaml"),
    fromRepo("school-manifest", "wsdl/schoolservice.manifest.yaml"),
    built("namespaces", namespacesContract()),
    built("constructs", constructsContract()),
    built("any-type", anyTypeContract()),
    built("echo-list", echoContract(`<xs:complexType name="Tags"><xs:sequence><xs:element name="tag" type="xs:string" minOccurs="0" maxOccurs="unbounded" /></xs:sequence></xs:complexType>`, "tns:Tags")),
  ];
}

// ---------------------------------------------------------------------------------------------
// A small mutable XML tree.

interface El {
  name: string;
  attrs: Map<string, string>;
  children: (El | string)[];
  parent: El | undefined;
  file: string;
  line: number;
}

interface Doc {
  file: string;
  root: El;
}

function parseXml(file: string, text: string): Doc {
  const parser = new SaxesParser({ xmlns: false, position: true });
  const open: El[] = [];
  let root: El | undefined;
  parser.on("opentag", (tag) => {
    const parent = open.at(-1);
    const el: El = { name: tag.name, attrs: new Map(Object.entries(tag.attributes as Record<string, string>)), children: [], parent, file, line: parser.line };
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

const escapeText = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
const escapeAttr = (s: string) => escapeText(s).replaceAll('"', "&quot;").replaceAll("\n", "&#10;").replaceAll("\r", "&#13;").replaceAll("\t", "&#9;");

function serialize(el: El): string {
  const attrs = [...el.attrs].map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join("");
  if (el.children.length === 0) return `<${el.name}${attrs} />`;
  return `<${el.name}${attrs}>${el.children.map((c) => (typeof c === "string" ? escapeText(c) : serialize(c))).join("")}</${el.name}>`;
}

const XSD = "http://www.w3.org/2001/XMLSchema";
const WSDL = "http://schemas.xmlsoap.org/wsdl/";
const SOAP_BINDINGS = ["http://schemas.xmlsoap.org/wsdl/soap/", "http://schemas.xmlsoap.org/wsdl/soap12/", "http://schemas.xmlsoap.org/wsdl/http/", "http://schemas.xmlsoap.org/wsdl/mime/"];

const local = (el: El) => el.name.slice(el.name.indexOf(":") + 1);
const prefixOf = (el: El) => (el.name.includes(":") ? el.name.slice(0, el.name.indexOf(":")) : "");

function scope(el: El): Map<string, string> {
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

const nsOf = (el: El) => scope(el).get(prefixOf(el)) ?? "";
const isIn = (el: El, ns: string, ...locals: string[]) => nsOf(el) === ns && (locals.length === 0 || locals.includes(local(el)));

function all(el: El, out: El[] = []): El[] {
  out.push(el);
  for (const c of el.children) if (typeof c !== "string") all(c, out);
  return out;
}

const elementChildren = (el: El) => el.children.filter((c): c is El => typeof c !== "string");

function remove(el: El): void {
  const siblings = el.parent!.children;
  siblings.splice(siblings.indexOf(el), 1);
}

function insertAfter(anchor: El, el: El): void {
  const siblings = anchor.parent!.children;
  siblings.splice(siblings.indexOf(anchor) + 1, 0, el);
  el.parent = anchor.parent;
}

function clone(el: El, parent: El | undefined): El {
  const copy: El = { ...el, attrs: new Map(el.attrs), children: [], parent };
  copy.children = el.children.map((c) => (typeof c === "string" ? c : clone(c, copy)));
  return copy;
}

function newElement(parent: El, name: string, attrs: Record<string, string> = {}): El {
  return { name, attrs: new Map(Object.entries(attrs)), children: [], parent, file: parent.file, line: parent.line };
}

/** The prefix `el` can name `ns` by, declaring one on it when none is in scope ("" for no namespace). */
function prefixFor(el: El, ns: string): string | undefined {
  const inScope = scope(el);
  for (const [p, v] of inScope) if (v === ns && p !== "") return p;
  if (ns === "") return inScope.has("") && inScope.get("") !== "" ? undefined : "";
  el.attrs.set("xmlns:fz", ns);
  return "fz";
}

function qname(el: El, ns: string, name: string): string | undefined {
  const p = prefixFor(el, ns);
  return p === undefined ? undefined : p === "" ? name : `${p}:${name}`;
}

/** Where an element is, for the mutation's description: file, line, and its start tag's name. */
function where(el: El): string {
  const name = el.attrs.get("name") ?? el.attrs.get("ref");
  return `${el.file}:${el.line} <${el.name}${name === undefined ? "" : ` name="${name}"`}>`;
}

// ---------------------------------------------------------------------------------------------
// What a WSDL declares, and what refers to it.

type DeclKind = "complexType" | "simpleType" | "element" | "attribute" | "group" | "attributeGroup" | "message" | "portType" | "binding";

interface Decl {
  kind: DeclKind;
  ns: string;
  name: string;
  el: El;
}

function declarations(docs: Doc[]): Decl[] {
  const decls: Decl[] = [];
  for (const doc of docs) {
    for (const el of all(doc.root)) {
      const name = el.attrs.get("name");
      if (name === undefined || !el.parent) continue;
      const parent = el.parent;
      if (isIn(parent, XSD, "schema") && isIn(el, XSD)) {
        const kind = local(el);
        if (["complexType", "simpleType", "element", "attribute", "group", "attributeGroup"].includes(kind)) decls.push({ kind: kind as DeclKind, ns: parent.attrs.get("targetNamespace") ?? "", name, el });
      } else if (isIn(parent, WSDL, "definitions") && isIn(el, WSDL, "message", "portType", "binding")) {
        decls.push({ kind: local(el) as DeclKind, ns: parent.attrs.get("targetNamespace") ?? "", name, el });
      }
    }
  }
  return decls;
}

/** The kinds of declaration an attribute of `el` refers to, if it is a reference. */
function refersTo(el: El, attr: string): DeclKind[] | undefined {
  const types: DeclKind[] = ["complexType", "simpleType"];
  if (isIn(el, XSD)) {
    const l = local(el);
    if (l === "element" && attr === "type") return types;
    if (l === "element" && attr === "ref") return ["element"];
    if (l === "attribute" && attr === "type") return ["simpleType"];
    if (l === "attribute" && attr === "ref") return ["attribute"];
    if ((l === "extension" || l === "restriction") && attr === "base") return types;
    if (l === "list" && attr === "itemType") return ["simpleType"];
    if (l === "union" && attr === "memberTypes") return ["simpleType"];
    if (l === "group" && attr === "ref") return ["group"];
    if (l === "attributeGroup" && attr === "ref") return ["attributeGroup"];
    return undefined;
  }
  if (isIn(el, WSDL)) {
    const l = local(el);
    if (l === "part" && attr === "element") return ["element"];
    if (l === "part" && attr === "type") return types;
    if (["input", "output", "fault"].includes(l) && attr === "message") return ["message"];
    if (l === "binding" && attr === "type") return ["portType"];
    if (l === "port" && attr === "binding") return ["binding"];
    return undefined;
  }
  if (SOAP_BINDINGS.includes(nsOf(el)) && ["header", "headerfault"].includes(local(el)) && attr === "message") return ["message"];
  return undefined;
}

/** The namespace and local name a QName attribute value means at `el`. */
function resolve(el: El, value: string): { ns: string; name: string } | undefined {
  const colon = value.indexOf(":");
  const inScope = scope(el);
  const p = colon < 0 ? "" : value.slice(0, colon);
  if (!inScope.has(p) && p !== "") return undefined;
  return { ns: inScope.get(p) ?? "", name: value.slice(colon + 1) };
}

// ---------------------------------------------------------------------------------------------
// Names to rename to: reserved words of JavaScript and TypeScript, keys of Object.prototype, names
// the generated code uses, names valid in XML but not in JavaScript, and names colliding with others.

const HOSTILE_NAMES = [
  "constructor", "__proto__", "prototype", "toString", "valueOf", "hasOwnProperty", "then",
  "class", "default", "delete", "new", "function", "this", "import", "export", "enum", "await", "yield", "let", "static",
  "interface", "type", "arguments", "eval", "undefined", "null", "NaN", "Infinity",
  "Object", "Promise", "Array", "Date", "Error", "Map", "Record", "Uint8Array", "BigInt",
  "string", "number", "boolean", "any", "unknown", "never", "object", "z",
  "_", "__", "a-b", "a.b", "_1", "a__b", "ü", "名前", "Client", "Schema", "Fault", "Response", "Result", "Request",
];

function caseVariant(name: string): string {
  const first = name[0]!;
  const flipped = first === first.toUpperCase() ? first.toLowerCase() : first.toUpperCase();
  return flipped === first ? name.toUpperCase() : flipped + name.slice(1);
}

/** A new name for `name`, given the other names it might collide with. */
function hostileName(rng: Rng, name: string, others: string[]): string {
  const other = others.length > 0 ? rng.pick(others) : name;
  switch (rng.int(6)) {
    case 0:
      return other;
    case 1:
      return caseVariant(other);
    case 2:
      return caseVariant(name);
    case 3:
      return `${other}${rng.pick(["Schema", "Response", "Result", "Request", "Fault", "Codec", "Type", "Client", "Server", "Array", "Item", "_", "-", "."])}`;
    case 4:
      return rng.pick(["ArrayOf", "get", "create", "$", "_", "is"]) + other;
    default:
      return rng.pick(HOSTILE_NAMES);
  }
}

// ---------------------------------------------------------------------------------------------
// The mutations of a WSDL. Each returns what it did, or undefined when it found nothing to act on.

interface WsdlCtx {
  rng: Rng;
  docs: Doc[];
  elements: El[];
  decls: Decl[];
}

type WsdlMutation = (ctx: WsdlCtx) => string | undefined;

const PARTICLES = ["element", "any", "group", "choice", "sequence", "all"];
const COMPOSITORS = ["sequence", "choice", "all"];

function xsdName(el: El, localName: string): string {
  const p = prefixOf(el);
  return p ? `${p}:${localName}` : localName;
}

const deleteElement: WsdlMutation = ({ rng, elements }) => {
  const el = rng.pick(elements.filter((e) => e.parent));
  remove(el);
  return `delete ${where(el)}`;
};

const deleteAttribute: WsdlMutation = ({ rng, elements }) => {
  const candidates = elements.filter((e) => [...e.attrs.keys()].some((k) => !k.startsWith("xmlns")));
  if (candidates.length === 0) return undefined;
  const el = rng.pick(candidates);
  const attr = rng.pick([...el.attrs.keys()].filter((k) => !k.startsWith("xmlns")));
  el.attrs.delete(attr);
  return `delete ${attr}= of ${where(el)}`;
};

const BUILTINS = ["anyType", "anyType", "anySimpleType", "string", "int", "long", "boolean", "dateTime", "date", "decimal", "double", "base64Binary", "hexBinary", "QName", "anyURI", "ID", "IDREFS", "NMTOKENS", "duration", "unsignedByte", "byte", "integer", "NOTATION"];

const retarget: WsdlMutation = ({ rng, elements, decls }) => {
  const refs = elements.flatMap((el) => [...el.attrs.keys()].filter((a) => refersTo(el, a) !== undefined).map((attr) => ({ el, attr })));
  if (refs.length === 0) return undefined;
  const { el, attr } = rng.pick(refs);
  const before = el.attrs.get(attr)!;
  const kinds = refersTo(el, attr)!;
  const resolved = resolve(el, before.split(/\s+/)[0]!);
  let after: string | undefined;
  switch (rng.int(7)) {
    case 0:
    case 1: {
      // Another declaration of a kind it may name, in any namespace.
      const same = decls.filter((d) => kinds.includes(d.kind));
      if (same.length > 0) {
        const d = rng.pick(same);
        after = qname(el, d.ns, d.name);
      }
      break;
    }
    case 2: {
      // A declaration of another kind (an element where a type is expected, a message for a binding).
      const other = decls.filter((d) => !kinds.includes(d.kind));
      if (other.length > 0) {
        const d = rng.pick(other);
        after = qname(el, d.ns, d.name);
      }
      break;
    }
    case 3:
      after = qname(el, XSD, rng.pick(BUILTINS));
      break;
    case 4:
      after = resolved && qname(el, resolved.ns, `${resolved.name}Missing`);
      break;
    case 5: {
      // The same local name by another prefix in scope (another namespace's).
      const prefixes = [...scope(el)].filter(([p, ns]) => p !== "" && p !== "xml" && ns !== resolved?.ns).map(([p]) => p);
      if (resolved && prefixes.length > 0) after = `${rng.pick(prefixes)}:${resolved.name}`;
      break;
    }
    default:
      after = resolved && rng.pick([`undeclared:${resolved.name}`, resolved.name]);
  }
  if (after === undefined || after === before) return undefined;
  el.attrs.set(attr, after);
  return `${where(el)}: ${attr}="${before}" -> "${after}"`;
};

const flip: WsdlMutation = ({ rng, elements }) => {
  const xsd = elements.filter((e) => isIn(e, XSD));
  const options: [El, string, string[]][] = [];
  for (const el of xsd) {
    const l = local(el);
    const inParticle = el.parent && isIn(el.parent, XSD, ...COMPOSITORS);
    if (PARTICLES.includes(l) && (inParticle || l !== "element")) {
      options.push([el, "minOccurs", ["0", "1", "2", "5", "-1", "unbounded"]]);
      options.push([el, "maxOccurs", ["0", "1", "2", "unbounded", "x"]]);
    }
    if (l === "element") options.push([el, "nillable", ["true", "false", "1", "yes"]]);
    if (l === "element" && !inParticle) options.push([el, "abstract", ["true", "false"]]);
    if (l === "complexType") {
      options.push([el, "abstract", ["true", "false"]]);
      options.push([el, "mixed", ["true", "false"]]);
    }
    if (l === "complexContent") options.push([el, "mixed", ["true", "false"]]);
    if (l === "attribute") options.push([el, "use", ["required", "optional", "prohibited", "sometimes"]]);
    if (l === "element" || l === "attribute") {
      options.push([el, "form", ["qualified", "unqualified"]]);
      options.push([el, rng.pick(["default", "fixed"]), ["", "0", "x", "true", "2024-01-01"]]);
    }
    if (l === "schema") options.push([el, rng.pick(["elementFormDefault", "attributeFormDefault"]), ["qualified", "unqualified"]]);
  }
  if (options.length === 0) return undefined;
  const [el, attr, values] = rng.pick(options);
  const before = el.attrs.get(attr);
  const after = rng.pick(values);
  if (before === after) return undefined;
  el.attrs.set(attr, after);
  return `${where(el)}: ${attr}=${before === undefined ? "(absent)" : `"${before}"`} -> "${after}"`;
};

const duplicate: WsdlMutation = ({ rng, elements, decls }) => {
  const fields = elements.filter((e) => isIn(e, XSD, "element", "attribute") && e.attrs.has("name") && e.parent && !isIn(e.parent, XSD, "schema"));
  const operations = elements.filter((e) => isIn(e, WSDL, "operation", "part"));
  const pool = [...decls.map((d) => d.el), ...fields, ...operations];
  if (pool.length === 0) return undefined;
  const el = rng.pick(pool);
  const copy = clone(el, el.parent);
  const name = el.attrs.get("name")!;
  const renamed = rng.chance(0.4) ? caseVariant(name) : name;
  copy.attrs.set("name", renamed);
  insertAfter(el, copy);
  return `duplicate ${where(el)}${renamed === name ? "" : ` as "${renamed}"`}`;
};

const compositor: WsdlMutation = ({ rng, elements }) => {
  const particles = elements.filter((e) => isIn(e, XSD, ...PARTICLES) && e.parent && isIn(e.parent, XSD, ...COMPOSITORS));
  if (particles.length === 0) return undefined;
  const el = rng.pick(particles);
  switch (rng.int(3)) {
    case 0: {
      // Wrap it in a new compositor.
      const kind = rng.pick(COMPOSITORS);
      const wrapper = newElement(el.parent!, xsdName(el, kind), rng.chance(0.3) ? { minOccurs: "0", maxOccurs: rng.pick(["1", "unbounded"]) } : {});
      insertAfter(el, wrapper);
      remove(el);
      wrapper.children.push(el);
      el.parent = wrapper;
      return `wrap ${where(el)} in <${wrapper.name}${wrapper.attrs.has("minOccurs") ? ` maxOccurs="${wrapper.attrs.get("maxOccurs")}"` : ""}>`;
    }
    case 1: {
      // Change the compositor holding it.
      const parent = el.parent!;
      const kind = rng.pick(COMPOSITORS.filter((c) => c !== local(parent)));
      const was = where(parent);
      parent.name = xsdName(parent, kind);
      return `${was} -> <${parent.name}>`;
    }
    default: {
      // Move it into another compositor, of this type or another.
      const targets = elements.filter((e) => isIn(e, XSD, ...COMPOSITORS) && e !== el.parent && !all(el).includes(e));
      if (targets.length === 0) return undefined;
      const target = rng.pick(targets);
      remove(el);
      target.children.splice(rng.int(target.children.length + 1), 0, el);
      el.parent = target;
      return `move ${where(el)} into ${where(target)}`;
    }
  }
};

const wildcard: WsdlMutation = ({ rng, elements }) => {
  if (rng.chance(0.5)) {
    const compositors = elements.filter((e) => isIn(e, XSD, ...COMPOSITORS));
    if (compositors.length === 0) return undefined;
    const target = rng.pick(compositors);
    const attrs: Record<string, string> = { namespace: rng.pick(["##any", "##other", "##local", "##targetNamespace", "urn:x"]), processContents: rng.pick(["lax", "skip", "strict"]) };
    if (rng.chance(0.6)) attrs.minOccurs = "0";
    if (rng.chance(0.6)) attrs.maxOccurs = rng.pick(["1", "unbounded"]);
    const any = newElement(target, xsdName(target, "any"), attrs);
    target.children.splice(rng.int(target.children.length + 1), 0, any);
    return `add <${any.name} ${Object.entries(attrs).map(([k, v]) => `${k}="${v}"`).join(" ")}> to ${where(target)}`;
  }
  const holders = elements.filter((e) => isIn(e, XSD, "complexType", "extension", "restriction", "attributeGroup") && !(local(e) === "restriction" && e.parent && isIn(e.parent, XSD, "simpleType")));
  if (holders.length === 0) return undefined;
  const target = rng.pick(holders);
  const any = newElement(target, xsdName(target, "anyAttribute"), { namespace: rng.pick(["##any", "##other"]), processContents: "lax" });
  target.children.push(any);
  return `add <${any.name}> to ${where(target)}`;
};

const derive: WsdlMutation = ({ rng, elements, decls }) => {
  const types = elements.filter((e) => isIn(e, XSD, "complexType") && elementChildren(e).every((c) => !isIn(c, XSD, "complexContent", "simpleContent")));
  if (types.length === 0) return undefined;
  const el = rng.pick(types);
  const bases = decls.filter((d) => d.kind === "complexType" || d.kind === "simpleType");
  const base = rng.chance(0.8) && bases.length > 0 ? rng.pick(bases) : { ns: XSD, name: rng.pick(BUILTINS) };
  const baseName = qname(el, base.ns, base.name);
  if (baseName === undefined) return undefined;
  const content = xsdName(el, rng.chance(0.8) ? "complexContent" : "simpleContent");
  const how = xsdName(el, rng.chance(0.7) ? "extension" : "restriction");
  const wrapper = newElement(el, content);
  const derivation = newElement(wrapper, how, { base: baseName });
  derivation.children = el.children.map((c) => (typeof c === "string" ? c : Object.assign(c, { parent: derivation })));
  wrapper.children = [derivation];
  el.children = [wrapper];
  return `wrap the content of ${where(el)} in <${content}><${how} base="${baseName}">`;
};

const dropNamespace: WsdlMutation = ({ rng, elements }) => {
  const holders = elements.filter((e) => [...e.attrs.keys()].some((k) => k === "xmlns" || k.startsWith("xmlns:")));
  if (holders.length === 0) return undefined;
  const el = rng.pick(holders);
  const attr = rng.pick([...el.attrs.keys()].filter((k) => k === "xmlns" || k.startsWith("xmlns:")));
  el.attrs.delete(attr);
  return `delete the namespace declaration ${attr}= of ${where(el)}`;
};

const dropWsdlPiece: WsdlMutation = ({ rng, elements }) => {
  const pieces = elements.filter((e) => e.parent && (isIn(e, WSDL) || SOAP_BINDINGS.includes(nsOf(e)) || isIn(e, XSD, "schema", "import", "include")));
  if (pieces.length === 0) return undefined;
  const el = rng.pick(pieces);
  remove(el);
  return `delete ${where(el)}`;
};

const renameOperation: WsdlMutation = ({ rng, elements }) => {
  const ops = elements.filter((e) => isIn(e, WSDL, "operation") && e.parent && isIn(e.parent, WSDL, "portType"));
  if (ops.length === 0) return undefined;
  const op = rng.pick(ops);
  const name = op.attrs.get("name")!;
  const others = ops.map((o) => o.attrs.get("name")!).filter((n) => n !== name);
  const renamed = hostileName(rng, name, others);
  // Mostly everywhere it is named (port types and bindings), so the contract stays whole.
  const everywhere = rng.chance(0.85);
  const named = everywhere ? elements.filter((e) => isIn(e, WSDL, "operation") && e.attrs.get("name") === name) : [op];
  for (const e of named) e.attrs.set("name", renamed);
  return `rename the operation ${name} to "${renamed}" (${everywhere ? "in its port types and bindings" : `only in ${where(op)}`})`;
};

const renameDeclaration: WsdlMutation = ({ rng, elements, decls }) => {
  if (decls.length === 0) return undefined;
  const d = rng.pick(decls);
  const others = decls.filter((o) => o !== d).map((o) => o.name);
  const renamed = hostileName(rng, d.name, others);
  const was = where(d.el);
  const refs = elements.flatMap((el) =>
    [...el.attrs.keys()]
      .filter((a) => refersTo(el, a)?.includes(d.kind) && a !== "memberTypes")
      .filter((a) => {
        const r = resolve(el, el.attrs.get(a)!);
        return r?.ns === d.ns && r.name === d.name;
      })
      .map((a) => ({ el, a })),
  );
  d.el.attrs.set("name", renamed);
  for (const { el, a } of refs) {
    const v = el.attrs.get(a)!;
    el.attrs.set(a, v.includes(":") ? `${v.slice(0, v.indexOf(":"))}:${renamed}` : renamed);
  }
  return `rename the ${d.kind} ${d.name} (${was}) and its ${refs.length} references to "${renamed}"`;
};

const renameField: WsdlMutation = ({ rng, elements }) => {
  const fields = elements.filter((e) => isIn(e, XSD, "element", "attribute") && e.attrs.has("name") && e.parent && !isIn(e.parent, XSD, "schema"));
  const parts = elements.filter((e) => isIn(e, WSDL, "part"));
  const pool = [...fields, ...parts];
  if (pool.length === 0) return undefined;
  const el = rng.pick(pool);
  const name = el.attrs.get("name")!;
  const siblings = elementChildren(el.parent!).flatMap((s) => (s !== el && s.attrs.has("name") ? [s.attrs.get("name")!] : []));
  const renamed = hostileName(rng, name, siblings);
  const was = where(el);
  el.attrs.set("name", renamed);
  return `${was}: name -> "${renamed}"`;
};

/** The service's name makes the packages' and the client's names: a type's name, a reserved word. */
const renameService: WsdlMutation = ({ rng, elements, decls }) => {
  const services = elements.filter((e) => isIn(e, WSDL, "service") && e.attrs.has("name"));
  if (services.length === 0) return undefined;
  const service = rng.pick(services);
  const name = service.attrs.get("name")!;
  const was = where(service);
  const renamed = hostileName(rng, name, decls.map((d) => d.name));
  service.attrs.set("name", renamed);
  return `${was}: name -> "${renamed}"`;
};

const bindingStyle: WsdlMutation = ({ rng, elements }) => {
  const soap = elements.filter((e) => SOAP_BINDINGS.slice(0, 2).includes(nsOf(e)) && ["binding", "operation", "body", "header", "fault"].includes(local(e)));
  if (soap.length === 0) return undefined;
  const el = rng.pick(soap);
  const [attr, values] = rng.pick([
    ["style", ["rpc", "document", "wrapped"]],
    ["use", ["literal", "encoded"]],
    ["namespace", ["urn:rpc", ""]],
    ["parts", ["", "parameters", "missing"]],
    ["soapAction", ["", "urn:same", "\"quoted\""]],
  ] as const);
  const before = el.attrs.get(attr);
  const after = rng.pick(values);
  el.attrs.set(attr, after);
  return `${where(el)}: ${attr}=${before === undefined ? "(absent)" : `"${before}"`} -> "${after}"`;
};

const swapPartKind: WsdlMutation = ({ rng, elements }) => {
  const parts = elements.filter((e) => isIn(e, WSDL, "part") && (e.attrs.has("element") || e.attrs.has("type")));
  if (parts.length === 0) return undefined;
  const part = rng.pick(parts);
  const [from, to] = part.attrs.has("element") ? ["element", "type"] : ["type", "element"];
  const value = part.attrs.get(from)!;
  part.attrs.delete(from);
  part.attrs.set(to, value);
  return `${where(part)}: ${from}="${value}" -> ${to}="${value}"`;
};

const WSDL_MUTATIONS: [WsdlMutation, number][] = [
  [deleteElement, 2],
  [deleteAttribute, 2],
  [retarget, 5],
  [flip, 4],
  [duplicate, 2],
  [compositor, 3],
  [wildcard, 2],
  [derive, 2],
  [dropNamespace, 1],
  [dropWsdlPiece, 2],
  [renameOperation, 3],
  [renameDeclaration, 3],
  [renameField, 3],
  [renameService, 1],
  [bindingStyle, 1],
  [swapPartKind, 1],
];

function weighted<T>(rng: Rng, items: [T, number][]): T {
  let n = rng.next() * items.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of items) {
    n -= w;
    if (n < 0) return item;
  }
  return items.at(-1)![0];
}

function mutateWsdl(c: Contract, rng: Rng, count: number): { files: Record<string, string>; applied: string[] } {
  const docs = Object.entries(c.files).map(([file, text]) => parseXml(file, text));
  const applied: string[] = [];
  for (let tries = 0; applied.length < count && tries < 50; tries++) {
    const elements = docs.flatMap((d) => all(d.root));
    const done = weighted(rng, WSDL_MUTATIONS)({ rng, docs, elements, decls: declarations(docs) });
    if (done !== undefined) applied.push(done);
  }
  const files = Object.fromEntries(docs.map((d) => [d.file, `<?xml version="1.0" encoding="utf-8"?>\n${serialize(d.root)}\n`]));
  return { files, applied };
}

// ---------------------------------------------------------------------------------------------
// The mutations of a manifest, on its data.

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** Every (holder, key) in the document, with its path. */
function slots(value: unknown, at: string[] = [], out: { holder: Json | unknown[]; key: string | number; path: string[] }[] = []) {
  if (Array.isArray(value)) value.forEach((v, i) => (out.push({ holder: value, key: i, path: [...at, String(i)] }), slots(v, [...at, String(i)], out)));
  else if (isObject(value)) for (const [k, v] of Object.entries(value)) out.push({ holder: value, key: k, path: [...at, k] }), slots(v, [...at, k], out);
  return out;
}

/** Renames key `from` of `obj` to `to`, keeping the keys' order. */
function renameKey(obj: Json, from: string, to: string): void {
  const entries = Object.entries(obj).map(([k, v]) => [k === from ? to : k, v] as const);
  for (const k of Object.keys(obj)) delete obj[k];
  for (const [k, v] of entries) obj[k] = v;
}

/** Field maps: the types' compositors, the operations' parameters. */
function fieldMaps(m: Json): { map: Json; path: string }[] {
  const out: { map: Json; path: string }[] = [];
  for (const [name, t] of Object.entries((m.types as Json | undefined) ?? {})) {
    for (const c of ["sequence", "all", "choice", "attributes"]) if (isObject(t) && isObject(t[c])) out.push({ map: t[c] as Json, path: `types.${name}.${c}` });
  }
  for (const [name, op] of Object.entries((m.operations as Json | undefined) ?? {})) if (isObject(op) && isObject(op.parameters)) out.push({ map: op.parameters, path: `operations.${name}.parameters` });
  return out;
}

/** Every place holding a type name: [holder, key, path]. */
function typeRefs(m: Json): [Json, string, string][] {
  const out: [Json, string, string][] = [];
  for (const { map, path } of fieldMaps(m)) {
    for (const [k, v] of Object.entries(map)) {
      if (typeof v === "string") out.push([map, k, `${path}.${k}`]);
      else if (isObject(v) && typeof v.type === "string") out.push([v, "type", `${path}.${k}.type`]);
    }
  }
  for (const [section, keys] of [["types", ["extends", "base", "restriction", "list"]], ["operations", ["result"]], ["headers", ["type"]], ["elements", ["type"]]] as const) {
    for (const [name, v] of Object.entries((m[section] as Json | undefined) ?? {})) {
      if (!isObject(v)) continue;
      for (const key of keys) if (typeof v[key] === "string") out.push([v, key, `${section}.${name}.${key}`]);
      if (isObject(v.data) && typeof v.data.type === "string") out.push([v.data, "type", `${section}.${name}.data.type`]);
    }
  }
  return out;
}

type ManifestMutation = (m: Json, rng: Rng) => string | undefined;

const M_BUILTINS = ["anyType", "string", "int", "long", "boolean", "dateTime", "decimal", "base64Binary", "guid", "char", "duration", "QName", "xsd:anyType", "xsd:string", "anySimpleType", "unsignedLong"];

const manifestMutations: [ManifestMutation, number][] = [
  [
    (m, rng) => {
      const s = slots(m).filter((x) => x.path.length > 1);
      const { holder, key, path } = rng.pick(s);
      if (Array.isArray(holder)) holder.splice(key as number, 1);
      else delete holder[key as string];
      return `delete ${path.join(".")}`;
    },
    3,
  ],
  [
    (m, rng) => {
      const refs = typeRefs(m);
      if (refs.length === 0) return undefined;
      const [holder, key, path] = rng.pick(refs);
      const names = Object.keys((m.types as Json | undefined) ?? {});
      const before = holder[key] as string;
      const after = rng.pick([...(names.length > 0 ? [rng.pick(names), `tns:${rng.pick(names)}`, caseVariant(rng.pick(names))] : []), rng.pick(M_BUILTINS), `${before}Missing`, "xsd:Missing", `tns:${before}`]);
      holder[key] = after;
      return `${path}: ${before} -> ${after}`;
    },
    5,
  ],
  [
    (m, rng) => {
      const maps = fieldMaps(m).filter((f) => !f.path.endsWith(".attributes") && Object.keys(f.map).length > 0);
      if (maps.length === 0) return undefined;
      const { map, path } = rng.pick(maps);
      const key = rng.pick(Object.keys(map));
      const v = map[key];
      const field: Json = isObject(v) ? { ...v } : { type: v };
      const attr = rng.pick(["minOccurs", "maxOccurs", "nillable"]);
      field[attr] = attr === "minOccurs" ? rng.pick([0, 1, 2, 5]) : attr === "maxOccurs" ? rng.pick([1, 2, "unbounded"]) : rng.pick([true, false]);
      map[key] = field;
      return `${path}.${key}: ${attr} -> ${String(field[attr])}`;
    },
    3,
  ],
  [
    (m, rng) => {
      // Rename an operation, a type (and its references), a field, a parameter, a header or an element.
      const section = rng.pick(["operations", "types", "fields", "headers", "elements"]);
      if (section === "fields") {
        const maps = fieldMaps(m).filter((f) => Object.keys(f.map).length > 0);
        if (maps.length === 0) return undefined;
        const { map, path } = rng.pick(maps);
        const key = rng.pick(Object.keys(map));
        const renamed = hostileName(rng, key, Object.keys(map).filter((k) => k !== key));
        renameKey(map, key, renamed);
        return `rename ${path}.${key} to "${renamed}"`;
      }
      const holder = m[section] as Json | undefined;
      if (!isObject(holder) || Object.keys(holder).length === 0) return undefined;
      const key = rng.pick(Object.keys(holder));
      const allNames = ["operations", "types", "headers", "elements"].flatMap((s) => Object.keys((m[s] as Json | undefined) ?? {}));
      const renamed = hostileName(rng, key, allNames.filter((n) => n !== key));
      renameKey(holder, key, renamed);
      let refs = 0;
      if (section === "types") {
        for (const [h, k] of typeRefs(m)) {
          if (h[k] === key || h[k] === `tns:${key}`) {
            h[k] = renamed;
            refs++;
          }
        }
      }
      return `rename ${section}.${key} to "${renamed}"${section === "types" ? ` with its ${refs} references` : ""}`;
    },
    5,
  ],
  [
    (m, rng) => {
      const service = m.service as Json;
      const names = ["types", "operations", "headers", "elements"].flatMap((s) => Object.keys((m[s] as Json | undefined) ?? {}));
      const before = service.name as string;
      service.name = hostileName(rng, before, names);
      return `service.name: ${before} -> ${String(service.name)}`;
    },
    1,
  ],
  [
    (m, rng) => {
      // A copy of a type or an operation under a name differing only by case.
      const section = rng.pick(["types", "operations"]);
      const holder = m[section] as Json | undefined;
      if (!isObject(holder) || Object.keys(holder).length === 0) return undefined;
      const key = rng.pick(Object.keys(holder));
      holder[caseVariant(key)] = structuredClone(holder[key]);
      return `copy ${section}.${key} as "${caseVariant(key)}"`;
    },
    2,
  ],
  [
    (m, rng) => {
      const types = Object.entries((m.types as Json | undefined) ?? {}).filter(([, t]) => isObject(t));
      if (types.length === 0) return undefined;
      const [name, t] = rng.pick(types) as [string, Json];
      switch (rng.int(5)) {
        case 0: {
          const from = ["sequence", "all", "choice"].find((c) => c in t);
          const to = rng.pick(["sequence", "all", "choice"].filter((c) => c !== from));
          if (from) renameKey(t, from, to);
          else t[to] = { x: "string" };
          return `types.${name}: ${from ?? "(no compositor)"} -> ${to}`;
        }
        case 1:
          t.abstract = !t.abstract;
          return `types.${name}.abstract -> ${String(t.abstract)}`;
        case 2:
          t.anyAttribute = !t.anyAttribute;
          return `types.${name}.anyAttribute -> ${String(t.anyAttribute)}`;
        case 3: {
          const names = Object.keys(m.types as Json);
          t.extends = rng.pick([rng.pick(names), name, "string", "anyType"]);
          return `types.${name}.extends -> ${String(t.extends)}`;
        }
        default: {
          const values = rng.pick([["a", "a"], ["", "x"], ["constructor", "__proto__"], ["a b", "A B"], ["1", "01"], ["Ä", "ä"], ["x", "X"]]);
          t.enum = values;
          for (const k of ["sequence", "all", "choice", "attributes", "extends", "abstract", "anyAttribute"]) if (rng.chance(0.5)) delete t[k];
          return `types.${name}.enum -> ${JSON.stringify(values)}`;
        }
      }
    },
    3,
  ],
];

function mutateManifest(c: Contract, rng: Rng, count: number): { files: Record<string, string>; applied: string[] } {
  const m = YAML.parse(c.files[c.entry]!) as Json;
  const applied: string[] = [];
  for (let tries = 0; applied.length < count && tries < 50; tries++) {
    const done = weighted(rng, manifestMutations)(m, rng);
    if (done !== undefined) applied.push(done);
  }
  return { files: { [c.entry]: YAML.stringify(m) }, applied };
}

/** `c` with `count` seeded mutations, and what each did. */
export function mutate(c: Contract, rng: Rng, count: number): { files: Record<string, string>; applied: string[] } {
  return c.kind === "wsdl" ? mutateWsdl(c, rng, count) : mutateManifest(c, rng, count);
}
