/**
 * Property keys for the fields of open content, by depth and position: objects read one after
 * another at one depth (a list's items) mostly have the same fields in the same order, so a
 * field's name is compared with the key the last object had at its position and, when equal,
 * that key is used: a string already in the engine's table of property keys, which stores and
 * lookups take without hashing it again (a freshly read name is looked up there every time).
 * Only the first 16 fields of names up to 64 characters are remembered: the table stays small.
 */
import { interned } from "./xml-reader.js";

const remembered: string[][] = [];

/** Whether the key at `position` is one the table remembers (see above). */
const remembers = (position: number, name: string) => position < 16 && name.length <= 64;

export function fieldKey(depth: number, position: number, name: string): string {
  const keys = (remembered[depth] ??= []);
  if (!remembers(position, name)) return name;
  const last = keys[position];
  if (last === name) return last;
  return (keys[position] = interned(name));
}

/**
 * Whether the object being read at `depth` may have a field `key` (from fieldKey) before
 * `position` already: false is certain, true is to be confirmed with `Object.hasOwn`. The keys
 * remembered before it are this object's own (where a name was too long to remember, an earlier
 * object's: no match for a short key), compared rather than looked up: a lookup of a name an
 * object lacks searches its prototypes too, a tenth of a list's read.
 */
export function mayRepeat(depth: number, position: number, key: string): boolean {
  if (!remembers(position, key)) return true;
  const keys = remembered[depth]!;
  for (let k = 0; k < position; k++) if (keys[k] === key) return true;
  return false;
}
