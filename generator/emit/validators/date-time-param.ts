/**
 * `dateTimeParam`: an xsd:dateTime parameter as the client takes it, a Date or xsd:dateTime text
 * (sent as it is), and as the implementation receives it, a Date (an XsdDateTime, which keeps the
 * text). Plain zod has no schema of xsd:dateTime text (a date alone, 7 fraction digits, a
 * zone-less time read as UTC, as ASMX reads it): the text is checked and read by the contract
 * runtime's own reader, the one the codecs use.
 */
import {
  arr,
  arrow,
  as,
  binary,
  call,
  conditional,
  str,
  type Statement,
} from "../code/code-model.ts";
import type { ValidatorScope } from "./validator-scope.ts";
import { chain, z } from "./zod-code.ts";

const NAME = "dateTimeParam";
const SCALAR_TEXT = "./runtime/scalar-text.js";

export function dateTimeParam(scope: ValidatorScope): string {
  return scope.share(NAME, () => {
    const isXsdDateTime = scope.imports.use(SCALAR_TEXT, "isXsdDateTime");
    const read = scope.imports.use(SCALAR_TEXT, "readSoapDateTime");
    const given = z(
      "union",
      arr([z("date"), chain(z("string"), "refine", isXsdDateTime, str("Invalid xsd:dateTime"))]),
      str("Invalid input: expected Date or xsd:dateTime text"),
    );
    const toDate = arrow(
      ["value"],
      conditional(
        binary("value", "instanceof", "Date"),
        "value",
        as(call(read, ["value"]), "Date"),
      ),
    );
    const statement: Statement = {
      kind: "const",
      name: NAME,
      exportedType:
        "z.ZodPipe<z.ZodUnion<readonly [z.ZodDate, z.ZodString]>, z.ZodTransform<Date, string | Date>>",
      value: chain(given, "transform", toDate),
      exported: false,
    };
    return statement;
  });
}
