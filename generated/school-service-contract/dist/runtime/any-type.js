// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  XSD_NS,
  XSI_NS,
  XmlValueError,
  XmlWriter,
  pathed,
  writeChild
} from "./codec.js";
import { XmlEvent, isXmlNCName } from "./xml-reader.js";
import { escapeXml, escapeXmlText, xmlTextContent } from "./xml-text.js";
import * as xsd from "./xsd-codecs.js";
import { setOwn } from "./own-property.js";
import { fieldKey, mayRepeat } from "./field-keys.js";
import { endTagAt, fieldTagSlot, joinedTagAt, startTagAt } from "./field-tags.js";
const DOTNET_TYPES_NS = "http://microsoft.com/wsdl/types/";
const DOTNET_TYPES = {
  [DOTNET_TYPES_NS]: ["guid", "char"],
  "http://schemas.microsoft.com/2003/10/Serialization/": ["guid", "char", "duration"]
};
function readXmlValue(r) {
  return readValue(r, 0);
}
const childNames = [];
const childTexts = [];
function readValue(r, depth) {
  if (r.attribute(XSI_NS, "nil") === "true") {
    r.skipElement();
    return null;
  }
  const plain = r.readPlainText();
  if (plain !== void 0) return plain;
  const children = r.readPlainChildren(childNames, childTexts);
  if (children > 0) {
    if (children === recordTemplate.names.length && hasTemplateNames(children)) {
      const record2 = { ...recordTemplate.fields };
      for (let position = 0; position < children; position++)
        record2[recordTemplate.keys[position]] = childTexts[position];
      return record2;
    }
    const record = {};
    for (let position = 0; position < children; position++)
      addField(record, depth, position, childNames[position], childTexts[position]);
    keepTemplate(record, children);
    return record;
  }
  let fields;
  let count = 0;
  let text = "";
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event === XmlEvent.Text) text += r.text;
    if (event !== XmlEvent.Start) continue;
    fields ??= {};
    addField(fields, depth, count++, r.localName, readValue(r, depth + 1));
  }
  return fields ?? text;
}
const recordTemplate = { names: [], keys: [], fields: {} };
function hasTemplateNames(children) {
  const names = recordTemplate.names;
  for (let position = 0; position < children; position++)
    if (childNames[position] !== names[position]) return false;
  return true;
}
function keepTemplate(record, children) {
  const keys = Object.keys(record);
  if (keys.length !== children) return;
  const fields = {};
  for (const key of keys) setOwn(fields, key, "");
  recordTemplate.names = childNames.slice(0, children);
  recordTemplate.keys = keys;
  recordTemplate.fields = fields;
}
function addField(fields, depth, position, localName, value) {
  const name = fieldKey(depth, position, localName);
  const seen = mayRepeat(depth, position, name) && Object.hasOwn(fields, name) ? fields[name] : void 0;
  if (seen === void 0) setOwn(fields, name, value);
  else if (Array.isArray(seen)) seen.push(value);
  else setOwn(fields, name, [seen, value]);
}
function writeXmlValue(value, where) {
  const w = new XmlWriter();
  writeContent(w, value, where, 0);
  return w.xml;
}
function writeContent(w, value, path, depth) {
  if (value === null) return;
  if (typeof value === "string") {
    w.text(xmlTextContent(value, path));
    return;
  }
  if (Array.isArray(value))
    throw new TypeError(`${path}: a list must be the value of a named field`);
  const joins = !w.laysOut;
  let run = "";
  let open = -1;
  let position = 0;
  for (const name of Object.keys(value)) {
    const field = value[name];
    try {
      const slot = fieldTagSlot(depth, position++, name);
      if (joins && typeof field === "string" && field !== "" && slot >= 0) {
        run += (open < 0 ? startTagAt(slot, name) : joinedTagAt(slot)) + xmlTextContent(field, name);
        open = slot;
        continue;
      }
      if (open >= 0) run += endTagAt(open, "");
      open = -1;
      if (run !== "") w.children(run);
      run = "";
      if (Array.isArray(field))
        for (const item of field) writeOpenChild(w, name, slot, item, depth);
      else writeOpenChild(w, name, slot, field, depth);
    } catch (err) {
      throw pathed(err, path, name);
    }
  }
  if (open >= 0) w.children(run + endTagAt(open, ""));
}
function writeOpenChild(w, name, slot, item, depth) {
  if (item === null) w.leaf(`<${name} xsi:nil="true"`, name, "");
  else if (typeof item === "string")
    w.element(startTagAt(slot, name), xmlTextContent(item, name), endTagAt(slot, name));
  else {
    w.open(`<${name}`);
    writeContent(w, item, name, depth + 1);
    w.close(name);
  }
}
function flatContent(value, path) {
  let run = "";
  let open = -1;
  let position = 0;
  for (const name of Object.keys(value)) {
    const field = value[name];
    if (typeof field !== "string" || field === "") return void 0;
    let text;
    try {
      const slot = fieldTagSlot(0, position++, name);
      if (slot < 0) return void 0;
      text = (open < 0 ? startTagAt(slot, name) : joinedTagAt(slot)) + xmlTextContent(field, name);
      open = slot;
    } catch (err) {
      throw pathed(err, path, name);
    }
    run += text;
  }
  return open < 0 ? "" : run + endTagAt(open, "");
}
function openCodec(name) {
  const codec = {
    expected: `a ${name}`,
    read(r) {
      const value = readXmlValue(r);
      return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
    },
    writeElement(w, start, elementName, path, value) {
      w.open(start);
      writeContent(w, value, path, 0);
      w.close(elementName);
    },
    contentText: (value, path) => typeof value === "object" && value !== null && !Array.isArray(value) ? flatContent(value, path) : void 0
  };
  return codec;
}
function anyTypeCodec(ns, types) {
  let lastStart = "";
  let lastTagType = "";
  let lastScope;
  let lastTag = "";
  let lastRaw;
  let lastPrefix = "";
  let lastNs = "";
  let lastType = "";
  let lastTypeCodec;
  const codec = {
    itemTypes: types,
    expected: "an xsd:anyType item",
    read(r) {
      const raw = r.attribute(XSI_NS, "type");
      if (raw === void 0) return { type: "unknown", xsiType: null, value: readXmlValue(r) };
      if (raw === lastRaw && (r.namespaceOf(lastPrefix) ?? "") === lastNs)
        return { type: lastType, value: lastTypeCodec.read(r) };
      const qname = r.resolveQName(raw);
      if (qname.namespace === XSD_NS ? Object.hasOwn(xsd, qname.local) : Object.hasOwn(DOTNET_TYPES, qname.namespace) && DOTNET_TYPES[qname.namespace].includes(qname.local)) {
        const codec3 = xsd[qname.local];
        const name = r.localName;
        const text = r.readText();
        const value = codec3.parse(text);
        if (value === void 0) throw new XmlValueError(name, codec3.expected, text);
        return qname.local === "dateTime" ? { type: "xsd:dateTime", value, text } : { type: `xsd:${qname.local}`, value };
      }
      const codec2 = qname.namespace === ns ? types.get(qname.local) : void 0;
      if (codec2) {
        const colon = raw.indexOf(":");
        lastRaw = raw;
        lastPrefix = colon < 0 ? "" : raw.slice(0, colon);
        lastNs = qname.namespace;
        lastType = qname.local;
        lastTypeCodec = codec2;
        return { type: qname.local, value: codec2.read(r) };
      }
      if (raw.includes(":") || qname.namespace !== r.namespace)
        return {
          type: "unknown",
          xsiType: raw,
          xsiTypeNamespace: qname.namespace,
          value: readXmlValue(r)
        };
      return { type: "unknown", xsiType: raw, value: readXmlValue(r) };
    },
    writeElement(w, start, name, path, item, scope) {
      if (item.type === "unknown") {
        const u = item;
        w.open(u.xsiType === null ? start : start + unknownXsiType(u, scope, path));
        writeContent(w, u.value, path, 0);
        w.close(name);
        return;
      }
      if (item.type.startsWith("xsd:")) {
        const builtIn = xsd[item.type.slice(4)];
        if (!builtIn) throw new TypeError(`${path}: unknown built-in type ${item.type}`);
        const given = "text" in item && typeof item.text === "string" ? item.text : void 0;
        if (given !== void 0 && builtIn.parse(given) === void 0)
          throw new RangeError(`${path}: ${JSON.stringify(given)} is not ${builtIn.expected}`);
        const local = item.type.slice(4);
        const xsiType = DOTNET_TYPES[DOTNET_TYPES_NS].includes(local) ? ` xmlns:q1="${DOTNET_TYPES_NS}" xsi:type="q1:${local}"` : ` xsi:type="${item.type}"`;
        w.leaf(
          `${start}${xsiType}`,
          name,
          escapeXmlText(given ?? builtIn.format(item.value, path))
        );
        return;
      }
      const typeCodec = types.get(item.type);
      if (!typeCodec) throw new TypeError(`${path}: ${item.type} is not a type of the contract`);
      const typed = item.value?.$type;
      if (typed !== void 0 && typed !== item.type && writesDerived(typeCodec, typed)) {
        typeCodec.writeElement(w, start, name, path, item.value, scope);
        return;
      }
      typeCodec.writeElement(w, typeTag(start, item.type, scope), name, path, item.value, scope);
    }
  };
  const typeTag = (start, type, scope) => {
    if (start !== lastStart || type !== lastTagType || scope !== lastScope) {
      lastStart = start;
      lastTagType = type;
      lastScope = scope;
      lastTag = scope === void 0 || scope === ns ? `${start} xsi:type="${type}"` : `${start} xsi:type="t:${type}" xmlns:t="${escapeXml(ns)}"`;
    }
    return lastTag;
  };
  codec.writeItems = (w, fw, items) => {
    const { start, field } = fw;
    const end = `</${field.xml}>`;
    let whole = true;
    for (let i = 0; i < items.length; i++) {
      const item = items[i];
      if (whole && typeof item === "object" && item !== null && item.type !== "unknown") {
        const typeCodec = types.get(item.type);
        const content = typeCodec?.contentText?.(item.value, field.ts);
        if (content !== void 0) {
          const tag = typeTag(start, item.type, field.ns);
          w.children(content === "" ? `${tag} />` : `${tag}>${content}${end}`);
          continue;
        }
        whole = typeCodec?.contentText === void 0;
      }
      writeChild(w, fw, codec, item);
    }
  };
  return codec;
}
function writesDerived(codec, typed) {
  const d = codec.descriptor;
  return d?.derived !== void 0 && typed !== d.typeName?.local;
}
function unknownXsiType(item, scope, path) {
  const text = item.xsiType;
  if (typeof text !== "string") throw new TypeError(`${path}.xsiType must be a string or null`);
  const colon = text.indexOf(":");
  const prefix = colon < 0 ? "" : text.slice(0, colon);
  const local = text.slice(colon + 1);
  if (!isXmlNCName(local) || prefix !== "" && !isXmlNCName(prefix))
    throw new TypeError(`${path}.xsiType ${JSON.stringify(text)} is no XML qualified name`);
  const ns = item.xsiTypeNamespace;
  if (ns === void 0) {
    if (prefix === "" || prefix === "xsd" || prefix === "xsi") return ` xsi:type="${text}"`;
    throw new TypeError(
      `${path}.xsiType ${JSON.stringify(text)} has a prefix, and no xsiTypeNamespace to declare it with`
    );
  }
  if (typeof ns !== "string") throw new TypeError(`${path}.xsiTypeNamespace must be a string`);
  if (ns === XSD_NS) return ` xsi:type="xsd:${local}"`;
  if (ns === "" || prefix === "" && ns === scope) return ` xsi:type="${local}"`;
  const p = prefix === "" || prefix === "xsd" || prefix === "xsi" || /^xml/i.test(prefix) ? "t" : prefix;
  return ` xsi:type="${p}:${local}" xmlns:${p}="${escapeXml(ns)}"`;
}
export {
  anyTypeCodec,
  openCodec,
  readXmlValue,
  writeXmlValue
};
//# sourceMappingURL=any-type.js.map
