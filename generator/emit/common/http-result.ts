/**
 * What an ASMX HTTP GET/POST answer is: a document whose root is the result type's element (the
 * envelope's global element, a built-in's name, a contract type's name, for an inline type the
 * element the WSDL's HTTP output names), read and written by the result's codec. For operations
 * on those bindings, whose result is one element.
 */
import { singleResult } from "../../model/operation-shape.ts";
import type { OperationModel, ServiceModel, TypeModel } from "../../model/service-model.ts";
import { moduleCodecText } from "./codec-ref.ts";
import type { TsTypeNamer } from "./ts-type-namer.ts";

export interface HttpResult {
  /** The codec as written in a module importing the contract's codecs as `codecs` and `xsd`. */
  codec: string;
  /** `null`: the answer is the result's one wildcard element itself (ASMX's XmlElement). */
  root: string | null;
  /**
   * The result is content .NET writes itself (a DataSet): its root declares only its namespace,
   * not xsd and xsi as XmlSerializer's roots do.
   */
  whole: boolean;
  /** The result value's TypeScript type, as written there (`T.rtnObject`, `string`, `T.AnyTypeItem`). */
  type: string;
}

export function httpResultOf(
  model: ServiceModel,
  op: OperationModel,
  namer: TsTypeNamer,
): HttpResult | undefined {
  if (!op.bindings.includes("httpGet") && !op.bindings.includes("httpPost")) return undefined;
  const field = singleResult(op);
  if (!field) return undefined;
  const ref = field.type;
  // anyType (ASMX's `object`, answered as `<anyType xsi:type="...">`) is no `xsd.` codec: it is the
  // contract's anyTypeCodec, its value the contract's AnyTypeItem.
  if (ref.kind === "builtin")
    return {
      codec: moduleCodecText(ref, namer),
      root: ref.xsd,
      whole: false,
      type: ref.xsd === "anyType" ? `T.${namer.of(ref)}` : namer.of(ref),
    };
  const type = namer.type(ref.id);
  // An inline type (ASMX's DataSet, XmlElement) has no name to root the answer: the WSDL's HTTP
  // output part names the root (`DataSet`), or none (the element is the answer); failing that,
  // the result's own element.
  if (type.anonymous) {
    const whole = isKeptContent(type);
    const root =
      op.httpRoot === null ? (whole ? null : field.xmlName) : (op.httpRoot?.local ?? field.xmlName);
    return { codec: moduleCodecText(ref, namer), root, whole, type: `T.${namer.of(ref)}` };
  }
  const root =
    model.envelope && ref.id === model.envelope.typeId
      ? model.envelope.httpRootElement.local
      : type.name.local;
  return {
    codec: moduleCodecText(ref, namer),
    root,
    whole: false,
    type: `T.${namer.valueOf(ref)}`,
  };
}

/** Content that is only elements the schema does not name (and text between them): kept whole as XML. */
function isKeptContent(type: TypeModel): boolean {
  return (
    type.kind === "complex" &&
    type.base === undefined &&
    type.anyElements !== undefined &&
    type.fields.length === 0 &&
    type.choices.length === 0 &&
    type.attributes.length === 0 &&
    !type.anyAttribute &&
    type.text === undefined
  );
}

/** Each operation's HTTP GET/POST result, for those on the bindings. */
export function httpResults(
  model: ServiceModel,
  namer: TsTypeNamer,
): ReadonlyMap<OperationModel, HttpResult> {
  const results = new Map<OperationModel, HttpResult>();
  for (const op of model.operations) {
    const result = httpResultOf(model, op, namer);
    if (result) results.set(op, result);
  }
  return results;
}
