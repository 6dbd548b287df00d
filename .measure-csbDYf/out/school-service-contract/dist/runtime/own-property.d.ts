// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Properties named after the contract or the wire are own properties: a plain `target[key] = value`
 * with the key `__proto__` would replace the object's prototype instead, and reading `target[key]`
 * finds inherited members (`constructor`, `toString`) that are not values.
 */
/** Sets `key` as an own, enumerable property of `target`, whatever the key. */
export declare function setOwn(target: Record<string, unknown>, key: string, value: unknown): void;
/** `target`'s own property `key`, or undefined (never an inherited member). */
export declare function getOwn(target: Record<string, unknown>, key: string): unknown;
