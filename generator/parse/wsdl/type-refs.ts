/** A `type=` reference: a built-in the generator knows, or a type declared in the contract. */
import type { DraftTypeRef } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import type { XsdBuiltin } from "../../model/service-model.ts";
import { builtinOf, isBuiltinNamespace, SUPPORTED_BUILTINS } from "./builtins.ts";
import { SOAP_ENCODING_NS, XSD_NS } from "./namespaces.ts";
import { tolerate } from "./reading.ts";
import type { XmlElement } from "./read-xml.ts";
import { findDeclaration, type SchemaIndex } from "./schema-index.ts";
import { unresolved, unsupportedEncoding } from "./unsupported.ts";
import type { QNameValue } from "./xml-element.ts";

/**
 * `where` names the referring declaration for messages, e.g. `element SDate`. Under --lenient, a
 * name that names no type is read as `unknown` (xsd:anyType, an element's content kept as XML;
 * xsd:anySimpleType where only text may be), but a built-in's name is that built-in: in another
 * case (`xsd:anytype`), or unprefixed where XML Schema's namespace is not the default one
 * (`type="string"`), as contracts node-soap accepts write them.
 */
export function typeRefOf(
  index: SchemaIndex,
  el: XmlElement,
  ref: QNameValue,
  where: string,
  unknown: XsdBuiltin = "anyType",
): DraftTypeRef {
  const { name, written } = ref;
  const xsd = isBuiltinNamespace(name.namespace) ? builtinOf(name) : undefined;
  if (xsd) return { kind: "builtin", xsd };
  const declared = findDeclaration(index, "types", ref, el);
  if (declared) return { kind: "named", name: declared.name, loc: el.loc };
  if (name.namespace === SOAP_ENCODING_NS) throw soapEncodingType(el, ref, where);
  if (isBuiltinNamespace(name.namespace)) {
    const error = new ContractError(
      `the built-in type ${written} of ${where} is not supported: the generator reads ${SUPPORTED_BUILTINS}`,
      el.loc,
    );
    return readAs(index, error, builtinOf(name, { ignoreCase: true }) ?? unknown);
  }
  const error = unresolved(
    el,
    "type",
    written,
    where,
    `a complexType or simpleType named ${name.local} in namespace ${name.namespace || "(none)"}`,
  );
  const builtin = written.includes(":")
    ? undefined
    : builtinOf({ namespace: XSD_NS, local: name.local });
  return readAs(index, error, builtin ?? unknown);
}

function readAs(index: SchemaIndex, error: ContractError, xsd: XsdBuiltin): DraftTypeRef {
  return tolerate(index.reading, error, `read as xsd:${xsd}`, () => ({ kind: "builtin", xsd }));
}

/** SOAP encoding's structures: its arrays, structs and references have no literal equivalent. */
function soapEncodingType(
  el: XmlElement,
  { name, written }: QNameValue,
  where: string,
): ContractError {
  if (name.local === "Array") {
    return unsupportedEncoding(
      el,
      `the SOAP-encoded array type ${written} of ${where}`,
      "declare a type of its items: a complexContent restriction of soapenc:Array naming them with wsdl:arrayType (tns:Item[])",
    );
  }
  return unsupportedEncoding(
    el,
    `the SOAP encoding type ${written} of ${where}`,
    "the generator reads the SOAP encoding's simple types (soapenc:string, soapenc:int, ...), which mirror XML Schema's",
  );
}
