/**
 * The view model of the generated server: the service description the runtime serves from, the
 * implementation interface, the item helpers and the demo implementation's sample data.
 */
import type { ComplexTypeModel, FieldModel, OperationModel, ServiceModel, TypeRef } from "../../model/service-model.ts";
import { ANY_TYPE_BUILTINS } from "../common/builtin-table.ts";
import { authHeader } from "../../model/auth-header.ts";
import { answersWithEnvelope } from "../../model/operation-shape.ts";
import { anyTypeMemberTypes } from "../common/any-type-members.ts";
import { requirementDoc as describeRequirement } from "../types/type-docs.ts";
import { TsTypeNamer, builtinTsType } from "../common/ts-type-namer.ts";
import { isOpen } from "../../model/open-type.ts";
import { objectKey, propertyAccess } from "../code/property-names.ts";

export interface ServerOperationView {
  name: string;
  nameText: string;
  tsName: string;
  paramsType: string;
  answerType: string;
  enveloped: boolean;
  doc: string[];
  /** Expressions of the demo's sample items. */
  samples: string[];
}

export interface EnvelopeView {
  type: string;
  dataType: string;
  status: string;
  success: string;
  detail: string;
  data: string;
  code: string;
  desc: string;
}

export interface ServerView {
  serviceName: string;
  serviceNameText: string;
  namespace: string;
  contract: string;
  endpointPath: string;
  endpointPathText: string;
  implName: string;
  contextName: string;
  optionsName: string;
  operationName: string;
  /** The demo checks the header as credentials (see isCredentials). */
  demoAuth: boolean;
  /** The authenticating header (ASMX's SoapHeader), with its string fields for the demo. */
  header: { type: string; fields: { key: string; access: string }[] } | null;
  headersType: string;
  authType: string;
  envelope: EnvelopeView | null;
  usesAnyType: boolean;
  builtinItems: { name: string; tsType: string; type: string; dateTime: boolean }[];
  typeItems: { name: string; tsType: string; type: string }[];
  operations: ServerOperationView[];
  anyEnveloped: boolean;
  /** There is a WSDL to publish, beside the sources as `service.wsdl`. */
  hasWsdl: boolean;
  /** `items.ts` has helpers to offer: anyType items, or the envelope. */
  hasItems: boolean;
}

export function serverView(model: ServiceModel, contractPackage: string, hasWsdl: boolean): ServerView {
  const namer = new TsTypeNamer(model);
  const envelope = envelopeView(model, namer);
  const header = authHeader(model);
  const headerType = header?.type.kind === "named" ? namer.type(header.type.id) : undefined;
  const usesAnyType = namer.usesAnyType(model);
  const openTypes = new Set(anyTypeMemberTypes(model).filter(isOpen).map((t) => t.id));
  const operations = model.operations.map((op) => operationView(model, op, namer, envelope, openTypes));
  return {
    serviceName: JSON.stringify(model.name),
    serviceNameText: model.name,
    namespace: model.namespace,
    contract: contractPackage,
    endpointPath: JSON.stringify(model.endpointPath),
    endpointPathText: model.endpointPath,
    implName: `${model.tsName}Implementation`,
    contextName: `${model.tsName}Context`,
    optionsName: `${model.tsName}ServerOptions`,
    operationName: `${model.tsName}OperationName`,
    header: header
      ? {
          type: `T.${namer.valueOf(header.type)}`,
          fields: headerType?.kind === "complex" ? headerType.fields.filter(isString).map((f) => ({ key: objectKey(f.tsName), access: propertyAccess(f.tsName) })) : [],
        }
      : null,
    demoAuth: header !== undefined && headerType?.kind === "complex" && isCredentials(headerType),
    authType: header ? `T.${namer.of(header.type)}` : "never",
    headersType: model.headers.length > 0 ? `T.${model.tsName}Headers` : "Record<string, never>",
    envelope,
    usesAnyType,
    builtinItems: usesAnyType
      ? ANY_TYPE_BUILTINS.filter((x) => x !== "anyType").map((x) => ({ name: x, tsType: builtinTsType(x), type: JSON.stringify(`xsd:${x}`), dateTime: x === "dateTime" }))
      : [],
    typeItems: usesAnyType
      ? anyTypeMemberTypes(model).map((t) => ({ name: t.tsName, tsType: `T.${t.tsName}`, type: JSON.stringify(t.name.local) }))
      : [],
    operations,
    hasWsdl,
    hasItems: usesAnyType || envelope !== null,
    anyEnveloped: operations.some((op) => op.enveloped),
  };
}

function operationView(model: ServiceModel, op: OperationModel, namer: TsTypeNamer, envelope: EnvelopeView | null, openTypes: Set<string>): ServerOperationView {
  const enveloped = envelope !== null && answersWithEnvelope(model, op);
  const resultType = `T.${op.typeStem}Result`;
  return {
    name: JSON.stringify(op.name),
    nameText: op.name,
    tsName: op.tsName,
    paramsType: `T.${op.typeStem}Params`,
    answerType: enveloped ? `${envelope.dataType} | ${resultType}` : resultType,
    enveloped,
    doc: methodDoc(op, enveloped),
    samples: enveloped ? samples(op, namer, openTypes) : [],
  };
}

function envelopeView(model: ServiceModel, namer: TsTypeNamer): EnvelopeView | null {
  const e = model.envelope;
  if (!e) return null;
  const envelopeType = complexType(namer, e.typeId);
  const statusType = complexType(namer, e.statusTypeId);
  const errorDetail = complexType(namer, e.errorDetailTypeId);
  const field = (t: ComplexTypeModel, xmlName: string) => t.fields.find((f) => f.xmlName === xmlName)!;
  const data = field(envelopeType, e.dataField);
  return {
    type: `T.${envelopeType.tsName}`,
    dataType: `T.${namer.valueOf(data.type)}`,
    status: objectKey(field(envelopeType, e.statusField).tsName),
    success: objectKey(field(statusType, e.successField).tsName),
    detail: objectKey(field(statusType, e.detailField).tsName),
    data: objectKey(data.tsName),
    code: objectKey(field(errorDetail, e.codeField).tsName),
    desc: objectKey(field(errorDetail, e.descField).tsName),
  };
}

function complexType(namer: TsTypeNamer, id: string): ComplexTypeModel {
  const t = namer.type(id);
  if (t.kind !== "complex") throw new Error(`model defect: ${id} is not a complex type`);
  return t;
}

function methodDoc(op: OperationModel, enveloped: boolean): string[] {
  return [
    `Answers \`${op.name}\` (SOAPAction \`${op.soapAction}\`).`,
    ...(op.documentation ? [op.documentation] : []),
    ...op.requirements.map((r) => `${describeRequirement(r)} The server answers a request that violates it without calling this method.`),
    ...(enveloped ? ["Return the `_data` items for a success, or a whole envelope (see `failure`)."] : []),
  ];
}

/** Sample items of the demo: the type the contract says `_data` carries, or strings. */
function samples(op: OperationModel, namer: TsTypeNamer, openTypes: Set<string>): string[] {
  const items = op.resultItems;
  const count = items?.cardinality === "one" ? 1 : 2;
  const indexes = Array.from({ length: count }, (_, i) => i + 1);
  if (items && openTypes.has(items.typeId)) {
    const type = namer.type(items.typeId).tsName;
    return indexes.map((i) => `item.${type}({ id: "${i}", name: ${JSON.stringify(`Sample ${type} ${i}`)} })`);
  }
  return indexes.map((i) => `item.string(${JSON.stringify(`Sample ${op.name} item ${i}`)})`);
}

/**
 * A header of credentials, as the demo checks them: text fields (every one `demo`), nothing else
 * required, no choice among them. Another header passes the demo unchecked.
 */
function isCredentials(t: ComplexTypeModel): boolean {
  return t.fields.some(isString) && t.fields.every((f) => isString(f) || f.minOccurs === 0) && t.attributes.every((a) => !a.required) && !t.text && t.choices.length === 0;
}

function isString(f: FieldModel): boolean {
  return f.type.kind === "builtin" && f.type.xsd === "string" && f.maxOccurs === 1;
}

