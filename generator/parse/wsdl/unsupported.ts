import { ContractError } from "../../model/contract-error.ts";
import type { XmlElement } from "./read-xml.ts";

/** The error for a construct the generator does not read, at the element that uses it. */
export function unsupported(el: XmlElement, construct: string, instead: string): ContractError {
  return new ContractError(`${construct} is not supported: ${instead}`, el.loc);
}

/** The error for a reference to something not declared. */
export function unresolved(el: XmlElement, what: string, written: string, where: string, expected: string): ContractError {
  return new ContractError(`unresolved ${what} ${written} in ${where}: expected ${expected}`, el.loc);
}
