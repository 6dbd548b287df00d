/**
 * The contract's complex types an `xsd:anyType` value may be, by its `xsi:type`: every named one
 * of the contract's own namespace, which is what an item's local name stands for (`{ type:
 * "cUser" }`). ASMX writes any type it serializes as `object` so, [XmlInclude] types and the
 * types of its methods alike. They join `AnyTypeItem`, its codec and its schema. An item of
 * another namespace's type is read as an unknown one, its namespace kept.
 */
import type { ComplexTypeModel, ServiceModel } from "../../model/service-model.ts";

export function anyTypeMemberTypes(model: ServiceModel): ComplexTypeModel[] {
  return model.types.filter(
    (t): t is ComplexTypeModel =>
      t.kind === "complex" && !t.arrayItem && !t.anonymous && t.name.namespace === model.namespace,
  );
}
