/**
 * `calls.ts` of the client package: the service's descriptor, the caller's factory and options,
 * and one function per operation, each called with a caller, so that a bundle holds only the
 * operations its program calls; `assertSuccess` where the contract has a result envelope.
 */
import type { OperationModel, ServiceModel } from "../../model/service-model.ts";
import {
  arr,
  call,
  generic,
  member,
  obj,
  str,
  type ModuleNode,
  type ObjectEntry,
  type Statement,
} from "../code/code-model.ts";
import { dataExpr } from "../code/data-expr.ts";
import { Imports } from "../code/imports.ts";
import { soapHeadersType, type ClientView } from "./client-view.ts";
import { baseUrlDoc, publishesNoAddress } from "./endpoint.ts";

export function callsModule(model: ServiceModel, view: ClientView): ModuleNode {
  const imports = new Imports();
  const T = () => imports.namespace(`${view.contract}/types`, "T", { type: true });
  const caller = (name: string, type = false) => imports.use("./runtime/caller.js", name, { type });
  const { clientName, callerName } = view;
  const envelope = view.envelope;
  const codecs = () => imports.namespace(`${view.contract}/codecs`, "codecs");
  const service: ObjectEntry[] = [
    {
      key: "endpointPath",
      value: publishesNoAddress(model) ? str("") : member(codecs(), "ENDPOINT_PATH"),
    },
    { key: "defaultBinding", value: str(view.defaultBinding) },
    { key: "headers", value: view.headersType !== null ? member(codecs(), "HEADERS") : obj([]) },
    ...(view.auth ? [{ key: "auth", value: member(codecs(), "AUTH_HEADER") }] : []),
    ...(view.addressing.length > 0
      ? [{ key: "addressing", value: arr(view.addressing.map(str)) }]
      : []),
    ...securityPolicyEntry(model),
    ...(envelope
      ? [
          {
            key: "finishEnvelope",
            value: call(imports.use("./runtime/envelope.js", "finishEnvelope"), ["ENVELOPE"]),
          },
        ]
      : []),
  ];
  const authType = view.authType === "never" ? "never" : `${T()}.${view.authType}`;
  const headersType = soapHeadersType(view, T);
  const operation = (op: OperationModel, i: number): Statement => {
    const shape = view.operations[i]!;
    const params = imports.use("./runtime/client-params.js", "ClientParams", { type: true });
    return {
      kind: "function",
      name: shape.functionName,
      doc: shape.doc,
      params: [
        { name: "caller", type: callerName },
        {
          name: "params",
          type: generic(params, [`${T()}.${shape.paramsType}`]),
          optional: shape.optionalParams,
        },
        {
          name: "options",
          type: generic(caller("CallOptions", true), [headersType]),
          optional: true,
        },
      ],
      returns: generic("Promise", [`${T()}.${shape.resultType}`]),
      body: call(member("caller", "call"), [
        member(imports.namespace(`${view.contract}/operations`, "operations"), op.tsName),
        shape.optionalParams ? "params ?? {}" : "params",
        "options",
      ]),
    };
  };
  const statements: Statement[] = [
    ...(envelope
      ? [
          {
            kind: "const",
            name: "ENVELOPE",
            doc: [`The parts of the result envelope, \`${envelope.type}\`.`],
            type: imports.use("./runtime/envelope.js", "EnvelopeFields", { type: true }),
            value: obj(
              Object.entries(envelope.fields).map(([key, value]) => ({ key, value: str(value) })),
            ),
            exported: false,
          } satisfies Statement,
        ]
      : []),
    {
      kind: "const",
      name: "SERVICE",
      type: caller("ServiceDescriptor", true),
      value: obj(service),
      exported: false,
    },
    {
      kind: "type",
      name: `${clientName}Options`,
      doc: [`Options of {@link create${callerName}} and {@link create${clientName}}.`],
      type: generic(caller("ClientOptions", true), [authType, headersType]),
    },
    {
      kind: "type",
      name: callerName,
      doc: [
        "What the operation functions call through: the service's address, binding, credentials and transport.",
      ],
      type: generic(caller("Caller", true), [authType]),
    },
    {
      kind: "function",
      name: `create${callerName}`,
      doc: [baseUrlDoc(model, "caller")],
      params: [{ name: "options", type: `${clientName}Options` }],
      returns: callerName,
      body: {
        kind: "new",
        callee: caller("Caller"),
        typeArgs: [authType],
        args: ["SERVICE", "options"],
      },
    },
    ...model.operations.map(operation),
    ...(envelope
      ? [
          {
            kind: "function",
            name: "assertSuccess",
            doc: [
              "The data items of a successful result. When the service answered with the success flag false, throws a ServiceError whose `details` are the ErrorDetail items it sent (nil ones left out).",
            ],
            params: [{ name: "result", type: `${T()}.${envelope.type}` }],
            returns: `NonNullable<${T()}.${envelope.type}[${JSON.stringify(envelope.fields.data)}]>`,
            body: call(
              imports.use("./runtime/envelope.js", "successData"),
              ["result", "ENVELOPE"],
              [
                `${T()}.${envelope.errorDetailType}`,
                `NonNullable<${T()}.${envelope.type}[${JSON.stringify(envelope.fields.data)}]>[number]`,
              ],
            ),
          } satisfies Statement,
        ]
      : []),
  ];
  return {
    doc: [
      `The operations of the ${model.name} service (${model.namespace}) as functions, each called with a caller from {@link create${callerName}}: a bundle holds only the operations its program calls. {@link create${clientName}} gives them all as methods of one object.`,
    ],
    imports: imports.nodes(),
    statements,
  };
}

/**
 * `securityPolicy`: what each SOAP binding's WS-SecurityPolicy asks for that `wsSecurity` defaults
 * to (a digest password, a timestamp, the signature algorithm); none without a policy.
 */
function securityPolicyEntry(model: ServiceModel): ObjectEntry[] {
  const byBinding = model.bindings.flatMap(({ kind, security: p }) => {
    if (!p) return [];
    const defaults = {
      ...(p.usernameToken ? { digest: p.usernameToken.digest } : {}),
      ...(p.timestamp ? { timestamp: true } : {}),
      ...(p.signature ? { algorithm: p.signature.algorithm } : {}),
    };
    return Object.keys(defaults).length > 0 ? [{ key: kind, value: dataExpr(defaults) }] : [];
  });
  return byBinding.length > 0 ? [{ key: "securityPolicy", value: obj(byBinding) }] : [];
}
