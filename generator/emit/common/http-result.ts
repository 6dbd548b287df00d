/**
 * What an ASMX HTTP GET/POST answer is: a document whose root is the result type's element (the
 * envelope's global element, a built-in's name, a contract type's name), read and written by the
 * result's codec. For operations on those bindings, whose result is one element.
 */
import { singleResult } from "../../model/operation-shape.ts";
import type { OperationModel, ServiceModel } from "../../model/service-model.ts";
import { codecName } from "./codec-ref.ts";
import type { TsTypeNamer } from "./ts-type-namer.ts";

export interface HttpResult {
  /** The codec as written in a module importing the contract's codecs as `codecs` and `xsd`. */
  codec: string;
  root: string;
  /** The result value's TypeScript type, as written there (`T.rtnObject`, `string`). */
  type: string;
}

export function httpResultOf(model: ServiceModel, op: OperationModel, namer: TsTypeNamer): HttpResult | undefined {
  if (!op.bindings.includes("httpGet") && !op.bindings.includes("httpPost")) return undefined;
  const field = singleResult(op);
  if (!field) return undefined;
  const ref = field.type;
  if (ref.kind === "builtin") return { codec: `xsd.${ref.xsd}`, root: ref.xsd, type: namer.of(ref) };
  const root = model.envelope && ref.id === model.envelope.typeId ? model.envelope.httpRootElement.local : namer.type(ref.id).name.local;
  return { codec: `codecs.${codecName(namer.of(ref))}`, root, type: `T.${namer.of(ref)}` };
}
