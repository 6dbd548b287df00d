/**
 * What an ASMX HTTP GET/POST answer is: a document whose root is the result type's element (the
 * envelope's global element, a built-in's name, a contract type's name), read and written by the
 * result's codec. For operations on those bindings, whose result is one element.
 */
import { singleResult } from "../../model/operation-shape.ts";
import type { OperationModel, ServiceModel } from "../../model/service-model.ts";
import { moduleCodecText } from "./codec-ref.ts";
import type { TsTypeNamer } from "./ts-type-namer.ts";

export interface HttpResult {
  /** The codec as written in a module importing the contract's codecs as `codecs` and `xsd`. */
  codec: string;
  root: string;
  /** The result value's TypeScript type, as written there (`T.rtnObject`, `string`, `T.AnyTypeItem`). */
  type: string;
}

export function httpResultOf(model: ServiceModel, op: OperationModel, namer: TsTypeNamer): HttpResult | undefined {
  if (!op.bindings.includes("httpGet") && !op.bindings.includes("httpPost")) return undefined;
  const field = singleResult(op);
  if (!field) return undefined;
  const ref = field.type;
  // anyType (ASMX's `object`, answered as `<anyType xsi:type="...">`) is no `xsd.` codec: it is the
  // contract's anyTypeCodec, its value the contract's AnyTypeItem.
  if (ref.kind === "builtin") return { codec: moduleCodecText(ref, namer), root: ref.xsd, type: ref.xsd === "anyType" ? `T.${namer.of(ref)}` : namer.of(ref) };
  const root = model.envelope && ref.id === model.envelope.typeId ? model.envelope.httpRootElement.local : namer.type(ref.id).name.local;
  return { codec: moduleCodecText(ref, namer), root, type: `T.${namer.of(ref)}` };
}
