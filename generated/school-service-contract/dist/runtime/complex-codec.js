// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Complex types: child elements (fields), attributes, and what a schema may add to them: a text
 * value (simple content, `$value`), elements and attributes it does not name (wildcards, kept as
 * XML in `$any` and as text in `$attributes`), text between the children (mixed content, `$text`),
 * and derived types chosen by `xsi:type` (`$type` names the derived type of a value).
 */
import { XSI_NS, XmlValueError, pathed, readField, readFields, fieldTable, scopedWriters, writeChildren, fieldOf, } from "./codec.js";
import { XmlEvent } from "./xml-reader.js";
import { assertXmlText, escapeXml, escapeXmlText } from "./xml-text.js";
import { setOwn } from "./own-property.js";
const thunked = (c) => typeof c === "function" ? c() : c;
export function complexCodec(d) {
    const ownType = d.typeName ? `{${d.typeName.ns}}${d.typeName.local}` : undefined;
    // Made on first use, when the codecs this one refers to (its base's) are all declared.
    let prepared;
    const p = () => (prepared ??= prepare(d));
    const codec = {
        expected: `a ${d.name}`,
        descriptor: d,
        content: () => p().content,
        read(r) {
            const xsiType = d.derived ? r.attribute(XSI_NS, "type") : undefined;
            if (xsiType !== undefined) {
                const qname = r.resolveQName(xsiType);
                const key = `{${qname.namespace}}${qname.local}`;
                const derived = key === ownType ? undefined : d.derived().get(key);
                if (derived) {
                    const value = derived.readContent(r);
                    value.$type = derived.descriptor.typeName.local;
                    return value;
                }
            }
            return codec.readContent(r);
        },
        readContent(r) {
            const { content: c, table, named } = p();
            const target = {};
            for (const a of c.attributes) {
                const text = r.attribute(a.ns, a.xml);
                if (text === undefined)
                    continue;
                const attrCodec = thunked(a.codec);
                const value = attrCodec.parse(text);
                if (value === undefined)
                    throw new XmlValueError(`${r.localName}/@${a.xml}`, attrCodec.expected, text);
                setOwn(target, a.ts, value);
            }
            if (c.anyAttribute) {
                const extra = {};
                for (const [ns, local, value] of r.attributes()) {
                    if (named.has(`{${ns}}${local}`) || ns === XSI_NS)
                        continue;
                    setOwn(extra, ns === "" ? local : `{${ns}}${local}`, value);
                }
                if (Object.keys(extra).length > 0)
                    target.$attributes = extra;
            }
            if (c.text) {
                const textCodec = thunked(c.text);
                const name = r.localName;
                const text = r.readText();
                const value = textCodec.parse(text);
                if (value === undefined)
                    throw new XmlValueError(name, textCodec.expected, text);
                target.$value = value;
                return target;
            }
            if (c.anyElements || c.mixed)
                readOpenContent(r, table, target, c);
            else
                readFields(r, table, target);
            return target;
        },
        writeElement(w, start, name, path, value, scope) {
            const typed = value.$type;
            if (typed !== undefined && d.derived && typed !== d.typeName?.local) {
                const derived = [...d.derived().values()].find((c) => c.descriptor.typeName.local === typed);
                if (!derived)
                    throw new TypeError(`${path}: $type ${JSON.stringify(typed)} is not a type derived from ${d.name}`);
                const t = derived.descriptor.typeName;
                derived.writeAs(w, `${start} xsi:type="t:${t.local}" xmlns:t="${escapeXml(t.ns)}"`, name, path, value, scope);
                return;
            }
            codec.writeAs(w, start, name, path, value, scope);
        },
        writeAs(w, start, name, path, value, scope) {
            const { content: c, writers } = p();
            const v = value;
            let tag = start;
            for (const a of c.attributes) {
                const attr = v[a.ts];
                if (attr === undefined)
                    continue;
                try {
                    const text = thunked(a.codec).format(attr, a.ts);
                    tag +=
                        a.ns === ""
                            ? ` ${a.xml}="${escapeXml(text)}"`
                            : ` a:${a.xml}="${escapeXml(text)}" xmlns:a="${escapeXml(a.ns)}"`;
                }
                catch (err) {
                    throw pathed(err, path, a.ts);
                }
            }
            if (c.anyAttribute && v.$attributes)
                tag += wildcardAttributes(v.$attributes, `${path}.$attributes`);
            if (c.text) {
                if (v.$value === undefined)
                    throw new TypeError(`${path}.$value is required: the element's text`);
                w.leaf(tag, name, escapeXmlText(thunked(c.text).format(v.$value, `${path}.$value`)));
                return;
            }
            w.open(tag);
            if (c.mixed && typeof v.$text === "string" && v.$text !== "") {
                assertXmlText(v.$text, `${path}.$text`);
                w.text(escapeXmlText(v.$text));
            }
            writeChildren(w, v, writers(scope), path);
            if (c.anyElements && Array.isArray(v.$any))
                v.$any.forEach((xml, i) => w.raw(checkRawElement(xml, `${path}.$any[${i}]`)));
            w.close(name);
        },
    };
    return codec;
}
function prepare(d) {
    const content = contentOf(d);
    return {
        content,
        table: fieldTable(content.fields),
        writers: scopedWriters(content.fields, d.ns),
        named: new Set(content.attributes.map((a) => `{${a.ns}}${a.xml}`)),
    };
}
function contentOf(d) {
    const fields = d.fields.map((f) => fieldOf(f, d.ns));
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
function readOpenContent(r, table, target, d) {
    if (r.isEmptyElement) {
        r.next();
        return;
    }
    let text = "";
    const any = [];
    for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
        if (event === XmlEvent.Text) {
            if (d.mixed)
                text += r.text;
            continue;
        }
        if (event !== XmlEvent.Start)
            continue;
        const field = table.list[table.indexByName.get(r.localName) ?? -1];
        if (field && field.ns === r.namespace)
            readField(r, field, target);
        else if (d.anyElements)
            any.push(r.readOuterXml());
        else
            r.skipElement();
    }
    if (d.mixed && text.trim() !== "")
        target.$text = text;
    if (any.length > 0)
        target.$any = any;
}
/** `$attributes` as attribute text: `{namespace}local` keys get a declared prefix. */
function wildcardAttributes(attributes, path) {
    let out = "";
    let n = 0;
    for (const [key, value] of Object.entries(attributes)) {
        if (typeof value !== "string")
            throw new TypeError(`${path}.${key} must be a string`);
        assertXmlText(value, `${path}.${key}`);
        const clark = /^\{([^}]*)\}(.+)$/.exec(key);
        if (!clark)
            out += ` ${key}="${escapeXml(value)}"`;
        else {
            n++;
            out += ` w${n}:${clark[2]}="${escapeXml(value)}" xmlns:w${n}="${escapeXml(clark[1])}"`;
        }
    }
    return out;
}
/** Raw XML kept by a wildcard is written as it is; a value that is not an element is refused. */
function checkRawElement(xml, path) {
    if (typeof xml !== "string" || !/^\s*<[^!?/]/.test(xml))
        throw new TypeError(`${path} must be an XML element, as text`);
    return xml;
}
//# sourceMappingURL=complex-codec.js.map