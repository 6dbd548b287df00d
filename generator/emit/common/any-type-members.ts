/**
 * The contract's complex types that can only arrive as the `xsi:type` of an `xsd:anyType` value
 * (ASMX's [XmlInclude] types): no field, parameter, header, result or fault names them. They join
 * `AnyTypeItem`, its codec and its schema, by local name (`{ type: "cUser" }`): those of the
 * contract's own namespace, which is what an item's local name stands for. An item of another
 * namespace's type is read as an unknown one, its namespace kept.
 */
import type { ComplexTypeModel, ServiceModel } from "../../model/service-model.ts";
import { typeRefs } from "../../model/type-refs.ts";

export function anyTypeMemberTypes(model: ServiceModel): ComplexTypeModel[] {
  const referenced = new Set<string>();
  for (const ref of typeRefs(model)) if (ref.kind === "named") referenced.add(ref.id);
  return model.types.filter((t): t is ComplexTypeModel => t.kind === "complex" && !t.arrayItem && !t.anonymous && !referenced.has(t.id) && t.name.namespace === model.namespace);
}
