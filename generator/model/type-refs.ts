/** Every type reference a model makes: what emitters scan to learn which built-ins a contract uses. */
import type { ServiceModel, TypeModel, TypeRef } from "./service-model.ts";

function* refsOfType(t: TypeModel): Generator<TypeRef> {
  switch (t.kind) {
    case "complex":
      if (t.base) yield t.base;
      if (t.text) yield t.text;
      for (const f of t.fields) yield f.type;
      for (const a of t.attributes) yield a.type;
      break;
    case "list":
      yield t.item;
      break;
    case "union":
      yield* t.members;
      break;
    case "enum":
    case "simple":
      yield { kind: "builtin", xsd: t.base };
      break;
  }
}

export function* typeRefs(model: ServiceModel): Generator<TypeRef> {
  for (const t of model.types) yield* refsOfType(t);
  for (const op of model.operations) {
    for (const f of op.input.fields) yield f.type;
    for (const f of op.output?.fields ?? []) yield f.type;
    for (const fault of op.faults) yield fault.type;
  }
  for (const h of model.headers) yield h.type;
}
