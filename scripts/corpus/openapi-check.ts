/**
 * Issue #48's corpus check: the OpenAPI 3.1 document `soapgen openapi` writes for a WSDL that
 * generated, judged by `@seriousme/openapi-schema-validator`. The contract is read again here, as
 * `openapi` reads it (with --lenient when generating needed it).
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { openApiText } from "../../generator/emit/openapi/openapi-document.ts";
import { loadContract } from "../../generator/pipeline/load-contract.ts";

// One validator for every document: making one compiles the OpenAPI schemas, 50 ms each time
// (9 of the corpus's 11 s here), and a validator judges one document after another alike.
let validator: Validator | undefined;

/** The validator's first errors, or undefined when the document is valid OpenAPI 3.1. */
export async function openApiProblem(wsdl: string, lenient: boolean): Promise<string | undefined> {
  try {
    const { model } = await loadContract({
      contract: { kind: "wsdl", path: wsdl },
      allowNetwork: false,
      lenient,
    });
    const document = JSON.parse(openApiText(model)) as Record<string, unknown>;
    validator ??= new Validator();
    const verdict = await validator.validate(document);
    return verdict.valid ? undefined : JSON.stringify(verdict.errors).slice(0, 300);
  } catch (err) {
    return `no document: ${(err as Error).message}`;
  }
}
