// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/** Where the tags of the field at `position` of an object at `depth` are kept; -1: nowhere. */
export declare function fieldTagSlot(depth: number, position: number, name: string): number;
/** `<name>` of the field whose slot fieldTagSlot gave. */
export declare function startTagAt(slot: number, name: string): string;
/** `</name>` of the field whose slot fieldTagSlot gave. */
export declare function endTagAt(slot: number, name: string): string;
/**
 * The end tag of the field at the slot before `slot` (of the same object: its position is not 0)
 * and the start tag of the field at `slot`, as one string: written between two fields of text, it
 * is one piece of the written text where the two tags apart were two.
 */
export declare function joinedTagAt(slot: number): string;
