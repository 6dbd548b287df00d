/**
 * What the implementation receives for parameters the client sent, on each binding: the one place
 * where the suite states what a binding cannot carry.
 *
 * Losses, all bindings:
 * - a dateTime arrives as a Date, the instant the client meant: text with an offset (or `Z`) is
 *   moved to UTC, zone-less text is read as UTC, and fraction digits past milliseconds are dropped
 *   (a Date holds milliseconds; .NET's DateTime would keep 100 ns ticks).
 * Losses on HTTP GET and POST only:
 * - a string parameter left out arrives as "" (ASMX requires every GET/POST field, so the client
 *   sends it empty, and an empty field cannot say whether it was empty or absent; null likewise).
 *
 * Nothing else is lost: text keeps CR, LF, TAB, leading and trailing spaces, markup characters and
 * astral characters on every binding; ints, booleans and enum values arrive as sent.
 */
import type { Binding } from "school-service-client";
import { operations } from "school-service-contract/operations";
import * as xsd from "school-service-contract/runtime/xsd-codecs";
import type { OperationName } from "./params.ts";

/** The instant of an xsd:dateTime text, read independently of the runtime with ECMAScript's ISO parser. */
function instantOf(text: string): Date {
  const m = /^(.*T\d\d:\d\d:\d\d)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)?$/.exec(text);
  if (!m) throw new Error(`test bug: ${text} is not a dateTime this suite writes`);
  const ms = (m[2] ?? "").slice(0, 3).padEnd(3, "0");
  return new Date(`${m[1]}.${ms}${m[3] ?? "Z"}`);
}

export function asCarriedBy(
  binding: Binding,
  op: OperationName,
  params: Record<string, unknown>,
): Record<string, unknown> {
  const form = binding === "httpGet" || binding === "httpPost";
  const carried: Record<string, unknown> = {};
  for (const p of operations[op].params) {
    const value = params[p.ts];
    if (value === undefined || value === null) {
      if (form && p.codec === xsd.string) carried[p.ts] = "";
    } else if (p.codec === xsd.dateTime) {
      carried[p.ts] = typeof value === "string" ? instantOf(value) : value;
    } else {
      carried[p.ts] = value;
    }
  }
  return carried;
}
