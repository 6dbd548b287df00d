/**
 * `headerValidators` keys each SOAP header by its element name. Found by the contract mutation fuzz
 * (test/fuzz): two headers of one local name in two namespaces gave the map one key twice, which
 * does not type-check; they are keyed by `{namespace}name` instead.
 */
import { expect, it } from "vitest";
import { printModule } from "../../../generator/emit/code/print-module.ts";
import { validatorsModule } from "../../../generator/emit/validators/emit-validators.ts";
import { buildServiceModel } from "../../../generator/model/build-service-model.ts";
import type { DraftHeader } from "../../../generator/model/contract-draft.ts";
import { builtin, complex, field, NS, named, operation } from "./emit-fragment.ts";

function headerMap(headers: DraftHeader[]): string {
  const model = buildServiceModel({
    file: "fragment.wsdl",
    service: { name: "Fragment", namespace: NS },
    bindings: [{ kind: "soap11", address: "http://localhost/fragment.asmx" }],
    operations: [
      operation("ping", [], builtin("boolean"), { headers: headers.map((h) => h.element) }),
    ],
    headers,
    types: [complex("Auth", [field("user", builtin("string"))])],
    elements: [],
  });
  const text = printModule(validatorsModule(model));
  return text.slice(
    text.indexOf("export const headerValidators"),
    text.indexOf("export const validators"),
  );
}

it("keys headers by element name, and by {namespace}name where two share a name", () => {
  const auth = { element: { namespace: NS, local: "Auth" }, type: named("Auth") };
  expect(headerMap([auth])).toContain("= { Auth: AuthSchema }");
  expect(
    headerMap([
      auth,
      { element: { namespace: "urn:other", local: "Auth" }, type: builtin("anyType") },
    ]),
  ).toContain(`= { "{${NS}}Auth": AuthSchema, "{urn:other}Auth": AnyTypeItemSchema }`);
});
