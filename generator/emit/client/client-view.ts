/** The view model of the generated client: its service descriptor, methods and result readers. */
import type { ComplexTypeModel, EnvelopeModel, OperationModel, ServiceModel, TypeRef } from "../../model/service-model.ts";
import { codecName } from "../contract/codecs-view.ts";
import { describeOperation } from "../contract/describe.ts";
import { TsTypeNamer } from "../ts-type-expression.ts";

export interface ClientView {
  serviceName: string;
  namespace: string;
  clientName: string;
  contract: string;
  endpointPath: string;
  endpointPathText: string;
  header: { element: string; codec: string } | null;
  authType: string;
  envelope: EnvelopeView | null;
  /** Some result is a built-in type, read by the runtime's `xsd` codecs. */
  usesXsd: boolean;
  /** `codec` is the expression that reads the result (the envelope's codec wraps the plain one). */
  results: { name: string; type: string; codec: string; httpRoot: string }[];
  operations: {
    tsName: string;
    paramsType: string;
    resultType: string;
    resultConst: string;
    optionalParams: boolean;
    doc: string[];
  }[];
}

/** The result envelope's parts by TypeScript property name, and the types `assertSuccess` names. */
export interface EnvelopeView {
  type: string;
  errorDetailType: string;
  fields: string;
  dataField: string;
}

export function clientView(model: ServiceModel, contractPackage: string): ClientView {
  const namer = new TsTypeNamer(model);
  const envelope = model.envelope ? envelopeView(model.envelope, namer) : null;
  const results = new Map<string, ClientView["results"][number]>();
  const resultConst = (ref: TypeRef): string => {
    const type = namer.of(ref);
    const key = ref.kind === "named" ? ref.id : ref.xsd;
    let entry = results.get(key);
    if (!entry) {
      const isEnvelope = ref.kind === "named" && ref.id === model.envelope?.typeId;
      const httpRoot = isEnvelope ? model.envelope!.httpRootElement.local : type;
      const plain = ref.kind === "named" ? `codecs.${codecName(type)}` : `xsd.${ref.xsd}`;
      const codec = isEnvelope ? `envelopeCodec(${plain}, ENVELOPE)` : plain;
      const tsType = ref.kind === "named" ? `T.${type}` : type;
      entry = { name: `${type.toUpperCase()}_RESULT`, type: tsType, codec, httpRoot: JSON.stringify(httpRoot) };
      results.set(key, entry);
    }
    return entry.name;
  };
  // One header is sent with every SOAP call: the one all operations bind (ASMX's SoapHeader).
  const header = model.headers[0];
  return {
    serviceName: model.name,
    namespace: model.namespace,
    clientName: `${model.tsName}Client`,
    contract: contractPackage,
    endpointPath: JSON.stringify(model.endpointPath),
    endpointPathText: model.endpointPath,
    header: header ? { element: JSON.stringify(header.element.local), codec: codecName(namer.of(header.type)) } : null,
    authType: header ? `T.${namer.of(header.type)}` : "never",
    envelope,
    usesXsd: model.operations.some((op) => op.resultType.kind === "builtin"),
    operations: model.operations.map((op) => ({
      tsName: op.tsName,
      paramsType: `${op.typeStem}Params`,
      resultType: `${op.typeStem}Result`,
      resultConst: resultConst(op.resultType),
      optionalParams: op.parameters.every((p) => p.minOccurs === 0) && op.requirements.length === 0,
      doc: methodDoc(op),
    })),
    results: [...results.values()],
  };
}

function methodDoc(op: OperationModel): string[] {
  const [, ...rest] = describeOperation(op);
  return [`Calls \`${op.name}\` (SOAPAction \`${op.soapAction}\`).`, ...rest];
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
    fields: JSON.stringify(fields),
    dataField: JSON.stringify(fields.data),
  };
}
