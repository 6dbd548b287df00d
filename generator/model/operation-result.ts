/**
 * The one result of an operation answered as ASMX answers: the response wrapper's only field
 * (`<op>Result`). For the emitters that serve only that shape.
 */
import { singleResult } from "./operation-shape.ts";
import type { FieldModel, OperationModel, QName } from "./service-model.ts";

export function resultOf(op: OperationModel): FieldModel {
  const field = singleResult(op);
  if (!field || !op.output?.wrapper)
    throw new Error(`operation ${op.name}: expected one result in a response element`);
  return field;
}

export function resultElementOf(op: OperationModel): QName {
  const field = resultOf(op);
  return { namespace: field.namespace, local: field.xmlName };
}
