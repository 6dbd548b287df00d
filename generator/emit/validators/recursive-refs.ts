/**
 * Which references between the contract's types close a cycle (a type that contains itself,
 * directly or through others). A getter for such a reference declares its zod type, in terms of
 * the declared TypeScript type: TypeScript cannot infer a type from its own initializer.
 */
import type { ServiceModel, TypeRef } from "../../model/service-model.ts";
import { anyTypeMemberTypes } from "../contract/types-view.ts";
import { ANY_TYPE_ITEM } from "./field-expression.ts";

/** The node a reference points at: a type id, AnyTypeItem for xsd:anyType, or null for other built-ins. */
export function refNode(ref: TypeRef): string | null {
  if (ref.kind === "named") return ref.id;
  return ref.xsd === "anyType" ? ANY_TYPE_ITEM : null;
}

/** `refersBack(from, ref)`: true when the type `ref` points at leads back to `from`. */
export function recursiveRefs(model: ServiceModel): (from: string, ref: TypeRef) => boolean {
  const edges = new Map<string, string[]>([[ANY_TYPE_ITEM, anyTypeMemberTypes(model).map((t) => t.id)]]);
  for (const t of model.types) {
    const refs = t.kind === "complex" ? [t.base, t.arrayItem?.type, ...t.fields.map((f) => f.type), ...t.attributes.map((a) => a.type)] : [];
    edges.set(t.id, refs.flatMap((r) => (r ? [refNode(r)] : [])).filter((n): n is string => n !== null));
  }
  const reaches = (start: string, target: string): boolean => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const node = stack.pop()!;
      if (node === target) return true;
      if (seen.has(node)) continue;
      seen.add(node);
      stack.push(...(edges.get(node) ?? []));
    }
    return false;
  };
  return (from, ref) => {
    const node = refNode(ref);
    return node !== null && reaches(node, from);
  };
}
