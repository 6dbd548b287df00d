/**
 * Type names in a manifest: `string` or `xsd:string` is a built-in, `cUser` or `tns:cUser` a type
 * of the service namespace (the builder reports it if undeclared, at the location given here).
 * Also ASMX's default occurrence: .NET value types are always written (minOccurs 1), reference
 * types may be left out (minOccurs 0).
 */
import type { DraftTypeRef } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import { VALUE_BUILTINS, XSD_BUILTINS, type XsdBuiltin } from "../../model/service-model.ts";
import { describePath } from "./describe-path.ts";
import { locate, type ManifestPath, type ManifestSource } from "./manifest-source.ts";
import type { ManifestType } from "./manifest-schema.ts";

export interface TypeContext {
  src: ManifestSource;
  namespace: string;
  /** The manifest's types by name, to tell enums (value types) from the rest. */
  types: ReadonlyMap<string, ManifestType>;
}

function asBuiltin(local: string): XsdBuiltin | undefined {
  return (XSD_BUILTINS as readonly string[]).includes(local) ? (local as XsdBuiltin) : undefined;
}

/** Splits `xsd:x` / `tns:x` / `x` (the schema has already checked the form). */
function splitTypeName(name: string): { prefix: string | undefined; local: string } {
  const colon = name.indexOf(":");
  return colon < 0
    ? { prefix: undefined, local: name }
    : { prefix: name.slice(0, colon), local: name.slice(colon + 1) };
}

/** The reference written at `path` (a type name string). */
export function typeRef(ctx: TypeContext, name: string, path: ManifestPath): DraftTypeRef {
  const { prefix, local } = splitTypeName(name);
  const builtin = prefix === "tns" ? undefined : asBuiltin(local);
  if (builtin) return { kind: "builtin", xsd: builtin };
  if (prefix === "xsd") {
    throw new ContractError(
      `${describePath(path)}: ${name} is not a known XSD built-in: expected one of ${XSD_BUILTINS.join(", ")}`,
      locate(ctx.src, path),
    );
  }
  return { kind: "named", name: { namespace: ctx.namespace, local }, loc: locate(ctx.src, path) };
}

/** A name that must be a built-in: the base of an enum, a restriction or a list. */
export function builtinRef(ctx: TypeContext, name: string, path: ManifestPath): XsdBuiltin {
  const ref = typeRef(ctx, name, path);
  if (ref.kind === "builtin") return ref.xsd;
  throw new ContractError(
    `${describePath(path)}: expected an XSD built-in (string, int, ...), got ${name}`,
    locate(ctx.src, path),
  );
}

/** Whether ASMX writes an element of this type even when it has no value (minOccurs 1). */
export function isValueType(ctx: TypeContext, ref: DraftTypeRef): boolean {
  if (ref.kind === "builtin") return VALUE_BUILTINS.has(ref.xsd);
  const type = ctx.types.get(ref.name.local);
  if (!type) return false;
  if (type.enum) return true;
  // A restriction stands for its base's .NET type; a list is an array, a reference type.
  const base =
    type.restriction === undefined ? undefined : asBuiltin(splitTypeName(type.restriction).local);
  return base !== undefined && VALUE_BUILTINS.has(base);
}
