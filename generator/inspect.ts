/** Prints what the model holds, in the manner of `python -m zeep`: bindings, operations, types. */
import type { FieldModel, ServiceModel, TypeModel } from "./model/service-model.ts";
import { describeRequirement, xsdName } from "./emit/contract/describe.ts";

export function describeModel(model: ServiceModel): string {
  const lines = [`Service: ${model.name}`, `Namespace: ${model.namespace}`, `Endpoint path: ${model.endpointPath}`, "", "Bindings:"];
  for (const b of model.bindings) lines.push(`  ${b.kind.padEnd(8)} ${b.name} (port ${b.portName}) at ${b.address}`);
  lines.push("", "Headers:");
  for (const h of model.headers) lines.push(`  ${h.element.local}: ${xsdName(h.type)}`);
  lines.push("", "Operations:");
  for (const op of model.operations) {
    const params = op.parameters.map(fieldSignature).join(", ");
    lines.push(`  ${op.name}(${params}) -> ${xsdName(op.resultType)}`);
    lines.push(`      bindings: ${op.bindings.join(", ")}; SOAPAction: ${op.soapAction}`);
    for (const r of op.requirements) lines.push(`      ${describeRequirement(r)}`);
  }
  lines.push("", "Types:");
  for (const t of model.types) lines.push(`  ${typeSignature(t)}`);
  if (model.envelope) lines.push("", `Result envelope: ${model.envelope.typeId} (HTTP GET/POST root ${model.envelope.httpRootElement.local})`);
  return `${lines.join("\n")}\n`;
}

function fieldSignature(f: FieldModel): string {
  const occurs = f.maxOccurs === 1 ? (f.minOccurs === 0 ? "?" : "") : "[]";
  return `${f.xmlName}${occurs}: ${xsdName(f.type)}${f.nillable ? " (nillable)" : ""}`;
}

function typeSignature(t: TypeModel): string {
  switch (t.kind) {
    case "enum":
      return `${t.name.local}: enum ${t.values.map((v) => v.value).join(" | ")}`;
    case "simple":
      return `${t.name.local}: ${t.list ? "list of " : ""}xsd:${t.base}`;
    case "complex": {
      const base = t.base ? ` extends ${xsdName(t.base)}` : "";
      const attrs = t.attributes.map((a) => `@${a.xmlName}${a.required ? "" : "?"}: ${xsdName(a.type)}`);
      return `${t.name.local}${base}(${[...t.fields.map(fieldSignature), ...attrs].join(", ")})`;
    }
  }
}
