/**
 * `AnyTypeItem`: an `xsd:anyType` value as it arrived, by its `xsi:type`: built-ins grouped by the
 * TypeScript type their value decodes to, the contract's types that can only arrive this way
 * (ASMX's [XmlInclude] types), and anything else kept whole.
 */
import type { ServiceModel } from "../../model/service-model.ts";
import {
  literal,
  union,
  type PropertyNode,
  type Statement,
  type TypeNode,
} from "../code/code-model.ts";
import { anyTypeMemberTypes } from "../common/any-type-members.ts";
import { ANY_TYPE_BUILTINS } from "../common/builtin-table.ts";
import { builtinTsType } from "../common/ts-type-namer.ts";

export function anyTypeItemStatement(model: ServiceModel, xmlValue: string): Statement {
  const byTs = new Map<string, string[]>();
  for (const xsd of ANY_TYPE_BUILTINS)
    byTs.set(builtinTsType(xsd), [...(byTs.get(builtinTsType(xsd)) ?? []), `xsd:${xsd}`]);
  const member = (types: string[], value: TypeNode, extra: PropertyNode[] = []): TypeNode => ({
    kind: "object",
    members: [
      { name: "type", type: union(types.map((t) => literal(t))) },
      { name: "value", type: value },
      ...extra,
    ],
  });
  const builtins = [...byTs].map(([ts, types]) =>
    ts === "Date"
      ? member(types, ts, [
          {
            name: "text",
            type: "string",
            doc: ["The dateTime text as sent, e.g. with 7 fraction digits or an offset."],
          },
        ])
      : member(types, ts),
  );
  const contract = anyTypeMemberTypes(model).map((t) => member([t.name.local], t.tsName));
  const unknown: TypeNode = {
    kind: "object",
    members: [
      { name: "type", type: literal("unknown") },
      { name: "xsiType", type: union(["string", "null"]) },
      {
        name: "xsiTypeNamespace",
        type: union(["string", "undefined"]),
        optional: true,
        doc: [
          "The namespace `xsiType` names, where its prefix (or the element's) alone would not say it: written back, its prefix is declared.",
        ],
      },
      { name: "value", type: xmlValue },
    ],
  };
  return {
    kind: "type",
    name: "AnyTypeItem",
    doc: [
      "An `xsd:anyType` item as it arrived: `type` is its `xsi:type` (built-ins as `xsd:<name>`,",
      "contract types by name), `value` its decoded content. Items with another `xsi:type`, or none,",
      "are kept whole as `unknown`.",
    ],
    type: union([...builtins, ...contract, unknown]),
  };
}
