import type { ComplexTypeModel } from "./service-model.ts";

/**
 * An open complex type: the contract names it but shows no content at all (the spec's domain
 * types), so its content is kept whole as XML fields. A type other types derive from is no open
 * one, but their empty base.
 */
export function isOpen(t: ComplexTypeModel): boolean {
  return (
    t.fields.length === 0 &&
    t.attributes.length === 0 &&
    !t.base &&
    !t.text &&
    !t.anyElements &&
    !t.anyAttribute &&
    !t.mixed &&
    t.derived.length === 0
  );
}
