// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
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
  fieldOf
} from "./codec.js";
import { XmlEvent, isXmlNCName } from "./xml-reader.js";
import { assertXmlText, escapeXml, escapeXmlText } from "./xml-text.js";
import { setOwn } from "./own-property.js";
import { regExpLiteral } from "./reg-exp-literal.js";
const thunked = (c) => typeof c === "function" ? c() : c;
function complexCodec(d, compiled) {
  const ownType = d.typeName ? `{${d.typeName.ns}}${d.typeName.local}` : void 0;
  let prepared;
  const p = () => prepared ??= prepare(d);
  const canonical = compiled?.canonical;
  const Value = plainObjectConstructor();
  const codec = {
    expected: `a ${d.name}`,
    descriptor: d,
    compiled,
    content: () => p().content,
    read(r) {
      const xsiType = d.derived ? r.attribute(XSI_NS, "type") : void 0;
      if (xsiType !== void 0) {
        const qname = r.resolveQName(xsiType);
        const key = `{${qname.namespace}}${qname.local}`;
        const derived = key === ownType ? void 0 : d.derived().get(key);
        if (derived) {
          const value = derived.readContent(r);
          value.$type = derived.descriptor.typeName.local;
          return value;
        }
      }
      return codec.readContent(r);
    },
    newValue: () => new Value(),
    readContent(r) {
      const target = new Value();
      if (r.references !== void 0) r.references.keep(r, target);
      else if (compiled) {
        const matched = canonical && r.readCanonicalContent(canonical, d.ns);
        if (matched) canonical.read(matched, target);
        else compiled.readChildren(r, target);
        return target;
      }
      const { content: c, table, named } = p();
      for (const a of c.attributes) {
        const text = r.attribute(a.ns, a.xml);
        if (text === void 0) continue;
        const attrCodec = thunked(a.codec);
        const value = attrCodec.parse(text);
        if (value === void 0)
          throw new XmlValueError(`${r.localName}/@${a.xml}`, attrCodec.expected, text);
        setOwn(target, a.ts, value);
      }
      if (c.anyAttribute) {
        const extra = {};
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
        if (value === void 0) throw new XmlValueError(name, textCodec.expected, text);
        target.$value = value;
        return target;
      }
      if (c.anyElements || c.mixed) readOpenContent(r, table, target, c);
      else readFields(r, table, target);
      return target;
    },
    writeElement(w, start, name, path, value, scope) {
      const typed = value.$type;
      if (typed !== void 0 && d.derived && typed !== d.typeName?.local) {
        const derived = [...d.derived().values()].find(
          (c) => c.descriptor.typeName.local === typed
        );
        if (!derived)
          throw new TypeError(
            `${path}: $type ${JSON.stringify(typed)} is not a type derived from ${d.name}`
          );
        const t = derived.descriptor.typeName;
        derived.writeAs(
          w,
          `${start} xsi:type="t:${t.local}" xmlns:t="${escapeXml(t.ns)}"`,
          name,
          path,
          value,
          scope
        );
        return;
      }
      codec.writeAs(w, start, name, path, value, scope);
    },
    writeAs(w, start, name, path, value, scope) {
      if (compiled && !w.encoded && !w.laysOut && (scope === void 0 || scope === d.ns)) {
        w.open(start);
        w.children(compiledChildren(compiled, w, start, name, path, value, scope));
        w.close(name);
        return;
      }
      writeDescribed(w, start, name, path, value, scope);
    }
  };
  if (compiled?.writesText) {
    codec.writeItems = (w, fw, items) => {
      const { start, field } = fw;
      if (field.ns !== d.ns) {
        for (let i = 0; i < items.length; i++) writeChild(w, fw, codec, items[i]);
        return;
      }
      const open = `${start}>`;
      const end = `</${field.xml}>`;
      for (let i = 0; i < items.length; i++) {
        const value = items[i];
        if (value === null || typeof value !== "object") writeChild(w, fw, codec, value);
        else {
          const children = compiledChildren(
            compiled,
            w,
            start,
            field.xml,
            field.ts,
            value,
            field.ns
          );
          w.children(children === "" ? `${start} />` : open + children + end);
        }
      }
    };
  }
  function compiledChildren(content, w, start, name, path, value, scope) {
    try {
      return content.writeChildren(w, value);
    } catch (err) {
      writeDescribed(new XmlWriter(), start, name, path, value, scope);
      throw err;
    }
  }
  function writeDescribed(w, start, name, path, value, scope) {
    const { content: c, writers, attributes, named } = p();
    const v = value;
    let tag = start;
    for (const a of attributes) {
      const attr = v[a.spec.ts];
      if (attr === void 0) continue;
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
        v.$attributes,
        `${path}.$attributes`,
        named
      );
    if (c.text) {
      if (v.$value === void 0)
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
      const inScope = scope ?? d.ns;
      v.$any.forEach(
        (xml, i) => w.raw(rawElement(xml, `${path}.$any[${i}]`, inScope))
      );
    }
    w.close(name);
  }
  if (canonical) {
    const childReaders = /* @__PURE__ */ new Map();
    codec.canonicalChild = (name, namespace) => {
      if (namespace !== d.ns) return void 0;
      let readChild = childReaders.get(name);
      if (readChild === void 0) {
        const tag = regExpLiteral(name);
        const form = {
          content: new RegExp(`[ \\t\\n]*<${tag}>${canonical.content.source}${tag}>`, "y"),
          levels: canonical.levels
        };
        readChild = (r) => {
          const matched = r.references === void 0 && r.readCanonicalChild(name, namespace, form);
          if (!matched) return void 0;
          const target = new Value();
          canonical.read(matched, target);
          return target;
        };
        childReaders.set(name, readChild);
      }
      return readChild;
    };
  }
  return codec;
}
function plainObjectConstructor() {
  const Value = function() {
  };
  Value.prototype = Object.prototype;
  return Value;
}
const XML_NS = "http://www.w3.org/XML/1998/namespace";
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";
function declaredBefore(v, attributes, sharing) {
  for (const j of sharing) if (v[attributes[j].spec.ts] !== void 0) return true;
  return false;
}
function attributeWriters(attributes) {
  const prefixes = /* @__PURE__ */ new Map();
  return attributes.map((spec, i) => {
    if (spec.ns === "") return { spec, name: ` ${spec.xml}=`, declaration: "", sharing: [] };
    if (spec.ns === XML_NS)
      return { spec, name: ` xml:${spec.xml}=`, declaration: "", sharing: [] };
    let prefix = prefixes.get(spec.ns);
    if (prefix === void 0)
      prefixes.set(spec.ns, prefix = prefixes.size === 0 ? "a" : `a${prefixes.size}`);
    const sharing = [];
    for (let j = 0; j < i; j++) if (attributes[j].ns === spec.ns) sharing.push(j);
    return {
      spec,
      name: ` ${prefix}:${spec.xml}=`,
      declaration: ` xmlns:${prefix}="${escapeXml(spec.ns)}"`,
      sharing
    };
  });
}
function prepare(d) {
  const content = contentOf(d);
  return {
    content,
    table: fieldTable(content.fields),
    writers: scopedWriters(content.fields, d.ns),
    attributes: attributeWriters(content.attributes),
    named: new Set(content.attributes.map((a) => `{${a.ns}}${a.xml}`))
  };
}
function contentOf(d) {
  const fields = d.fields.map((f) => fieldOf(f, d.ns, d.name));
  const attributes = (d.attributes ?? []).map((a) => ({
    ...a,
    ns: a.ns ?? "",
    ts: a.ts ?? a.xml
  }));
  const base = d.base?.().content();
  const text = d.text ?? base?.text;
  return {
    fields: base ? [...base.fields, ...fields] : fields,
    attributes: base ? [...base.attributes, ...attributes] : attributes,
    ...text ? { text } : {},
    anyElements: !!d.anyElements || !!base?.anyElements,
    anyAttribute: !!d.anyAttribute || !!base?.anyAttribute,
    mixed: !!d.mixed || !!base?.mixed
  };
}
function readOpenContent(r, table, target, d) {
  if (r.isEmptyElement) {
    r.next();
    return;
  }
  let text = "";
  const any = [];
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event === XmlEvent.Text) {
      if (d.mixed) text += r.text;
      continue;
    }
    if (event !== XmlEvent.Start) continue;
    const field = table.list[table.indexByName.get(r.localName) ?? -1];
    if (field && field.ns === r.namespace) {
      readField(r, field, target);
      if (field.interleaving !== void 0) keepOrder(target, field.ts);
    } else if (d.anyElements) any.push(r.readOuterXml());
    else r.skipElement();
  }
  if (d.mixed && text.trim() !== "") target.$text = text;
  if (any.length > 0) target.$any = any;
}
function wildcardAttributes(attributes, path, named) {
  let out = "";
  let n = 0;
  const seen = /* @__PURE__ */ new Set();
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value !== "string") throw new TypeError(`${path}.${key} must be a string`);
    assertXmlText(value, `${path}.${key}`);
    const clark = /^\{([^}]*)\}(.+)$/.exec(key);
    const ns = clark ? clark[1] : "";
    const local = clark ? clark[2] : key;
    if (!isXmlNCName(local) || ns === "" && local === "xmlns" || ns === XMLNS_NS || ns === XSI_NS)
      throw new TypeError(
        `${path}: ${JSON.stringify(key)} is no attribute a wildcard can carry: give \`local\` or \`{namespace}local\``
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
function rawElement(xml, path, inScope) {
  if (typeof xml !== "string" || !/^\s*<[^!?/]/.test(xml))
    throw new TypeError(`${path} must be an XML element, as text`);
  const { inheritsDefault, undeclared } = scanNamespaces(xml);
  if (undeclared !== void 0)
    throw new TypeError(
      `${path} uses the prefix "${undeclared}" without declaring it (xmlns:${undeclared}="...")`
    );
  if (inScope === "" || !inheritsDefault) return xml;
  const nameAt = xml.indexOf("<") + 1;
  const nameEnd = nameAt + /^[^\s/>]+/.exec(xml.slice(nameAt))[0].length;
  return `${xml.slice(0, nameEnd)} xmlns=""${xml.slice(nameEnd)}`;
}
const TAG = /<(\/?)([^\s/>]+)((?:[^>"']|"[^"]*"|'[^']*')*?)(\/?)>/g;
const MESSAGE_PREFIXES = /* @__PURE__ */ new Set(["xml", "xsi", "xsd"]);
const ATTRIBUTE_NAME = /(?:^|\s)([^\s=]+)\s*=\s*(?:"[^"]*"|'[^']*')/g;
function scanNamespaces(xml) {
  const markup = xml.replace(/<!--[\s\S]*?-->|<!\[CDATA\[[\s\S]*?\]\]>|<\?[\s\S]*?\?>/g, "");
  const open = [];
  let inheritsDefault = false;
  for (const [, end, name, attributes, empty] of markup.matchAll(TAG)) {
    if (end) {
      open.pop();
      continue;
    }
    const names = [...attributes.matchAll(ATTRIBUTE_NAME)].map((m) => m[1]);
    const prefixes = new Set(open.at(-1)?.prefixes);
    for (const n of names) if (n.startsWith("xmlns:")) prefixes.add(n.slice(6));
    const ownDefault = names.includes("xmlns") || (open.at(-1)?.ownDefault ?? false);
    if (!ownDefault && !name.includes(":")) inheritsDefault = true;
    for (const qname of [name, ...names.filter((n) => n !== "xmlns" && !n.startsWith("xmlns:"))]) {
      const colon = qname.indexOf(":");
      const prefix = colon > 0 ? qname.slice(0, colon) : void 0;
      if (prefix !== void 0 && !MESSAGE_PREFIXES.has(prefix) && !prefixes.has(prefix))
        return { inheritsDefault, undeclared: prefix };
    }
    if (!empty) open.push({ ownDefault, prefixes });
  }
  return { inheritsDefault };
}
export {
  complexCodec,
  thunked
};
//# sourceMappingURL=complex-codec.js.map
