/**
 * `client.ts` of the client package: the client, every operation a method of one object, each
 * calling the operation's function of calls.ts.
 */
import type { ServiceModel } from "../../model/service-model.ts";
import {
  arrow,
  call,
  generic,
  obj,
  type ModuleNode,
  type PropertyNode,
  type Statement,
} from "../code/code-model.ts";
import { Imports } from "../code/imports.ts";
import { soapHeadersType, type ClientView } from "./client-view.ts";
import { baseUrlDoc } from "./endpoint.ts";

export function clientModule(model: ServiceModel, view: ClientView): ModuleNode {
  const imports = new Imports();
  const T = () => imports.namespace(`${view.contract}/types`, "T", { type: true });
  const calls = (name: string, type = false) => imports.use("./calls.js", name, { type });
  const headersType = soapHeadersType(view, T);
  const { clientName, callerName } = view;
  const methods = view.operations.map(
    (op): PropertyNode => ({
      name: op.tsName,
      doc: op.doc,
      params: [
        {
          name: "params",
          type: generic(imports.use("./runtime/client-params.js", "ClientParams", { type: true }), [
            `${T()}.${op.paramsType}`,
          ]),
          optional: op.optionalParams,
        },
        {
          name: "options",
          type: generic(imports.use("./runtime/caller.js", "CallOptions", { type: true }), [
            headersType,
          ]),
          optional: true,
        },
      ],
      type: generic("Promise", [`${T()}.${op.resultType}`]),
    }),
  );
  const caller = "caller";
  const statements: Statement[] = [
    {
      kind: "interface",
      name: clientName,
      doc: [`One method per operation of ${model.name}.`],
      members: methods,
    },
    {
      kind: "function",
      name: `create${clientName}`,
      doc: [baseUrlDoc(model, "client")],
      params: [{ name: "options", type: calls(`${clientName}Options`, true) }],
      returns: clientName,
      body: call(`clientOf${model.tsName}`, [call(calls(`create${callerName}`), ["options"])]),
    },
    {
      kind: "function",
      name: `clientOf${model.tsName}`,
      doc: ["The client's methods, each calling its operation's function through `caller`."],
      params: [{ name: caller, type: calls(callerName, true) }],
      returns: clientName,
      body: obj(
        view.operations.map((op) => ({
          key: op.tsName,
          value: arrow(
            ["params", "callOptions"],
            call(calls(op.functionName), [caller, "params", "callOptions"]),
          ),
        })),
      ),
      exported: false,
    },
  ];
  return {
    doc: [
      `Typed client of the ${model.name} service (${model.namespace}), on any of its bindings: ${view.bindingsText}.`,
      "",
      `Every operation is a method of one object, so a bundle holds them all; a program that calls a few operations through {@link create${callerName}} and the \`call…\` functions bundles only those.`,
    ],
    imports: imports.nodes(),
    statements,
  };
}
