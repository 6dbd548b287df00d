/**
 * An operation's result and faults, as `types.ts` declares them (types/operation-types.ts): the
 * result is nothing, the value of the response's only element or an object of its elements; a
 * schema of its own (`<Stem>ResultSchema`) unless it is a named type's schema as it is. The faults
 * it declares are `<Stem>FaultSchema`, told apart by `name`.
 */
import { resultShape } from "../../model/operation-shape.ts";
import type { OperationModel } from "../../model/service-model.ts";
import {
  arr,
  obj,
  str,
  type Declaration,
  type ExprNode,
  type Statement,
} from "../code/code-model.ts";
import { fieldEntry, fieldValueSchema, orderEntries } from "./field-schema.ts";
import type { ValidatorScope } from "./validator-scope.ts";
import { chain, z } from "./zod-code.ts";

export interface OperationResult {
  /** What `resultValidators` holds for the operation. */
  schema: ExprNode;
  statements: Statement[];
}

export function resultSchema(op: OperationModel, scope: ValidatorScope): OperationResult {
  const shape = resultShape(op);
  if (shape.kind === "oneWay" || shape.kind === "void")
    return { schema: z("void"), statements: [] };
  let value: ExprNode;
  if (shape.kind === "object")
    value = z(
      "object",
      obj([...shape.fields.map((f) => fieldEntry(f, scope)), ...orderEntries(shape.fields)]),
    );
  else {
    const f = shape.field;
    // The client reads an absent envelope as an empty one: its result is never undefined.
    const enveloped = f.type.kind === "named" && f.type.id === scope.model.envelope?.typeId;
    value = fieldValueSchema(f, scope);
    if (f.minOccurs === 0 && !enveloped && f.maxOccurs === 1) value = chain(value, "optional");
  }
  if (typeof value === "string") return { schema: value, statements: [] };
  const name = `${op.typeStem}ResultSchema`;
  return { schema: name, statements: [scope.declare(name, value, `${op.typeStem}Result`, "same")] };
}

/** `<Stem>FaultSchema`, or undefined for an operation that declares no fault. */
export function faultStatement(op: OperationModel, scope: ValidatorScope): Declaration | undefined {
  if (op.faults.length === 0) return undefined;
  const faults = op.faults.map((f) =>
    z(
      "object",
      obj([
        { key: "name", value: z("literal", str(f.name)) },
        { key: "value", value: scope.schemaOf(f.type) },
      ]),
    ),
  );
  const value =
    faults.length === 1 ? faults[0]! : z("discriminatedUnion", str("name"), arr(faults));
  return scope.declare(`${op.typeStem}FaultSchema`, value, `${op.typeStem}Fault`, "same");
}
