import type { FieldModel } from "./service-model.ts";

/** One xsd:string (not a list): a credentials header's and an envelope's text fields. */
export function isSingleString(f: FieldModel): boolean {
  return f.type.kind === "builtin" && f.type.xsd === "string" && f.maxOccurs === 1;
}
