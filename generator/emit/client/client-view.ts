/** What the client package's modules say of the contract: its names, bindings, auth header, envelope and operations. */
import { authHeader } from "../../model/auth-header.ts";
import {
  BINDING_KINDS,
  BINDING_NAMES,
  type BindingKind,
  type ComplexTypeModel,
  type EnvelopeModel,
  type OperationModel,
  type ServiceModel,
} from "../../model/service-model.ts";
import { paramsDoc } from "../types/type-docs.ts";
import type { TsTypeNamer } from "../common/ts-type-namer.ts";

export interface ClientView {
  clientName: string;
  /** The type of what the per-operation functions call through, and (`create` before it) its factory. */
  callerName: string;
  contract: string;
  /** The contract's bindings in words, for the module's documentation. */
  bindingsText: string;
  /** The binding the client uses unless told. */
  defaultBinding: BindingKind;
  /** The header the `auth` option fills, by name. */
  auth: string | null;
  /** The bindings that use WS-Addressing (the client sends its headers on them by default). */
  addressing: BindingKind[];
  /** The `auth` option's type, a name of the contract's types module; `never` without one. */
  authType: string;
  /**
   * The type of the `soapHeaders` option, a name of the contract's types module; null without
   * headers (and then the contract's codecs module has no table of them).
   */
  headersType: string | null;
  envelope: EnvelopeView | null;
  operations: {
    tsName: string;
    /** The per-operation function: `call` and the operation's type stem (`callEventGet`), so it cannot clash with another export. */
    functionName: string;
    paramsType: string;
    resultType: string;
    optionalParams: boolean;
    doc: string[];
  }[];
}

/** The result envelope's parts by TypeScript property name, and the types `assertSuccess` names. */
export interface EnvelopeView {
  type: string;
  errorDetailType: string;
  fields: { status: string; success: string; detail: string; data: string };
}

export function clientView(
  model: ServiceModel,
  contractPackage: string,
  namer: TsTypeNamer,
): ClientView {
  const auth = authHeader(model);
  return {
    clientName: `${model.tsName}Client`,
    callerName: `${model.tsName}Caller`,
    contract: contractPackage,
    ...bindingsOf(model),
    addressing: model.bindings.filter((b) => b.addressing).map((b) => b.kind),
    auth: auth ? auth.tsName : null,
    authType: auth ? namer.of(auth.type) : "never",
    headersType: model.headers.length > 0 ? `${model.tsName}Headers` : null,
    envelope: model.envelope ? envelopeView(model.envelope, namer) : null,
    operations: model.operations.map((op) => ({
      tsName: op.tsName,
      functionName: callFunctionName(op),
      paramsType: `${op.typeStem}Params`,
      resultType: `${op.typeStem}Result`,
      optionalParams:
        op.input.fields.every((p) => p.minOccurs === 0) && op.requirements.length === 0,
      doc: methodDoc(op),
    })),
  };
}

/** The `soapHeaders` option's type as a module writes it, `types` giving the contract's types module's namespace. */
export function soapHeadersType(view: ClientView, types: () => string): string {
  return view.headersType === null ? "Record<string, never>" : `${types()}.${view.headersType}`;
}

function callFunctionName(op: OperationModel): string {
  return `call${op.typeStem}`;
}

function methodDoc(op: OperationModel): string[] {
  const [, ...rest] = paramsDoc(op);
  const faults =
    op.faults.length > 0
      ? [
          `Declared faults (a SoapFaultError's \`declared\`): ${op.faults.map((f) => f.name).join(", ")}.`,
        ]
      : [];
  return [`Calls \`${op.name}\` (SOAPAction \`${op.soapAction}\`).`, ...rest, ...faults];
}

function envelopeView(envelope: EnvelopeModel, namer: TsTypeNamer): EnvelopeView {
  const type = namer.type(envelope.typeId) as ComplexTypeModel;
  const status = namer.type(envelope.statusTypeId) as ComplexTypeModel;
  const tsName = (owner: ComplexTypeModel, xmlName: string): string => {
    const field = owner.fields.find((f) => f.xmlName === xmlName);
    if (!field) throw new Error(`model defect: ${owner.tsName} has no field ${xmlName}`);
    return field.tsName;
  };
  const fields = {
    status: tsName(type, envelope.statusField),
    success: tsName(status, envelope.successField),
    detail: tsName(status, envelope.detailField),
    data: tsName(type, envelope.dataField),
  };
  return {
    type: type.tsName,
    errorDetailType: namer.type(envelope.errorDetailTypeId).tsName,
    fields,
  };
}

/** The contract's bindings in words, the default one (its first SOAP binding) marked. */
function bindingsOf(model: ServiceModel): { bindingsText: string; defaultBinding: BindingKind } {
  const kinds = new Set(model.bindings.map((b) => b.kind));
  const chosen = kinds.has("soap11") ? "soap11" : "soap12";
  const names = BINDING_KINDS.filter((kind) => kinds.has(kind)).map((kind) =>
    kind === chosen ? `${BINDING_NAMES[kind]} (the default)` : BINDING_NAMES[kind],
  );
  const text =
    names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names.at(-1)}` : names.join("");
  return { bindingsText: text, defaultBinding: chosen };
}
