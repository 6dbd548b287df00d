/**
 * Operations whose parameters' validator adds nothing to what their codecs already checked when
 * they read SOAP: every parameter is one element of a built-in type whose schema is the codec's
 * own rule (an XML string, a boolean, an integer in its range, a number, a Date), none is nillable
 * or interleaved, the operation states no requirement (params-schema.ts's refinements) and is
 * literal. The
 * validator then refuses only a missing required parameter or a nil one, which the server checks
 * itself before skipping it (ServerOperation.required in the server runtime). Decimals, dates as
 * text, durations and guids are left to the validator: their codecs' texts and the schemas'
 * patterns are not the same rule.
 */
import { BUILTINS } from "../common/builtin-table.ts";
import type { OperationModel } from "../../model/service-model.ts";

/** The building blocks (builtin-table.ts) a codec's value always satisfies. */
const CODEC_RULES: ReadonlySet<string> = new Set([
  "xmlString",
  "xsdBoolean",
  "xsdInt",
  "xsdShort",
  "xsdByte",
  "xsdUnsignedInt",
  "xsdUnsignedShort",
  "xsdUnsignedByte",
  "xsdChar",
  "xsdLong",
  "xsdUnsignedLong",
  "xsdInteger",
  "xsdPositiveInteger",
  "xsdNonNegativeInteger",
  "xsdNegativeInteger",
  "xsdNonPositiveInteger",
  "anyNumber",
  "xsdDateTime",
]);

/**
 * The TypeScript names of `op`'s required parameters, when its codecs check all its validator
 * would; undefined when the validator has to run.
 */
export function codecCheckedRequired(op: OperationModel): string[] | undefined {
  // An encoded message's value may name another type than its part's (xsi:type): left to the validator.
  if (op.requirements.length > 0 || op.encodingStyle !== undefined) return undefined;
  const plain = op.input.fields.every(
    (p) =>
      p.type.kind === "builtin" &&
      CODEC_RULES.has(BUILTINS[p.type.xsd].zod.name) &&
      p.maxOccurs === 1 &&
      !p.nillable &&
      p.interleaved === undefined,
  );
  return plain ? op.input.fields.filter((p) => p.minOccurs > 0).map((p) => p.tsName) : undefined;
}
