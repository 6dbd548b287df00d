import type { ServiceModel, TypeModel } from "./service-model.ts";

/** Looks a model's types up by id; an id the model does not hold is a defect of the model. */
export function typeLookup(model: ServiceModel): (id: string) => TypeModel {
  const types = new Map(model.types.map((t) => [t.id, t]));
  return (id) => {
    const t = types.get(id);
    if (!t) throw new Error(`model defect: no type ${id}`);
    return t;
  };
}
