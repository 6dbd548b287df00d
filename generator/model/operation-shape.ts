/**
 * How an operation's messages become TypeScript: the parameters are the request body's fields;
 * the result is nothing (a one-way operation, or an empty response), the value of the response's
 * only field (ASMX's `<op>Result`), or an object of its fields (`out` and `ref` parameters, several
 * bare parts).
 */
import type { FieldModel, OperationModel, ServiceModel } from "./service-model.ts";

export type ResultShape =
  | { kind: "oneWay" }
  | { kind: "void" }
  | { kind: "single"; field: FieldModel }
  | { kind: "object"; fields: FieldModel[] };

export function resultShape(op: OperationModel): ResultShape {
  if (!op.output) return { kind: "oneWay" };
  const fields = op.output.fields;
  if (fields.length === 0) return { kind: "void" };
  if (fields.length === 1) return { kind: "single", field: fields[0]! };
  return { kind: "object", fields };
}

/** The response's only field, when the result is its value. */
export function singleResult(op: OperationModel): FieldModel | undefined {
  const shape = resultShape(op);
  return shape.kind === "single" ? shape.field : undefined;
}

/** The result is the contract's envelope (ASMX's status and data items). */
export function answersWithEnvelope(model: ServiceModel, op: OperationModel): boolean {
  const type = singleResult(op)?.type;
  return (
    model.envelope !== undefined && type?.kind === "named" && type.id === model.envelope.typeId
  );
}
