/**
 * A SOAP-encoded array (SOAP 1.1 section 5.4.2): a complexContent restriction of `soapenc:Array`
 * whose item type is the `wsdl:arrayType` of its `soapenc:arrayType` attribute
 * (`tns:Order[]`), or, as Axis and ASMX also write it, the type of the one element its sequence
 * declares. It reads as one repeated, nillable, unqualified `item` field: the model's array, which
 * the codecs write with `SOAP-ENC:arrayType` and read whatever the items are named.
 */
import type { DraftField } from "../../model/contract-draft.ts";
import { WSDL_NS } from "./namespaces.ts";
import { PARTICLES, readParticles } from "./read-particles.ts";
import type { XmlElement } from "./read-xml.ts";
import type { SchemaDocument } from "./resolve-imports.ts";
import type { SchemaIndex } from "./schema-index.ts";
import { typeRefOf } from "./type-refs.ts";
import { unsupportedEncoding } from "./unsupported.ts";
import { resolveQName } from "./xml-element.ts";

/** `restriction` is the `xs:restriction` of `soapenc:Array`. */
export function readEncodedArray(
  index: SchemaIndex,
  restriction: XmlElement,
  schema: SchemaDocument,
  path: string,
): { compositor: "sequence"; fields: DraftField[]; attributes: []; encodedArray: true } {
  const arrayType = declaredArrayType(index, restriction);
  const type = arrayType
    ? typeRefOf(index, arrayType.at, arrayType.item, `the wsdl:arrayType of ${path}`)
    : sequenceItemType(index, restriction, schema, path);
  const item: DraftField = {
    xmlName: "item",
    namespace: "",
    type,
    minOccurs: 0,
    maxOccurs: null,
    nillable: true,
    loc: restriction.loc,
  };
  return { compositor: "sequence", fields: [item], attributes: [], encodedArray: true };
}

/** The item type `wsdl:arrayType` names (`xsd:string[]`), and the element it is written on. */
function declaredArrayType(
  index: SchemaIndex,
  restriction: XmlElement,
):
  | { item: { name: ReturnType<typeof resolveQName>; written: string }; at: XmlElement }
  | undefined {
  for (const attribute of restriction.children.filter((c) => c.local === "attribute")) {
    for (const [name, value] of attribute.attributes) {
      const colon = name.indexOf(":");
      if (colon < 0 || name.slice(colon + 1) !== "arrayType") continue;
      if (attribute.scope.get(name.slice(0, colon)) !== WSDL_NS) continue;
      const written = value.trim();
      const bracket = written.indexOf("[");
      // One rank of one dimension: `T[]`. `T[][]` (arrays of arrays) and `T[,]` have no item type
      // of their own to name.
      if (bracket < 0 || !/^\[\d*\]$/.test(written.slice(bracket)))
        throw unsupportedEncoding(
          attribute,
          `the SOAP-encoded array type ${written} (an array of arrays, or of more than one dimension)`,
          "declare a one-dimensional array of a named type (tns:Item[]) whose type holds the inner array",
        );
      const local = written.slice(0, bracket);
      return {
        item: { name: resolveQName(attribute, local, index.reading), written: local },
        at: attribute,
      };
    }
  }
  return undefined;
}

/** The type of the one element a restriction's sequence declares; an array of anyType without one. */
function sequenceItemType(
  index: SchemaIndex,
  restriction: XmlElement,
  schema: SchemaDocument,
  path: string,
): DraftField["type"] {
  const particle = restriction.children.find((c) => PARTICLES.includes(c.local));
  const fields = particle ? readParticles(index, particle, schema, path).fields : [];
  if (fields.length === 1) return fields[0]!.type;
  if (fields.length === 0) return { kind: "builtin", xsd: "anyType" };
  throw unsupportedEncoding(
    restriction,
    `the SOAP-encoded array ${path} of several elements`,
    "declare its item type with wsdl:arrayType, or one element in its sequence",
  );
}
