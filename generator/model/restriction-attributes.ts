/**
 * A complexContent restriction restates its base's content model but inherits its attributes
 * (XML Schema 1.0, §3.4.2): each base attribute holds unless the restriction redeclares it (its
 * declaration wins, in the base's place) or prohibits it. The draft carries only what the
 * restriction wrote; this gives each restriction its whole attribute list, so emitters read a
 * restriction as a type of its own.
 */
import { clarkName } from "./clark-name.ts";
import type { DraftAttribute, DraftType } from "./contract-draft.ts";

type ComplexDraft = Extract<DraftType, { kind: "complex" }>;

export function withRestrictionAttributes(types: DraftType[]): DraftType[] {
  const byId = new Map(types.map((t) => [clarkName(t.name), t]));
  const memo = new Map<ComplexDraft, DraftAttribute[]>();
  /** Every attribute an element of `t` carries, its bases' included; `seen` guards a cycle. */
  const allAttributes = (t: ComplexDraft, seen: Set<ComplexDraft>): DraftAttribute[] => {
    const known = memo.get(t);
    if (known) return known;
    const base = t.base?.kind === "named" ? byId.get(clarkName(t.base.name)) : undefined;
    const inherited =
      base?.kind === "complex" && !seen.has(base) ? allAttributes(base, new Set([...seen, t])) : [];
    const all =
      t.derivation === "restriction" ? restricted(inherited, t) : [...inherited, ...t.attributes];
    memo.set(t, all);
    return all;
  };
  return types.map((t) =>
    t.kind === "complex" && t.derivation === "restriction"
      ? { ...t, attributes: allAttributes(t, new Set()) }
      : t,
  );
}

function restricted(inherited: DraftAttribute[], t: ComplexDraft): DraftAttribute[] {
  const key = (a: DraftAttribute) => `{${a.namespace}}${a.xmlName}`;
  const own = new Map(t.attributes.map((a) => [key(a), a]));
  const prohibited = new Set(t.prohibitedAttributes ?? []);
  const kept = inherited.filter((a) => !prohibited.has(a.xmlName)).map((a) => own.get(key(a)) ?? a);
  const keptKeys = new Set(kept.map(key));
  return [...kept, ...t.attributes.filter((a) => !keptKeys.has(key(a)))];
}
