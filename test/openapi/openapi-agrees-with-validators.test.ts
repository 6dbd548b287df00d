/**
 * The document's request schemas and the generated zod validators agree: every example the
 * School fixtures give of valid parameters (as JSON) passes the operation's request schema, and
 * every invalid one is refused by it, as the validators refuse it.
 */
import { expect, it } from "vitest";
import { FIXTURES } from "../../generated/school-service-fixtures/src/fixtures/index.ts";
import { openApiDocument } from "../../generator/emit/openapi/openapi-document.ts";
import { jsonOf } from "../../templates/runtime/json-values.ts";
import { DocumentSchemas, modelOf, SCHOOL } from "./openapi-support.ts";

it("the School fixtures' valid examples pass the request schemas, their invalid ones do not", async () => {
  const schemas = new DocumentSchemas(openApiDocument(await modelOf(SCHOOL)) as never);
  let checked = 0;
  for (const fixture of FIXTURES) {
    const request = schemas.request(fixture.operation);
    for (const example of fixture.examples.valid) {
      const params = jsonOf(example.params);
      expect(
        request(params),
        `${fixture.operation}, ${example.name}: ${JSON.stringify(request.errors)}`,
      ).toBe(true);
      checked++;
    }
    for (const example of fixture.examples.invalid) {
      expect(request(jsonOf(example.params) ?? null), `${fixture.operation}, ${example.name}`).toBe(
        false,
      );
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(50);
});
