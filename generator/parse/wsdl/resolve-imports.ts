/**
 * Loads the WSDL and everything it imports: `wsdl:import location=`, and `xs:import` /
 * `xs:include` with a `schemaLocation`, each resolved relative to the importing file. Every file
 * is read once (import cycles are fine), depth-first in document order; a schema without a
 * namespace included by schemas of several namespaces is read once for each. Under --lenient, an
 * import or include without its location is left out (an xs:include with node-soap's `location=`
 * follows that), and a schema whose targetNamespace is not the one its import or include names is
 * read in its own.
 */
import { ContractError } from "../../model/contract-error.ts";
import type { ParsedContract } from "../parsed-contract.ts";
import { WSDL_NS, XSD_NS } from "./namespaces.ts";
import { readSource, resolveLocation, sourceRef, type SourceRef } from "./read-source.ts";
import { readXml, type XmlElement } from "./read-xml.ts";
import { tolerate, type Reading } from "./reading.ts";
import { isElement } from "./xml-element.ts";
import { isSchemaElement, readDraftAsXsd } from "./xsd-drafts.ts";

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

export async function loadWsdlSources(
  file: string,
  options: { allowNetwork: boolean },
  reading: Reading,
): Promise<WsdlSources> {
  const loader = new SourceLoader(options, reading);
  // The first file read is never one read before.
  const root = (await loader.read(sourceRef(file), "the WSDL", { file }))!;
  if (!isElement(root, WSDL_NS, "definitions")) {
    throw new ContractError(
      `the root element is <${root.name}>: expected wsdl:definitions (WSDL 1.1, namespace ${WSDL_NS})`,
      root.loc,
    );
  }
  await loader.definitions(root);
  return loader.sources;
}

class SourceLoader {
  readonly sources: WsdlSources = { files: [], definitions: [], schemas: [] };
  private readonly seen = new Set<string>();
  private readonly texts = new Map<string, string>();
  private readonly refs = new Map<string, SourceRef>();

  constructor(
    private readonly options: { allowNetwork: boolean },
    private readonly reading: Reading,
  ) {}

  /**
   * Reads a source not read before (as included into namespace `into`, for an include);
   * `undefined` for one already read.
   */
  async read(
    ref: SourceRef,
    what: string,
    at: XmlElement["loc"],
    into?: string,
  ): Promise<XmlElement | undefined> {
    const key = into === undefined ? ref.key : `${ref.key} included into ${into}`;
    if (this.seen.has(key)) return undefined;
    this.seen.add(key);
    let text = this.texts.get(ref.key);
    if (text === undefined) {
      const source = await readSource(ref, this.options, what, at);
      this.sources.files.push({ path: ref.path, bytes: source.bytes });
      this.refs.set(ref.path, ref);
      this.texts.set(ref.key, (text = source.text));
    }
    return readXml(ref.path, text, this.reading);
  }

  async definitions(el: XmlElement): Promise<void> {
    this.sources.definitions.push(el);
    for (const child of el.children) {
      if (isElement(child, WSDL_NS, "import")) {
        const location =
          child.attributes.get("location") ?? this.withoutLocation(child, "location");
        if (location === undefined) continue;
        const doc = await this.import(child, location);
        if (doc && isElement(doc, WSDL_NS, "definitions")) await this.definitions(doc);
        else if (doc && isSchemaElement(doc)) await this.schema(doc);
        else if (doc)
          throw new ContractError(
            `the imported document's root is <${doc.name}>: expected wsdl:definitions or xs:schema`,
            doc.loc,
          );
      } else if (isElement(child, WSDL_NS, "types")) {
        for (const schema of child.children.filter(isSchemaElement)) await this.schema(schema);
      }
    }
  }

  /**
   * `includerNamespace` is set for an included schema, which takes the includer's namespace;
   * `importedNamespace` for an imported one, which must declare the namespace its import names.
   */
  async schema(
    el: XmlElement,
    {
      includerNamespace,
      importedNamespace,
    }: { includerNamespace?: string; importedNamespace?: string } = {},
  ): Promise<void> {
    readDraftAsXsd(el);
    const own = el.attributes.get("targetNamespace");
    // --lenient reads such a schema in its own namespace, where the references to it point (a
    // copy of another version of the schema, as in NetSuite's samples).
    const ownNamespace = `read in its own namespace ${own}`;
    if (includerNamespace !== undefined && own !== undefined && own !== includerNamespace) {
      const error = new ContractError(
        `the included schema's targetNamespace is ${own}: expected ${includerNamespace || "(none)"} (xs:include keeps the namespace; use xs:import)`,
        el.loc,
      );
      tolerate(this.reading, error, ownNamespace, () => undefined);
    }
    if (importedNamespace !== undefined && own !== undefined && own !== importedNamespace) {
      const error = new ContractError(
        `the imported schema's targetNamespace is ${own}: expected ${importedNamespace}, the namespace its xs:import names`,
        el.loc,
      );
      tolerate(this.reading, error, ownNamespace, () => undefined);
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
      const location = isImport
        ? child.attributes.get("schemaLocation")
        : (child.attributes.get("schemaLocation") ?? this.withoutLocation(child, "schemaLocation"));
      if (location === undefined) continue;
      const doc = await this.import(child, location, isImport ? undefined : targetNamespace);
      if (!doc) continue;
      if (!isSchemaElement(doc))
        throw new ContractError(
          `the imported document's root is <${doc.name}>: expected xs:schema`,
          doc.loc,
        );
      await this.schema(
        doc,
        isImport
          ? { importedNamespace: child.attributes.get("namespace") }
          : { includerNamespace: targetNamespace },
      );
    }
  }

  /**
   * An import or include without the location it needs: an error; --lenient follows a `location=`
   * written instead (node-soap reads either), else leaves it out.
   */
  private withoutLocation(el: XmlElement, attribute: string): string | undefined {
    const error = new ContractError(`<${el.name}> needs a ${attribute} attribute`, el.loc);
    const instead = attribute === "location" ? undefined : el.attributes.get("location");
    if (instead === undefined)
      return tolerate(this.reading, error, "it is left out", () => undefined);
    return tolerate(
      this.reading,
      error,
      `its location="${instead}" is read instead`,
      () => instead,
    );
  }

  private import(at: XmlElement, location: string, into?: string): Promise<XmlElement | undefined> {
    // Every element comes from a file this loader read.
    const importer = this.refs.get(at.loc.file)!;
    return this.read(resolveLocation(importer, location), "imported file", at.loc, into);
  }
}

/**
 * A schema without a targetNamespace included into one with a namespace (a "chameleon" include)
 * takes that namespace, for its references too: an unprefixed QName that would name no namespace
 * (no default namespace declared) names the includer's, and so does an undeclared prefix under
 * --lenient. Scopes are shared between elements, so each is replaced once.
 */
function adoptNamespace(root: XmlElement, namespace: string): void {
  const adopted = new Map<ReadonlyMap<string, string>, ReadonlyMap<string, string>>();
  const visit = (el: XmlElement) => {
    el.enclosingNamespace = namespace;
    if (!el.scope.has("")) {
      let scope = adopted.get(el.scope);
      if (scope === undefined)
        adopted.set(el.scope, (scope = new Map([...el.scope, ["", namespace]])));
      el.scope = scope;
    }
    el.children.forEach(visit);
  };
  visit(root);
}
