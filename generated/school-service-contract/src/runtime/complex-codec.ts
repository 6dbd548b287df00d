// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * Complex types: child elements (fields), attributes, and what a schema may add to them: a text
 * value (simple content, `$value`), elements and attributes it does not name (wildcards, kept as
 * XML in `$any` and as text in `$attributes`), text between the children (mixed content, `$text`),
 * and derived types chosen by `xsi:type` (`$type` names the derived type of a value).
 */
import {
  XSI_NS,
  XmlValueError,
  XmlWriter,
  pathed,
  readField,
  keepOrder,
  readFields,
  fieldTable,
  scopedWriters,
  writeChildren,
  writeChild,
  type Codec,
  fieldOf,
  type FieldCodec,
  type FieldSpec,
  type TextCodec,
} from "./codec.js";
import { XmlEvent, isXmlNCName, type CanonicalForm, type XmlReader } from "./xml-reader.js";
import { assertXmlText, escapeXml, escapeXmlText } from "./xml-text.js";
import { setOwn } from "./own-property.js";
import { regExpLiteral } from "./reg-exp-literal.js";

/** One attribute of a complex type: unqualified (namespace ""), its property named as it, unless said. */
export interface AttributeSpec {
  readonly xml: string;
  readonly ns?: string;
  readonly ts?: string;
  readonly codec: TextCodec<unknown> | (() => TextCodec<unknown>);
}

export interface ComplexDescriptor {
  /** The type's name, for messages. */
  readonly name: string;
  /** The type this one extends: its content comes first, before this type's own. */
  readonly base?: () => ComplexCodec<unknown>;
  /** Namespace of the children written without a declaration of their own. */
  readonly ns: string;
  readonly fields: readonly FieldSpec[];
  readonly attributes?: readonly AttributeSpec[];
  /** Simple content: the element's text is a value of this codec. */
  readonly text?: TextCodec<unknown> | (() => TextCodec<unknown>);
  /** `xs:any`: children no field names are kept as XML. */
  readonly anyElements?: boolean;
  /** `xs:anyAttribute`: attributes no attribute names are kept. */
  readonly anyAttribute?: boolean;
  readonly mixed?: boolean;
  /** The type's own name as an `xsi:type` names it; absent for an anonymous type. */
  readonly typeName?: { readonly ns: string; readonly local: string };
  /** The types derived from this one, by their `{namespace}local` names. */
  readonly derived?: () => ReadonlyMap<string, ComplexCodec<unknown>>;
}

/**
 * A type's content compiled at generation time, for a type of child elements alone (no
 * attributes, text, wildcards, bases or derived types), all in the type's namespace: what the
 * descriptor says, written out as code, so no table is walked per element. Used where the
 * element's children are in the type's namespace by default; the descriptor serves any other case,
 * and gives a refused value its message.
 */
export interface CompiledContent<T> {
  /**
   * The children of `value` in schema order, as markup to append after the element's start tag
   * (XmlWriter.children): built in one string, not element by element. A child its codec writes
   * itself (base64Binary, which may become an attachment; a type not compiled) is written to `w`
   * in its place, after the markup before it, which is then not in the string returned.
   */
  writeChildren(w: XmlWriter, value: T): string;
  /**
   * Set where writeChildren writes every child into the string it returns, never to `w` (a type of
   * texts and of such types): an element of the type can then be built whole, as a list's items
   * are (ComplexCodec.writeItems).
   */
  readonly writesText?: true;
  /** Reads the element's children, the reader at its Start, into `target`; leaves it at its End. */
  readChildren(r: XmlReader, target: Record<string, unknown>): void;
  /** The content's canonical form, read in one match where it is written so: not every type has one. */
  readonly canonical?: CanonicalContent;
}

/**
 * A type's content as ASMX and soapgen's own writer write it, matched in one native step: each
 * field's element once at most, in schema order, unprefixed and without attributes (so never
 * `xsi:nil`), a text field holding plain text, a nested field the canonical content of its own
 * type, white space alone between them. The reader checks it reads as its own scan would
 * (XmlReader.readCanonicalContent); anything else is read by readChildren, as before. Each field
 * set from its capture goes through the field's codec as readChildren's does, so values and
 * refusals are the same. A list's items are read so one after the other (readCanonicalChild),
 * without their start tags' events (10,000 declared records: 10.1 ms instead of 18.5, the least
 * of a loop of decodes).
 */
export interface CanonicalContent extends CanonicalForm {
  /** Sets the fields of a match of `content` on `target`, in schema order. */
  read(matched: RegExpExecArray, target: Record<string, unknown>): void;
}

export interface ComplexCodec<T> extends Codec<T> {
  readonly descriptor: ComplexDescriptor;
  /** The type's content compiled at generation time, when it is. */
  readonly compiled: CompiledContent<T> | undefined;
  /** What an element of the type holds, its bases' content included (worked out on first use). */
  content(): ComplexContent;
  /** Reads this type's content, whatever the element's `xsi:type` says. */
  readContent(r: XmlReader): T;
  /**
   * A new value of the type, its fields to be set: a plain object (its prototype Object.prototype,
   * as `{}`'s), made by a constructor of the type's own (see plainObjectConstructor).
   */
  newValue(): Record<string, unknown>;
  /** Writes `value` as this type, whatever its `$type` says (see Codec.writeElement). */
  writeAs(w: XmlWriter, start: string, name: string, path: string, value: T, scope?: string): void;
}

/** A type's content on the wire: its bases' first, then its own. */
export interface ComplexContent {
  readonly fields: readonly FieldCodec[];
  readonly attributes: readonly Required<AttributeSpec>[];
  readonly text?: TextCodec<unknown> | (() => TextCodec<unknown>);
  readonly anyElements: boolean;
  readonly anyAttribute: boolean;
  readonly mixed: boolean;
}

type Fields = Record<string, unknown>;

/** A codec given as itself or as a thunk (one declared later). */
export const thunked = <C extends object>(c: C | (() => C)): C =>
  typeof c === "function" ? (c as () => C)() : c;

export function complexCodec<T>(
  d: ComplexDescriptor,
  compiled?: CompiledContent<T>,
): ComplexCodec<T> {
  const ownType = d.typeName ? `{${d.typeName.ns}}${d.typeName.local}` : undefined;
  // Made on first use, when the codecs this one refers to (its base's) are all declared.
  let prepared: Prepared | undefined;
  const p = (): Prepared => (prepared ??= prepare(d));

  const canonical = compiled?.canonical;
  const Value = plainObjectConstructor();
  const codec: ComplexCodec<T> = {
    expected: `a ${d.name}`,
    descriptor: d,
    compiled,
    content: () => p().content,
    read(r) {
      const xsiType = d.derived ? r.attribute(XSI_NS, "type") : undefined;
      if (xsiType !== undefined) {
        const qname = r.resolveQName(xsiType);
        const key = `{${qname.namespace}}${qname.local}`;
        const derived = key === ownType ? undefined : d.derived!().get(key);
        if (derived) {
          const value = derived.readContent(r) as Fields;
          value.$type = derived.descriptor.typeName!.local;
          return value as T;
        }
      }
      return codec.readContent(r);
    },
    newValue: () => new Value(),
    readContent(r) {
      const target: Fields = new Value();
      // An encoded message's structure, which a reference inside it may refer back to.
      if (r.references !== undefined) r.references.keep(r, target);
      else if (compiled) {
        const matched = canonical && r.readCanonicalContent(canonical, d.ns);
        if (matched) canonical!.read(matched, target);
        else compiled.readChildren(r, target);
        return target as T;
      }
      const { content: c, table, named } = p();
      for (const a of c.attributes) {
        const text = r.attribute(a.ns, a.xml);
        if (text === undefined) continue;
        const attrCodec = thunked(a.codec);
        const value = attrCodec.parse(text);
        if (value === undefined)
          throw new XmlValueError(`${r.localName}/@${a.xml}`, attrCodec.expected, text);
        setOwn(target, a.ts, value);
      }
      if (c.anyAttribute) {
        const extra: Record<string, string> = {};
        for (const [ns, local, value] of r.attributes()) {
          if (named.has(`{${ns}}${local}`) || ns === XSI_NS) continue;
          setOwn(extra, ns === "" ? local : `{${ns}}${local}`, value);
        }
        if (Object.keys(extra).length > 0) target.$attributes = extra;
      }
      if (c.text) {
        const textCodec = thunked(c.text);
        const name = r.localName;
        const text = r.readText();
        const value = textCodec.parse(text);
        if (value === undefined) throw new XmlValueError(name, textCodec.expected, text);
        target.$value = value;
        return target as T;
      }
      if (c.anyElements || c.mixed) readOpenContent(r, table, target, c);
      else readFields(r, table, target);
      return target as T;
    },
    writeElement(w, start, name, path, value, scope) {
      const typed = (value as Fields).$type;
      if (typed !== undefined && d.derived && typed !== d.typeName?.local) {
        const derived = [...d.derived().values()].find(
          (c) => c.descriptor.typeName!.local === typed,
        );
        if (!derived)
          throw new TypeError(
            `${path}: $type ${JSON.stringify(typed)} is not a type derived from ${d.name}`,
          );
        const t = derived.descriptor.typeName!;
        derived.writeAs(
          w,
          `${start} xsi:type="t:${t.local}" xmlns:t="${escapeXml(t.ns)}"`,
          name,
          path,
          value,
          scope,
        );
        return;
      }
      codec.writeAs(w, start, name, path, value, scope);
    },
    writeAs(w, start, name, path, value, scope) {
      if (compiled && !w.encoded && !w.laysOut && (scope === undefined || scope === d.ns)) {
        w.open(start);
        w.children(compiledChildren(compiled, w, start, name, path, value, scope));
        w.close(name);
        return;
      }
      writeDescribed(w, start, name, path, value, scope);
    },
  };
  if (compiled?.writesText) {
    /**
     * The items built whole, each `<name>` + its compiled children + `</name>` handed to the writer
     * at once: per item no start tag kept pending, no three calls in and no three appends (10,000
     * declared records: written in a tenth less time, and answered a sixth more often a second).
     */
    codec.writeItems = (w, fw, items) => {
      const { start, field } = fw;
      // Another default namespace in scope: the descriptor's writer declares it (writeAs).
      if (field.ns !== d.ns) {
        for (let i = 0; i < items.length; i++) writeChild(w, fw, codec, items[i]);
        return;
      }
      const open = `${start}>`;
      const end = `</${field.xml}>`;
      for (let i = 0; i < items.length; i++) {
        const value = items[i];
        // Nil, or refused as writeChild refuses it.
        if (value === null || typeof value !== "object") writeChild(w, fw, codec, value);
        else {
          const children = compiledChildren(
            compiled,
            w,
            start,
            field.xml,
            field.ts,
            value as T,
            field.ns,
          );
          w.children(children === "" ? `${start} />` : open + children + end);
        }
      }
    };
  }
  /**
   * `value`'s children by the compiled writer; where it refuses the value, the descriptor's writer
   * refuses it too, with the message naming its place.
   */
  function compiledChildren(
    content: CompiledContent<T>,
    w: XmlWriter,
    start: string,
    name: string,
    path: string,
    value: T,
    scope: string | undefined,
  ): string {
    try {
      return content.writeChildren(w, value);
    } catch (err) {
      writeDescribed(new XmlWriter(), start, name, path, value, scope);
      throw err;
    }
  }
  /** Writes `value` as the descriptor says (see Codec.writeElement). */
  function writeDescribed(
    w: XmlWriter,
    start: string,
    name: string,
    path: string,
    value: T,
    scope?: string,
  ): void {
    const { content: c, writers, attributes, named } = p();
    const v = value as Fields;
    let tag = start;
    for (const a of attributes) {
      const attr = v[a.spec.ts];
      if (attr === undefined) continue;
      try {
        const text = thunked(a.spec.codec).format(attr, a.spec.ts);
        tag += `${a.name}"${escapeXml(text)}"`;
        if (a.declaration !== "" && !declaredBefore(v, attributes, a.sharing)) tag += a.declaration;
      } catch (err) {
        throw pathed(err, path, a.spec.ts);
      }
    }
    if (c.anyAttribute && v.$attributes)
      tag += wildcardAttributes(
        v.$attributes as Record<string, string>,
        `${path}.$attributes`,
        named,
      );
    if (c.text) {
      if (v.$value === undefined)
        throw new TypeError(`${path}.$value is required: the element's text`);
      w.leaf(tag, name, thunked(c.text).xmlText(v.$value, `${path}.$value`));
      return;
    }
    w.open(tag);
    if (c.mixed && typeof v.$text === "string" && v.$text !== "") {
      assertXmlText(v.$text, `${path}.$text`);
      w.text(escapeXmlText(v.$text));
    }
    writeChildren(w, v, writers(scope), path);
    if (c.anyElements && Array.isArray(v.$any)) {
      // The default namespace of the element's children: a kept element in none must say so.
      const inScope = scope ?? d.ns;
      (v.$any as unknown[]).forEach((xml, i) =>
        w.raw(rawElement(xml, `${path}.$any[${i}]`, inScope)),
      );
    }
    w.close(name);
  }
  if (canonical) {
    // By the child's name (the contract's): each one's expression made once, on first use.
    const childReaders = new Map<string, (r: XmlReader) => T | undefined>();
    codec.canonicalChild = (name, namespace) => {
      // Its children in the type's namespace, as the element's own: the default one in scope.
      if (namespace !== d.ns) return undefined;
      let readChild = childReaders.get(name);
      if (readChild === undefined) {
        const tag = regExpLiteral(name);
        const form = {
          content: new RegExp(`[ \\t\\n]*<${tag}>${canonical.content.source}${tag}>`, "y"),
          levels: canonical.levels,
        };
        readChild = (r) => {
          const matched = r.references === undefined && r.readCanonicalChild(name, namespace, form);
          if (!matched) return undefined;
          const target: Fields = new Value();
          canonical.read(matched, target);
          return target as T;
        };
        childReaders.set(name, readChild);
      }
      return readChild;
    };
  }
  return codec;
}

/**
 * A constructor of plain objects (their prototype Object.prototype, as `{}`'s) for one type's
 * values. The engine gives the objects a constructor makes room for as many fields as the first
 * ones got, in the object itself; `{}` has room for four, and a fifth field on went into an array
 * of their own, made again as it grew: 10,000 declared records of nine fields allocated 0.8 MB
 * more, and held 10,000 more objects for the collector to copy (decoding them took 13% longer).
 */
function plainObjectConstructor(): new () => Fields {
  // biome-ignore lint/complexity/useArrowFunction: a constructor, which an arrow function cannot be.
  const Value = function () {} as unknown as new () => Fields;
  Value.prototype = Object.prototype;
  return Value;
}

/** The tables a codec reads and writes with, made once from its content. */
interface Prepared {
  content: ComplexContent;
  table: ReturnType<typeof fieldTable>;
  writers: ReturnType<typeof scopedWriters>;
  attributes: readonly AttributeWriter[];
  /** The attributes the type names, by `{namespace}local`: the others are wildcard ones. */
  named: ReadonlySet<string>;
}

/**
 * An attribute ready to write. Each namespace of the type's qualified attributes has a prefix of
 * its own (`a`, `a1`, ...; `xml` for the XML namespace, bound without a declaration), declared on
 * the element by the first of its attributes the value has: two attributes of one namespace share
 * a declaration, two of different namespaces do not share a prefix.
 */
interface AttributeWriter {
  readonly spec: Required<AttributeSpec>;
  /** ` name=` or ` prefix:name=`. */
  readonly name: string;
  /** ` xmlns:prefix="namespace"`, or "" (unqualified, or the XML namespace). */
  readonly declaration: string;
  /** The attributes before this one that share its declaration: when one is written, it is declared. */
  readonly sharing: readonly number[];
}

const XML_NS = "http://www.w3.org/XML/1998/namespace";
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

/** Whether one of the attributes at `sharing` is in the value, and so declared their prefix. */
function declaredBefore(
  v: Fields,
  attributes: readonly AttributeWriter[],
  sharing: readonly number[],
) {
  for (const j of sharing) if (v[attributes[j]!.spec.ts] !== undefined) return true;
  return false;
}

function attributeWriters(attributes: readonly Required<AttributeSpec>[]): AttributeWriter[] {
  const prefixes = new Map<string, string>();
  return attributes.map((spec, i) => {
    if (spec.ns === "") return { spec, name: ` ${spec.xml}=`, declaration: "", sharing: [] };
    if (spec.ns === XML_NS)
      return { spec, name: ` xml:${spec.xml}=`, declaration: "", sharing: [] };
    let prefix = prefixes.get(spec.ns);
    if (prefix === undefined)
      prefixes.set(spec.ns, (prefix = prefixes.size === 0 ? "a" : `a${prefixes.size}`));
    const sharing: number[] = [];
    for (let j = 0; j < i; j++) if (attributes[j]!.ns === spec.ns) sharing.push(j);
    return {
      spec,
      name: ` ${prefix}:${spec.xml}=`,
      declaration: ` xmlns:${prefix}="${escapeXml(spec.ns)}"`,
      sharing,
    };
  });
}

function prepare(d: ComplexDescriptor): Prepared {
  const content = contentOf(d);
  return {
    content,
    table: fieldTable(content.fields),
    writers: scopedWriters(content.fields, d.ns),
    attributes: attributeWriters(content.attributes),
    named: new Set(content.attributes.map((a) => `{${a.ns}}${a.xml}`)),
  };
}

function contentOf(d: ComplexDescriptor): ComplexContent {
  const fields = d.fields.map((f) => fieldOf(f, d.ns, d.name));
  const attributes = (d.attributes ?? []).map((a) => ({
    ...a,
    ns: a.ns ?? "",
    ts: a.ts ?? a.xml,
  }));
  const base = d.base?.().content();
  const text = d.text ?? base?.text;
  return {
    fields: base ? [...base.fields, ...fields] : fields,
    attributes: base ? [...base.attributes, ...attributes] : attributes,
    ...(text ? { text } : {}),
    anyElements: !!d.anyElements || !!base?.anyElements,
    anyAttribute: !!d.anyAttribute || !!base?.anyAttribute,
    mixed: !!d.mixed || !!base?.mixed,
  };
}

/** Fields as readFields reads them, and also unnamed children (as XML) and text (mixed content). */
function readOpenContent(
  r: XmlReader,
  table: ReturnType<typeof fieldTable>,
  target: Fields,
  d: ComplexContent,
): void {
  if (r.isEmptyElement) {
    r.next();
    return;
  }
  let text = "";
  const any: string[] = [];
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event === XmlEvent.Text) {
      if (d.mixed) text += r.text;
      continue;
    }
    if (event !== XmlEvent.Start) continue;
    const field = table.list[table.indexByName.get(r.localName) ?? -1];
    if (field && field.ns === r.namespace) {
      readField(r, field, target);
      if (field.interleaving !== undefined) keepOrder(target, field.ts);
    } else if (d.anyElements) any.push(r.readOuterXml());
    else r.skipElement();
  }
  if (d.mixed && text.trim() !== "") target.$text = text;
  if (any.length > 0) target.$any = any;
}

/**
 * `$attributes` as attribute text: `{namespace}local` keys get a declared prefix each (`w1`, ...;
 * `xml` for the XML namespace; none for `{}local`), plain keys are unqualified. A key that is no
 * attribute name, declares a namespace, or names an attribute the type names itself (or another
 * key names) is refused: the start tag would not be well-formed, or hold an attribute twice.
 */
function wildcardAttributes(
  attributes: Record<string, string>,
  path: string,
  named: ReadonlySet<string>,
): string {
  let out = "";
  let n = 0;
  const seen = new Set<string>();
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value !== "string") throw new TypeError(`${path}.${key} must be a string`);
    assertXmlText(value, `${path}.${key}`);
    const clark = /^\{([^}]*)\}(.+)$/.exec(key);
    const ns = clark ? clark[1]! : "";
    const local = clark ? clark[2]! : key;
    if (!isXmlNCName(local) || (ns === "" && local === "xmlns") || ns === XMLNS_NS || ns === XSI_NS)
      throw new TypeError(
        `${path}: ${JSON.stringify(key)} is no attribute a wildcard can carry: give \`local\` or \`{namespace}local\``,
      );
    const clarkKey = `{${ns}}${local}`;
    if (named.has(clarkKey) || seen.has(clarkKey))
      throw new TypeError(`${path}: ${JSON.stringify(key)} names an attribute written already`);
    seen.add(clarkKey);
    if (ns === "") out += ` ${local}="${escapeXml(value)}"`;
    else if (ns === XML_NS) out += ` xml:${local}="${escapeXml(value)}"`;
    else {
      n++;
      out += ` w${n}:${local}="${escapeXml(value)}" xmlns:w${n}="${escapeXml(ns)}"`;
    }
  }
  return out;
}

/**
 * Raw XML kept by a wildcard (`$any`), written as it is: kept elements are one well-formed element
 * (XmlReader.readOuterXml). An unprefixed element within it that no declaration of its own or of
 * an ancestor there puts in a default namespace is in none: where the default namespace in scope
 * (`inScope`) is another, which it would otherwise take, the element gets `xmlns=""`. A prefix it
 * uses without declaring it (but for the message's own: MESSAGE_PREFIXES) is an error here:
 * around it, the prefix would name whatever the message declares, or nothing (receivers refuse it). The tags are scanned, not parsed: parsing
 * here would put the string reader into browser bundles, which read with the browser's parser.
 */
function rawElement(xml: unknown, path: string, inScope: string): string {
  if (typeof xml !== "string" || !/^\s*<[^!?/]/.test(xml))
    throw new TypeError(`${path} must be an XML element, as text`);
  const { inheritsDefault, undeclared } = scanNamespaces(xml);
  if (undeclared !== undefined)
    throw new TypeError(
      `${path} uses the prefix "${undeclared}" without declaring it (xmlns:${undeclared}="...")`,
    );
  if (inScope === "" || !inheritsDefault) return xml;
  const nameAt = xml.indexOf("<") + 1;
  const nameEnd = nameAt + /^[^\s/>]+/.exec(xml.slice(nameAt))![0].length;
  return `${xml.slice(0, nameEnd)} xmlns=""${xml.slice(nameEnd)}`;
}

/** A start or end tag, its name and attributes (quoted values may hold `>`). */
const TAG = /<(\/?)([^\s/>]+)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;
/** Prefixes every message declares: `xml`, and `xsi` and `xsd` on its root (soap.ts). */
const MESSAGE_PREFIXES = new Set(["xml", "xsi", "xsd"]);
/** An attribute's name, at the start of the attributes or after white space. */
const ATTRIBUTE_NAME = /(?:^|\s)([^\s=]+)\s*=\s*(?:"[^"]*"|'[^']*')/g;

/**
 * What the namespaces of `xml`'s elements and attributes depend on around it: whether an
 * unprefixed element would take the default namespace in scope there, and the first prefix used
 * that no element of `xml` declares in scope.
 */
function scanNamespaces(xml: string): { inheritsDefault: boolean; undeclared?: string } {
  const markup = xml.replace(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>/g, "");
  // Per open element: whether a default namespace is declared in scope, and the prefixes declared.
  const open: { ownDefault: boolean; prefixes: Set<string> }[] = [];
  let inheritsDefault = false;
  for (const [, end, name, attributes, empty] of markup.matchAll(TAG)) {
    if (end) {
      open.pop();
      continue;
    }
    const names = [...attributes!.matchAll(ATTRIBUTE_NAME)].map((m) => m[1]!);
    const prefixes = new Set(open.at(-1)?.prefixes);
    for (const n of names) if (n.startsWith("xmlns:")) prefixes.add(n.slice(6));
    const ownDefault = names.includes("xmlns") || (open.at(-1)?.ownDefault ?? false);
    if (!ownDefault && !name!.includes(":")) inheritsDefault = true;
    for (const qname of [name!, ...names.filter((n) => n !== "xmlns" && !n.startsWith("xmlns:"))]) {
      const colon = qname.indexOf(":");
      const prefix = colon > 0 ? qname.slice(0, colon) : undefined;
      if (prefix !== undefined && !MESSAGE_PREFIXES.has(prefix) && !prefixes.has(prefix))
        return { inheritsDefault, undeclared: prefix };
    }
    if (!empty) open.push({ ownDefault, prefixes });
  }
  return { inheritsDefault };
}
