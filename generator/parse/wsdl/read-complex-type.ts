/**
 * The content of a complex type: one compositor (sequence, all or choice) of elements, an
 * optional `complexContent/extension` base, and attributes. Plain nested sequences are flattened;
 * every other nesting, and open or shared content (xs:any, groups), is refused by name.
 */
import type { DraftAttribute, DraftField, DraftTypeRef } from "../../model/contract-draft.ts";
import { SOAP_ENCODING_NS, XSD_NS } from "./namespaces.ts";
import { isTrue, readAttribute, readField } from "./read-field.ts";
import type { XmlElement } from "./read-xml.ts";
import type { SchemaDocument } from "./resolve-imports.ts";
import type { SchemaIndex } from "./schema-index.ts";
import { typeRefOf } from "./type-refs.ts";
import { unsupported } from "./unsupported.ts";
import { requiredQNameAttribute } from "./xml-element.ts";

export interface ComplexContent {
  compositor: "sequence" | "all" | "choice";
  fields: DraftField[];
  attributes: DraftAttribute[];
  base?: DraftTypeRef;
}

/** What to write instead of a construct the generator does not read. */
const INSTEAD: Record<string, string> = {
  any: "declare the elements the content may hold",
  group: "write the group's elements into the type",
  attributeGroup: "write the group's attributes into the type",
  simpleContent: "hold the text in an element of a sequence",
};
const READ_HERE = "expected xs:sequence, xs:all, xs:choice, xs:complexContent/xs:extension, xs:attribute or xs:anyAttribute";

/** `el` is an `xs:complexType`, or the `xs:extension` of one. */
export function readComplexContent(index: SchemaIndex, el: XmlElement, schema: SchemaDocument): ComplexContent {
  if (isTrue(el.attributes.get("mixed"))) throw unsupported(el, `mixed content (<${el.name} mixed="${el.attributes.get("mixed")}">)`, "hold the text in an element");
  const content: ComplexContent = { compositor: "sequence", fields: [], attributes: [] };
  for (const child of schemaChildren(el)) {
    switch (child.local) {
      case "sequence":
      case "all":
      case "choice":
        content.compositor = child.local;
        content.fields = readParticle(index, child, schema);
        break;
      case "complexContent":
        return readDerivation(index, child, schema);
      case "attribute":
        content.attributes.push(readAttribute(index, child, schema));
        break;
      case "anyAttribute":
        // ASMX puts it on SoapHeader classes; attributes nobody declares need no code.
        break;
      default:
        throw unsupported(child, `<${child.name}>`, INSTEAD[child.local] ?? READ_HERE);
    }
  }
  return content;
}

function readDerivation(index: SchemaIndex, complexContent: XmlElement, schema: SchemaDocument): ComplexContent {
  if (isTrue(complexContent.attributes.get("mixed"))) throw unsupported(complexContent, "mixed content", "hold the text in an element");
  const derivation = schemaChildren(complexContent)[0];
  if (!derivation) throw unsupported(complexContent, `an empty <${complexContent.name}>`, "expected xs:extension");
  const base = requiredQNameAttribute(derivation, "base");
  if (derivation.local === "extension") {
    return { ...readComplexContent(index, derivation, schema), base: typeRefOf(index, derivation, base, `the extension of ${base.written}`) };
  }
  if (derivation.local === "restriction" && base.name.namespace === SOAP_ENCODING_NS && base.name.local === "Array") {
    throw unsupported(derivation, `a SOAP-encoded array (complexContent restriction of ${base.written})`, 'declare the array as a sequence of one element with maxOccurs="unbounded"');
  }
  throw unsupported(derivation, `<${derivation.name}> of a complex type`, "derive complex types by xs:extension");
}

function readParticle(index: SchemaIndex, el: XmlElement, schema: SchemaDocument): DraftField[] {
  for (const attribute of ["minOccurs", "maxOccurs"]) {
    const value = el.attributes.get(attribute);
    if (value !== undefined && value.trim() !== "1") {
      throw unsupported(el, `<${el.name} ${attribute}="${value}">`, "the generator reads compositors that occur once; put the occurrence on the elements");
    }
  }
  const fields: DraftField[] = [];
  for (const child of schemaChildren(el)) {
    if (child.local === "element") fields.push(readField(index, child, schema));
    else if (child.local === "sequence" && el.local === "sequence") fields.push(...readParticle(index, child, schema));
    else {
      const reads = el.local === "sequence" ? "elements and plain nested sequences" : "elements";
      throw unsupported(child, `<${child.name}> inside <${el.name}>`, INSTEAD[child.local] ?? `the generator reads ${reads} there`);
    }
  }
  return fields;
}

/** Child elements in the XML Schema namespace other than annotations. */
export function schemaChildren(el: XmlElement): XmlElement[] {
  return el.children.filter((c) => c.namespace === XSD_NS && c.local !== "annotation");
}
