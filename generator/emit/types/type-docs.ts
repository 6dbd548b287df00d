/**
 * The JSDoc lines of generated declarations: the contract's documentation first, then only what
 * the TypeScript does not say already (the XML name where the property's differs, the schema type
 * where the TypeScript type is wider, an occurrence a `?` or `[]` cannot show).
 */
import type {
  AttributeModel,
  FieldModel,
  OperationModel,
  RequirementModel,
  TypeModel,
  TypeRef,
} from "../../model/service-model.ts";

/** `xsd:int`, or a contract type's local name. */
export function xsdName(ref: TypeRef): string {
  return ref.kind === "builtin" ? `xsd:${ref.xsd}` : ref.id.slice(ref.id.indexOf("}") + 1);
}

/** Built-ins whose TypeScript type names them well enough: no need to repeat the schema type. */
const PLAIN: ReadonlySet<string> = new Set(["string", "boolean", "anyType"]);

export function fieldDoc(f: FieldModel): string[] {
  const facts: string[] = [];
  if (f.tsName !== f.xmlName) facts.push(`Element \`${f.xmlName}\``);
  if (f.type.kind === "builtin" && !PLAIN.has(f.type.xsd)) facts.push(`\`${xsdName(f.type)}\``);
  const unusual = f.minOccurs > 1 || (f.maxOccurs !== null && f.maxOccurs > 1);
  if (unusual) facts.push(`minOccurs ${f.minOccurs}, maxOccurs ${f.maxOccurs ?? "unbounded"}`);
  return [
    ...(f.documentation ? [f.documentation] : []),
    ...(facts.length > 0 ? [`${facts.join("; ")}.`] : []),
  ];
}

export function attributeDoc(a: AttributeModel): string[] {
  const facts = [`Attribute \`${a.xmlName}\``];
  if (a.type.kind === "builtin" && !PLAIN.has(a.type.xsd)) facts.push(`\`${xsdName(a.type)}\``);
  if (a.fixed !== undefined) facts.push(`fixed ${JSON.stringify(a.fixed)}`);
  if (a.default !== undefined) facts.push(`default ${JSON.stringify(a.default)} when absent`);
  return [...(a.documentation ? [a.documentation] : []), `${facts.join("; ")}.`];
}

export function requirementDoc(r: RequirementModel): string {
  const names = r.params.map((p) => `\`${p}\``).join(r.kind === "required" ? " and " : " or ");
  return r.kind === "required"
    ? `Stated requirement: ${names} ${r.params.length > 1 ? "are" : "is"} required.`
    : `Stated requirement: at least one of ${names} must be supplied.`;
}

export function paramsDoc(op: OperationModel): string[] {
  return [
    `Parameters of \`${op.name}\`.`,
    ...(op.documentation ? [op.documentation] : []),
    ...op.requirements.map(requirementDoc),
    ...(op.input.fields.length === 0 ? ["The operation takes no parameters."] : []),
  ];
}

export function typeDoc(t: TypeModel): string[] {
  const doc = t.documentation ? [t.documentation] : [];
  const what = t.anonymous ? `The type declared inline at \`${t.name.local}\`` : undefined;
  switch (t.kind) {
    case "enum":
      return [
        ...doc,
        `${what ?? `Enumeration \`${t.name.local}\``} (xsd:${t.base}); values are case-sensitive on the wire.`,
      ];
    case "simple":
      return [
        ...doc,
        `${what ?? `Simple type \`${t.name.local}\``}: xsd:${t.base}${facetsText(t.facets)}.`,
      ];
    case "list":
      return [
        ...doc,
        `${what ?? `Simple type \`${t.name.local}\``}: a list of ${xsdName(t.item)}, separated by spaces on the wire.`,
      ];
    case "union":
      return [
        ...doc,
        `${what ?? `Simple type \`${t.name.local}\``}: a union of ${t.members.map(xsdName).join(", ")}.`,
      ];
    case "complex":
      if (t.arrayItem)
        return [
          ...doc,
          `${what ?? `Array wrapper \`${t.name.local}\``}: repeated \`${t.arrayItem.xmlName}\` elements.`,
        ];
      return [
        ...doc,
        `${what ?? `Complex type \`${t.name.local}\``}${t.abstract ? " (abstract: a value is one of its derived types)" : ""}.`,
      ];
  }
}

function facetsText(f: import("../../model/service-model.ts").FacetsModel): string {
  const parts: string[] = [];
  if (f.length !== undefined) parts.push(`length ${f.length}`);
  if (f.minLength !== undefined) parts.push(`at least ${f.minLength} characters`);
  if (f.maxLength !== undefined) parts.push(`at most ${f.maxLength} characters`);
  if (f.minInclusive !== undefined) parts.push(`>= ${f.minInclusive}`);
  if (f.minExclusive !== undefined) parts.push(`> ${f.minExclusive}`);
  if (f.maxInclusive !== undefined) parts.push(`<= ${f.maxInclusive}`);
  if (f.maxExclusive !== undefined) parts.push(`< ${f.maxExclusive}`);
  if (f.totalDigits !== undefined) parts.push(`${f.totalDigits} digits at most`);
  if (f.fractionDigits !== undefined) parts.push(`${f.fractionDigits} fraction digits at most`);
  for (const p of f.patterns ?? []) parts.push(`matching \`${p}\``);
  return parts.length > 0 ? ` (${parts.join(", ")})` : "";
}
