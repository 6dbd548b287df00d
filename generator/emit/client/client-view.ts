/** The view model of the generated client: its service descriptor, methods and result readers. */
import type { OperationModel, ServiceModel, TypeRef } from "../../model/service-model.ts";
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

export function clientView(model: ServiceModel, contractPackage: string): ClientView {
  const namer = new TsTypeNamer(model);
  const results = new Map<string, ClientView["results"][number]>();
  const resultConst = (ref: TypeRef): string => {
    const type = namer.of(ref);
    const key = ref.kind === "named" ? ref.id : ref.xsd;
    let entry = results.get(key);
    if (!entry) {
      const httpRoot = model.envelope && ref.kind === "named" && ref.id === model.envelope.typeId ? model.envelope.httpRootElement.local : type;
      const codec = ref.kind === "named" ? codecName(type) : `xsd.${ref.xsd}`;
      entry = { name: `${type.toUpperCase()}_RESULT`, type, codec, httpRoot: JSON.stringify(httpRoot) };
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
