// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * Properties named after the contract or the wire are own properties: a plain `target[key] = value`
 * with the key `__proto__` would replace the object's prototype instead, and reading `target[key]`
 * finds inherited members (`constructor`, `toString`) that are not values.
 */

/** Sets `key` as an own, enumerable property of `target`, whatever the key. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  if (key === "__proto__")
    Object.defineProperty(target, key, {
      value,
      writable: true,
      enumerable: true,
      configurable: true,
    });
  else target[key] = value;
}

/** `target`'s own property `key`, or undefined (never an inherited member). */
export function getOwn(target: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(target, key) ? target[key] : undefined;
}
