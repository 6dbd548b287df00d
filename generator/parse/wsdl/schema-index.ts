/**
 * Every global type and element of the contract's schemas, by Clark name. Schemas of the
 * built-in namespaces (ASMX's and WCF's declarations of guid and char) are left out.
 */
import { clarkName } from "../../model/build-service-model.ts";
import { ContractError } from "../../model/contract-error.ts";
import type { QName } from "../../model/service-model.ts";
import { isBuiltinNamespace } from "./builtins.ts";
import { XSD_NS } from "./namespaces.ts";
import type { XmlElement } from "./read-xml.ts";
import type { SchemaDocument } from "./resolve-imports.ts";
import { isElement, requiredAttribute } from "./xml-element.ts";
import { unsupported } from "./unsupported.ts";

export interface Declaration {
  name: QName;
  el: XmlElement;
  schema: SchemaDocument;
}

export interface SchemaIndex {
  /** complexType and simpleType declarations (one symbol space). */
  types: Map<string, Declaration>;
  elements: Map<string, Declaration>;
}

export function indexSchemas(schemas: SchemaDocument[]): SchemaIndex {
  const index: SchemaIndex = { types: new Map(), elements: new Map() };
  for (const schema of schemas) {
    if (isBuiltinNamespace(schema.targetNamespace)) continue;
    for (const el of schema.el.children) {
      if (el.namespace !== XSD_NS) continue;
      if (el.local === "redefine") throw unsupported(el, `<${el.name}>`, "copy the redefined schema and change the copy");
      const table = el.local === "element" ? index.elements : el.local === "complexType" || el.local === "simpleType" ? index.types : undefined;
      if (!table) continue;
      const name = { namespace: schema.targetNamespace, local: requiredAttribute(el, "name") };
      const id = clarkName(name);
      if (table.has(id)) {
        const what = isElement(el, XSD_NS, "element") ? "element" : "type";
        throw new ContractError(`${what} ${name.local} is declared twice in namespace ${name.namespace || "(none)"}`, el.loc);
      }
      table.set(id, { name, el, schema });
    }
  }
  return index;
}
