/**
 * Rules across the fields of a manifest that the document shape cannot state, each reported at
 * the offending node: one kind and at most one compositor per type, distinct enum values, and
 * name lists (requirements, headers, bindings) that name what exists, each once.
 */
import { ContractError } from "../../model/contract-error.ts";
import { BINDING_KINDS } from "../../model/service-model.ts";
import { describePath } from "./describe-path.ts";
import { locate, offsetOf, type ManifestPath, type ManifestSource } from "./manifest-source.ts";
import type { Manifest, ManifestOperation, ManifestType } from "./manifest-schema.ts";

/** The keys that make a type each kind (documentation belongs to all). */
const KIND_OF_KEY: Record<string, string> = {
  sequence: "complex",
  all: "complex",
  choice: "complex",
  extends: "complex",
  abstract: "complex",
  attributes: "complex",
  anyAttribute: "complex",
  enum: "enum",
  base: "enum",
  restriction: "restriction",
  list: "list",
};
const KINDS_HELP =
  "a type is complex (sequence, all, choice, extends, abstract, attributes, anyAttribute), an enum (enum, base), a restriction or a list";
const COMPOSITORS = ["sequence", "all", "choice"];

export function checkManifest(src: ManifestSource, manifest: Manifest): void {
  for (const [name, type] of Object.entries(manifest.types ?? {}))
    checkType(src, ["types", name], type);
  const serviceBindings = manifest.service.bindings ?? BINDING_KINDS;
  checkNames(src, ["service", "bindings"], manifest.service.bindings);
  const headers = Object.keys(manifest.headers ?? {});
  for (const [name, op] of Object.entries(manifest.operations)) {
    checkOperation(src, ["operations", name], op, headers, serviceBindings);
  }
}

function checkType(src: ManifestSource, path: ManifestPath, type: ManifestType): void {
  const keys = Object.keys(type)
    .filter((k) => k in KIND_OF_KEY)
    .sort((a, b) => offsetOf(src, [...path, a], "key") - offsetOf(src, [...path, b], "key"));
  const first = keys[0];
  const fail = (key: string, detail: string) => {
    throw new ContractError(`${describePath(path)} ${detail}`, locate(src, [...path, key], "key"));
  };
  for (const key of keys) {
    if (KIND_OF_KEY[key] !== KIND_OF_KEY[first!])
      fail(key, `mixes ${first} with ${key}: ${KINDS_HELP}`);
  }
  const compositors = keys.filter((k) => COMPOSITORS.includes(k));
  if (compositors.length > 1)
    fail(
      compositors[1]!,
      `has both ${compositors[0]} and ${compositors[1]}: expected at most one of sequence, all, choice`,
    );
  if (type.base !== undefined && type.enum === undefined)
    fail("base", "has base but no enum: base is the built-in an enum's values restrict");
  checkNames(src, [...path, "enum"], type.enum);
}

function checkOperation(
  src: ManifestSource,
  path: ManifestPath,
  op: ManifestOperation,
  headers: string[],
  bindings: readonly string[],
): void {
  const parameters = Object.keys(op.parameters ?? {});
  const parameterList = parameters.length ? parameters.join(", ") : "it has none";
  checkNames(src, [...path, "required"], op.required, {
    names: parameters,
    what: `is not one of its parameters (${parameterList})`,
  });
  checkNames(src, [...path, "atLeastOne"], op.atLeastOne, {
    names: parameters,
    what: `is not one of its parameters (${parameterList})`,
  });
  const declared = headers.length ? headers.join(", ") : "none are";
  checkNames(src, [...path, "headers"], op.headers, {
    names: headers,
    what: `is not declared under headers (${declared})`,
  });
  checkNames(src, [...path, "bindings"], op.bindings, {
    names: bindings,
    what: `is not published by the service (${bindings.join(", ")})`,
  });
}

/** Each name of the list at `path` once, and (with `known`) each one of `known.names`. */
function checkNames(
  src: ManifestSource,
  path: ManifestPath,
  list: readonly string[] | undefined,
  known?: { names: readonly string[]; what: string },
): void {
  const seen = new Set<string>();
  (list ?? []).forEach((name, i) => {
    const at = [...path, i];
    if (seen.has(name))
      throw new ContractError(`${describePath(path)} lists ${name} twice`, locate(src, at));
    seen.add(name);
    if (known && !known.names.includes(name))
      throw new ContractError(
        `${describePath(path)} names ${name}, which ${known.what}`,
        locate(src, at),
      );
  });
}
