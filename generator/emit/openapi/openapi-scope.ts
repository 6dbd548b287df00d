/**
 * What the parts of the OpenAPI document share while it is built: the model's types by id, each
 * type's (and xsi:type family's) component name, and the shared components the schemas refer to
 * (`AnyTypeItem`, `XmlValue`), which the document holds only when something refers to them.
 */
import type { ServiceModel, TypeModel, TypeRef } from "../../model/service-model.ts";
import { TsTypeNamer } from "../common/ts-type-namer.ts";
import { builtinSchema } from "./builtin-schemas.ts";
import { ComponentNames } from "./component-names.ts";
import { ref, type JsonSchema } from "./json-schema.ts";

export type SharedComponent = "AnyTypeItem" | "XmlValue" | "SoapFault";

export class OpenApiScope {
  readonly namer: TsTypeNamer;
  readonly names = new ComponentNames();
  /** Each type's component name by id; a family's by its root type's id (`families`). */
  private readonly typeNames = new Map<string, string>();
  readonly familyNames = new Map<string, string>();
  private readonly sharedNames = new Map<SharedComponent, string>();
  /** The shared components referred to so far. */
  readonly used = new Set<SharedComponent>();

  constructor(readonly model: ServiceModel) {
    this.namer = new TsTypeNamer(model);
    for (const t of model.types) this.typeNames.set(t.id, this.names.claim(t.tsName));
    for (const t of model.types)
      if (t.kind === "complex" && t.family)
        this.familyNames.set(t.id, this.names.claim(t.family.tsName));
    for (const shared of ["AnyTypeItem", "XmlValue", "SoapFault"] as const)
      this.sharedNames.set(shared, this.names.claim(shared));
  }

  type(id: string): TypeModel {
    return this.namer.type(id);
  }

  /** The component of the type itself (not its family's). */
  typeName(id: string): string {
    return this.typeNames.get(id)!;
  }

  sharedName(component: SharedComponent): string {
    return this.sharedNames.get(component)!;
  }

  shared(component: SharedComponent): JsonSchema {
    this.used.add(component);
    return ref(this.sharedName(component));
  }

  /** The schema of a value of `ref`: a built-in's, or a named type's (its xsi:type family's, where it has one). */
  schemaOf(r: TypeRef): JsonSchema {
    if (r.kind === "builtin")
      return r.xsd === "anyType" ? this.shared("AnyTypeItem") : builtinSchema(r.xsd);
    return ref(this.familyNames.get(r.id) ?? this.typeName(r.id));
  }

  /** The schema of the type itself, not of its family: what a derived type's schema joins. */
  ownSchemaOf(id: string): JsonSchema {
    return ref(this.typeName(id));
  }
}
