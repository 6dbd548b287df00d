/**
 * The built-in types a contract may use: XML Schema's (those the generator knows), and .NET's
 * `guid` and `char` (and WCF's `duration`), which ASMX and WCF declare in namespaces of their own.
 */
import { XSD_BUILTINS, type XsdBuiltin } from "../../model/service-model.ts";
import type { QName } from "../../model/service-model.ts";
import { ASMX_TYPES_NS, WCF_SERIALIZATION_NS, XSD_NS } from "./namespaces.ts";

const DOTNET_ONLY: readonly XsdBuiltin[] = ["guid", "char"];
const XSD_TYPES: readonly XsdBuiltin[] = XSD_BUILTINS.filter((t) => !DOTNET_ONLY.includes(t));

const VENDOR_TYPES = new Map<string, readonly XsdBuiltin[]>([
  [ASMX_TYPES_NS, ["guid", "char"]],
  [WCF_SERIALIZATION_NS, ["guid", "char", "duration"]],
]);

/** Namespaces whose names are built-in types; their schemas are not turned into draft types. */
export function isBuiltinNamespace(namespace: string): boolean {
  return namespace === XSD_NS || VENDOR_TYPES.has(namespace);
}

/** The built-in a name denotes, or `undefined` when it is not one the generator knows. */
export function builtinOf(name: QName): XsdBuiltin | undefined {
  const known = name.namespace === XSD_NS ? XSD_TYPES : VENDOR_TYPES.get(name.namespace);
  return known?.find((t) => t === name.local);
}

export const SUPPORTED_BUILTINS =
  `the XML Schema types ${XSD_TYPES.join(", ")}; ` +
  `guid and char of ${ASMX_TYPES_NS}; guid, char and duration of ${WCF_SERIALIZATION_NS}`;
