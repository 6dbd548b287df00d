/**
 * The published JSON Schema is the zod schema's, committed, and explains every key it defines.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  MANIFEST_SCHEMA_PATH,
  manifestJsonSchemaText,
} from "../../../generator/parse/manifest/manifest-json-schema.ts";
import { REPO_ROOT } from "../../support/run-cli.ts";

type JsonSchema = { [key: string]: unknown };

/** Every schema under a `properties` map, with its JSON pointer. */
function propertySchemas(schema: unknown, pointer = ""): [string, JsonSchema][] {
  if (typeof schema !== "object" || schema === null) return [];
  return Object.entries(schema).flatMap(([key, value]) => {
    const here = `${pointer}/${key}`;
    const own: [string, JsonSchema][] =
      key === "properties"
        ? Object.entries(value as Record<string, JsonSchema>).map(([name, s]) => [
            `${here}/${name}`,
            s,
          ])
        : [];
    return [...own, ...propertySchemas(value, here)];
  });
}

describe("manifest.schema.json", () => {
  it("is what scripts/write-manifest-schema.ts writes", () => {
    const committed = readFileSync(path.join(REPO_ROOT, MANIFEST_SCHEMA_PATH), "utf8");
    expect(
      committed === manifestJsonSchemaText(),
      "wsdl/manifest.schema.json is stale: run npx tsx scripts/write-manifest-schema.ts",
    ).toBe(true);
  });

  it("describes every property, so editors can explain each key", () => {
    const schema: unknown = JSON.parse(manifestJsonSchemaText());
    const properties = propertySchemas(schema);
    expect(properties.length).toBeGreaterThan(40);
    expect(
      properties.filter(([, s]) => typeof s.description !== "string").map(([pointer]) => pointer),
    ).toStrictEqual([]);
  });

  it("is a draft-07 schema that refuses unknown keys at the top", () => {
    const schema = JSON.parse(manifestJsonSchemaText()) as JsonSchema;
    expect([schema.$schema, schema.additionalProperties, schema.required]).toStrictEqual([
      "http://json-schema.org/draft-07/schema#",
      false,
      ["manifestVersion", "service", "operations"],
    ]);
  });
});
