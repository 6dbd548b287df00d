/**
 * The element and attribute names the process reads, kept: messages repeat a few dozen names, so
 * each is sliced from its text once, then found by its length and a few of its characters and
 * compared in place. A kept name is internalized (as property keys are), so property lookups and
 * comparisons take it without hashing it again, and a copy, so it holds on to no document. Long
 * names are not kept, so the table stays small whatever it is sent.
 */
const SLOTS = 1024;
const LONGEST_KEPT = 64;
const kept: (string | undefined)[] = new Array<string | undefined>(SLOTS).fill(undefined);

/** `xml.slice(start, end)`, a name: the kept string when it was read before. */
export function nameAt(xml: string, start: number, end: number): string {
  const length = end - start;
  if (length > LONGEST_KEPT) return xml.slice(start, end);
  const slot =
    (length * 61 +
      xml.charCodeAt(start) * 31 +
      xml.charCodeAt(start + (length >> 1)) * 7 +
      xml.charCodeAt(end - 1)) &
    (SLOTS - 1);
  const name = kept[slot];
  if (name !== undefined && name.length === length && xml.startsWith(name, start)) return name;
  return (kept[slot] = internalized(xml.slice(start, end)));
}

/** The same text as a property key: V8 and other engines keep keys internalized. */
function internalized(name: string): string {
  return Object.keys({ [name]: 0 })[0]!;
}
