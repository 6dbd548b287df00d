// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npm run generate` replaces it.
/**
 * An operation's messages on the wire, built once per operation from generated descriptors: what
 * its request and response put in the SOAP Body (a wrapper element and its children, or bare
 * elements), how the result is made from the response (nothing, its only element's value, or an
 * object of its elements), its faults' detail elements, and, for ASMX's HTTP GET/POST, its
 * parameters as text.
 */
import { XmlWriter, fieldTable, fieldWriters, readField, readFields, writeChildren, fieldOf, } from "./codec.js";
import { XmlEvent } from "./xml-reader.js";
import { escapeXml } from "./xml-text.js";
import { formDateTimeText } from "./scalar-text.js";
import { getOwn, setOwn } from "./own-property.js";
/** Why an HTTP GET/POST request's parameters could not be read, in ASMX's terms. */
export class FormParameterError extends Error {
    kind;
    parameter;
    expected;
    text;
    constructor(kind, parameter, expected, text) {
        super(kind === "missing"
            ? `Missing parameter: ${parameter}.`
            : kind === "repeated"
                ? `Cannot convert ${parameter}: the parameter is given more than once.`
                : `Cannot convert ${JSON.stringify(text)} to ${expected} (parameter ${parameter}).`);
        this.kind = kind;
        this.parameter = parameter;
        this.expected = expected;
        this.text = text;
        this.name = "FormParameterError";
    }
}
/** The elements of one message's body, written and read. */
export class BodyCodec {
    wrapper;
    fields;
    table;
    writers;
    wrapperStart;
    /** `ns`: the namespace of the fields that do not name one (the wrapper's, else the contract's). */
    constructor(d, ns) {
        this.wrapper = d.wrapper;
        this.fields = d.fields.map((f) => fieldOf(f, d.wrapper?.ns ?? ns));
        this.table = fieldTable(this.fields);
        this.writers = fieldWriters(this.fields, d.wrapper?.ns ?? "");
        this.wrapperStart = d.wrapper ? `<${d.wrapper.local} xmlns="${escapeXml(d.wrapper.ns)}"` : "";
    }
    /** The body's first element: what a request is routed by. */
    get firstElement() {
        const first = this.fields[0];
        return this.wrapper ?? (first ? { ns: first.ns, local: first.xml } : undefined);
    }
    /** The body's content for `values` (keyed by the fields' TypeScript names). */
    write(values, where) {
        const w = new XmlWriter();
        this.writeTo(w, values, where);
        return w.xml;
    }
    /** Appends the body's content for `values` to `w`. */
    writeTo(w, values, where) {
        if (!this.wrapper)
            return writeChildren(w, values, this.writers, where);
        w.open(this.wrapperStart);
        writeChildren(w, values, this.writers, where);
        w.close(this.wrapper.local);
    }
    /** Reads the body element the reader is at into `target`; one that is no part of the body is skipped. */
    readChild(r, target) {
        if (this.wrapper) {
            if (r.localName === this.wrapper.local && r.namespace === this.wrapper.ns)
                readFields(r, this.table, target);
            else
                r.skipElement();
            return;
        }
        const field = this.table.list[this.table.indexByName.get(r.localName) ?? -1];
        if (field && field.ns === r.namespace)
            readField(r, field, target);
        else
            r.skipElement();
    }
    /** Reads every element of the Body the reader is in, up to its End. */
    readAll(r, target) {
        for (let event = r.next(); event !== XmlEvent.End; event = r.next())
            if (event === XmlEvent.Start)
                this.readChild(r, target);
    }
    /** Fills in what ASMX hands the method for value-type parameters the request left out. */
    withDefaults(target) {
        // A parameter on the wire has a value in `target` (null when nil), so absence is `undefined`.
        for (const p of this.fields)
            if (getOwn(target, p.ts) === undefined && p.missing !== undefined)
                setOwn(target, p.ts, p.missing);
        return target;
    }
}
export class OperationCodec {
    name;
    namespace;
    soapAction;
    input;
    output;
    result;
    faults;
    headers;
    outputHeaders;
    byLowerXml;
    constructor(d) {
        this.name = d.name;
        this.namespace = d.namespace;
        this.soapAction = d.soapAction;
        this.input = new BodyCodec(d.input, d.namespace);
        this.output = d.output && new BodyCodec(d.output, d.namespace);
        this.result = d.result;
        this.faults = d.faults ?? [];
        this.headers = d.headers ?? [];
        this.outputHeaders = d.outputHeaders ?? [];
        this.byLowerXml = new Map(this.input.fields.map((p) => [p.xml.toLowerCase(), p]));
    }
    /** The parameters, in schema order. */
    get params() {
        return this.input.fields;
    }
    /** The request's body content. */
    writeSoap(params) {
        return this.input.write(params, this.name);
    }
    /** The response's body content for the implementation's result. */
    writeResult(result) {
        return this.output ? this.output.write(this.resultFields(result), this.name) : "";
    }
    /** The result, from what was read of the response's body. */
    resultOf(values) {
        if (this.result === "void")
            return undefined;
        if (this.result === "single")
            return values[this.output.fields[0].ts];
        return values;
    }
    /** The response body's fields for the implementation's result (see BodyCodec.writeTo). */
    resultFields(result) {
        if (this.result === "void")
            return {};
        if (this.result === "single")
            return { [this.output.fields[0].ts]: result };
        return result;
    }
    /** Every parameter as HTTP GET/POST text: ASMX requires them all, so absent strings go empty. */
    formFields(params) {
        const values = params;
        return this.params.map((p) => {
            const v = values[p.ts];
            if (v === undefined || v === null)
                return [p.xml, ""];
            if (p.dateTime)
                return [p.xml, formDateTimeText(v)];
            return [p.xml, p.codec.format(v, `${this.name}.${p.ts}`)];
        });
    }
    /**
     * Reads HTTP GET/POST values as ASMX does: names case-insensitive, unknown names ignored, every
     * parameter required, a repeated one refused. `values` maps lower-cased names to their values.
     */
    readForm(values) {
        const target = {};
        for (const [name, texts] of values) {
            const p = this.byLowerXml.get(name);
            if (!p)
                continue;
            const codec = p.codec;
            if (texts.length > 1)
                throw new FormParameterError("repeated", p.xml, codec.expected);
            const text = texts[0];
            const value = p.form ? p.form(text) : codec.parse(text);
            if (value === undefined)
                throw new FormParameterError("invalid", p.xml, codec.expected, text);
            setOwn(target, p.ts, value);
        }
        for (const p of this.params)
            if (!Object.hasOwn(target, p.ts))
                throw new FormParameterError("missing", p.xml, p.codec.expected);
        return target;
    }
    /** The fault whose detail element is the one the reader is at, if the operation declares it. */
    faultOf(r) {
        return this.faults.find((f) => f.element.local === r.localName && f.element.ns === r.namespace);
    }
}
//# sourceMappingURL=operation.js.map