// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * `xsd:anyType` items, as ASMX writes `object[]`: `<anyType xsi:type="xsd:string">...</anyType>`
 * for simple values and `<anyType xsi:type="Order">...</anyType>` for objects. Reading keeps the
 * xsi:type and decodes the content by it; what the contract does not describe is kept whole.
 */
import { XSD_NS, XSI_NS, XmlValueError, XmlWriter, pathed, } from "./codec.js";
import { XmlEvent } from "./xml-reader.js";
import { escapeXml, escapeXmlText, xmlTextContent } from "./xml-text.js";
import * as xsd from "./xsd-codecs.js";
import { setOwn } from "./own-property.js";
import { fieldKey, mayRepeat } from "./field-keys.js";
import { endTagAt, fieldTagSlot, startTagAt } from "./field-tags.js";
/** Reads an element with unknown content: text, or child elements by local name (repeats as arrays). */
export function readXmlValue(r) {
    return readValue(r, 0);
}
/** The children of a record readPlainChildren read, in arrays reused from record to record. */
const childNames = [];
const childTexts = [];
function readValue(r, depth) {
    if (r.attribute(XSI_NS, "nil") === "true") {
        r.skipElement();
        return null;
    }
    // An empty element is "": the loop below meets its End at once.
    const plain = r.readPlainText();
    if (plain !== undefined)
        return plain;
    const children = r.readPlainChildren(childNames, childTexts);
    if (children > 0) {
        const record = {};
        for (let position = 0; position < children; position++)
            addField(record, depth, position, childNames[position], childTexts[position]);
        return record;
    }
    let fields;
    let count = 0;
    let text = "";
    for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
        if (event === XmlEvent.Text)
            text += r.text;
        if (event !== XmlEvent.Start)
            continue;
        fields ??= {};
        addField(fields, depth, count++, r.localName, readValue(r, depth + 1));
    }
    return fields ?? text;
}
/**
 * Adds the field at `position` of an object at `depth`. The object is built directly; a field
 * becomes an array only when its element repeats (a value read here is never an array, so an
 * array means "repeated").
 */
function addField(fields, depth, position, localName, value) {
    const name = fieldKey(depth, position, localName);
    const seen = mayRepeat(depth, position, name) && Object.hasOwn(fields, name) ? fields[name] : undefined;
    if (seen === undefined)
        setOwn(fields, name, value);
    else if (Array.isArray(seen))
        seen.push(value);
    else
        setOwn(fields, name, [seen, value]);
}
/** Writes unknown content back: text, or child elements in the given namespace's default scope. */
export function writeXmlValue(value, where) {
    const w = new XmlWriter();
    writeContent(w, value, where, 0);
    return w.xml;
}
/** Appends unknown content; a refusal's message starts with `path`, this element's. */
function writeContent(w, value, path, depth) {
    if (value === null)
        return;
    if (typeof value === "string") {
        w.text(xmlTextContent(value, path));
        return;
    }
    if (Array.isArray(value))
        throw new TypeError(`${path}: a list must be the value of a named field`);
    let position = 0;
    for (const name of Object.keys(value)) {
        const field = value[name];
        try {
            const slot = fieldTagSlot(depth, position++, name);
            if (Array.isArray(field))
                for (const item of field)
                    writeChild(w, name, slot, item, depth);
            else
                writeChild(w, name, slot, field, depth);
        }
        catch (err) {
            throw pathed(err, path, name);
        }
    }
}
// Empty content is an empty-element tag, as .NET writes it.
function writeChild(w, name, slot, item, depth) {
    if (item === null)
        w.leaf(`<${name} xsi:nil="true"`, name, "");
    else if (typeof item === "string")
        w.element(startTagAt(slot, name), xmlTextContent(item, name), endTagAt(slot, name));
    else {
        w.open(`<${name}`);
        writeContent(w, item, name, depth + 1);
        w.close(name);
    }
}
/** An open complex type: the contract names it but shows no fields, so all content is kept. */
export function openCodec(name) {
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
    };
    return codec;
}
/**
 * The anyType codec of a contract: `types` maps the local names of the contract's complex types
 * (in namespace `ns`) to their codecs.
 */
export function anyTypeCodec(ns, types) {
    // The start tag of the last contract-type item written: a list's items mostly share it.
    let lastStart = "";
    let lastTagType = "";
    let lastTag = "";
    // The contract type the last such item named, and how: a list's items mostly name the same.
    let lastRaw;
    let lastPrefix = "";
    let lastNs = "";
    let lastType = "";
    let lastTypeCodec;
    const codec = {
        expected: "an xsd:anyType item",
        read(r) {
            const raw = r.attribute(XSI_NS, "type");
            if (raw === undefined)
                return { type: "unknown", xsiType: null, value: readXmlValue(r) };
            // The same text, its prefix bound to the same namespace here: the same type.
            if (raw === lastRaw && (r.namespaceOf(lastPrefix) ?? "") === lastNs)
                return { type: lastType, value: lastTypeCodec.read(r) };
            const qname = r.resolveQName(raw);
            if (qname.namespace === XSD_NS && Object.hasOwn(xsd, qname.local)) {
                const codec = xsd[qname.local];
                const name = r.localName;
                const text = r.readText();
                const value = codec.parse(text);
                if (value === undefined)
                    throw new XmlValueError(name, codec.expected, text);
                return qname.local === "dateTime"
                    ? { type: "xsd:dateTime", value, text }
                    : { type: `xsd:${qname.local}`, value };
            }
            const codec = qname.namespace === ns ? types.get(qname.local) : undefined;
            if (codec) {
                const colon = raw.indexOf(":");
                lastRaw = raw;
                lastPrefix = colon < 0 ? "" : raw.slice(0, colon);
                lastNs = qname.namespace;
                lastType = qname.local;
                lastTypeCodec = codec;
                return { type: qname.local, value: codec.read(r) };
            }
            return { type: "unknown", xsiType: raw, value: readXmlValue(r) };
        },
        writeElement(w, start, name, path, item, scope) {
            if (item.type === "unknown") {
                const u = item;
                w.open(u.xsiType === null ? start : `${start} xsi:type="${escapeXml(u.xsiType)}"`);
                writeContent(w, u.value, path, 0);
                w.close(name);
                return;
            }
            if (item.type.startsWith("xsd:")) {
                const builtIn = xsd[item.type.slice(4)];
                if (!builtIn)
                    throw new TypeError(`${path}: unknown built-in type ${item.type}`);
                // A text given with the value (a dateTime as the implementation wrote it) must be one of
                // the type's: anything else would go on the wire as it is.
                const given = "text" in item && typeof item.text === "string" ? item.text : undefined;
                if (given !== undefined && builtIn.parse(given) === undefined)
                    throw new RangeError(`${path}: ${JSON.stringify(given)} is not ${builtIn.expected}`);
                w.leaf(`${start} xsi:type="${item.type}"`, name, escapeXmlText(given ?? builtIn.format(item.value, path)));
                return;
            }
            const typeCodec = types.get(item.type);
            if (!typeCodec)
                throw new TypeError(`${path}: ${item.type} is not a type of the contract`);
            if (start !== lastStart || item.type !== lastTagType) {
                lastStart = start;
                lastTagType = item.type;
                lastTag = `${start} xsi:type="${item.type}"`;
            }
            typeCodec.writeElement(w, lastTag, name, path, item.value, scope);
        },
    };
    return codec;
}
//# sourceMappingURL=any-type.js.map