/**
 * Names a place in a manifest the way its author thinks of it: `field _data of type rtnObject`,
 * `required[0] of operation eventGet`, `service`, rather than a raw path of keys.
 */
import type { ManifestPath } from "./manifest-source.ts";

const COMPOSITORS = new Set(["sequence", "all", "choice"]);
const NAMED_SECTIONS: Record<string, string> = {
  headers: "header",
  types: "type",
  elements: "element",
  operations: "operation",
};

/** The innermost named thing `path` is inside, and how many segments name it. */
function entityOf(path: ManifestPath): { label: string; length: number } {
  const [section, name, group, member] = path;
  if (section === "service") return { label: "service", length: 1 };
  if (typeof section !== "string" || name === undefined || !(section in NAMED_SECTIONS))
    return { label: "", length: 0 };
  const owner = `${NAMED_SECTIONS[section]} ${name}`;
  if (member !== undefined) {
    if (section === "types" && COMPOSITORS.has(String(group)))
      return { label: `field ${member} of ${owner}`, length: 4 };
    if (section === "types" && group === "attributes")
      return { label: `attribute ${member} of ${owner}`, length: 4 };
    if (section === "operations" && group === "parameters")
      return { label: `parameter ${member} of ${owner}`, length: 4 };
  }
  return { label: owner, length: 2 };
}

export function describePath(path: ManifestPath): string {
  const entity = entityOf(path);
  const rest = path
    .slice(entity.length)
    .map((segment, i) =>
      typeof segment === "number" ? `[${segment}]` : i === 0 ? segment : `.${segment}`,
    )
    .join("");
  if (!rest) return entity.label || "the manifest";
  return entity.label ? `${rest} of ${entity.label}` : rest;
}
