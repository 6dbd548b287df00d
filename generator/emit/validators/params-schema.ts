/**
 * An operation's parameters, `<Stem>ParamsSchema`: an object of its fields as `types.ts` declares
 * them (types/operation-types.ts), an xsd:dateTime taken as a Date or as text (date-time-param.ts),
 * and its stated requirements: a `required` parameter must be supplied (present, not nil, not empty
 * and not the value ASMX hands a method for one left out), and of an `atLeastOne` requirement's
 * parameters one must be. Checked against its output type alone: the client passes dateTime text.
 */
import type { FieldModel, OperationModel } from "../../model/service-model.ts";
import {
  arrow,
  as,
  binary,
  member,
  obj,
  str,
  type ExprNode,
  type ObjectEntry,
  type Declaration,
} from "../code/code-model.ts";
import { fieldValueSchema, orderEntries } from "./field-schema.ts";
import { dateTimeParam } from "./date-time-param.ts";
import { unsupplied } from "./unsupplied.ts";
import type { ValidatorScope } from "./validator-scope.ts";
import { chain, refine, z } from "./zod-code.ts";

/** The name the validators module exports the operation's parameters schema by. */
export function paramsSchemaName(op: OperationModel): string {
  return `${op.typeStem}ParamsSchema`;
}

export function paramsStatement(op: OperationModel, scope: ValidatorScope): Declaration {
  const required = new Set(op.requirements.flatMap((r) => (r.kind === "required" ? r.params : [])));
  let schema = z(
    "object",
    obj([
      ...op.input.fields.map((p) => paramEntry(p, required.has(p.xmlName), scope)),
      ...orderEntries(op.input.fields),
    ]),
  );
  const type = scope.declared(`${op.typeStem}Params`);
  for (const requirement of op.requirements.filter((r) => r.kind === "atLeastOne")) {
    const params = requirement.params.map((xml) => op.input.fields.find((p) => p.xmlName === xml)!);
    const anySupplied = params
      .map((p) => supplied(member("params", p.tsName), p, scope))
      .reduce((a, b) => binary(a, "||", b));
    schema = refine(
      schema,
      "params",
      anySupplied,
      str(`At least one of ${requirement.params.join(" or ")} is required`),
    );
  }
  // The refinements above make the fields the declared type, which narrows them to those given.
  if (op.requirements.some((r) => r.kind === "atLeastOne"))
    schema = chain(schema, "transform", arrow(["params"], as("params", type)));
  return scope.declare(paramsSchemaName(op), schema, `${op.typeStem}Params`, "any");
}

function paramEntry(p: FieldModel, stated: boolean, scope: ValidatorScope): ObjectEntry {
  const dateTime = p.type.kind === "builtin" && p.type.xsd === "dateTime" && p.maxOccurs === 1;
  let value = dateTime
    ? p.nillable && !stated
      ? chain(dateTimeParam(scope), "nullable")
      : dateTimeParam(scope)
    : fieldValueSchema(stated ? { ...p, nillable: false } : p, scope);
  if (stated) {
    const missing = unsupplied(p, scope);
    if (missing)
      value = refine(
        value,
        "value",
        missing.differs("value"),
        str(`Required: must not be ${missing.shown}`),
      );
  }
  return { key: p.tsName, value: p.minOccurs === 0 && !stated ? chain(value, "optional") : value };
}

/** Whether the parameter `value` was supplied: given, not nil, not empty and not ASMX's value for one left out. */
function supplied(value: ExprNode, p: FieldModel, scope: ValidatorScope): ExprNode {
  const missing = unsupplied(p, scope);
  const conditions = [
    binary(value, "!==", "undefined"),
    ...(p.nillable ? [binary(value, "!==", "null")] : []),
    ...(missing ? [missing.differs(value)] : []),
  ];
  return conditions.reduce((a, b) => binary(a, "&&", b));
}
