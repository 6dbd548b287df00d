/**
 * An `xs:choice` of a complex type, as `types.ts` declares it (types/complex-type.ts): a union of
 * one object per alternative, its fields present and the other alternatives' `never` (so a value
 * with fields of two alternatives is refused), and an object of none when the choice is optional.
 */
import type { ComplexTypeModel, FieldModel } from "../../model/service-model.ts";
import { arr, obj, type ExprNode, type ObjectEntry } from "../code/code-model.ts";
import { fieldEntry } from "./field-schema.ts";
import type { ValidatorScope } from "./validator-scope.ts";
import { chain, z } from "./zod-code.ts";

export function choiceSchema(
  t: ComplexTypeModel,
  group: number,
  required: boolean,
  scope: ValidatorScope,
): ExprNode {
  const members = t.fields.filter((f) => f.choice?.group === group);
  const alternatives = [...new Set(members.map((f) => f.choice!.alternative))];
  const absent = (f: FieldModel): ObjectEntry => ({
    key: f.tsName,
    value: chain(z("never"), "optional"),
  });
  const objects = alternatives.map((alt) =>
    obj(
      members.map((f) => (f.choice!.alternative === alt ? fieldEntry(f, scope, t.id) : absent(f))),
    ),
  );
  if (!required) objects.push(obj(members.map(absent)));
  return objects.length === 1
    ? z("object", objects[0]!)
    : z("union", arr(objects.map((o) => z("object", o))));
}
