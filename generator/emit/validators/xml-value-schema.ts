/**
 * `XmlValueSchema`: content of an element the contract does not describe (`types.ts`' `XmlValue`):
 * text, nil, fields by element name, or a list of them. Recursive, so lazy.
 */
import { arr, arrow, type Statement } from "../code/code-model.ts";
import type { ValidatorScope } from "./validator-scope.ts";
import { z } from "./zod-code.ts";

export const XML_VALUE = "XmlValueSchema";

export function xmlValueStatement(scope: ValidatorScope): Statement {
  const value = z(
    "union",
    arr([z("string"), z("null"), z("array", XML_VALUE), z("record", z("string"), XML_VALUE)]),
  );
  // Annotated: the lazy schema refers to itself.
  const type = scope.declared("XmlValue");
  return scope.typed(XML_VALUE, z("lazy", arrow([], value)), [type, type]);
}
