/**
 * ASMX declares a SOAP-encoded `StringArray` for its HTTP GET/POST half beside the types its
 * SOAP operations use, and nothing of what is generated refers to it. A SOAP-encoded array no
 * operation, header, element or other type refers to is left out, with a warning, as it was
 * before rpc/encoded was read: a literal contract keeps the output it had (no SOAP encoding's
 * runtime for a type nobody uses).
 */
import { clarkName } from "./clark-name.ts";
import type { ContractDraft, ContractWarning, DraftType, DraftTypeRef } from "./contract-draft.ts";

export function withoutUnusedEncodedArrays(
  draft: ContractDraft,
  warn: (w: ContractWarning) => void,
): ContractDraft {
  if (!draft.types.some((t) => t.kind === "complex" && t.encodedArray)) return draft;
  const used = new Set<string>();
  const use = (ref: DraftTypeRef | undefined) => {
    if (ref?.kind === "named") used.add(clarkName(ref.name));
  };
  for (const op of draft.operations) {
    for (const f of [...op.input.fields, ...(op.output?.fields ?? [])]) use(f.type);
    for (const f of op.faults ?? []) use(f.type);
  }
  for (const h of draft.headers) use(h.type);
  for (const e of draft.elements) use(e.type);
  for (const t of draft.types) for (const ref of refsOf(t)) use(ref);
  const unused = (t: DraftType) =>
    t.kind === "complex" && t.encodedArray === true && !used.has(clarkName(t.name));
  for (const t of draft.types.filter(unused))
    warn({
      message: `type ${t.name.local} is left out: a SOAP-encoded array that nothing uses (as ASMX declares one for its HTTP GET/POST half)`,
      ...(t.loc ? { loc: t.loc } : {}),
    });
  return { ...draft, types: draft.types.filter((t) => !unused(t)) };
}

/** The types a draft type refers to. */
function refsOf(t: DraftType): (DraftTypeRef | undefined)[] {
  switch (t.kind) {
    case "complex":
      return [t.base, t.text, ...t.fields.map((f) => f.type), ...t.attributes.map((a) => a.type)];
    case "list":
      return [t.item];
    case "union":
      return t.members;
    default:
      return [];
  }
}
