/**
 * Reads a manifest's YAML into a document with a line index, refusing what a hand-written
 * contract has no use for and a hostile one could abuse: syntax errors and warnings (unknown
 * tags), duplicate keys, aliases (exponential expansion), keys that are not plain scalars.
 */
import { isScalar, LineCounter, parseDocument, visit, type Node, type YAMLError } from "yaml";
import { ContractError } from "../../model/contract-error.ts";
import { locationAt, type ManifestSource } from "./manifest-source.ts";

export interface ManifestYaml {
  src: ManifestSource;
  /** The document as plain JSON-like data, for the schema. */
  data: unknown;
}

export function readManifestYaml(file: string, text: string): ManifestYaml {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const src: ManifestSource = { file, doc, lines };
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem)
    throw new ContractError(describeYamlError(src, problem), locationAt(src, problem.pos[0]));
  refuseUnsafeNodes(src);
  return { src, data: doc.toJS({ maxAliasCount: 0 }) };
}

function describeYamlError(src: ManifestSource, error: YAMLError): string {
  if (error.code !== "DUPLICATE_KEY") return `invalid YAML: ${error.message}`;
  let key = "";
  visit(src.doc, {
    Pair(_, pair) {
      if (isScalar(pair.key) && pair.key.range?.[0] === error.pos[0]) {
        key = String(pair.key.value);
        return visit.BREAK;
      }
    },
  });
  return `duplicate key ${JSON.stringify(key)}: each key may appear once in a map`;
}

function refuseUnsafeNodes(src: ManifestSource): void {
  function fail(detail: string, node: Node | null | undefined): never {
    throw new ContractError(detail, locationAt(src, node?.range?.[0] ?? 0));
  }
  visit(src.doc, {
    Alias(_, node) {
      fail(
        `YAML aliases (*${node.source}) are not allowed in a manifest: write the value out`,
        node,
      );
    },
    Pair(_, pair) {
      if (!isScalar(pair.key))
        fail(
          "a map key must be a plain name, not a map, list or nothing",
          (pair.key ?? pair.value) as Node | null,
        );
      // JavaScript objects treat this key as their prototype; no contract name needs it.
      if (pair.key.value === "__proto__") fail('"__proto__" cannot be a key', pair.key);
    },
  });
}
