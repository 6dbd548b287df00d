// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  XmlWriter,
  fieldTable,
  fieldWriters,
  readField,
  readFields,
  writeChildren,
  fieldOf
} from "./codec.js";
import { escapeXml } from "./xml-text.js";
import { formDateTimeText } from "./scalar-text.js";
class BodyCodec {
  wrapper;
  fields;
  #table;
  #writers;
  #wrapperStart;
  /**
   * `ns`: the namespace of the fields that do not name one (the wrapper's, else the contract's);
   * `callAttributes`: what an encoding adds to the wrapper's start tag.
   */
  constructor(d, ns, callAttributes = "") {
    this.wrapper = d.wrapper;
    this.fields = d.fields.map((f) => fieldOf(f, d.wrapper?.ns ?? ns));
    this.#table = fieldTable(this.fields);
    this.#writers = fieldWriters(this.fields, d.wrapper?.ns ?? "");
    this.#wrapperStart = d.wrapper ? `<${d.wrapper.local} xmlns="${escapeXml(d.wrapper.ns)}"${callAttributes}` : "";
  }
  /** The body's content for `values` (keyed by the fields' TypeScript names). */
  write(values, where, binary) {
    const w = new XmlWriter();
    w.binary = binary;
    this.writeTo(w, values, where);
    return w.xml;
  }
  /** Appends the body's content for `values` to `w`. */
  writeTo(w, values, where) {
    if (!this.wrapper) return writeChildren(w, values, this.#writers, where);
    w.open(this.#wrapperStart);
    writeChildren(w, values, this.#writers, where);
    w.close(this.wrapper.local);
  }
  /** Reads the body element the reader is at into `target`; one that is no part of the body is skipped. */
  readChild(r, target) {
    if (this.wrapper) {
      if (r.localName === this.wrapper.local && r.namespace === this.wrapper.ns)
        readFields(r, this.#table, target);
      else r.skipElement();
      return;
    }
    const field = this.#table.list[this.#table.indexByName.get(r.localName) ?? -1];
    if (field && field.ns === r.namespace) readField(r, field, target);
    else r.skipElement();
  }
  /**
   * Once the Body's elements were all passed to readChild, with the limits the message was read
   * under: nothing is left to read of a literal message (an encoded one reads its call then).
   */
  complete(_target, _limits) {
  }
}
function bodyCodec(d, ns) {
  return d.encoding ? d.encoding.body(d, ns) : new BodyCodec(d, ns);
}
class OperationCodec {
  name;
  namespace;
  soapAction;
  input;
  output;
  result;
  faults;
  headers;
  outputHeaders;
  bindings;
  requirements;
  http;
  enveloped;
  constructor(d) {
    this.name = d.name;
    this.namespace = d.namespace;
    this.soapAction = d.soapAction;
    this.input = bodyCodec(d.input, d.namespace);
    this.output = d.output && bodyCodec(d.output, d.namespace);
    this.result = d.result;
    this.faults = d.faults ?? [];
    this.headers = d.headers ?? [];
    this.outputHeaders = d.outputHeaders ?? [];
    this.bindings = d.bindings;
    this.requirements = d.requirements ?? [];
    this.http = d.http;
    this.enveloped = d.enveloped ?? false;
  }
  /** The parameters, in schema order. */
  get params() {
    return this.input.fields;
  }
  /** The request's body content; `binary` takes its base64Binary values for an MTOM package. */
  writeSoap(params, binary) {
    return this.input.write(params, this.name, binary);
  }
  /** The result, from what was read of the response's body. */
  resultOf(values) {
    if (this.result === "void") return void 0;
    if (this.result === "single") return values[this.output.fields[0].ts];
    return values;
  }
  /** Every parameter as HTTP GET/POST text: ASMX requires them all, so absent strings go empty. */
  formFields(params) {
    const values = params;
    return this.params.map((p) => {
      const v = values[p.ts];
      if (v === void 0 || v === null) return [p.xml, ""];
      if (p.dateTime) return [p.xml, formDateTimeText(v)];
      return [p.xml, p.codec.format(v, `${this.name}.${p.ts}`)];
    });
  }
  /** The fault whose detail element is the one the reader is at, if the operation declares it. */
  faultOf(r) {
    return this.faults.find((f) => f.element.local === r.localName && f.element.ns === r.namespace);
  }
}
export {
  BodyCodec,
  OperationCodec
};
//# sourceMappingURL=operation.js.map
