/**
 * The mutations of a WSDL and its schemas, as a schema author or a broken toolchain would make
 * them: an element or attribute gone, a reference pointing elsewhere, occurrences flipped, a
 * declaration duplicated or renamed to a reserved word, a particle moved into another compositor,
 * a wildcard added, content wrapped in a derivation, a namespace declaration dropped, binding
 * pieces missing. Each returns a line saying what it did and where.
 */
import type { Contract } from "./starting-contracts.ts";
import { caseVariant, hostileName } from "./hostile-names.ts";
import { type Rng, weighted } from "./rng.ts";
import {
  type Doc,
  type El,
  SOAP_BINDINGS,
  WSDL,
  XSD,
  all,
  clone,
  elementChildren,
  insertAfter,
  isIn,
  local,
  newElement,
  nsOf,
  parseXml,
  prefixOf,
  qname,
  remove,
  scope,
  serialize,
  where,
} from "./xml-tree.ts";

// ---------------------------------------------------------------------------------------------
// What a WSDL declares, and what refers to it.

type DeclKind =
  | "complexType"
  | "simpleType"
  | "element"
  | "attribute"
  | "group"
  | "attributeGroup"
  | "message"
  | "portType"
  | "binding";

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
        if (
          ["complexType", "simpleType", "element", "attribute", "group", "attributeGroup"].includes(
            kind,
          )
        )
          decls.push({
            kind: kind as DeclKind,
            ns: parent.attrs.get("targetNamespace") ?? "",
            name,
            el,
          });
      } else if (
        isIn(parent, WSDL, "definitions") &&
        isIn(el, WSDL, "message", "portType", "binding")
      ) {
        decls.push({
          kind: local(el) as DeclKind,
          ns: parent.attrs.get("targetNamespace") ?? "",
          name,
          el,
        });
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
  if (
    SOAP_BINDINGS.includes(nsOf(el)) &&
    ["header", "headerfault"].includes(local(el)) &&
    attr === "message"
  )
    return ["message"];
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
  const candidates = elements.filter((e) =>
    [...e.attrs.keys()].some((k) => !k.startsWith("xmlns")),
  );
  if (candidates.length === 0) return undefined;
  const el = rng.pick(candidates);
  const attr = rng.pick([...el.attrs.keys()].filter((k) => !k.startsWith("xmlns")));
  el.attrs.delete(attr);
  return `delete ${attr}= of ${where(el)}`;
};

const BUILTINS = [
  "anyType",
  "anyType",
  "anySimpleType",
  "string",
  "int",
  "long",
  "boolean",
  "dateTime",
  "date",
  "decimal",
  "double",
  "base64Binary",
  "hexBinary",
  "QName",
  "anyURI",
  "ID",
  "IDREFS",
  "NMTOKENS",
  "duration",
  "unsignedByte",
  "byte",
  "integer",
  "NOTATION",
];

const retarget: WsdlMutation = ({ rng, elements, decls }) => {
  const refs = elements.flatMap((el) =>
    [...el.attrs.keys()].filter((a) => refersTo(el, a) !== undefined).map((attr) => ({ el, attr })),
  );
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
      const prefixes = [...scope(el)]
        .filter(([p, ns]) => p !== "" && p !== "xml" && ns !== resolved?.ns)
        .map(([p]) => p);
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
    if (l === "attribute")
      options.push([el, "use", ["required", "optional", "prohibited", "sometimes"]]);
    if (l === "element" || l === "attribute") {
      options.push([el, "form", ["qualified", "unqualified"]]);
      options.push([el, rng.pick(["default", "fixed"]), ["", "0", "x", "true", "2024-01-01"]]);
    }
    if (l === "schema")
      options.push([
        el,
        rng.pick(["elementFormDefault", "attributeFormDefault"]),
        ["qualified", "unqualified"],
      ]);
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
  const fields = elements.filter(
    (e) =>
      isIn(e, XSD, "element", "attribute") &&
      e.attrs.has("name") &&
      e.parent &&
      !isIn(e.parent, XSD, "schema"),
  );
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
  const particles = elements.filter(
    (e) => isIn(e, XSD, ...PARTICLES) && e.parent && isIn(e.parent, XSD, ...COMPOSITORS),
  );
  if (particles.length === 0) return undefined;
  const el = rng.pick(particles);
  switch (rng.int(3)) {
    case 0: {
      // Wrap it in a new compositor.
      const kind = rng.pick(COMPOSITORS);
      const wrapper = newElement(
        el.parent!,
        xsdName(el, kind),
        rng.chance(0.3) ? { minOccurs: "0", maxOccurs: rng.pick(["1", "unbounded"]) } : {},
      );
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
      const targets = elements.filter(
        (e) => isIn(e, XSD, ...COMPOSITORS) && e !== el.parent && !all(el).includes(e),
      );
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
    const attrs: Record<string, string> = {
      namespace: rng.pick(["##any", "##other", "##local", "##targetNamespace", "urn:x"]),
      processContents: rng.pick(["lax", "skip", "strict"]),
    };
    if (rng.chance(0.6)) attrs.minOccurs = "0";
    if (rng.chance(0.6)) attrs.maxOccurs = rng.pick(["1", "unbounded"]);
    const any = newElement(target, xsdName(target, "any"), attrs);
    target.children.splice(rng.int(target.children.length + 1), 0, any);
    return `add <${any.name} ${Object.entries(attrs)
      .map(([k, v]) => `${k}="${v}"`)
      .join(" ")}> to ${where(target)}`;
  }
  const holders = elements.filter(
    (e) =>
      isIn(e, XSD, "complexType", "extension", "restriction", "attributeGroup") &&
      !(local(e) === "restriction" && e.parent && isIn(e.parent, XSD, "simpleType")),
  );
  if (holders.length === 0) return undefined;
  const target = rng.pick(holders);
  const any = newElement(target, xsdName(target, "anyAttribute"), {
    namespace: rng.pick(["##any", "##other"]),
    processContents: "lax",
  });
  target.children.push(any);
  return `add <${any.name}> to ${where(target)}`;
};

const derive: WsdlMutation = ({ rng, elements, decls }) => {
  const types = elements.filter(
    (e) =>
      isIn(e, XSD, "complexType") &&
      elementChildren(e).every((c) => !isIn(c, XSD, "complexContent", "simpleContent")),
  );
  if (types.length === 0) return undefined;
  const el = rng.pick(types);
  const bases = decls.filter((d) => d.kind === "complexType" || d.kind === "simpleType");
  const base =
    rng.chance(0.8) && bases.length > 0 ? rng.pick(bases) : { ns: XSD, name: rng.pick(BUILTINS) };
  const baseName = qname(el, base.ns, base.name);
  if (baseName === undefined) return undefined;
  const content = xsdName(el, rng.chance(0.8) ? "complexContent" : "simpleContent");
  const how = xsdName(el, rng.chance(0.7) ? "extension" : "restriction");
  const wrapper = newElement(el, content);
  const derivation = newElement(wrapper, how, { base: baseName });
  derivation.children = el.children.map((c) =>
    typeof c === "string" ? c : Object.assign(c, { parent: derivation }),
  );
  wrapper.children = [derivation];
  el.children = [wrapper];
  return `wrap the content of ${where(el)} in <${content}><${how} base="${baseName}">`;
};

const dropNamespace: WsdlMutation = ({ rng, elements }) => {
  const holders = elements.filter((e) =>
    [...e.attrs.keys()].some((k) => k === "xmlns" || k.startsWith("xmlns:")),
  );
  if (holders.length === 0) return undefined;
  const el = rng.pick(holders);
  const attr = rng.pick(
    [...el.attrs.keys()].filter((k) => k === "xmlns" || k.startsWith("xmlns:")),
  );
  el.attrs.delete(attr);
  return `delete the namespace declaration ${attr}= of ${where(el)}`;
};

const dropWsdlPiece: WsdlMutation = ({ rng, elements }) => {
  const pieces = elements.filter(
    (e) =>
      e.parent &&
      (isIn(e, WSDL) ||
        SOAP_BINDINGS.includes(nsOf(e)) ||
        isIn(e, XSD, "schema", "import", "include")),
  );
  if (pieces.length === 0) return undefined;
  const el = rng.pick(pieces);
  remove(el);
  return `delete ${where(el)}`;
};

const renameOperation: WsdlMutation = ({ rng, elements }) => {
  const ops = elements.filter(
    (e) => isIn(e, WSDL, "operation") && e.parent && isIn(e.parent, WSDL, "portType"),
  );
  if (ops.length === 0) return undefined;
  const op = rng.pick(ops);
  const name = op.attrs.get("name")!;
  const others = ops.map((o) => o.attrs.get("name")!).filter((n) => n !== name);
  const renamed = hostileName(rng, name, others);
  // Mostly everywhere it is named (port types and bindings), so the contract stays whole.
  const everywhere = rng.chance(0.85);
  const named = everywhere
    ? elements.filter((e) => isIn(e, WSDL, "operation") && e.attrs.get("name") === name)
    : [op];
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
  const fields = elements.filter(
    (e) =>
      isIn(e, XSD, "element", "attribute") &&
      e.attrs.has("name") &&
      e.parent &&
      !isIn(e.parent, XSD, "schema"),
  );
  const parts = elements.filter((e) => isIn(e, WSDL, "part"));
  const pool = [...fields, ...parts];
  if (pool.length === 0) return undefined;
  const el = rng.pick(pool);
  const name = el.attrs.get("name")!;
  const siblings = elementChildren(el.parent!).flatMap((s) =>
    s !== el && s.attrs.has("name") ? [s.attrs.get("name")!] : [],
  );
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
  const renamed = hostileName(
    rng,
    name,
    decls.map((d) => d.name),
  );
  service.attrs.set("name", renamed);
  return `${was}: name -> "${renamed}"`;
};

const bindingStyle: WsdlMutation = ({ rng, elements }) => {
  const soap = elements.filter(
    (e) =>
      SOAP_BINDINGS.slice(0, 2).includes(nsOf(e)) &&
      ["binding", "operation", "body", "header", "fault"].includes(local(e)),
  );
  if (soap.length === 0) return undefined;
  const el = rng.pick(soap);
  const [attr, values] = rng.pick([
    ["style", ["rpc", "document", "wrapped"]],
    ["use", ["literal", "encoded"]],
    ["namespace", ["urn:rpc", ""]],
    ["parts", ["", "parameters", "missing"]],
    ["soapAction", ["", "urn:same", '"quoted"']],
  ] as const);
  const before = el.attrs.get(attr);
  const after = rng.pick(values);
  el.attrs.set(attr, after);
  return `${where(el)}: ${attr}=${before === undefined ? "(absent)" : `"${before}"`} -> "${after}"`;
};

const swapPartKind: WsdlMutation = ({ rng, elements }) => {
  const parts = elements.filter(
    (e) => isIn(e, WSDL, "part") && (e.attrs.has("element") || e.attrs.has("type")),
  );
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

/** `c` (a WSDL) with `count` seeded mutations, and what each did. */
export function mutateWsdl(
  c: Contract,
  rng: Rng,
  count: number,
): { files: Record<string, string>; applied: string[] } {
  const docs = Object.entries(c.files).map(([file, text]) => parseXml(file, text));
  const applied: string[] = [];
  for (let tries = 0; applied.length < count && tries < 50; tries++) {
    const elements = docs.flatMap((d) => all(d.root));
    const done = weighted(rng, WSDL_MUTATIONS)({ rng, docs, elements, decls: declarations(docs) });
    if (done !== undefined) applied.push(done);
  }
  const files = Object.fromEntries(
    docs.map((d) => [d.file, `<?xml version="1.0" encoding="utf-8"?>\n${serialize(d.root)}\n`]),
  );
  return { files, applied };
}
