import { ContractError } from "../../model/contract-error.ts";
import type { XmlElement } from "./read-xml.ts";

/** The error for a construct the generator does not read, at the element that uses it. */
export function unsupported(el: XmlElement, construct: string, instead: string): ContractError {
  return new ContractError(`${construct} is not supported: ${instead}`, el.loc);
}

/**
 * A construct of the SOAP encoding (rpc/encoded's arrays and structures): in a named type nothing
 * uses, the type is left out instead (read-schema.ts), as ASMX's HTTP GET/POST half declares one.
 */
export class SoapEncodingError extends ContractError {}

/** The error for a construct of the SOAP encoding, at the element that uses it. */
export function unsupportedEncoding(
  el: XmlElement,
  construct: string,
  instead: string,
): SoapEncodingError {
  return new SoapEncodingError(`${construct} is not supported: ${instead}`, el.loc);
}

/** The error for a reference to something not declared. */
export function unresolved(
  el: XmlElement,
  what: string,
  written: string,
  where: string,
  expected: string,
): ContractError {
  return new ContractError(
    `unresolved ${what} ${written} in ${where}: expected ${expected}`,
    el.loc,
  );
}
