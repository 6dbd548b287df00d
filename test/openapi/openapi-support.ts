/**
 * What the OpenAPI tests share: a contract's model, the document checked by an OpenAPI 3.1
 * validator, and a JSON Schema 2020-12 validator (ajv) of the document's request and response
 * schemas.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020.js";
import addFormats, { type FormatsPlugin } from "ajv-formats";
import path from "node:path";
import { loadContract } from "../../generator/pipeline/load-contract.ts";
import type { ServiceModel } from "../../generator/model/service-model.ts";
import { REPO_ROOT } from "../support/run-cli.ts";

export const SCHOOL = {
  kind: "manifest",
  path: path.join(REPO_ROOT, "wsdl/schoolservice.manifest.yaml"),
} as const;
export const EDGE_CASES = {
  kind: "wsdl",
  path: path.join(REPO_ROOT, "test/scenarios/edge-cases/edge-cases.wsdl"),
} as const;

export async function modelOf(contract: typeof SCHOOL | typeof EDGE_CASES): Promise<ServiceModel> {
  return (await loadContract({ contract, allowNetwork: false, lenient: false } as never)).model;
}

/** The OpenAPI 3.1 validator's verdict: its errors, none when the document is valid. */
export async function openApiErrors(document: object): Promise<unknown[]> {
  const validator = new Validator();
  const result = await validator.validate(structuredClone(document) as Record<string, unknown>);
  return result.valid ? [] : [validator.version, ...(result.errors as unknown[])];
}

/** Formats of the OpenAPI format registry that ajv-formats does not know: annotations only. */
const ANNOTATIONS = ["int8", "int16", "uint8", "uint16", "uint32", "uint64", "decimal"];

type Operation = {
  requestBody: { content: { "application/json": { schema: { $ref: string } } } };
  responses: Record<string, { content?: { "application/json": { schema: { $ref: string } } } }>;
};

/** The document's request and response schemas of each operation, compiled by ajv (JSON Schema 2020-12). */
export class DocumentSchemas {
  private readonly ajv: Ajv2020;

  constructor(private readonly document: { paths: Record<string, { post: Operation }> }) {
    // Not strict: the document holds OpenAPI's keywords (discriminator) beside JSON Schema's.
    this.ajv = new Ajv2020({ strict: false, allErrors: true });
    // ajv-formats is CommonJS: its function is the module, or its `default` where TypeScript says so.
    const module = addFormats as unknown as { default?: FormatsPlugin } & FormatsPlugin;
    const plugin = module.default ?? module;
    plugin(this.ajv);
    for (const format of ANNOTATIONS) this.ajv.addFormat(format, true);
    this.ajv.addSchema({ $id: "https://soapgen.test/openapi.json", ...document });
  }

  private compile(pointer: string): ValidateFunction {
    return this.ajv.compile({ $ref: `https://soapgen.test/openapi.json${pointer}` });
  }

  private operation(name: string): Operation {
    return this.document.paths[`/${encodeURIComponent(name)}`]!.post;
  }

  request(name: string): ValidateFunction {
    return this.compile(this.operation(name).requestBody.content["application/json"].schema.$ref);
  }

  /** The successful response's schema, or undefined for an operation without a result. */
  response(name: string): ValidateFunction | undefined {
    const ok = this.operation(name).responses["200"];
    return ok ? this.compile(ok.content!["application/json"].schema.$ref) : undefined;
  }

  fault(name: string): ValidateFunction {
    return this.compile(
      this.operation(name).responses["500"]!.content!["application/json"].schema.$ref,
    );
  }
}

/** A value of the wrong JSON type for what `value` is: a number for text, text for anything else. */
export function wrongValue(value: unknown): unknown {
  return typeof value === "string" ? 12345 : "not what the schema says";
}
