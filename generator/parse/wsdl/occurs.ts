/** `minOccurs` / `maxOccurs` of a particle (an element, compositor, group reference or wildcard). */
import { ContractError } from "../../model/contract-error.ts";
import type { XmlElement } from "./read-xml.ts";

export interface Occurs {
  minOccurs: number;
  /** `null` for `unbounded`. */
  maxOccurs: number | null;
}

export function readOccurs(el: XmlElement): Occurs {
  const max = el.attributes.get("maxOccurs")?.trim();
  return {
    minOccurs: count(el, "minOccurs"),
    maxOccurs: max === "unbounded" ? null : count(el, "maxOccurs"),
  };
}

function count(el: XmlElement, attribute: string): number {
  const value = el.attributes.get(attribute);
  if (value === undefined) return 1;
  if (!/^\s*\d+\s*$/.test(value)) {
    const expected =
      attribute === "maxOccurs"
        ? 'a non-negative integer or "unbounded"'
        : "a non-negative integer";
    throw new ContractError(
      `${attribute}="${value}" of <${el.name}> is not a count: expected ${expected}`,
      el.loc,
    );
  }
  return Number(value);
}
