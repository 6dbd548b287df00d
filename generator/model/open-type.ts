import type { ComplexTypeModel } from "./service-model.ts";

/**
 * An open complex type: the contract names it but shows no fields, attributes or base (the
 * spec's domain types), so its content is kept whole as XML fields.
 */
export function isOpen(t: ComplexTypeModel): boolean {
  return t.fields.length === 0 && t.attributes.length === 0 && !t.base;
}
