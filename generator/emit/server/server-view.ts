/**
 * The view model of the server package's templates: the demo implementation with its sample data,
 * `serve.ts`, the index and the implementation stub. server.ts, implementation.ts and items.ts are
 * built on the code model (server-module.ts, implementation-module.ts, items-module.ts).
 */
import type {
  ComplexTypeModel,
  FieldModel,
  OperationModel,
  ServiceModel,
} from "../../model/service-model.ts";
import { authHeader } from "../../model/auth-header.ts";
import { answersWithEnvelope } from "../../model/operation-shape.ts";
import { anyTypeMemberTypes } from "../common/any-type-members.ts";
import type { TsTypeNamer } from "../common/ts-type-namer.ts";
import { isOpen } from "../../model/open-type.ts";
import { objectKey, propertyAccess } from "../code/property-names.ts";

export interface ServerOperationView {
  nameText: string;
  tsName: string;
  enveloped: boolean;
  /** Expressions of the demo's sample items. */
  samples: string[];
}

export interface ServerView {
  serviceNameText: string;
  contract: string;
  endpointPathText: string;
  implName: string;
  optionsName: string;
  /** The demo checks the header as credentials (see isCredentials). */
  demoAuth: boolean;
  /** The authenticating header (ASMX's SoapHeader), with its string fields for the demo. */
  header: { type: string; fields: { key: string; access: string }[] } | null;
  /** The contract's operations answer with ASMX's envelope. */
  envelope: boolean;
  operations: ServerOperationView[];
  anyEnveloped: boolean;
}

export function serverView(
  model: ServiceModel,
  contractPackage: string,
  namer: TsTypeNamer,
): ServerView {
  const header = authHeader(model);
  const headerType = header?.type.kind === "named" ? namer.type(header.type.id) : undefined;
  const openTypes = new Set(
    anyTypeMemberTypes(model)
      .filter(isOpen)
      .map((t) => t.id),
  );
  const operations = model.operations.map((op) => operationView(model, op, namer, openTypes));
  return {
    serviceNameText: model.name,
    contract: contractPackage,
    endpointPathText: model.endpointPath,
    implName: `${model.tsName}Implementation`,
    optionsName: `${model.tsName}ServerOptions`,
    header: header
      ? {
          type: `T.${namer.valueOf(header.type)}`,
          fields:
            headerType?.kind === "complex"
              ? headerType.fields
                  .filter(isString)
                  .map((f) => ({ key: objectKey(f.tsName), access: propertyAccess(f.tsName) }))
              : [],
        }
      : null,
    demoAuth: headerType?.kind === "complex" && isCredentials(headerType),
    envelope: model.envelope !== undefined,
    operations,
    anyEnveloped: operations.some((op) => op.enveloped),
  };
}

function operationView(
  model: ServiceModel,
  op: OperationModel,
  namer: TsTypeNamer,
  openTypes: Set<string>,
): ServerOperationView {
  const enveloped = answersWithEnvelope(model, op);
  return {
    nameText: op.name,
    tsName: op.tsName,
    enveloped,
    samples: enveloped ? samples(op, namer, openTypes) : [],
  };
}

/** Sample items of the demo: the type the contract says `_data` carries, or strings. */
function samples(op: OperationModel, namer: TsTypeNamer, openTypes: Set<string>): string[] {
  const items = op.resultItems;
  const count = items?.cardinality === "one" ? 1 : 2;
  const indexes = Array.from({ length: count }, (_, i) => i + 1);
  if (items && openTypes.has(items.typeId)) {
    const type = namer.type(items.typeId).tsName;
    return indexes.map(
      (i) => `item.${type}({ id: "${i}", name: ${JSON.stringify(`Sample ${type} ${i}`)} })`,
    );
  }
  return indexes.map((i) => `item.string(${JSON.stringify(`Sample ${op.name} item ${i}`)})`);
}

/**
 * A header of credentials, as the demo checks them: text fields (every one `demo`), nothing else
 * required, no choice among them. Another header passes the demo unchecked.
 */
function isCredentials(t: ComplexTypeModel): boolean {
  return (
    t.fields.some(isString) &&
    t.fields.every((f) => isString(f) || f.minOccurs === 0) &&
    t.attributes.every((a) => !a.required) &&
    !t.text &&
    t.choices.length === 0
  );
}

function isString(f: FieldModel): boolean {
  return f.type.kind === "builtin" && f.type.xsd === "string" && f.maxOccurs === 1;
}
