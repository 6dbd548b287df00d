/**
 * An operation's messages on the wire, built once per operation from generated descriptors: what
 * its request and response put in the SOAP Body (a wrapper element and its children, or bare
 * elements), how the result is made from the response (nothing, its only element's value, or an
 * object of its elements), its faults' detail elements, and, for ASMX's HTTP GET/POST, its
 * parameters as text. It is also the one table of what the client and the server know of an
 * operation: its bindings, stated requirements, HTTP GET/POST result and whether it answers with
 * the contract's envelope.
 */
import {
  XmlWriter,
  type BinaryWriting,
  fieldTable,
  fieldWriters,
  readField,
  readFields,
  writeChildren,
  type Codec,
  fieldOf,
  type FieldCodec,
  type FieldSpec,
  type FieldTable,
  type FieldWriter,
  type TextCodec,
} from "./codec.js";
import type { XmlLimits, XmlReader } from "./xml-reader.js";
import { escapeXml } from "./xml-text.js";
import { formDateTimeText } from "./scalar-text.js";

/** A parameter as operations.ts writes it (see FieldSpec), and what ASMX adds to it. */
export interface ParamSpec extends FieldSpec {
  readonly codec: TextCodec<unknown> | Codec<unknown> | (() => Codec<unknown>);
  /** What ASMX hands the method when a SOAP request leaves the element out (value types only). */
  readonly missing?: unknown;
  /** Reads the HTTP GET/POST text; absent where it equals the SOAP reader. */
  readonly form?: (text: string) => unknown;
  /** The parameter is an xsd:dateTime (sent zone-less on GET/POST). */
  readonly dateTime?: boolean;
}

/** A parameter, its defaults filled in. */
export type ParamCodec = ParamSpec & FieldCodec;

export interface ElementName {
  readonly ns: string;
  readonly local: string;
}

/** What a message puts in the SOAP Body. */
export interface BodyDescriptor {
  /** The one element holding the fields (document/literal wrapped, rpc); absent: the fields are the body's elements. */
  readonly wrapper?: ElementName;
  readonly fields: readonly ParamSpec[];
  /** rpc/encoded: how the message is encoded (SOAP section 5: soap-encoding.ts's `soapEncoding`). */
  readonly encoding?: MessageEncoding;
}

/**
 * An encoding of messages (soap-encoding.ts): a value the operations of an encoded contract pass
 * in, whose body codec writes and reads it, so a literal contract carries none of it.
 */
export interface MessageEncoding {
  /** The codec of a body `d` describes, so encoded (see BodyCodec's constructor). */
  body(d: BodyDescriptor, ns: string): BodyCodec;
}

/** The four ways an ASMX service is called. */
export type Binding = "soap11" | "soap12" | "httpGet" | "httpPost";

/** A stated requirement on parameters, by their XML names. */
export interface Requirement {
  readonly kind: "required" | "atLeastOne";
  readonly params: readonly string[];
}

/**
 * An ASMX HTTP GET/POST answer: the result's codec and the document element, `null` when the
 * result's one kept element is the document (an XmlElement); `whole` when the result is content
 * .NET writes itself (a DataSet), whose root declares only its namespace.
 */
export interface HttpResult {
  readonly result: Codec<unknown>;
  readonly root: string | null;
  readonly whole?: boolean;
}

/** A SOAP header block of the contract: its element and codec. Operations name those they carry. */
export interface HeaderBlock {
  readonly element: string;
  readonly namespace: string;
  readonly codec: Codec<unknown>;
}

/** A `wsdl:fault`: the element its detail holds. */
export interface FaultCodec {
  readonly name: string;
  readonly element: ElementName;
  readonly codec: Codec<unknown> | (() => Codec<unknown>);
}

export interface OperationDescriptor {
  name: string;
  /** The contract's namespace (HTTP GET/POST documents are in it). */
  namespace: string;
  soapAction: string;
  input: BodyDescriptor;
  /** Absent for a one-way operation. */
  output?: BodyDescriptor;
  /** The result: nothing, the response's only element's value, or an object of its elements. */
  result: "void" | "single" | "object";
  faults?: readonly FaultCodec[];
  /** Names of the SOAP header blocks the request carries, and those the response carries. */
  headers?: readonly string[];
  outputHeaders?: readonly string[];
  /** The bindings that publish the operation. */
  bindings: readonly Binding[];
  /** The requirements the contract states on the parameters (beyond the schema's). */
  requirements?: readonly Requirement[];
  /** How HTTP GET/POST answers are written and read; absent when neither binding publishes it. */
  http?: HttpResult;
  /** The result is the contract's envelope (ASMX's status and data items). */
  enveloped?: boolean;
}

/** The elements of one message's body, written and read. */
export class BodyCodec {
  readonly wrapper: ElementName | undefined;
  readonly fields: readonly ParamCodec[];
  /**
   * Set by an encoded message's codec (soap-encoding.ts): the Body's elements after its call are
   * values the call refers to, and its parameters are checked by writing them whole.
   */
  declare readonly encoded?: boolean;
  readonly #table: FieldTable;
  readonly #writers: readonly FieldWriter[];
  readonly #wrapperStart: string;

  /**
   * `ns`: the namespace of the fields that do not name one (the wrapper's, else the contract's);
   * `callAttributes`: what an encoding adds to the wrapper's start tag.
   */
  constructor(d: BodyDescriptor, ns: string, callAttributes = "") {
    this.wrapper = d.wrapper;
    this.fields = d.fields.map((f) => fieldOf(f, d.wrapper?.ns ?? ns));
    this.#table = fieldTable(this.fields);
    this.#writers = fieldWriters(this.fields, d.wrapper?.ns ?? "");
    this.#wrapperStart = d.wrapper
      ? `<${d.wrapper.local} xmlns="${escapeXml(d.wrapper.ns)}"${callAttributes}`
      : "";
  }

  /** The body's content for `values` (keyed by the fields' TypeScript names). */
  write(values: Record<string, unknown>, where: string, binary?: BinaryWriting): string {
    const w = new XmlWriter();
    w.binary = binary;
    this.writeTo(w, values, where);
    return w.xml;
  }

  /** Appends the body's content for `values` to `w`. */
  writeTo(w: XmlWriter, values: Record<string, unknown>, where: string): void {
    if (!this.wrapper) return writeChildren(w, values, this.#writers, where);
    w.open(this.#wrapperStart);
    writeChildren(w, values, this.#writers, where);
    w.close(this.wrapper.local);
  }

  /** Reads the body element the reader is at into `target`; one that is no part of the body is skipped. */
  readChild(r: XmlReader, target: Record<string, unknown>): void {
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
  complete(_target: Record<string, unknown>, _limits?: XmlLimits): void {}
}

/** The codec of a body: its encoding's, else literal. */
function bodyCodec(d: BodyDescriptor, ns: string): BodyCodec {
  return d.encoding ? d.encoding.body(d, ns) : new BodyCodec(d, ns);
}

export class OperationCodec<P, R = unknown> {
  readonly name: string;
  readonly namespace: string;
  readonly soapAction: string;
  readonly input: BodyCodec;
  readonly output: BodyCodec | undefined;
  readonly result: OperationDescriptor["result"];
  readonly faults: readonly FaultCodec[];
  readonly headers: readonly string[];
  readonly outputHeaders: readonly string[];
  readonly bindings: readonly Binding[];
  readonly requirements: readonly Requirement[];
  readonly http: HttpResult | undefined;
  readonly enveloped: boolean;

  constructor(d: OperationDescriptor) {
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
  get params(): readonly ParamCodec[] {
    return this.input.fields;
  }

  /** The request's body content; `binary` takes its base64Binary values for an MTOM package. */
  writeSoap(params: P, binary?: BinaryWriting): string {
    return this.input.write(params as Record<string, unknown>, this.name, binary);
  }

  /** The result, from what was read of the response's body. */
  resultOf(values: Record<string, unknown>): R {
    if (this.result === "void") return undefined as R;
    if (this.result === "single") return values[this.output!.fields[0]!.ts] as R;
    return values as R;
  }

  /** Every parameter as HTTP GET/POST text: ASMX requires them all, so absent strings go empty. */
  formFields(params: P): [string, string][] {
    const values = params as Record<string, unknown>;
    return this.params.map((p) => {
      const v = values[p.ts];
      if (v === undefined || v === null) return [p.xml, ""];
      if (p.dateTime) return [p.xml, formDateTimeText(v as Date | string)];
      return [p.xml, (p.codec as TextCodec<unknown>).format(v, `${this.name}.${p.ts}`)];
    });
  }

  /** The fault whose detail element is the one the reader is at, if the operation declares it. */
  faultOf(r: XmlReader): FaultCodec | undefined {
    return this.faults.find((f) => f.element.local === r.localName && f.element.ns === r.namespace);
  }
}
