/**
 * The parsed YAML of a manifest with its line index: finds the node at a path of keys and list
 * indexes (the paths zod reports and the checks use) and turns it into `file:line:column`.
 */
import { isMap, isScalar, isSeq, type Document, type LineCounter, type Node } from "yaml";
import type { SourceLocation } from "../../model/contract-draft.ts";

export type ManifestPath = readonly (string | number)[];

export interface ManifestSource {
  file: string;
  doc: Document.Parsed;
  lines: LineCounter;
}

/** One step of a path: the key node (for a map entry) and the value node found there. */
interface Step {
  key?: Node;
  value?: Node;
}

/** The steps from the document root along `path`, as far as the document has them. */
function walk(doc: Document.Parsed, path: ManifestPath): Step[] {
  const steps: Step[] = [{ value: doc.contents ?? undefined }];
  for (const segment of path) {
    const node = steps[steps.length - 1]!.value;
    if (isMap(node)) {
      const pair = node.items.find(
        (p) => isScalar(p.key) && String(p.key.value) === String(segment),
      );
      if (!pair) break;
      steps.push({ key: pair.key as Node, value: (pair.value ?? undefined) as Node | undefined });
    } else if (isSeq(node) && typeof segment === "number" && segment < node.items.length) {
      steps.push({ value: node.items[segment] as Node });
    } else {
      break;
    }
  }
  return steps;
}

/** An empty value (`result:` with nothing after it) has no text to point at. */
function isEmpty(node: Node | undefined): boolean {
  return !node || (isScalar(node) && node.value === null && node.range?.[0] === node.range?.[1]);
}

/**
 * Where `path` is written: its value (`part: "value"`) or its key (`part: "key"`). A path the
 * document lacks (a missing key) points at the key of the nearest enclosing entry.
 */
export function offsetOf(
  src: ManifestSource,
  path: ManifestPath,
  part: "key" | "value" = "value",
): number {
  const steps = walk(src.doc, path);
  const last = steps[steps.length - 1]!;
  const complete = steps.length === path.length + 1;
  const node =
    complete && part === "value" && !isEmpty(last.value) ? last.value : (last.key ?? last.value);
  return node?.range?.[0] ?? 0;
}

/** Where the value at `path` ends (its start when the document lacks it). */
export function endOffsetOf(src: ManifestSource, path: ManifestPath): number {
  const steps = walk(src.doc, path);
  const node = steps.length === path.length + 1 ? steps[steps.length - 1]!.value : undefined;
  return node?.range?.[1] ?? offsetOf(src, path);
}

export function locate(
  src: ManifestSource,
  path: ManifestPath,
  part: "key" | "value" = "value",
): SourceLocation {
  return locationAt(src, offsetOf(src, path, part));
}

export function locationAt(src: ManifestSource, offset: number): SourceLocation {
  const { line, col } = src.lines.linePos(offset);
  return { file: src.file, line, column: col };
}

export function hasPath(src: ManifestSource, path: ManifestPath): boolean {
  return walk(src.doc, path).length === path.length + 1;
}

export function isCollectionAt(src: ManifestSource, path: ManifestPath): boolean {
  const steps = walk(src.doc, path);
  const node = steps.length === path.length + 1 ? steps[steps.length - 1]!.value : undefined;
  return isMap(node) || isSeq(node);
}

/** The value at `path` as an error message shows it after "got". */
export function describeValueAt(src: ManifestSource, path: ManifestPath): string {
  const steps = walk(src.doc, path);
  if (steps.length !== path.length + 1) return "nothing";
  const node = steps[steps.length - 1]!.value;
  if (isMap(node)) return node.items.length ? "a map" : "an empty map";
  if (isSeq(node)) return node.items.length ? "a list" : "an empty list";
  if (!isScalar(node) || node.value === null || node.value === undefined) return "nothing";
  if (typeof node.value === "string") return JSON.stringify(node.value);
  return typeof node.value === "number" || typeof node.value === "boolean"
    ? String(node.value)
    : (node.source ?? "a value");
}
