/**
 * `items.ts` of the server package: helpers that build answers, an `xsd:anyType` item of every
 * simple type and contract type (`item.string("x")`), and the envelope of a success or a refusal.
 * The runtime builds the envelopes it writes itself (a refusal, items returned alone) with the same
 * two functions.
 */
import type { ComplexTypeModel, ServiceModel } from "../../model/service-model.ts";
import {
  arr,
  arrow,
  call,
  member,
  obj,
  str,
  type ExprNode,
  type ModuleNode,
  type ObjectEntry,
  type Statement,
} from "../code/code-model.ts";
import { Imports } from "../code/imports.ts";
import { anyTypeMemberTypes } from "../common/any-type-members.ts";
import { ANY_TYPE_BUILTINS } from "../common/builtin-table.ts";
import { TsTypeNamer, builtinTsType } from "../common/ts-type-namer.ts";

/** The module, when it has helpers to offer: anyType items, or the envelope. */
export function itemsModule(
  model: ServiceModel,
  contract: string,
  namer = new TsTypeNamer(model),
): ModuleNode | undefined {
  const imports = new Imports();
  const T = () => imports.namespace(`${contract}/types`, "T", { type: true });
  const statements: Statement[] = [];
  if (namer.usesAnyType(model)) {
    const anyTypeItem = `${T()}.AnyTypeItem`;
    statements.push({
      kind: "function",
      name: "itemOf",
      doc: [
        "`item`, an AnyTypeItem. Returned as an object literal, each item would be checked against every",
        "member of the union (the check of a contract of 5,000 types took 21 s and 4 GB); given here, it",
        "is checked against the member its `type` names.",
      ],
      typeParams: [`Item extends ${anyTypeItem}`],
      params: [{ name: "item", type: "Item" }],
      returns: anyTypeItem,
      body: "item",
      exported: false,
    });
    const helper = (tsType: string, type: string): ExprNode =>
      arrow(
        [{ name: "value", type: tsType }],
        call("itemOf", [
          obj([
            { key: "type", value: str(type) },
            { key: "value", value: "value" },
          ]),
        ]),
        anyTypeItem,
      );
    const builtins = ANY_TYPE_BUILTINS.filter((x) => x !== "anyType").map((x): ObjectEntry => {
      if (x !== "dateTime") return { key: x, value: helper(builtinTsType(x), `xsd:${x}`) };
      const dateTimeItem = imports.use("./runtime/items.js", "dateTimeItem");
      return {
        key: x,
        doc: [
          "A Date is written in UTC with `Z`; a string (an xsd:dateTime) as given, e.g. zone-less.",
        ],
        value: arrow(
          [{ name: "value", type: "Date | string" }],
          call(dateTimeItem, ["value"]),
          anyTypeItem,
        ),
      };
    });
    const types = anyTypeMemberTypes(model).map(
      (t): ObjectEntry => ({ key: t.tsName, value: helper(`${T()}.${t.tsName}`, t.name.local) }),
    );
    statements.push({
      kind: "const",
      name: "item",
      doc: [
        'One helper per type an `_data` item can have: `item.string("x")`, or one per contract type named after it.',
      ],
      value: obj([...builtins, ...types]),
    });
  }
  if (model.envelope) statements.push(...envelopeFunctions(model, namer, T));
  if (statements.length === 0) return undefined;
  return {
    doc: [
      "Building answers: `xsd:anyType` items of every simple type and contract type, and envelopes.",
    ],
    imports: imports.nodes(),
    statements,
  };
}

/** `success(items)` and `failure(details, items)`: the envelope with its status, by the contract's field names. */
function envelopeFunctions(model: ServiceModel, namer: TsTypeNamer, T: () => string): Statement[] {
  const e = model.envelope!;
  const envelope = complexType(namer, e.typeId);
  const status = complexType(namer, e.statusTypeId);
  const errorDetail = complexType(namer, e.errorDetailTypeId);
  const field = (t: ComplexTypeModel, xmlName: string) => {
    const f = t.fields.find((x) => x.xmlName === xmlName);
    if (!f) throw new Error(`model defect: ${t.tsName} has no field ${xmlName}`);
    return f;
  };
  const data = field(envelope, e.dataField);
  const itemsType = `${T()}.${namer.valueOf(data.type)}`;
  const envelopeType = `${T()}.${envelope.tsName}`;
  const body = (success: boolean, detail: ExprNode): ExprNode =>
    obj([
      {
        key: field(envelope, e.statusField).tsName,
        value: obj([
          { key: field(status, e.successField).tsName, value: String(success) },
          { key: field(status, e.detailField).tsName, value: detail },
        ]),
      },
      { key: data.tsName, value: "items" },
    ]);
  const detailItem = obj([
    { key: field(errorDetail, e.codeField).tsName, value: member("d", "code") },
    { key: field(errorDetail, e.descField).tsName, value: member("d", "desc") },
  ]);
  return [
    {
      kind: "function",
      name: "success",
      doc: ["A successful envelope carrying `items`."],
      params: [{ name: "items", type: itemsType }],
      returns: envelopeType,
      body: body(true, arr([])),
    },
    {
      kind: "function",
      name: "failure",
      doc: [
        "A refusal: `bln_Success=false` with these ErrorDetail items (and optionally some data).",
      ],
      params: [
        { name: "details", type: "{ code: string; desc: string }[]" },
        { name: "items", type: itemsType, default: arr([]) },
      ],
      returns: envelopeType,
      body: body(false, call(member("details", "map"), [arrow(["d"], detailItem)])),
    },
  ];
}

function complexType(namer: TsTypeNamer, id: string): ComplexTypeModel {
  const t = namer.type(id);
  if (t.kind !== "complex") throw new Error(`model defect: ${id} is not a complex type`);
  return t;
}
