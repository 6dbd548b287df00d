/**
 * Each operation's types: `<Stem>Params` (the request's fields; with an at-least-one requirement,
 * the fields type narrowed by `AtLeastOne`), `<Stem>Result` (nothing, the response's only field's
 * value, or an object of its fields) and `<Stem>Fault` (the faults it declares, by name).
 */
import { resultShape } from "../../model/operation-shape.ts";
import type { OperationModel, ServiceModel } from "../../model/service-model.ts";
import { literal, union, type Statement, type TypeNode } from "../code/code-model.ts";
import type { TsTypeNamer } from "../common/ts-type-namer.ts";
import { fieldProperty, fieldType, orderProperties } from "./field-property.ts";
import { paramsDoc, xsdName } from "./type-docs.ts";

export function operationStatements(
  op: OperationModel,
  model: ServiceModel,
  namer: TsTypeNamer,
): Statement[] {
  return [
    ...paramsStatements(op, namer),
    resultStatement(op, model, namer),
    ...faultStatements(op, namer),
  ];
}

export function usesAtLeastOne(op: OperationModel): boolean {
  return op.requirements.some((r) => r.kind === "atLeastOne");
}

function paramsStatements(op: OperationModel, namer: TsTypeNamer): Statement[] {
  const required = new Set(op.requirements.flatMap((r) => (r.kind === "required" ? r.params : [])));
  const members = [
    ...op.input.fields.map((p) =>
      fieldProperty(p, namer, p.minOccurs === 0 && !required.has(p.xmlName)),
    ),
    ...orderProperties(op.input.fields),
  ];
  const name = `${op.typeStem}Params`;
  const atLeastOne = op.requirements.find((r) => r.kind === "atLeastOne");
  if (!atLeastOne) return [{ kind: "interface", name, doc: paramsDoc(op), members }];
  const keys = atLeastOne.params.map((p) =>
    JSON.stringify(op.input.fields.find((f) => f.xmlName === p)!.tsName),
  );
  return [
    {
      kind: "type",
      name,
      doc: paramsDoc(op),
      type: `AtLeastOne<${name}Fields, ${keys.join(" | ")}>`,
    },
    {
      kind: "interface",
      name: `${name}Fields`,
      doc: [`The fields of \`${name}\` before its stated requirement applies.`],
      members,
    },
  ];
}

function resultStatement(op: OperationModel, model: ServiceModel, namer: TsTypeNamer): Statement {
  const name = `${op.typeStem}Result`;
  const shape = resultShape(op);
  switch (shape.kind) {
    case "oneWay":
      return {
        kind: "type",
        name,
        doc: [`\`${op.name}\` is one-way: its answer is the HTTP status alone.`],
        type: "void",
      };
    case "void":
      return {
        kind: "type",
        name,
        doc: [`\`${op.name}\` answers with an empty \`${op.output!.wrapper?.local ?? "Body"}\`.`],
        type: "void",
      };
    case "single": {
      const f = shape.field;
      const enveloped = f.type.kind === "named" && f.type.id === model.envelope?.typeId;
      const type = fieldType(f, namer);
      const where = op.output!.wrapper
        ? `the \`${f.xmlName}\` element of \`${op.output!.wrapper.local}\``
        : `the \`${f.xmlName}\` element`;
      return {
        kind: "type",
        name,
        doc: [`Result of \`${op.name}\`: ${where}.`, ...itemsDoc(op, namer)],
        type:
          f.minOccurs === 0 && !enveloped && f.maxOccurs === 1 ? union([type, "undefined"]) : type,
      };
    }
    case "object":
      return {
        kind: "interface",
        name,
        doc: [
          `Result of \`${op.name}\`: the elements of \`${op.output!.wrapper?.local ?? "the SOAP Body"}\`.`,
        ],
        members: [
          ...shape.fields.map((f) => fieldProperty(f, namer)),
          ...orderProperties(shape.fields),
        ],
      };
  }
}

function itemsDoc(op: OperationModel, namer: TsTypeNamer): string[] {
  if (!op.resultItems) return [];
  const what = op.resultItems.cardinality === "many" ? "a list of" : "one";
  return [
    `The contract states that \`_data\` carries ${what} \`${namer.of({ kind: "named", id: op.resultItems.typeId })}\`.`,
  ];
}

function faultStatements(op: OperationModel, namer: TsTypeNamer): Statement[] {
  if (op.faults.length === 0) return [];
  const members: TypeNode[] = op.faults.map((f) => ({
    kind: "object",
    members: [
      { name: "name", type: literal(f.name) },
      { name: "value", type: namer.valueOf(f.type) },
    ],
  }));
  return [
    {
      kind: "type",
      name: `${op.typeStem}Fault`,
      doc: [
        `The faults \`${op.name}\` declares: a SoapFaultError's \`declared\` is one of them (${op.faults.map((f) => `${f.name}: \`${xsdName(f.type)}\``).join(", ")}).`,
      ],
      type: union(members),
    },
  ];
}
