/**
 * Loads the WSDL and everything it imports: `wsdl:import location=`, and `xs:import` /
 * `xs:include` with a `schemaLocation`, each resolved relative to the importing file. Every file
 * is read once (import cycles are fine), depth-first in document order.
 */
import { ContractError } from "../../model/contract-error.ts";
import type { ParsedContract } from "../parsed-contract.ts";
import { WSDL_NS, XSD_NS } from "./namespaces.ts";
import { readSource, resolveLocation, sourceRef, type SourceRef } from "./read-source.ts";
import { readXml, type XmlElement } from "./read-xml.ts";
import { childrenOf, isElement, requiredAttribute } from "./xml-element.ts";

/** One `xs:schema` with the settings its declarations are read with. */
export interface SchemaDocument {
  el: XmlElement;
  targetNamespace: string;
  elementFormQualified: boolean;
  attributeFormQualified: boolean;
}

export interface WsdlSources {
  files: ParsedContract["files"];
  /** `wsdl:definitions` elements, the main one first. */
  definitions: XmlElement[];
  schemas: SchemaDocument[];
}

export async function loadWsdlSources(file: string, options: { allowNetwork: boolean }): Promise<WsdlSources> {
  const loader = new SourceLoader(options);
  // The first file read is never one read before.
  const root = (await loader.read(sourceRef(file), "the WSDL", { file }))!;
  if (!isElement(root, WSDL_NS, "definitions")) {
    throw new ContractError(`the root element is <${root.name}>: expected wsdl:definitions (WSDL 1.1, namespace ${WSDL_NS})`, root.loc);
  }
  await loader.definitions(root);
  return loader.sources;
}

class SourceLoader {
  readonly sources: WsdlSources = { files: [], definitions: [], schemas: [] };
  private readonly seen = new Set<string>();
  private readonly refs = new Map<string, SourceRef>();

  constructor(private readonly options: { allowNetwork: boolean }) {}

  /** Reads a source not read before; `undefined` for one already read. */
  async read(ref: SourceRef, what: string, at: XmlElement["loc"]): Promise<XmlElement | undefined> {
    if (this.seen.has(ref.key)) return undefined;
    this.seen.add(ref.key);
    const { bytes, text } = await readSource(ref, this.options, what, at);
    this.sources.files.push({ path: ref.path, bytes });
    this.refs.set(ref.path, ref);
    return readXml(ref.path, text);
  }

  async definitions(el: XmlElement): Promise<void> {
    this.sources.definitions.push(el);
    for (const child of el.children) {
      if (isElement(child, WSDL_NS, "import")) {
        const doc = await this.import(child, requiredAttribute(child, "location"));
        if (doc && isElement(doc, WSDL_NS, "definitions")) await this.definitions(doc);
        else if (doc && isElement(doc, XSD_NS, "schema")) await this.schema(doc);
        else if (doc) throw new ContractError(`the imported document's root is <${doc.name}>: expected wsdl:definitions or xs:schema`, doc.loc);
      } else if (isElement(child, WSDL_NS, "types")) {
        for (const schema of childrenOf(child, XSD_NS, "schema")) await this.schema(schema);
      }
    }
  }

  /** `includerNamespace` is set for an included schema, which takes the includer's namespace. */
  async schema(el: XmlElement, includerNamespace?: string): Promise<void> {
    const own = el.attributes.get("targetNamespace");
    if (includerNamespace !== undefined && own !== undefined && own !== includerNamespace) {
      throw new ContractError(`the included schema's targetNamespace is ${own}: expected ${includerNamespace} (xs:include keeps the namespace; use xs:import)`, el.loc);
    }
    const targetNamespace = own ?? includerNamespace ?? "";
    if (own === undefined && includerNamespace) adoptNamespace(el, includerNamespace);
    this.sources.schemas.push({
      el,
      targetNamespace,
      elementFormQualified: el.attributes.get("elementFormDefault") === "qualified",
      attributeFormQualified: el.attributes.get("attributeFormDefault") === "qualified",
    });
    for (const child of el.children) {
      const isImport = isElement(child, XSD_NS, "import");
      if (!isImport && !isElement(child, XSD_NS, "include")) continue;
      // An xs:import without a location only declares that the namespace is used.
      const location = isImport ? child.attributes.get("schemaLocation") : requiredAttribute(child, "schemaLocation");
      if (location === undefined) continue;
      const doc = await this.import(child, location);
      if (!doc) continue;
      if (!isElement(doc, XSD_NS, "schema")) throw new ContractError(`the imported document's root is <${doc.name}>: expected xs:schema`, doc.loc);
      await this.schema(doc, isImport ? undefined : targetNamespace);
    }
  }

  private import(at: XmlElement, location: string): Promise<XmlElement | undefined> {
    // Every element comes from a file this loader read.
    const importer = this.refs.get(at.loc.file)!;
    return this.read(resolveLocation(importer, location), "imported file", at.loc);
  }
}

/**
 * A schema without a targetNamespace included into one with a namespace (a "chameleon" include)
 * takes that namespace, for its references too: an unprefixed QName that would name no namespace
 * (no default namespace declared) names the includer's. Scopes are shared between elements, so
 * each is replaced once.
 */
function adoptNamespace(root: XmlElement, namespace: string): void {
  const adopted = new Map<ReadonlyMap<string, string>, ReadonlyMap<string, string>>();
  const visit = (el: XmlElement) => {
    if (!el.scope.has("")) {
      let scope = adopted.get(el.scope);
      if (scope === undefined) adopted.set(el.scope, (scope = new Map([...el.scope, ["", namespace]])));
      el.scope = scope;
    }
    el.children.forEach(visit);
  };
  visit(root);
}
