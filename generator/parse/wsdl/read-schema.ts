/**
 * The contract's types: its named complexType and simpleType declarations, and every type declared
 * inline that was read (anonymous-types.ts); and the global elements that have a `type=`.
 */
import type { DraftElement, DraftType, RefusedType } from "../../model/contract-draft.ts";
import { documentationField, schemaDocumentation } from "./documentation.ts";
import { readComplexContent } from "./read-complex-type.ts";
import { elementType, isTrue } from "./read-field.ts";
import { readSimpleType } from "./read-simple-type.ts";
import type { Declaration, SchemaIndex } from "./schema-index.ts";
import { SoapEncodingError } from "./unsupported.ts";

/**
 * Named types first, then inline ones in the order they were first used. Reading a type registers
 * the types declared inline in it, and the registry's iterator visits those too, so the loop ends
 * when no type read registers a new one. A named type holding a construct of the SOAP encoding
 * the generator does not read (a `soapenc:Struct` member, an array of arrays) is left out, with a
 * warning: the model refuses it only where something uses it.
 */
export function readTypes(index: SchemaIndex): { types: DraftType[]; refused: RefusedType[] } {
  const types: DraftType[] = [];
  const refused: RefusedType[] = [];
  for (const decl of index.types.values()) {
    try {
      types.push(readType(index, decl));
    } catch (err) {
      if (!(err instanceof SoapEncodingError)) throw err;
      refused.push({ name: decl.name, reason: err.detail, ...(err.loc ? { loc: err.loc } : {}) });
      index.reading.warn({
        message: `type ${decl.name.local} is left out: ${err.detail}`,
        ...(err.loc ? { loc: err.loc } : {}),
      });
    }
  }
  for (const decl of index.anonymous.values())
    types.push({ ...readType(index, decl), anonymous: true });
  return { types, refused };
}

function readType(index: SchemaIndex, decl: Declaration): DraftType {
  return decl.el.local === "complexType"
    ? readComplexType(index, decl)
    : readSimpleType(index, decl);
}

function readComplexType(index: SchemaIndex, { name, el, schema }: Declaration): DraftType {
  return {
    kind: "complex",
    name,
    ...readComplexContent(index, el, schema, name.local),
    abstract: isTrue(el.attributes.get("abstract")),
    ...documentationField(schemaDocumentation(el)),
    loc: el.loc,
  };
}

/**
 * Global elements declared with `type=` (wrapper elements, whose types are anonymous, are read
 * with their operations).
 */
export function readElements(index: SchemaIndex): DraftElement[] {
  const elements: DraftElement[] = [];
  for (const { name, el } of index.elements.values()) {
    if (!el.attributes.has("type")) continue;
    elements.push({
      name,
      type: elementType(index, el, name.local),
      nillable: isTrue(el.attributes.get("nillable")),
    });
  }
  return elements;
}
