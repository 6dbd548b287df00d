/**
 * The view model of `validators.ts`: the type schemas in declaration order, each operation's
 * parameter schemas, the maps by operation and header name, and the runtime names the file uses.
 */
import type { ServiceModel } from "../../model/service-model.ts";
import { codecsView } from "../contract/codecs-view.ts";
import { TsTypeNamer } from "../ts-type-expression.ts";
import { FieldExpressions, propertyKey, schemaName } from "./field-expression.ts";
import { paramsSchemasView, type ParamsSchemasView } from "./params-schemas-view.ts";
import { typeSchemasView, type TypeSchemaView } from "./type-schemas-view.ts";

export interface ValidatorsView {
  serviceName: string;
  imports: { zod: boolean; types: boolean; fields: string; objects: string; messages: string; text: string; textParam: boolean };
  types: TypeSchemaView[];
  operations: ParamsSchemasView[];
  headers: { key: string; schema: string }[];
}

export function validatorsView(model: ServiceModel): ValidatorsView {
  const namer = new TsTypeNamer(model);
  const fields = new FieldExpressions(namer);
  const types = typeSchemasView(model, fields, namer.usesAnyType(model));
  const operations = paramsSchemasView(model, codecsView(model).operations, fields);
  const headers = model.headers.flatMap((h) =>
    h.type.kind === "named" ? [{ key: propertyKey(h.element.local), schema: schemaName(namer.type(h.type.id).tsName) }] : [],
  );
  const withText = operations.some((o) => o.text !== null);
  return {
    serviceName: model.name,
    imports: {
      zod: fields.uses.zod,
      types: fields.uses.types,
      fields: sorted(fields.uses.fields),
      objects: sorted(fields.uses.objects),
      messages: sorted(fields.uses.messages),
      text: withText ? "formTextParams, soapTextParams" : "",
      textParam: withText,
    },
    types,
    operations,
    headers,
  };
}

/** Names in code-unit order, as an import list. */
function sorted(names: Set<string>): string {
  return [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join(", ");
}
