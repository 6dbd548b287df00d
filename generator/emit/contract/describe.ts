/**
 * JSDoc lines carried from the contract into generated declarations: its documentation, the XML
 * name and schema type where the TypeScript name or type differs, occurrence, and requirements.
 */
import type { FieldModel, OperationModel, RequirementModel, TypeModel, TypeRef } from "../../model/service-model.ts";

export function xsdName(ref: TypeRef): string {
  return ref.kind === "builtin" ? `xsd:${ref.xsd}` : ref.id.slice(ref.id.indexOf("}") + 1);
}

export function describeField(f: FieldModel): string[] {
  const occurs = `minOccurs ${f.minOccurs}, maxOccurs ${f.maxOccurs ?? "unbounded"}${f.nillable ? ", nillable" : ""}`;
  const name = f.tsName === f.xmlName ? "" : `Element \`${f.xmlName}\`; `;
  return [...(f.documentation ? [f.documentation] : []), `${name}\`${xsdName(f.type)}\` (${occurs}).`];
}

export function describeRequirement(r: RequirementModel): string {
  const names = r.params.map((p) => `\`${p}\``).join(r.kind === "required" ? " and " : " or ");
  return r.kind === "required"
    ? `Stated requirement: ${names} ${r.params.length > 1 ? "are" : "is"} required.`
    : `Stated requirement: at least one of ${names} must be supplied.`;
}

export function describeOperation(op: OperationModel): string[] {
  return [
    `Parameters of \`${op.name}\`.`,
    ...(op.documentation ? [op.documentation] : []),
    ...op.requirements.map(describeRequirement),
    ...(op.parameters.length === 0 ? ["The operation takes no parameters."] : []),
  ];
}

export function describeType(t: TypeModel): string[] {
  const doc = t.documentation ? [t.documentation] : [];
  switch (t.kind) {
    case "enum":
      return [...doc, `Enumeration \`${t.name.local}\` (xsd:${t.base}); values are case-sensitive on the wire.`];
    case "simple":
      return [...doc, `Simple type \`${t.name.local}\`: ${t.list ? "a list of " : ""}xsd:${t.base}.`];
    case "complex":
      if (t.arrayItem) return [...doc, `Array wrapper \`${t.name.local}\`: repeated \`${t.arrayItem.xmlName}\` elements.`];
      if (t.fields.length === 0 && t.attributes.length === 0 && !t.base) {
        return [
          ...doc,
          `Complex type \`${t.name.local}\`. The contract does not show its fields, so every field the`,
          "server sends is kept as it arrived: text, nested fields, or arrays of repeated ones.",
        ];
      }
      return [...doc, `Complex type \`${t.name.local}\`${t.compositor === "choice" ? " (a choice: one field is set)" : ""}.`];
  }
}
