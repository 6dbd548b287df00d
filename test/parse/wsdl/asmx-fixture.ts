/**
 * Small WSDL contracts in the shape ASMX publishes, built around a schema fragment, written to a
 * temp folder and parsed. `readFixture` also builds the model, so every draft it returns is one
 * `buildServiceModel` accepts.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect } from "vitest";
import { buildServiceModel } from "../../../generator/model/build-service-model.ts";
import type {
  ContractDraft,
  DraftField,
  DraftTypeRef,
} from "../../../generator/model/contract-draft.ts";
import { ContractError } from "../../../generator/model/contract-error.ts";
import type {
  BindingKind,
  ServiceModel,
  XsdBuiltin,
} from "../../../generator/model/service-model.ts";
import { parseWsdlFile } from "../../../generator/parse/wsdl/parse-wsdl.ts";
import type { ParsedContract } from "../../../generator/parse/parsed-contract.ts";

export const TNS = "http://example.org/api/";
export const ADDRESS = "http://localhost/api/test.asmx";

export interface FixtureOperation {
  name: string;
  /** Children of the request element's sequence. */
  params?: string;
  /** The type of the `<name>Result` element (default `s:string`). */
  result?: string;
  /** Written inside the request and response elements before their complexType. */
  requestAnnotation?: string;
  responseAnnotation?: string;
  documentation?: string;
  /** Binds the AuthHeader element in the SOAP bindings, as ASMX does: one header message each. */
  authHeader?: boolean;
}

export interface FixtureOptions {
  operations?: FixtureOperation[];
  /** More declarations of the main schema. */
  schema?: string;
  /** More content of wsdl:types, after the main schema. */
  types?: string;
  /** Content at the top of wsdl:definitions (wsdl:import, wsdl:documentation). */
  head?: string;
  ports?: BindingKind[];
  serviceDocumentation?: string;
}

const PORT_SUFFIX: Record<BindingKind, string> = {
  soap11: "Soap",
  soap12: "Soap12",
  httpGet: "HttpGet",
  httpPost: "HttpPost",
};

export function asmxWsdl(options: FixtureOptions = {}): string {
  const ops = options.operations ?? [{ name: "ping" }];
  const ports = options.ports ?? ["soap11", "soap12"];
  const soapPorts = ports.filter((k) => k === "soap11" || k === "soap12");
  const httpPorts = ports.filter((k) => k === "httpGet" || k === "httpPost");
  const wrappers = ops.map(
    (op) => `
      <s:element name="${op.name}">${op.requestAnnotation ?? ""}
        <s:complexType>
          <s:sequence>${op.params ?? ""}</s:sequence>
        </s:complexType>
      </s:element>
      <s:element name="${op.name}Response">${op.responseAnnotation ?? ""}
        <s:complexType>
          <s:sequence>
            <s:element minOccurs="0" maxOccurs="1" name="${op.name}Result" type="${op.result ?? "s:string"}" />
          </s:sequence>
        </s:complexType>
      </s:element>`,
  );
  const authHeader = ops.some((op) => op.authHeader)
    ? `
      <s:element name="AuthHeader" type="tns:AuthHeader" />
      <s:complexType name="AuthHeader">
        <s:sequence>
          <s:element minOccurs="0" maxOccurs="1" name="Username" type="s:string" />
        </s:sequence>
        <s:anyAttribute />
      </s:complexType>`
    : "";
  const messages = ops.flatMap((op) => [
    `<wsdl:message name="${op.name}SoapIn"><wsdl:part name="parameters" element="tns:${op.name}" /></wsdl:message>`,
    `<wsdl:message name="${op.name}SoapOut"><wsdl:part name="parameters" element="tns:${op.name}Response" /></wsdl:message>`,
    ...(op.authHeader
      ? [
          `<wsdl:message name="${op.name}AuthHeader"><wsdl:part name="AuthHeader" element="tns:AuthHeader" /></wsdl:message>`,
        ]
      : []),
    ...httpPorts.flatMap((k) => [
      `<wsdl:message name="${op.name}${PORT_SUFFIX[k]}In" />`,
      `<wsdl:message name="${op.name}${PORT_SUFFIX[k]}Out" />`,
    ]),
  ]);
  const portType = (suffix: string, io: string) =>
    `<wsdl:portType name="TestService${suffix}">${ops
      .map(
        (op) => `
    <wsdl:operation name="${op.name}">${op.documentation === undefined ? "" : `<wsdl:documentation xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/">${op.documentation}</wsdl:documentation>`}
      <wsdl:input message="tns:${op.name}${io}In" />
      <wsdl:output message="tns:${op.name}${io}Out" />
    </wsdl:operation>`,
      )
      .join("")}
  </wsdl:portType>`;
  const portTypes = [
    ...(soapPorts.length > 0 ? [portType("Soap", "Soap")] : []),
    ...httpPorts.map((k) => portType(PORT_SUFFIX[k], PORT_SUFFIX[k])),
  ];
  const bindings = ports.map((kind) =>
    kind === "soap11" || kind === "soap12" ? soapBinding(kind, ops) : httpBinding(kind, ops),
  );
  const service = ports.map((kind) => {
    const name = `TestService${PORT_SUFFIX[kind]}`;
    const prefix = kind === "soap11" ? "soap" : kind === "soap12" ? "soap12" : "http";
    return `<wsdl:port name="${name}" binding="tns:${name}"><${prefix}:address location="${ADDRESS}" /></wsdl:port>`;
  });
  return `<?xml version="1.0" encoding="utf-8"?>
<wsdl:definitions xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:mime="http://schemas.xmlsoap.org/wsdl/mime/" xmlns:tns="${TNS}" xmlns:s="http://www.w3.org/2001/XMLSchema" xmlns:soap12="http://schemas.xmlsoap.org/wsdl/soap12/" xmlns:http="http://schemas.xmlsoap.org/wsdl/http/" targetNamespace="${TNS}" xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/" xmlns:ctr="urn:soap-ts-toolchain:contract">${options.head ?? ""}
  <wsdl:types>
    <s:schema elementFormDefault="qualified" targetNamespace="${TNS}">${wrappers.join("")}${authHeader}${options.schema ?? ""}
    </s:schema>${options.types ?? ""}
  </wsdl:types>
  ${messages.join("\n  ")}
  ${portTypes.join("\n  ")}
  ${bindings.join("\n  ")}
  <wsdl:service name="TestService">${options.serviceDocumentation === undefined ? "" : `<wsdl:documentation>${options.serviceDocumentation}</wsdl:documentation>`}
    ${service.join("\n    ")}
  </wsdl:service>
</wsdl:definitions>
`;
}

function soapBinding(kind: "soap11" | "soap12", ops: FixtureOperation[]): string {
  const p = kind === "soap11" ? "soap" : "soap12";
  const operations = ops.map(
    (op) => `
    <wsdl:operation name="${op.name}">
      <${p}:operation soapAction="${TNS}${op.name}" style="document" />
      <wsdl:input>
        <${p}:body use="literal" />${op.authHeader ? `\n        <${p}:header message="tns:${op.name}AuthHeader" part="AuthHeader" use="literal" />` : ""}
      </wsdl:input>
      <wsdl:output><${p}:body use="literal" /></wsdl:output>
    </wsdl:operation>`,
  );
  return `<wsdl:binding name="TestService${PORT_SUFFIX[kind]}" type="tns:TestServiceSoap">
    <${p}:binding transport="http://schemas.xmlsoap.org/soap/http" />${operations.join("")}
  </wsdl:binding>`;
}

function httpBinding(kind: "httpGet" | "httpPost", ops: FixtureOperation[]): string {
  const operations = ops.map(
    (op) => `
    <wsdl:operation name="${op.name}">
      <http:operation location="/${op.name}" />
      <wsdl:input>${kind === "httpGet" ? "<http:urlEncoded />" : '<mime:content type="application/x-www-form-urlencoded" />'}</wsdl:input>
      <wsdl:output><mime:mimeXml part="Body" /></wsdl:output>
    </wsdl:operation>`,
  );
  return `<wsdl:binding name="TestService${PORT_SUFFIX[kind]}" type="tns:TestService${PORT_SUFFIX[kind]}">
    <http:binding verb="${kind === "httpGet" ? "GET" : "POST"}" />${operations.join("")}
  </wsdl:binding>`;
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Writes files (path relative to a fresh temp folder -> text); returns the folder. */
export function writeFiles(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "wsdl-parse-"));
  dirs.push(dir);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  return dir;
}

export interface Fixture {
  file: string;
  parsed: ParsedContract;
  draft: ContractDraft;
  model: ServiceModel;
}

/** How a fixture is read: `lenient` as --lenient (default off). */
export interface ReadOptions {
  lenient?: boolean;
}

/** Parses `main.wsdl` (with `others` beside it) and builds the model. */
export async function readFixture(
  wsdl: string,
  others: Record<string, string> = {},
  { lenient = false }: ReadOptions = {},
): Promise<Fixture> {
  const file = path.join(writeFiles({ "main.wsdl": wsdl, ...others }), "main.wsdl");
  const parsed = await parseWsdlFile(file, { allowNetwork: false, lenient });
  return { file, parsed, draft: parsed.draft, model: buildServiceModel(parsed.draft) };
}

/**
 * The ContractError reading `main.wsdl` throws, parsing it or building its model (which refuses a
 * type left out at parse time where it is used), as `{ file, message }` (file to build expectations).
 */
export async function fixtureError(
  wsdl: string,
  others: Record<string, string> = {},
  { lenient = false }: ReadOptions = {},
): Promise<{ file: string; message: string }> {
  const file = path.join(writeFiles({ "main.wsdl": wsdl, ...others }), "main.wsdl");
  try {
    buildServiceModel((await parseWsdlFile(file, { allowNetwork: false, lenient })).draft);
  } catch (err) {
    if (err instanceof ContractError) return { file, message: err.message };
    throw err;
  }
  throw new Error("expected a ContractError");
}

/** Asserts that parsing fails with `detail` at the first occurrence of `at` in `main.wsdl`. */
export async function expectFixtureError(
  wsdl: string,
  at: string,
  detail: string,
  others: Record<string, string> = {},
): Promise<void> {
  const { file, message } = await fixtureError(wsdl, others);
  const { line, column } = positionOf(wsdl, at);
  expect(message).toBe(`${file}:${line}:${column}: ${detail}`);
}

export const named = (local: string, namespace = TNS): DraftTypeRef => ({
  kind: "named",
  name: { namespace, local },
});
export const builtin = (xsd: XsdBuiltin): DraftTypeRef => ({ kind: "builtin", xsd });

/** A draft field as ASMX declares most: in the target namespace, once, not nillable. */
export function field(
  xmlName: string,
  type: DraftTypeRef,
  more: Partial<DraftField> = {},
): DraftField {
  return { xmlName, namespace: TNS, type, minOccurs: 1, maxOccurs: 1, nillable: false, ...more };
}

/** The value without its `loc` fields, to compare draft parts by content. */
export function withoutLocs<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (key, v: unknown) => (key === "loc" ? undefined : v)),
  ) as T;
}

/** Line and column (1-based) of the first occurrence of `needle` in `text`. */
export function positionOf(
  text: string,
  needle: string,
  occurrence = 1,
): { line: number; column: number } {
  let at = -1;
  for (let i = 0; i < occurrence; i++) {
    at = text.indexOf(needle, at + 1);
    if (at === -1) throw new Error(`fixture: ${JSON.stringify(needle)} not found`);
  }
  const before = text.slice(0, at).split("\n");
  return { line: before.length, column: before[before.length - 1]!.length + 1 };
}

/** Replaces the first occurrence of `from`, failing if the text does not contain it. */
export function edit(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new Error(`fixture: ${JSON.stringify(from)} not found`);
  return text.replace(from, to);
}
