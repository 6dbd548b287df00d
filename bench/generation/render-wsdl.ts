/**
 * Writes a synthetic contract (synthetic-contract.ts) as ASP.NET ASMX publishes its WSDL: one
 * schema, document/literal wrapped messages, the SOAP 1.1, SOAP 1.2, HTTP GET and HTTP POST port
 * types and bindings (operations with a complex parameter on SOAP only), and one service.
 */
import type { Field, Operation, SchemaType, SyntheticContract } from "./synthetic-contract.ts";

const NS = "http://synthetic.example.org/api/";
const SERVICE = "SyntheticService";
const ADDRESS = "http://localhost/api/syntheticservice.asmx";

const indent = (lines: string[], levels = 1) => lines.map((l) => `${"  ".repeat(levels)}${l}`);
const local = (qname: string) => qname.slice(qname.indexOf(":") + 1);

function element(f: Field): string {
  const max = f.unbounded ? "unbounded" : "1";
  const type = f.type ? ` type="${f.type}"` : "";
  const nillable = f.unbounded ? ` nillable="true"` : "";
  return `<s:element minOccurs="${f.min}" maxOccurs="${max}" name="${f.name}"${nillable}${type} />`;
}

function sequence(fields: Field[]): string[] {
  return ["<s:sequence>", ...indent(fields.map(element)), "</s:sequence>"];
}

function renderType(t: SchemaType): string[] {
  const open = `<s:complexType name="${t.name}">`;
  switch (t.kind) {
    case "enum":
      return [`<s:simpleType name="${t.name}">`, `  <s:restriction base="s:string">`]
        .concat(t.values.map((v) => `    <s:enumeration value="${v}" />`))
        .concat(["  </s:restriction>", "</s:simpleType>"]);
    case "array":
      return [open, ...indent(sequence([t.item])), "</s:complexType>"];
    case "entity":
      if (t.fields.length === 0) return [`<s:complexType name="${t.name}" />`];
      return [
        open,
        ...indent(sequence(t.fields)),
        ...(t.anyAttribute ? ["  <s:anyAttribute />"] : []),
        "</s:complexType>",
      ];
    case "extension": {
      const extension = [
        `<s:extension base="tns:${t.base}">`,
        ...indent(sequence(t.fields)),
        "</s:extension>",
      ];
      return [
        open,
        `  <s:complexContent mixed="false">`,
        ...indent(extension, 2),
        "  </s:complexContent>",
        "</s:complexType>",
      ];
    }
  }
}

function wrapper(name: string, fields: Field[]): string[] {
  const type =
    fields.length === 0
      ? ["<s:complexType />"]
      : ["<s:complexType>", ...indent(sequence(fields)), "</s:complexType>"];
  return [`<s:element name="${name}">`, ...indent(type), "</s:element>"];
}

function message(name: string, parts: string[]): string[] {
  return parts.length === 0
    ? [`<wsdl:message name="${name}" />`]
    : [`<wsdl:message name="${name}">`, ...indent(parts), "</wsdl:message>"];
}

function schema(types: SchemaType[], ops: Operation[]): string[] {
  const lines = types.flatMap(renderType);
  for (const op of ops) {
    lines.push(...wrapper(op.name, op.params));
    lines.push(
      ...wrapper(`${op.name}Response`, [{ name: `${op.name}Result`, type: op.result, min: 0 }]),
    );
  }
  lines.push(`<s:element name="AuthHeader" type="tns:AuthHeader" />`);
  // ASMX's HTTP GET/POST answers are global elements named after the result type.
  for (const result of [...new Set(ops.filter((o) => o.onHttp).map((o) => o.result))].sort())
    lines.push(`<s:element name="${local(result)}" nillable="true" type="${result}" />`);
  return [
    `<s:schema elementFormDefault="qualified" targetNamespace="${NS}">`,
    ...indent(lines),
    "</s:schema>",
  ];
}

function messages(ops: Operation[], http: Operation[]): string[] {
  const lines = ops.flatMap((op) => [
    ...message(`${op.name}SoapIn`, [`<wsdl:part name="parameters" element="tns:${op.name}" />`]),
    ...message(`${op.name}SoapOut`, [
      `<wsdl:part name="parameters" element="tns:${op.name}Response" />`,
    ]),
    ...message(`${op.name}AuthHeader`, [
      `<wsdl:part name="AuthHeader" element="tns:AuthHeader" />`,
    ]),
  ]);
  for (const verb of ["HttpGet", "HttpPost"])
    for (const op of http) {
      lines.push(
        ...message(
          `${op.name}${verb}In`,
          op.params.map((p) => `<wsdl:part name="${p.name}" type="s:string" />`),
        ),
      );
      lines.push(
        ...message(`${op.name}${verb}Out`, [
          `<wsdl:part name="Body" element="tns:${local(op.result)}" />`,
        ]),
      );
    }
  return lines;
}

function portType(suffix: string, ops: Operation[]): string[] {
  const operations = ops.flatMap((op) => [
    `<wsdl:operation name="${op.name}">`,
    `  <wsdl:input message="tns:${op.name}${suffix}In" />`,
    `  <wsdl:output message="tns:${op.name}${suffix}Out" />`,
    "</wsdl:operation>",
  ]);
  return [`<wsdl:portType name="${SERVICE}${suffix}">`, ...indent(operations), "</wsdl:portType>"];
}

function soapBinding(prefix: "soap" | "soap12", suffix: string, ops: Operation[]): string[] {
  const operations = ops.flatMap((op) => [
    `<wsdl:operation name="${op.name}">`,
    `  <${prefix}:operation soapAction="${NS}${op.name}" style="document" />`,
    `  <wsdl:input>`,
    `    <${prefix}:body use="literal" />`,
    `    <${prefix}:header message="tns:${op.name}AuthHeader" part="AuthHeader" use="literal" />`,
    `  </wsdl:input>`,
    `  <wsdl:output>`,
    `    <${prefix}:body use="literal" />`,
    `  </wsdl:output>`,
    "</wsdl:operation>",
  ]);
  const binding = [
    `<${prefix}:binding transport="http://schemas.xmlsoap.org/soap/http" />`,
    ...operations,
  ];
  return [
    `<wsdl:binding name="${SERVICE}${suffix}" type="tns:${SERVICE}Soap">`,
    ...indent(binding),
    "</wsdl:binding>",
  ];
}

function httpBinding(verb: "GET" | "POST", ops: Operation[]): string[] {
  const suffix = verb === "GET" ? "HttpGet" : "HttpPost";
  const input =
    verb === "GET"
      ? "<http:urlEncoded />"
      : `<mime:content type="application/x-www-form-urlencoded" />`;
  const operations = ops.flatMap((op) => [
    `<wsdl:operation name="${op.name}">`,
    `  <http:operation location="/${op.name}" />`,
    `  <wsdl:input>`,
    `    ${input}`,
    `  </wsdl:input>`,
    `  <wsdl:output>`,
    `    <mime:mimeXml part="Body" />`,
    `  </wsdl:output>`,
    "</wsdl:operation>",
  ]);
  const binding = [`<http:binding verb="${verb}" />`, ...operations];
  return [
    `<wsdl:binding name="${SERVICE}${suffix}" type="tns:${SERVICE}${suffix}">`,
    ...indent(binding),
    "</wsdl:binding>",
  ];
}

function service(): string[] {
  const ports = (
    [
      ["Soap", "soap"],
      ["Soap12", "soap12"],
      ["HttpGet", "http"],
      ["HttpPost", "http"],
    ] as const
  ).flatMap(([suffix, prefix]) => [
    `<wsdl:port name="${SERVICE}${suffix}" binding="tns:${SERVICE}${suffix}">`,
    `  <${prefix}:address location="${ADDRESS}" />`,
    "</wsdl:port>",
  ]);
  return [`<wsdl:service name="${SERVICE}">`, ...indent(ports), "</wsdl:service>"];
}

export function renderWsdl({ types, operations: ops }: SyntheticContract): string {
  const http = ops.filter((o) => o.onHttp);
  const namespaces = [
    `xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/"`,
    `xmlns:tm="http://microsoft.com/wsdl/mime/textMatching/"`,
    `xmlns:soapenc="http://schemas.xmlsoap.org/soap/encoding/"`,
    `xmlns:mime="http://schemas.xmlsoap.org/wsdl/mime/"`,
    `xmlns:tns="${NS}"`,
    `xmlns:s="http://www.w3.org/2001/XMLSchema"`,
    `xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/"`,
    `xmlns:http="http://schemas.xmlsoap.org/wsdl/http/"`,
    `targetNamespace="${NS}"`,
    `xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/"`,
  ];
  const body = [
    "<wsdl:types>",
    ...indent(schema(types, ops)),
    "</wsdl:types>",
    ...messages(ops, http),
    ...portType("Soap", ops),
    ...portType("HttpGet", http),
    ...portType("HttpPost", http),
    ...soapBinding("soap", "Soap", ops),
    ...soapBinding("soap12", "Soap12", ops),
    ...httpBinding("GET", http),
    ...httpBinding("POST", http),
    ...service(),
  ];
  const definitions = [
    `<wsdl:definitions ${namespaces.join(" ")}>`,
    ...indent(body),
    "</wsdl:definitions>",
  ];
  return [`<?xml version="1.0" encoding="utf-8"?>`, ...definitions, ""].join("\n");
}

/** mulberry32: a small, seeded PRNG. */
