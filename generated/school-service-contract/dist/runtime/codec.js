// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { XmlEvent } from "./xml-reader.js";
import { XmlCharacterError, escapeXml, escapeXmlText } from "./xml-text.js";
import { getOwn, setOwn } from "./own-property.js";
const XSI_NS = "http://www.w3.org/2001/XMLSchema-instance";
const XSD_NS = "http://www.w3.org/2001/XMLSchema";
class XmlValueError extends Error {
  element;
  expected;
  text;
  constructor(element, expected, text) {
    super(
      `element <${element}>: ${JSON.stringify(text.length > 64 ? `${text.slice(0, 64)}...` : text)} is not ${expected}`
    );
    this.element = element;
    this.expected = expected;
    this.text = text;
    this.name = "XmlValueError";
  }
}
class XmlWriter {
  /** What was written, but the last few thousand characters: flat strings (see #append). */
  #flat = "";
  #recent = "";
  #pending = "";
  /** The XML written so far (a start tag still open is not in it yet). */
  get xml() {
    return this.#flat + this.#recent;
  }
  /** Replaces what was written: `""` once it was taken, or a document's prolog to start with. */
  set xml(text) {
    this.#flat = "";
    this.#recent = text;
  }
  /** The length of {@link xml}. */
  get length() {
    return this.#flat.length + this.#recent.length;
  }
  /**
   * A string appended to in small parts is a tree of them (a rope) until it is read. Kept alive
   * across collections, a large one made each young-generation collection copy it all again: 60%
   * of the time of writing 10,000 records as one string went to the collector. So every 16K
   * characters the recent parts are flattened into one string: in V8, reading a character of a
   * rope flattens it (writing the 10,000 records: 82 -> 28 ms). Elsewhere it is a cheap read.
   */
  #append(text) {
    this.#recent += text;
    if (this.#recent.length < 16384) return;
    this.#recent.charCodeAt(0);
    this.#flat += this.#recent;
    this.#recent = "";
  }
  /** Starts an element: `start` is `<name` with its attributes. */
  open(start) {
    if (this.#pending !== "") this.#append(`${this.#pending}>`);
    this.#pending = start;
  }
  /** Ends the element last started: `<name ... />` when nothing was written inside it. */
  close(name) {
    if (this.#pending !== "") {
      this.#append(`${this.#pending} />`);
      this.#pending = "";
    } else this.#append(`</${name}>`);
  }
  /** Markup written as it is (an element kept whole by a wildcard). */
  raw(xml) {
    this.text(xml);
  }
  /** Escaped text content of the element last started. */
  text(text) {
    if (text === "") return;
    if (this.#pending !== "") {
      this.#append(`${this.#pending}>${text}`);
      this.#pending = "";
    } else this.#append(text);
  }
  /**
   * Child elements written whole, as markup, into the element last started: what a compiled type's
   * writer builds (complex-codec.ts) in one string, not element by element.
   */
  children(xml) {
    this.text(xml);
  }
  /** A whole element of escaped text without attributes, its tags given whole (`<a>`, `</a>`). */
  element(startTag, text, endTag) {
    if (this.#pending !== "") {
      this.#append(`${this.#pending}>`);
      this.#pending = "";
    }
    this.#append(text === "" ? `${startTag.slice(0, -1)} />` : startTag + text + endTag);
  }
  /** A whole element of escaped text: `open`, `text` and `close` in one. */
  leaf(start, name, text) {
    if (this.#pending !== "") {
      this.#append(`${this.#pending}>`);
      this.#pending = "";
    }
    this.#append(text === "" ? `${start} />` : `${start}>${text}</${name}>`);
  }
}
function pathed(err, parent, child) {
  if (err instanceof Error && err.message.startsWith(child)) {
    err.message = `${parent}.${err.message}`;
    if (err instanceof XmlCharacterError)
      err.where = `${parent}.${err.where}`;
  }
  return err;
}
function writeParts(codec, value, where, scope, binary) {
  const w = new XmlWriter();
  w.binary = binary;
  codec.writeElement(w, "<", "", where, value, scope);
  const xml = w.xml;
  if (xml.endsWith(" />")) return [xml.slice(1, -3), ""];
  const close = xml.indexOf(">");
  return [xml.slice(1, close), xml.slice(close + 1, -3)];
}
function textCodec(expected, parse, format, xmlText = (value, where) => escapeXmlText(format(value, where))) {
  const codec = {
    expected,
    parse,
    format,
    xmlText,
    read(r) {
      const name = r.localName;
      const text = r.readText();
      const value = parse(text);
      if (value === void 0) throw new XmlValueError(name, codec.expected, text);
      return value;
    },
    writeElement: (w, start, name, path, value) => w.leaf(start, name, xmlText(value, path))
  };
  return codec;
}
function fieldOf(spec, ns, owner = "") {
  return {
    ...spec,
    ...spec.interleaved === void 0 ? {} : { interleaving: `${owner}#${spec.interleaved}` },
    ns: spec.ns ?? ns,
    ts: spec.ts ?? spec.xml,
    codec: spec.codec,
    min: spec.min ?? 1,
    max: spec.max === void 0 ? 1 : spec.max,
    nillable: spec.nillable ?? false
  };
}
function codecOf(field) {
  return typeof field.codec === "function" ? field.codec() : field.codec;
}
function isNil(r) {
  const nil = r.attribute(XSI_NS, "nil");
  return nil === "true" || nil === "1";
}
function fieldTable(list) {
  return { list, indexByName: new Map(list.map((f, i) => [f.xml, i])) };
}
function readFields(r, fields, target) {
  if (r.isEmptyElement) {
    r.next();
    return;
  }
  const list = fields.list;
  let expected = 0;
  for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
    if (event !== XmlEvent.Start) continue;
    const name = r.localName;
    let i = expected;
    if (i >= list.length || list[i].xml !== name) {
      const found = fields.indexByName.get(name);
      if (found === void 0) {
        r.skipElement();
        continue;
      }
      i = found;
    }
    const field = list[i];
    if (field.ns !== r.namespace) {
      r.skipElement();
      continue;
    }
    expected = field.max === 1 ? i + 1 : i;
    readField(r, field, target);
    if (field.interleaving !== void 0) keepOrder(target, field.ts);
  }
}
function keepOrder(target, ts) {
  const order = getOwn(target, "$order");
  if (order) order.push(ts);
  else target.$order = [ts];
}
function readField(r, field, target) {
  const value = isNil(r) ? skipNil(r) : r.references === void 0 ? codecOf(field).read(r) : r.references.read(r, codecOf(field));
  const list = field.max === 1 ? void 0 : getOwn(target, field.ts);
  if (list) list.push(value);
  else setOwn(target, field.ts, field.max === 1 ? value : [value]);
}
function skipNil(r) {
  r.skipElement();
  return null;
}
function nextChild(r) {
  for (; ; ) {
    const event = r.next();
    if (event === XmlEvent.Start) return true;
    if (event === XmlEvent.End) return false;
  }
}
function readValue(r, codec) {
  if (isNil(r)) return skipNil(r);
  return r.references === void 0 ? codec.read(r) : r.references.read(r, codec);
}
function parsedText(element, codec, value, text) {
  if (value === void 0) throw new XmlValueError(element, codec.expected, text);
  return value;
}
function addItem(target, key, value) {
  const list = getOwn(target, key);
  if (list) list.push(value);
  else setOwn(target, key, [value]);
}
function fieldWriters(fields, defaultNs) {
  return fields.map((field) => ({
    field,
    start: field.ns === defaultNs ? `<${field.xml}` : `<${field.xml} xmlns="${escapeXml(field.ns)}"`,
    codec: void 0
  }));
}
function writeChildren(w, value, writers, path) {
  const write = w.encoded ?? writeChild;
  let written;
  for (const fw of writers) {
    const { field } = fw;
    if (field.interleaving !== void 0 && Array.isArray(value.$order)) {
      if (!(written ??= /* @__PURE__ */ new Set()).has(field.interleaving)) {
        written.add(field.interleaving);
        writeInterleaved(w, value, writers, field.interleaving, value.$order, path);
      }
      continue;
    }
    const v = value[field.ts];
    if (v !== void 0) writeField(w, fw, v, path, write);
  }
}
function writeField(w, fw, value, path, write = w.encoded ?? writeChild) {
  const { field } = fw;
  const codec = fw.codec ??= codecOf(field);
  try {
    if (field.max === 1) write(w, fw, codec, value);
    else {
      const items = listItems(value, field.ts);
      if (write === writeChild && codec.writeItems !== void 0 && !w.laysOut)
        codec.writeItems(w, fw, items);
      else for (let i = 0; i < items.length; i++) write(w, fw, codec, items[i]);
    }
  } catch (err) {
    throw pathed(err, path, field.ts);
  }
}
function writeInterleaved(w, value, writers, interleaving, order, path) {
  const members = writers.filter((fw) => fw.field.interleaving === interleaving);
  const next = /* @__PURE__ */ new Map();
  const write = (fw, i) => {
    const items = value[fw.field.ts];
    if (!Array.isArray(items) || i >= items.length)
      throw new TypeError(
        `${path}.$order names ${fw.field.ts} more often than ${path}.${fw.field.ts} has items`
      );
    try {
      (w.encoded ?? writeChild)(w, fw, fw.codec ??= codecOf(fw.field), items[i]);
    } catch (err) {
      throw pathed(err, path, `${fw.field.ts}[${i}]`);
    }
    next.set(fw, i + 1);
  };
  for (const ts of order) {
    const fw = members.find((m) => m.field.ts === ts);
    if (fw) write(fw, next.get(fw) ?? 0);
  }
  for (const fw of members) {
    const items = value[fw.field.ts];
    if (items === void 0) continue;
    const all = listItems(items, `${path}.${fw.field.ts}`);
    for (let i = next.get(fw) ?? 0; i < all.length; i++) write(fw, i);
  }
}
function listItems(value, where) {
  if (Array.isArray(value)) return value;
  throw new TypeError(`${where} must be an array`);
}
function writeChild(w, fw, codec, value) {
  if (value === null) w.leaf(`${fw.start} xsi:nil="true"`, fw.field.xml, "");
  else codec.writeElement(w, fw.start, fw.field.xml, fw.field.ts, value, fw.field.ns);
}
function writeFields(value, fields, where, defaultNs) {
  const w = new XmlWriter();
  writeChildren(w, value, fieldWriters(fields, defaultNs), where);
  return w.xml;
}
function arrayCodec(spec, ns) {
  const item = fieldOf(spec, ns);
  const table = fieldTable([item]);
  const writers = scopedWriters([item], ns);
  const codec = {
    item,
    expected: `a list of ${item.xml}`,
    read(r) {
      const target = {};
      const readItem = codecOf(item).canonicalChild?.(item.xml, item.ns);
      const items = [];
      for (let value; readItem && (value = readItem(r)) !== void 0; ) items.push(value);
      if (items.length > 0) setOwn(target, item.ts, items);
      readFields(r, table, target);
      return target[item.ts] ?? [];
    },
    writeElement(w, start, name, path, value, scope) {
      w.open(start);
      writeField(w, writers(scope)[0], value, path);
      w.close(name);
    }
  };
  return codec;
}
function scopedWriters(fields, ns) {
  const own = fieldWriters(fields, ns);
  const others = /* @__PURE__ */ new Map();
  return (scope) => {
    if (scope === void 0 || scope === ns) return own;
    let writers = others.get(scope);
    if (!writers) others.set(scope, writers = fieldWriters(fields, scope));
    return writers;
  };
}
function listCodec(itemCodec) {
  const item = () => typeof itemCodec === "function" ? itemCodec() : itemCodec;
  const codec = textCodec(
    "",
    (text) => {
      const values = [];
      for (const part of text.split(/[ \t\n\r]+/)) {
        if (part === "") continue;
        const value = item().parse(part);
        if (value === void 0) return void 0;
        values.push(value);
      }
      return values;
    },
    (values, where) => {
      if (!Array.isArray(values)) throw new TypeError(`${where} must be an array`);
      return values.map((value, i) => {
        const text = item().format(value, `${where}[${i}]`);
        if (text === "" || /[ \t\n\r]/.test(text))
          throw new RangeError(
            `${where}[${i}] cannot be a list item: ${JSON.stringify(text)} is empty or holds white space`
          );
        return text;
      }).join(" ");
    }
  );
  return Object.defineProperties(codec, {
    expected: { get: () => `a list of ${item().expected}, separated by spaces` },
    listItem: { value: item }
  });
}
function unionCodec(name, members) {
  const codecs = () => members.map((m) => typeof m === "function" ? m() : m);
  const codec = textCodec(
    `a ${name} value`,
    (text) => {
      for (const m of codecs()) {
        const value = m.parse(text);
        if (value !== void 0) return value;
      }
      return void 0;
    },
    (value, where) => {
      let error;
      for (const m of codecs()) {
        try {
          return m.format(value, where);
        } catch (err) {
          error ??= err;
        }
      }
      throw error ?? new TypeError(`${where} must be a ${name} value`);
    }
  );
  return Object.assign(codec, { members: codecs });
}
function enumCodec(name, values) {
  const declared = new Map(values.map((v) => [v, v]));
  const escaped = new Map(values.map((v) => [v, escapeXmlText(v)]));
  const format = (value, where) => {
    if (!declared.has(value))
      throw new RangeError(
        `${where} must be one of ${values.join(", ")}; got ${JSON.stringify(value)}`
      );
    return value;
  };
  return textCodec(
    `a ${name} value (${values.join(", ")})`,
    (text) => declared.get(text),
    format,
    (value, where) => escaped.get(value) ?? format(value, where)
  );
}
export {
  XSD_NS,
  XSI_NS,
  XmlValueError,
  XmlWriter,
  addItem,
  arrayCodec,
  enumCodec,
  fieldOf,
  fieldTable,
  fieldWriters,
  keepOrder,
  listCodec,
  listItems,
  nextChild,
  parsedText,
  pathed,
  readField,
  readFields,
  readValue,
  scopedWriters,
  textCodec,
  unionCodec,
  writeChild,
  writeChildren,
  writeField,
  writeFields,
  writeParts
};
//# sourceMappingURL=codec.js.map
