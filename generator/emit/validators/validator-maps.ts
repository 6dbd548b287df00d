/**
 * The schemas by operation and header name, as the client's `validators` option and the fixtures'
 * test look them up (the server names each operation's params schema directly):
 * `paramsValidators[op].params`, `resultValidators[op]`, `faultValidators[op]` (operations that
 * declare faults) and `headerValidators[element]`; and `validators`, the params and results maps
 * together as the client's `validators` option takes them.
 */
import type { HeaderModel, ServiceModel } from "../../model/service-model.ts";
import {
  as,
  obj,
  readonlyObjectType,
  type ExprNode,
  type ObjectEntry,
  type Statement,
  type TypeNode,
} from "../code/code-model.ts";
import type { ValidatorScope } from "./validator-scope.ts";

export interface OperationSchemas {
  name: string;
  params: string;
  result: ExprNode;
  fault?: string;
}

export function validatorMaps(
  model: ServiceModel,
  operations: OperationSchemas[],
  scope: ValidatorScope,
): Statement[] {
  const map = (name: string, doc: string, entries: ObjectEntry[]): Statement => ({
    kind: "const",
    name,
    doc: [doc],
    ...(entries.length > 0
      ? { type: readonlyObjectType(entries, voidType, (name) => scope.builtinType(name)) }
      : {}),
    value: as(obj(entries), "const"),
  });
  const faults = operations.filter((o) => o.fault !== undefined);
  return [
    map(
      "paramsValidators",
      "Each operation's parameters schema, by operation name.",
      operations.map((o) => ({ key: o.name, value: obj([{ key: "params", value: o.params }]) })),
    ),
    map(
      "resultValidators",
      "Each operation's result schema, by operation name.",
      operations.map((o) => ({ key: o.name, value: o.result })),
    ),
    ...(faults.length > 0
      ? [
          map(
            "faultValidators",
            "The faults each operation declares, by operation name.",
            faults.map((o) => ({ key: o.name, value: o.fault! })),
          ),
        ]
      : []),
    map(
      "headerValidators",
      "The SOAP headers' schemas, by element name.",
      model.headers.map((h) => ({ key: headerKey(model, h), value: scope.schemaOf(h.type) })),
    ),
    map(
      "validators",
      "Each operation's parameters and result schemas, as the client's validators option takes them.",
      [
        { key: "params", value: "paramsValidators" },
        { key: "results", value: "resultValidators" },
      ],
    ),
  ];
}

/** A header's element name; `{namespace}name` for headers of one name in two namespaces, which would clash. */
export function headerKey(model: ServiceModel, h: HeaderModel): string {
  const shared = model.headers.some((o) => o !== h && o.element.local === h.element.local);
  return shared ? `{${h.element.namespace}}${h.element.local}` : h.element.local;
}

/** The type of the one map value that is no schema's name: `z.void()`, a void operation's result. */
function voidType(value: Exclude<ExprNode, string>): TypeNode {
  const callee = value.kind === "call" ? value.callee : undefined;
  if (
    typeof callee === "object" &&
    callee.kind === "member" &&
    callee.object === "z" &&
    callee.name === "void"
  )
    return "z.ZodVoid";
  throw new Error(`validatorMaps: no type is written for a map value of kind ${value.kind}`);
}
