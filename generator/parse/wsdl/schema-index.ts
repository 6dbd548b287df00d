/**
 * Every global declaration of the contract's schemas, by symbol space and Clark name, and the
 * types declared inline as they are met. Schemas of the built-in namespaces (ASMX's and WCF's
 * declarations of guid and char) are left out.
 */
import { clarkName } from "../../model/clark-name.ts";
import { ContractError } from "../../model/contract-error.ts";
import type { QName } from "../../model/service-model.ts";
import { AnonymousTypes } from "./anonymous-types.ts";
import { declarationsRead } from "./builtins.ts";
import { XSD_NS } from "./namespaces.ts";
import { tolerate, type Reading } from "./reading.ts";
import type { XmlElement } from "./read-xml.ts";
import type { SchemaDocument } from "./resolve-imports.ts";
import { requiredAttribute, type QNameValue } from "./xml-element.ts";
import { unsupported } from "./unsupported.ts";

export interface Declaration {
  name: QName;
  el: XmlElement;
  schema: SchemaDocument;
}

/** XML Schema's symbol spaces: a name may be declared once in each, per namespace. */
export type SymbolSpace = "types" | "elements" | "attributes" | "groups" | "attributeGroups";

/** What a schema holds besides declarations. */
const NOT_DECLARATIONS = ["annotation", "import", "include", "notation"];

const SPACE_OF: Record<string, SymbolSpace> = {
  complexType: "types",
  simpleType: "types",
  element: "elements",
  attribute: "attributes",
  group: "groups",
  attributeGroup: "attributeGroups",
};

export interface SchemaIndex extends Record<SymbolSpace, Map<string, Declaration>> {
  /** The schema document each element of the schemas is written in. */
  documents: Map<XmlElement, SchemaDocument>;
  anonymous: AnonymousTypes;
  reading: Reading;
}

export function indexSchemas(schemas: SchemaDocument[], reading: Reading): SchemaIndex {
  const types = new Map<string, Declaration>();
  const index: SchemaIndex = {
    types,
    elements: new Map(),
    attributes: new Map(),
    groups: new Map(),
    attributeGroups: new Map(),
    documents: new Map(),
    anonymous: new AnonymousTypes(types),
    reading,
  };
  for (const schema of schemas) {
    const read = declarationsRead(schema.targetNamespace);
    if (read === "none") continue;
    recordDocument(index.documents, schema.el, schema);
    for (const el of schema.el.children) {
      if (el.namespace !== XSD_NS) continue;
      if (el.local === "redefine")
        throw unsupported(el, `<${el.name}>`, "copy the redefined schema and change the copy");
      if (NOT_DECLARATIONS.includes(el.local)) continue;
      const space = SPACE_OF[el.local] ?? unknownDeclaration(el, reading);
      if (!space || (read === "attributes" && space !== "attributes")) continue;
      const name = { namespace: schema.targetNamespace, local: requiredAttribute(el, "name") };
      const id = clarkName(name);
      const earlier = index[space].get(id);
      if (!earlier) index[space].set(id, { name, el, schema });
      else if (!isRepeated(earlier.el, el)) {
        const what = space === "types" ? "type" : el.local;
        throw new ContractError(
          `${what} ${name.local} is declared twice in namespace ${name.namespace || "(none)"}`,
          el.loc,
        );
      }
    }
  }
  return index;
}

/**
 * Whether a second declaration of a name repeats the first, which stands: one in another file
 * (contracts often carry a copy, or an older version, of a schema file beside the one they import;
 * zeep, too, takes the first), or the same declaration read twice (a file imported and included).
 * Two declarations in one file are an error.
 */
/**
 * What --lenient reads a schema child that is no declaration as: the declaration whose name it
 * spells in another case (`xs:simpletype`, which node-soap reads), renamed so, or nothing.
 */
function unknownDeclaration(el: XmlElement, reading: Reading): SymbolSpace | undefined {
  const error = new ContractError(
    `<${el.name}> is no declaration of XML Schema: expected xs:complexType, xs:simpleType, xs:element, xs:attribute, xs:group or xs:attributeGroup`,
    el.loc,
  );
  const meant = Object.keys(SPACE_OF).find(
    (local) => local.toLowerCase() === el.local.toLowerCase(),
  );
  if (!meant) return tolerate(reading, error, "it is left out", () => undefined);
  const prefix = el.name.slice(0, el.name.length - el.local.length);
  return tolerate(reading, error, `read as ${prefix}${meant}`, () => {
    // The readers tell declarations apart by local name.
    el.local = meant;
    return SPACE_OF[meant];
  });
}

function isRepeated(first: XmlElement, second: XmlElement): boolean {
  const { file, line, column } = second.loc;
  return first.loc.file !== file || (first.loc.line === line && first.loc.column === column);
}

function recordDocument(
  documents: Map<XmlElement, SchemaDocument>,
  el: XmlElement,
  schema: SchemaDocument,
): void {
  documents.set(el, schema);
  for (const child of el.children) recordDocument(documents, child, schema);
}

/**
 * The declaration a QName attribute of `at` names in one symbol space. An unprefixed name takes
 * the default namespace (none when none is declared); when nothing of that name is declared
 * there, it names the target namespace of the schema it is written in. zeep reads unprefixed
 * names without a default namespace so, node-soap any unprefixed name, and contracts written for
 * them rely on it (`type="Item"` in a schema whose default namespace is XML Schema's).
 */
export function findDeclaration(
  index: SchemaIndex,
  space: SymbolSpace,
  ref: QNameValue,
  at: XmlElement,
): Declaration | undefined {
  const declared = index[space].get(clarkName(ref.name));
  if (declared || ref.written.includes(":")) return declared;
  const targetNamespace = index.documents.get(at)?.targetNamespace;
  return targetNamespace === undefined
    ? undefined
    : index[space].get(clarkName({ namespace: targetNamespace, local: ref.name.local }));
}
