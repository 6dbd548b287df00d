/**
 * The start and end tags of open content's fields, by depth and position: objects written one
 * after another at one depth (a list's items) mostly have the same fields in the same order, so
 * `<Name>` and `</Name>` are built once, not concatenated for every item (each concatenation is
 * one more piece of the written text to allocate and later to join). Only the first 16 fields of
 * the first 8 levels, of names up to 64 characters, are remembered. A name is checked when its
 * tags are built: an object's key that is no XML name would make malformed XML.
 */
import { isXmlNCName } from "./xml-reader.js";

const names: (string | undefined)[] = [];
const starts: string[] = [];
const ends: string[] = [];
/** `</previous><name>`, made when first asked for (see joinedTagAt); cleared when a name changes. */
const joined: (string | undefined)[] = [];

/** Where the tags of the field at `position` of an object at `depth` are kept; -1: nowhere. */
export function fieldTagSlot(depth: number, position: number, name: string): number {
  if (position >= 16 || depth >= 8 || name.length > 64) {
    assertElementName(name);
    return -1;
  }
  const slot = depth * 16 + position;
  if (names[slot] !== name) {
    assertElementName(name);
    names[slot] = name;
    starts[slot] = `<${name}>`;
    ends[slot] = `</${name}>`;
    joined[slot] = joined[slot + 1] = undefined;
  }
  return slot;
}

function assertElementName(name: string): void {
  if (!isXmlNCName(name))
    throw new TypeError(
      `${name}: no element can be named ${JSON.stringify(name)} (it is no XML name without a prefix)`,
    );
}

/** `<name>` of the field whose slot fieldTagSlot gave. */
export function startTagAt(slot: number, name: string): string {
  return slot < 0 ? `<${name}>` : starts[slot]!;
}

/** `</name>` of the field whose slot fieldTagSlot gave. */
export function endTagAt(slot: number, name: string): string {
  return slot < 0 ? `</${name}>` : ends[slot]!;
}

/**
 * The end tag of the field at the slot before `slot` (of the same object: its position is not 0)
 * and the start tag of the field at `slot`, as one string: written between two fields of text, it
 * is one piece of the written text where the two tags apart were two.
 */
export function joinedTagAt(slot: number): string {
  return (joined[slot] ??= ends[slot - 1]! + starts[slot]!);
}
