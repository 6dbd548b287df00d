// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
export declare function fieldKey(depth: number, position: number, name: string): string;
/**
 * Whether the object being read at `depth` may have a field `key` (from fieldKey) before
 * `position` already: false is certain, true is to be confirmed with `Object.hasOwn`. The keys
 * remembered before it are this object's own (where a name was too long to remember, an earlier
 * object's: no match for a short key), compared rather than looked up: a lookup of a name an
 * object lacks searches its prototypes too, a tenth of a list's read.
 */
export declare function mayRepeat(depth: number, position: number, key: string): boolean;
