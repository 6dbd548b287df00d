import type { ComplexTypeModel } from "./service-model.ts";

/**
 * The id of the type whose content a complex type's content follows: its base, when it extends one.
 * A restriction restates its whole content (its attributes merged, see restriction-attributes.ts),
 * so it stands alone; it stays in its base's xsi:type family (`derived`).
 */
export function extensionBase(t: ComplexTypeModel): string | undefined {
  return t.base?.kind === "named" && t.derivation !== "restriction" ? t.base.id : undefined;
}
