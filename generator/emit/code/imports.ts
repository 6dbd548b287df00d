/**
 * The imports of a module, collected while its statements are built: an emitter asks for a
 * name from a module and uses what it gets back; the import lines are written once, at the end,
 * with only what was asked for (so a module never imports what it does not use).
 */
import type { ImportNode } from "./code-model.ts";
import { compareCodeUnits } from "../../model/code-unit-order.ts";

export class Imports {
  /** By module: each name's alias ("" for none) and whether it is a type only. */
  private readonly named = new Map<string, Map<string, { alias: string; type: boolean }>>();
  private readonly namespaces = new Map<string, { name: string; typeOnly: boolean }>();

  /**
   * `name` imported from `from`, as `alias` when given (a local declaration takes its name); `type`
   * imports it as a type only (unless it is also imported as a value). Returns the local name.
   */
  use(from: string, name: string, options: { type?: boolean; as?: string } = {}): string {
    const names = this.named.get(from) ?? new Map<string, { alias: string; type: boolean }>();
    this.named.set(from, names);
    const seen = names.get(name);
    const alias = options.as ?? seen?.alias ?? "";
    names.set(name, { alias, type: (seen?.type ?? true) && (options.type ?? false) });
    return alias === "" ? name : alias;
  }

  /** `import * as alias from ...`: returns the alias. */
  namespace(from: string, alias: string, options: { type?: boolean } = {}): string {
    const seen = this.namespaces.get(from);
    this.namespaces.set(from, {
      name: alias,
      typeOnly: (seen?.typeOnly ?? true) && (options.type ?? false),
    });
    return alias;
  }

  /** The import declarations, by module specifier in code-unit order, names sorted too. */
  nodes(): ImportNode[] {
    const nodes: ImportNode[] = [];
    for (const [from, { name, typeOnly }] of this.namespaces)
      nodes.push({ from, names: [], namespace: name, typeOnly });
    for (const [from, names] of this.named) {
      const list = [...names]
        .sort(([a], [b]) => compareCodeUnits(a, b))
        .map(([name, { alias, type }]) => ({ name, type, ...(alias ? { alias } : {}) }));
      nodes.push({ from, names: list, typeOnly: list.every((n) => n.type) });
    }
    return nodes.sort(
      (a, b) =>
        order(a) - order(b) ||
        (a.from < b.from ? -1 : a.from > b.from ? 1 : 0) ||
        (a.namespace ? -1 : 1),
    );
  }
}

/** Packages before relative modules, as people write them. */
function order(i: ImportNode): number {
  return i.from.startsWith(".") ? 1 : 0;
}
