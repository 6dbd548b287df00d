/** A `type=` reference: a built-in the generator knows, or a type declared in the contract. */
import { clarkName } from "../../model/build-service-model.ts";
import type { DraftTypeRef } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import { builtinOf, isBuiltinNamespace, SUPPORTED_BUILTINS } from "./builtins.ts";
import { SOAP_ENCODING_NS } from "./namespaces.ts";
import type { XmlElement } from "./read-xml.ts";
import type { SchemaIndex } from "./schema-index.ts";
import { unresolved, unsupported } from "./unsupported.ts";
import type { QNameValue } from "./xml-element.ts";

/** `where` names the referring declaration for messages, e.g. `element SDate`. */
export function typeRefOf(index: SchemaIndex, el: XmlElement, ref: QNameValue, where: string): DraftTypeRef {
  const { name, written } = ref;
  if (name.namespace === SOAP_ENCODING_NS) {
    throw unsupported(el, `the SOAP encoding type ${written} of ${where}`, "the generator reads document/literal contracts, whose types are XML Schema's");
  }
  if (isBuiltinNamespace(name.namespace)) {
    const xsd = builtinOf(name);
    if (!xsd) throw new ContractError(`the built-in type ${written} of ${where} is not supported: the generator reads ${SUPPORTED_BUILTINS}`, el.loc);
    return { kind: "builtin", xsd };
  }
  if (!index.types.has(clarkName(name))) {
    throw unresolved(el, "type", written, where, `a complexType or simpleType named ${name.local} in namespace ${name.namespace || "(none)"}`);
  }
  return { kind: "named", name, loc: el.loc };
}
