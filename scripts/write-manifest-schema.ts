/**
 * Writes wsdl/manifest.schema.json from the manifest's zod schema. Run after changing
 * generator/parse/manifest/manifest-schema.ts: `npx tsx scripts/write-manifest-schema.ts`.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  MANIFEST_SCHEMA_PATH,
  manifestJsonSchemaText,
} from "../generator/parse/manifest/manifest-json-schema.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
writeFileSync(path.join(root, MANIFEST_SCHEMA_PATH), manifestJsonSchemaText());
console.log(`wrote ${MANIFEST_SCHEMA_PATH}`);
