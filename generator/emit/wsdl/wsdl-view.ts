/**
 * The view model of the WSDL a service publishes at `?WSDL` when its contract was not one WSDL
 * file (a manifest, or a WSDL with imports): laid out as ASMX lays out its own. Schema
 * declarations come in the order ASMX writes them: per operation its request element and the
 * types it reaches, then its response element and the types that reaches (each type before the
 * types its fields name, the `[XmlInclude]` types of `_data` after the anyType array), then the
 * SOAP header's element and type; then the types nothing reached, then the HTTP bindings' root elements.
 */
import { builtinItem } from "../common/list-item.ts";
import { resultElementOf, resultOf } from "../../model/operation-result.ts";
import {
  VALUE_BUILTINS,
  type BindingKind,
  type ComplexTypeModel,
  type FieldModel,
  type OperationModel,
  type ServiceModel,
  type TypeModel,
  type TypeRef,
  type XsdBuiltin,
} from "../../model/service-model.ts";
import { escapeAttribute, escapeXml } from "./escape-xml.ts";

const XSD = "s";
const ASMX_TYPES_NS = "http://microsoft.com/wsdl/types/";
const DOTNET_TYPES: ReadonlySet<XsdBuiltin> = new Set<XsdBuiltin>(["guid", "char"]);
const isValueType = (ref: TypeRef) => ref.kind === "builtin" && VALUE_BUILTINS.has(ref.xsd);

export interface WsdlView {
  namespace: string;
  usesExtension: boolean;
  /** .NET's guid and char, declared (as ASMX does) in a schema of their own. */
  dotnetNamespace: string | null;
  /** Lines of the main schema's content, indented by the template's six spaces. */
  schemaLines: string[];
  dotnetTypes: string[];
  soapOperations: MessageView[];
  httpGetOperations: HttpMessageView[];
  httpPostOperations: HttpMessageView[];
  portTypes: PortTypeView[];
  bindings: BindingView[];
  service: {
    name: string;
    documentation: string | null;
    ports: { name: string; binding: string; prefix: string; address: string }[];
  };
}

interface MessageView {
  name: string;
  requestElement: string;
  responseElement: string;
  headers: { message: string; part: string; element: string }[];
}

interface HttpMessageView {
  name: string;
  params: string[];
  rootElement: string;
}

interface PortTypeView {
  name: string;
  suffix: string;
  operations: { name: string; documentation: string | null }[];
}

interface BindingView {
  name: string;
  portType: string;
  kind: BindingKind;
  soapPrefix: string;
  /** The binding uses WS-Addressing: it says so with wsaw:UsingAddressing. */
  addressing: boolean;
  operations: { name: string; soapAction: string; headers: { message: string; part: string }[] }[];
}

export function wsdlView(model: ServiceModel): WsdlView {
  const schema = new SchemaLayout(model);
  const served = new Set(model.bindings.map((b) => b.kind));
  const boundTo = (op: OperationModel, kind: BindingKind) =>
    served.has(kind) && op.bindings.includes(kind);
  const on = (kind: BindingKind) => model.operations.filter((op) => boundTo(op, kind));
  const soapOps = model.operations.filter((op) => boundTo(op, "soap11") || boundTo(op, "soap12"));
  const headerOf = (op: OperationModel) =>
    op.headers
      .map((id) => model.headers.find((h) => h.id === id)!)
      .map((h) => ({
        message: `${op.name}${h.element.local}`,
        part: h.element.local,
        element: `tns:${h.element.local}`,
      }));
  const httpMessages = (ops: OperationModel[], suffix: string): HttpMessageView[] =>
    ops.map((op) => ({
      name: `${op.name}${suffix}`,
      params: op.input.fields.map((p) => p.xmlName),
      rootElement: schema.rootElementName(resultOf(op).type),
    }));
  const portTypes: PortTypeView[] = [
    { name: `${model.name}Soap`, suffix: "Soap", operations: soapOps },
    { name: `${model.name}HttpGet`, suffix: "HttpGet", operations: on("httpGet") },
    { name: `${model.name}HttpPost`, suffix: "HttpPost", operations: on("httpPost") },
  ]
    .filter((p) => p.operations.length > 0)
    .map((p) => ({
      ...p,
      operations: p.operations.map((op) => ({
        name: op.name,
        documentation: op.documentation === undefined ? null : escapeXml(op.documentation),
      })),
    }));
  const bindings: BindingView[] = model.bindings.map((b) => ({
    name: b.name,
    portType:
      b.kind === "soap11" || b.kind === "soap12"
        ? `${model.name}Soap`
        : `${model.name}${b.kind === "httpGet" ? "HttpGet" : "HttpPost"}`,
    kind: b.kind,
    soapPrefix: b.kind === "soap12" ? "soap12" : "soap",
    addressing: b.addressing === true,
    operations: on(b.kind).map((op) => ({
      name: op.name,
      soapAction: escapeAttribute(op.soapAction),
      headers: headerOf(op),
    })),
  }));
  return {
    namespace: escapeAttribute(model.namespace),
    usesExtension: model.operations.some(
      (op) => op.requirements.length > 0 || op.resultItems !== undefined,
    ),
    dotnetNamespace: schema.dotnetTypes.size > 0 ? ASMX_TYPES_NS : null,
    schemaLines: schema.lines,
    dotnetTypes: [...schema.dotnetTypes].sort(),
    soapOperations: soapOps.map((op) => ({
      name: op.name,
      requestElement: `tns:${op.input.wrapper!.local}`,
      responseElement: `tns:${op.output!.wrapper!.local}`,
      headers: headerOf(op),
    })),
    httpGetOperations: httpMessages(on("httpGet"), "HttpGet"),
    httpPostOperations: httpMessages(on("httpPost"), "HttpPost"),
    portTypes,
    bindings,
    service: {
      name: model.name,
      documentation: model.documentation === undefined ? null : escapeXml(model.documentation),
      ports: model.bindings.map((b) => ({
        name: b.portName,
        binding: b.name,
        prefix: b.kind === "soap11" ? "soap" : b.kind === "soap12" ? "soap12" : "http",
        address: escapeAttribute(b.address),
      })),
    },
  };
}

/** The main schema's declarations, in ASMX's order, as lines. */
class SchemaLayout {
  readonly lines: string[] = [];
  readonly dotnetTypes = new Set<string>();
  private readonly written = new Set<string>();
  private readonly types: Map<string, TypeModel>;
  /** `_data`'s `[XmlInclude]` types: the operations' data item types, in operation order. */
  private readonly included: string[];

  constructor(model: ServiceModel) {
    this.types = new Map(model.types.map((t) => [t.id, t]));
    this.included = [
      ...new Set(model.operations.flatMap((op) => (op.resultItems ? [op.resultItems.typeId] : []))),
    ];
    const headersWritten = new Set<string>();
    for (const op of model.operations) {
      this.requestElement(op);
      op.input.fields.forEach((p) => this.reach(p.type));
      this.responseElement(op);
      this.reach(resultOf(op).type);
      for (const id of op.headers) {
        if (headersWritten.has(id)) continue;
        headersWritten.add(id);
        const header = model.headers.find((h) => h.id === id)!;
        this.lines.push(
          `<${XSD}:element name="${header.element.local}" type="${this.typeName(header.type)}" />`,
        );
        this.reach(header.type);
      }
    }
    model.types.forEach((t) => this.reach({ kind: "named", id: t.id }));
    const roots = new Map<string, string>();
    for (const op of model.operations.filter(
      (o) => o.bindings.includes("httpGet") || o.bindings.includes("httpPost"),
    )) {
      const name = this.rootElementName(resultOf(op).type);
      if (roots.has(name)) continue;
      const nillable = isValueType(resultOf(op).type) ? "" : ' nillable="true"';
      roots.set(
        name,
        `<${XSD}:element name="${name}"${nillable} type="${this.typeName(resultOf(op).type)}" />`,
      );
    }
    this.lines.push(...roots.values());
  }

  /** The element an HTTP GET/POST answer has as its root: the result type's name. */
  rootElementName(ref: TypeRef): string {
    return ref.kind === "builtin" ? ref.xsd : this.types.get(ref.id)!.name.local;
  }

  private requestElement(op: OperationModel): void {
    const appinfo = op.requirements.map(
      (r) => `<ctr:${r.kind} params="${escapeAttribute(r.params.join(" "))}" />`,
    );
    this.element(op.input.wrapper!.local, appinfo, op.input.fields);
  }

  private responseElement(op: OperationModel): void {
    const items = op.resultItems;
    const appinfo = items
      ? [
          `<ctr:dataItems type="${this.typeName({ kind: "named", id: items.typeId })}" cardinality="${items.cardinality}" />`,
        ]
      : [];
    const result: FieldModel = {
      xmlName: resultOf(op).xmlName,
      namespace: resultElementOf(op).namespace,
      tsName: "",
      type: resultOf(op).type,
      minOccurs: 0,
      maxOccurs: 1,
      nillable: false,
    };
    this.element(op.output!.wrapper!.local, appinfo, [
      isValueType(resultOf(op).type) ? { ...result, minOccurs: 1 } : result,
    ]);
  }

  /** A wrapper element: its annotation, then an anonymous sequence of its fields. */
  private element(name: string, appinfo: string[], fields: FieldModel[]): void {
    this.lines.push(`<${XSD}:element name="${name}">`);
    if (appinfo.length > 0)
      this.lines.push(
        `  <${XSD}:annotation>`,
        `    <${XSD}:appinfo>`,
        ...appinfo.map((a) => `      ${a}`),
        `    </${XSD}:appinfo>`,
        `  </${XSD}:annotation>`,
      );
    if (fields.length === 0) this.lines.push(`  <${XSD}:complexType />`);
    else
      this.lines.push(
        `  <${XSD}:complexType>`,
        `    <${XSD}:sequence>`,
        ...fields.map((f) => `      ${this.field(f)}`),
        `    </${XSD}:sequence>`,
        `  </${XSD}:complexType>`,
      );
    this.lines.push(`</${XSD}:element>`);
  }

  /** Writes a named type the first time it is reached, then the types it names. */
  private reach(ref: TypeRef | undefined): void {
    if (ref?.kind !== "named" || this.written.has(ref.id)) return;
    this.written.add(ref.id);
    const t = this.types.get(ref.id)!;
    if (t.kind === "enum") {
      const values = t.values.map(
        (v) => `    <${XSD}:enumeration value="${escapeAttribute(v.value)}" />`,
      );
      this.lines.push(
        `<${XSD}:simpleType name="${t.name.local}">`,
        `  <${XSD}:restriction base="${this.builtinName(t.base)}">`,
        ...values,
        `  </${XSD}:restriction>`,
        `</${XSD}:simpleType>`,
      );
      return;
    }
    if (t.kind === "union") throw new Error(`union type ${t.name.local}: not written yet`);
    if (t.kind === "simple" || t.kind === "list") {
      const derivation =
        t.kind === "list"
          ? `<${XSD}:list itemType="${this.builtinName(builtinItem(t))}" />`
          : `<${XSD}:restriction base="${this.builtinName(t.base)}" />`;
      this.lines.push(
        `<${XSD}:simpleType name="${t.name.local}">`,
        `  ${derivation}`,
        `</${XSD}:simpleType>`,
      );
      return;
    }
    this.complexType(t);
    this.reach(t.base);
    t.fields.forEach((f) => this.reach(f.type));
    t.attributes.forEach((a) => this.reach(a.type));
    if (t.fields.some((f) => f.type.kind === "builtin" && f.type.xsd === "anyType"))
      this.included.forEach((id) => this.reach({ kind: "named", id }));
  }

  private complexType(t: ComplexTypeModel): void {
    const open = `<${XSD}:complexType name="${t.name.local}"${t.abstract ? ' abstract="true"' : ""}`;
    const content: string[] = [];
    if (t.fields.length > 0)
      content.push(
        `<${XSD}:${t.compositor}>`,
        ...t.fields.map((f) => `  ${this.field(f)}`),
        `</${XSD}:${t.compositor}>`,
      );
    for (const a of t.attributes)
      content.push(
        `<${XSD}:attribute${a.namespace === "" ? "" : ' form="qualified"'} name="${a.xmlName}" type="${this.typeName(a.type)}"${a.required ? ' use="required"' : ""} />`,
      );
    if (t.anyAttribute) content.push(`<${XSD}:anyAttribute />`);
    const body = t.base
      ? content.length === 0
        ? [
            `<${XSD}:complexContent mixed="false">`,
            `  <${XSD}:extension base="${this.typeName(t.base)}" />`,
            `</${XSD}:complexContent>`,
          ]
        : [
            `<${XSD}:complexContent mixed="false">`,
            `  <${XSD}:extension base="${this.typeName(t.base)}">`,
            ...content.map((c) => `    ${c}`),
            `  </${XSD}:extension>`,
            `</${XSD}:complexContent>`,
          ]
      : content;
    if (body.length === 0) this.lines.push(`${open} />`);
    else this.lines.push(`${open}>`, ...body.map((c) => `  ${c}`), `</${XSD}:complexType>`);
  }

  private field(f: FieldModel): string {
    const max = f.maxOccurs === null ? "unbounded" : String(f.maxOccurs);
    const form = f.namespace === "" ? ' form="unqualified"' : "";
    const nillable = f.nillable ? ' nillable="true"' : "";
    const type =
      f.type.kind === "builtin" && f.type.xsd === "anyType"
        ? ""
        : ` type="${this.typeName(f.type)}"`;
    return `<${XSD}:element minOccurs="${f.minOccurs}" maxOccurs="${max}"${form} name="${f.xmlName}"${nillable}${type} />`;
  }

  private typeName(ref: TypeRef): string {
    if (ref.kind === "builtin") return this.builtinName(ref.xsd);
    return `tns:${this.types.get(ref.id)!.name.local}`;
  }

  /** A built-in's name; .NET's own are noted, for the schema ASMX declares them in. */
  private builtinName(xsd: XsdBuiltin): string {
    if (!DOTNET_TYPES.has(xsd)) return `${XSD}:${xsd}`;
    this.dotnetTypes.add(xsd);
    return `s1:${xsd}`;
  }
}
