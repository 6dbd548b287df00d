/**
 * An operation's parameters on the wire, built once per operation from generated descriptors:
 * written as the children of the SOAP request element or as GET/POST text, and read back from
 * either, the way ASMX reads them.
 */
import { fieldTable, readFields, writeFields, type Codec, type FieldCodec, type FieldTable, type TextCodec } from "./codec.js";
import type { XmlReader } from "./xml-reader.js";
import { formDateTimeText } from "./scalar-text.js";

export interface ParamCodec extends FieldCodec {
  readonly codec: TextCodec<unknown> | Codec<unknown>;
  /** What ASMX hands the method when a SOAP request leaves the element out (value types only). */
  readonly missing?: unknown;
  /** Reads the HTTP GET/POST text; absent where it equals the SOAP reader. */
  readonly form?: (text: string) => unknown;
  /** The parameter is an xsd:dateTime (sent zone-less on GET/POST). */
  readonly dateTime?: boolean;
}

/** Why an HTTP GET/POST request's parameters could not be read, in ASMX's terms. */
export class FormParameterError extends Error {
  constructor(
    readonly kind: "missing" | "repeated" | "invalid",
    readonly parameter: string,
    readonly expected: string,
    readonly text?: string,
  ) {
    super(
      kind === "missing"
        ? `Missing parameter: ${parameter}.`
        : kind === "repeated"
          ? `Cannot convert ${parameter}: the parameter is given more than once.`
          : `Cannot convert ${JSON.stringify(text)} to ${expected} (parameter ${parameter}).`,
    );
    this.name = "FormParameterError";
  }
}

export interface OperationDescriptor {
  name: string;
  namespace: string;
  soapAction: string;
  /** Local names of the SOAP response element and of its result child. */
  responseElement: string;
  resultElement: string;
  params: readonly ParamCodec[];
}

export class OperationCodec<P> {
  readonly name: string;
  readonly namespace: string;
  readonly soapAction: string;
  readonly responseElement: string;
  readonly resultElement: string;
  readonly params: readonly ParamCodec[];
  private readonly fields: FieldTable;
  private readonly byLowerXml: ReadonlyMap<string, ParamCodec>;

  constructor(d: OperationDescriptor) {
    this.name = d.name;
    this.namespace = d.namespace;
    this.soapAction = d.soapAction;
    this.responseElement = d.responseElement;
    this.resultElement = d.resultElement;
    this.params = d.params;
    this.fields = fieldTable(d.params);
    this.byLowerXml = new Map(d.params.map((p) => [p.xml.toLowerCase(), p]));
  }

  /** The SOAP request element, `<op xmlns="ns">...</op>`, parameters in schema order. */
  writeSoap(params: P): string {
    const children = writeFields(params as Record<string, unknown>, this.params, this.name, this.namespace);
    return children === ""
      ? `<${this.name} xmlns="${this.namespace}" />`
      : `<${this.name} xmlns="${this.namespace}">${children}</${this.name}>`;
  }

  /** Reads the request element the reader is at; parameters left out get ASMX's defaults. */
  readSoap(r: XmlReader): P {
    const target: Record<string, unknown> = {};
    readFields(r, this.fields, target);
    // A parameter on the wire has a value in `target` (null when nil), so absence is `undefined`.
    for (const p of this.params) if (target[p.ts] === undefined && p.missing !== undefined) target[p.ts] = p.missing;
    return target as P;
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

  /**
   * Reads HTTP GET/POST values as ASMX does: names case-insensitive, unknown names ignored, every
   * parameter required, a repeated one refused. `values` maps lower-cased names to their values.
   */
  readForm(values: ReadonlyMap<string, string[]>): P {
    const target: Record<string, unknown> = {};
    for (const [name, texts] of values) {
      const p = this.byLowerXml.get(name);
      if (!p) continue;
      if (texts.length > 1) throw new FormParameterError("repeated", p.xml, p.codec.expected);
      const text = texts[0]!;
      const value = p.form ? p.form(text) : (p.codec as TextCodec<unknown>).parse(text);
      if (value === undefined) throw new FormParameterError("invalid", p.xml, p.codec.expected, text);
      target[p.ts] = value;
    }
    for (const p of this.params) if (!(p.ts in target)) throw new FormParameterError("missing", p.xml, p.codec.expected);
    return target as P;
  }
}
