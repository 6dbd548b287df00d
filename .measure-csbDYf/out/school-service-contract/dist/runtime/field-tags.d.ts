// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/** Where the tags of the field at `position` of an object at `depth` are kept; -1: nowhere. */
export declare function fieldTagSlot(depth: number, position: number, name: string): number;
/** `<name>` of the field whose slot fieldTagSlot gave. */
export declare function startTagAt(slot: number, name: string): string;
/** `</name>` of the field whose slot fieldTagSlot gave. */
export declare function endTagAt(slot: number, name: string): string;
