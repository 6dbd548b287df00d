/** Prints what the model holds, in the manner of `python -m zeep`: bindings, operations, types. */
import { resultShape } from "../model/operation-shape.ts";
import { describeSecurity } from "../model/security-policy.ts";
import type {
  FieldModel,
  OperationModel,
  ServiceModel,
  TypeModel,
} from "../model/service-model.ts";
import { requirementDoc, xsdName } from "../emit/types/type-docs.ts";

export function describeModel(model: ServiceModel): string {
  const lines = [
    `Service: ${model.name}`,
    `Namespace: ${model.namespace}`,
    `Endpoint path: ${model.endpointPath}`,
    "",
    "Bindings:",
  ];
  for (const b of model.bindings) {
    lines.push(
      `  ${b.kind.padEnd(8)} ${b.name} (port ${b.portName}) at ${b.address || "(no address)"}`,
    );
    if (b.security) lines.push(`           security policy: ${describeSecurity(b.security)}`);
  }
  lines.push("", "Headers:");
  for (const h of model.headers) lines.push(`  ${h.element.local}: ${xsdName(h.type)}`);
  lines.push("", "Operations:");
  for (const op of model.operations) {
    lines.push(
      `  ${op.name}(${op.input.fields.map(fieldSignature).join(", ")}) -> ${resultSignature(op)}`,
    );
    lines.push(
      `      ${op.style}; bindings: ${op.bindings.join(", ")}; SOAPAction: ${op.soapAction}`,
    );
    if (op.faults.length > 0)
      lines.push(
        `      faults: ${op.faults.map((f) => `${f.name} (${xsdName(f.type)})`).join(", ")}`,
      );
    for (const r of op.requirements) lines.push(`      ${requirementDoc(r)}`);
  }
  lines.push("", "Types:");
  for (const t of model.types) lines.push(`  ${typeSignature(t)}`);
  if (model.envelope)
    lines.push(
      "",
      `Result envelope: ${model.envelope.typeId} (HTTP GET/POST root ${model.envelope.httpRootElement.local})`,
    );
  return `${lines.join("\n")}\n`;
}

function resultSignature(op: OperationModel): string {
  const shape = resultShape(op);
  switch (shape.kind) {
    case "oneWay":
      return "(one-way)";
    case "void":
      return "void";
    case "single":
      return `${xsdName(shape.field.type)}${occurs(shape.field)}${shape.field.nillable ? " (nillable)" : ""}`;
    case "object":
      return `{ ${shape.fields.map(fieldSignature).join(", ")} }`;
  }
}

function fieldSignature(f: FieldModel): string {
  return `${f.xmlName}${occurs(f)}: ${xsdName(f.type)}${f.nillable ? " (nillable)" : ""}`;
}

/** `[]` for a repeated field, `?` for an optional one. */
function occurs(f: FieldModel): string {
  return f.maxOccurs === 1 ? (f.minOccurs === 0 ? "?" : "") : "[]";
}

function typeSignature(t: TypeModel): string {
  switch (t.kind) {
    case "enum":
      return `${t.name.local}: enum ${t.values.map((v) => v.value).join(" | ")}`;
    case "simple":
      return `${t.name.local}: xsd:${t.base}`;
    case "list":
      return `${t.name.local}: list of ${xsdName(t.item)}`;
    case "union":
      return `${t.name.local}: union of ${t.members.map(xsdName).join(", ")}`;
    case "complex": {
      const base = t.base ? ` ${t.derivation ?? "extends"} ${xsdName(t.base)}` : "";
      const attrs = t.attributes.map(
        (a) => `@${a.xmlName}${a.required ? "" : "?"}: ${xsdName(a.type)}`,
      );
      const extra = [
        ...(t.text ? [`text: ${xsdName(t.text)}`] : []),
        ...(t.anyElements ? ["any"] : []),
        ...(t.anyAttribute ? ["@any"] : []),
      ];
      return `${t.name.local}${base}(${[...t.fields.map(fieldSignature), ...attrs, ...extra].join(", ")})`;
    }
  }
}
