/**
 * What ASMX does with a parameter beyond reading its element: the value a value-type parameter
 * gets when a SOAP request leaves it out, and how HTTP GET/POST text is read where .NET's
 * invariant culture differs from the XML Schema form (booleans, dates, enumerations).
 */
import type { FieldModel, XsdBuiltin } from "../../model/service-model.ts";
import { arr, arrow, call, str, type ExprNode } from "../code/code-model.ts";
import type { Imports } from "../code/imports.ts";
import type { TsTypeNamer } from "../common/ts-type-namer.ts";

/** Value ASMX gives a value-type parameter that a SOAP request leaves out. */
const MISSING_VALUE: Partial<Record<XsdBuiltin, string>> = {
  boolean: "false",
  int: "0",
  short: "0",
  byte: "0",
  unsignedInt: "0",
  unsignedShort: "0",
  unsignedByte: "0",
  char: "0",
  long: "0n",
  unsignedLong: "0n",
  integer: "0n",
  decimal: '"0"',
  double: "0",
  float: "0",
  dateTime: 'new Date("0001-01-01T00:00:00Z")',
  guid: '"00000000-0000-0000-0000-000000000000"',
};

/** What a required parameter of this type is when left out, or undefined when ASMX leaves it out too. */
export function missingValue(p: FieldModel, namer: TsTypeNamer): ExprNode | undefined {
  if (p.minOccurs === 0 || p.maxOccurs !== 1) return undefined;
  if (p.type.kind === "builtin") return MISSING_VALUE[p.type.xsd];
  const t = namer.type(p.type.id);
  return t.kind === "enum" && t.values[0] ? str(t.values[0].value) : undefined;
}

/** The readers of HTTP GET/POST texts where .NET's invariant culture differs from the xsd lexical form. */
const FORM_PARSERS: Partial<Record<string, string>> = {
  boolean: "parseFormBoolean",
  dateTime: "parseFormDateTime",
};

/** How an HTTP GET/POST text is read, when not as SOAP reads it. */
export function formReader(
  p: FieldModel,
  namer: TsTypeNamer,
  imports: Imports,
  runtime: string,
): ExprNode | undefined {
  if (p.type.kind === "named") {
    const t = namer.type(p.type.id);
    if (t.kind !== "enum") return undefined;
    const parse = imports.use(`${runtime}/scalar-text.js`, "parseFormEnum");
    return arrow(["text"], call(parse, ["text", arr(t.values.map((v) => str(v.value)))]));
  }
  const parser = FORM_PARSERS[p.type.xsd];
  return parser && imports.use(`${runtime}/scalar-text.js`, parser);
}
