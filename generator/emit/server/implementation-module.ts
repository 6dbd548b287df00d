/**
 * `implementation.ts` of the server package: what an implementation provides (one async method
 * per operation, documented from the contract), the context each method is handed and the
 * published operation names.
 */
import { authHeader } from "../../model/auth-header.ts";
import { answersWithEnvelope } from "../../model/operation-shape.ts";
import type { OperationModel, ServiceModel } from "../../model/service-model.ts";
import {
  generic,
  literal,
  union,
  type ModuleNode,
  type PropertyNode,
  type Statement,
} from "../code/code-model.ts";
import { Imports } from "../code/imports.ts";
import { TsTypeNamer } from "../common/ts-type-namer.ts";
import { requirementDoc } from "../types/type-docs.ts";
import { serverNames } from "./server-module.ts";

export function implementationModule(
  model: ServiceModel,
  contract: string,
  namer = new TsTypeNamer(model),
): ModuleNode {
  const imports = new Imports();
  const names = serverNames(model);
  const T = () => imports.namespace(`${contract}/types`, "T", { type: true });
  const auth = authHeader(model);
  const items = envelopeItems(model, namer);
  const method = (op: OperationModel): PropertyNode => {
    const result = `${T()}.${op.typeStem}Result`;
    const enveloped = items !== undefined && answersWithEnvelope(model, op);
    return {
      name: op.tsName,
      doc: methodDoc(op, enveloped),
      params: [
        { name: "params", type: `${T()}.${op.typeStem}Params` },
        { name: "ctx", type: names.context },
      ],
      type: generic("Promise", [enveloped ? union([`${T()}.${items}`, result]) : result]),
    };
  };
  const statements: Statement[] = [
    {
      kind: "type",
      name: names.context,
      doc: [
        "Handed to every method: the binding, the SOAP header blocks (`authHeader` for the authenticating one; `soapHeaders` all; `responseHeaders` to set those the answer carries), the HTTP request headers and an AbortSignal.",
      ],
      type: generic(imports.use("./runtime/options.js", "CallContext", { type: true }), [
        auth ? `${T()}.${namer.of(auth.type)}` : "never",
        model.headers.length > 0 ? `${T()}.${model.tsName}Headers` : "Record<string, never>",
      ]),
    },
    {
      kind: "type",
      name: names.operationName,
      doc: ["The published operation names."],
      type:
        model.operations.length > 0
          ? union(model.operations.map((op) => literal(op.name)))
          : "never",
    },
    {
      kind: "interface",
      name: names.implementation,
      doc: [
        "The service's operations. Parameters arrive read and typed as ASMX reads them (defaults for value types left out); stated requirements and authentication are checked before a method is called. A method that throws answers a SOAP fault (`soap:Server`/`soap:Receiver`) or an HTTP 500 without any detail of the error.",
      ],
      members: model.operations.map(method),
    },
  ];
  return {
    doc: [
      `What an implementation of the ${model.name} service provides: one async method per operation.`,
    ],
    imports: imports.nodes(),
    statements,
  };
}

/** The type of the envelope's data items (`ArrayOfAnyType`), which an enveloped method may return alone. */
function envelopeItems(model: ServiceModel, namer: TsTypeNamer): string | undefined {
  const e = model.envelope;
  if (!e) return undefined;
  const envelope = namer.type(e.typeId);
  if (envelope.kind !== "complex")
    throw new Error(`model defect: ${e.typeId} is not a complex type`);
  const data = envelope.fields.find((f) => f.xmlName === e.dataField);
  if (!data) throw new Error(`model defect: ${envelope.tsName} has no field ${e.dataField}`);
  return namer.valueOf(data.type);
}

function methodDoc(op: OperationModel, enveloped: boolean): string[] {
  return [
    `Answers \`${op.name}\` (SOAPAction \`${op.soapAction}\`).`,
    ...(op.documentation ? [op.documentation] : []),
    ...op.requirements.map(
      (r) =>
        `${requirementDoc(r)} The server answers a request that violates it without calling this method.`,
    ),
    ...(enveloped
      ? ["Return the `_data` items for a success, or a whole envelope (see `failure`)."]
      : []),
  ];
}
