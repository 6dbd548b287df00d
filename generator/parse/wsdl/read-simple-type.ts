/**
 * Named simple types: a restriction with enumerations is an enum (values in order), any other
 * restriction of a built-in is a simple type (facets are not read), an `xs:list` is a list.
 */
import type { DraftType } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import type { XsdBuiltin } from "../../model/service-model.ts";
import { documentationField, schemaDocumentation } from "./documentation.ts";
import { XSD_NS } from "./namespaces.ts";
import { schemaChildren } from "./read-complex-type.ts";
import type { XmlElement } from "./read-xml.ts";
import type { Declaration, SchemaIndex } from "./schema-index.ts";
import { typeRefOf } from "./type-refs.ts";
import { unsupported } from "./unsupported.ts";
import { childrenOf, qnameAttribute, requiredAttribute } from "./xml-element.ts";

export function readSimpleType(index: SchemaIndex, decl: Declaration): DraftType {
  const { name, el } = decl;
  const common = { name, ...documentationField(schemaDocumentation(el)), loc: el.loc };
  const derivation = schemaChildren(el)[0];
  if (derivation?.local === "restriction") {
    const base = builtinBase(index, derivation, name.local);
    const values = childrenOf(derivation, XSD_NS, "enumeration").map((e) => requiredAttribute(e, "value"));
    return values.length > 0 ? { kind: "enum", ...common, base, values } : { kind: "simple", ...common, base, list: false };
  }
  if (derivation?.local === "list") return { kind: "simple", ...common, base: listItemBase(index, derivation, name.local), list: true };
  if (derivation?.local === "union") throw unsupported(derivation, `the union simple type ${name.local}`, "declare a restriction of one built-in type");
  throw new ContractError(`<${el.name} name="${name.local}"> has no derivation: expected xs:restriction or xs:list`, el.loc);
}

/** The built-in a restriction derives from (`base=`). */
function builtinBase(index: SchemaIndex, restriction: XmlElement, typeName: string): XsdBuiltin {
  const base = qnameAttribute(restriction, "base");
  if (!base) throw unsupported(restriction, `the anonymous base type of simple type ${typeName}`, "restrict a built-in type with base=");
  const ref = typeRefOf(index, restriction, base, `simple type ${typeName}`);
  if (ref.kind === "builtin") return ref.xsd;
  throw unsupported(restriction, `a restriction of ${base.written}, which is not a built-in type (simple type ${typeName})`, "restrict a built-in type");
}

/**
 * The item type of a list: `itemType=`, or an anonymous restriction (ASMX's `[Flags]` enums), read
 * as a list of its base type.
 */
function listItemBase(index: SchemaIndex, list: XmlElement, typeName: string): XsdBuiltin {
  const itemType = qnameAttribute(list, "itemType");
  if (itemType) {
    const ref = typeRefOf(index, list, itemType, `simple type ${typeName}`);
    if (ref.kind === "builtin") return ref.xsd;
    throw unsupported(list, `a list of ${itemType.written}, which is not a built-in type (simple type ${typeName})`, "list a built-in type");
  }
  const restriction = childrenOf(list, XSD_NS, "simpleType").flatMap((s) => childrenOf(s, XSD_NS, "restriction"))[0];
  if (!restriction) throw new ContractError(`<${list.name}> of simple type ${typeName} names no item type: expected itemType= or a simpleType restriction`, list.loc);
  return builtinBase(index, restriction, typeName);
}
