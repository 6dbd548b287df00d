/**
 * The built-in types a contract may use: every XML Schema 1.0 built-in (also under the namespaces
 * of XML Schema's drafts), .NET's `guid` and `char` (and WCF's `duration`), which ASMX and WCF
 * declare in namespaces of their own, and the SOAP encoding's simple types, which mirror XML
 * Schema's (node-soap and zeep read `soapenc:string` as `xsd:string`).
 */
import { XSD_BUILTINS, type XsdBuiltin } from "../../model/service-model.ts";
import type { QName } from "../../model/service-model.ts";
import {
  ASMX_TYPES_NS,
  SOAP_ENCODING_NS,
  WCF_SERIALIZATION_NS,
  XSD_DRAFT_NAMESPACES,
  XSD_NS,
} from "./namespaces.ts";

const DOTNET_ONLY: readonly XsdBuiltin[] = ["guid", "char"];
const XSD_TYPES: readonly XsdBuiltin[] = XSD_BUILTINS.filter((t) => !DOTNET_ONLY.includes(t));

const VENDOR_TYPES = new Map<string, readonly XsdBuiltin[]>([
  [ASMX_TYPES_NS, ["guid", "char"]],
  [WCF_SERIALIZATION_NS, ["guid", "char", "duration"]],
]);

export function isXsdNamespace(namespace: string): boolean {
  return namespace === XSD_NS || XSD_DRAFT_NAMESPACES.includes(namespace);
}

/** Namespaces whose names are built-in types. */
export function isBuiltinNamespace(namespace: string): boolean {
  return isXsdNamespace(namespace) || namespace === SOAP_ENCODING_NS || VENDOR_TYPES.has(namespace);
}

/**
 * Which declarations of a schema of `namespace` are read: all of them; none in XML Schema's and
 * the SOAP encoding's namespaces; in .NET's, whose types are the built-ins, the global attributes
 * alone (WCF's Serialization.xsd declares `Id` and `Ref`, which an `IsReference` data contract
 * refers to).
 */
export function declarationsRead(namespace: string): "all" | "none" | "attributes" {
  if (isXsdNamespace(namespace) || namespace === SOAP_ENCODING_NS) return "none";
  return VENDOR_TYPES.has(namespace) ? "attributes" : "all";
}

/**
 * The built-in a name denotes, or `undefined` when it is not one the generator knows. `ignoreCase`
 * (for --lenient) also finds one spelt in another case, `xsd:anytype`.
 */
export function builtinOf(name: QName, { ignoreCase = false } = {}): XsdBuiltin | undefined {
  const local = ignoreCase ? name.local.toLowerCase() : name.local;
  const is = (t: string) => (ignoreCase ? t.toLowerCase() : t) === local;
  if (name.namespace === SOAP_ENCODING_NS) {
    // soapenc:base64 is the encoding's name for base64Binary.
    return is("base64") ? "base64Binary" : XSD_TYPES.find((t) => is(t) && t !== "anyType");
  }
  const known = isXsdNamespace(name.namespace) ? XSD_TYPES : VENDOR_TYPES.get(name.namespace);
  return known?.find(is);
}

export const SUPPORTED_BUILTINS =
  `the XML Schema types ${XSD_TYPES.join(", ")}; ` +
  `guid and char of ${ASMX_TYPES_NS}; guid, char and duration of ${WCF_SERIALIZATION_NS}; ` +
  `the SOAP encoding's types of the same names as XML Schema's, and soapenc:base64`;
