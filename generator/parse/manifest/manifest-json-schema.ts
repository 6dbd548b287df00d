/**
 * The manifest's JSON Schema, from the same zod schema the parser checks with, so editors
 * (`# yaml-language-server: $schema=./manifest.schema.json`) complete and explain every key.
 * Draft 7: the draft YAML and JSON editors support most widely.
 */
import * as z from "zod";
import { manifestSchema } from "./manifest-schema.ts";

export const MANIFEST_SCHEMA_PATH = "wsdl/manifest.schema.json";

/** The committed file's exact text: 2-space JSON and a final newline. */
export function manifestJsonSchemaText(): string {
  return `${JSON.stringify(z.toJSONSchema(manifestSchema, { target: "draft-7" }), null, 2)}\n`;
}
