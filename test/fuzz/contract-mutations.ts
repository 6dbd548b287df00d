/**
 * Seeded structural mutations of real contracts, for contract-mutations.test.ts: the contracts
 * (starting-contracts.ts), a WSDL mutated as a tree (wsdl-mutations.ts, xml-tree.ts), a manifest
 * as YAML data (manifest-mutations.ts). Every mutation returns a line saying what it did and where,
 * for the failure message that reproduces it.
 */
import { mutateManifest } from "./manifest-mutations.ts";
import type { Rng } from "./rng.ts";
import type { Contract } from "./starting-contracts.ts";
import { mutateWsdl } from "./wsdl-mutations.ts";

export { Rng } from "./rng.ts";
export { startingContracts, type Contract } from "./starting-contracts.ts";

/** `c` with `count` seeded mutations, and what each did. */
export function mutate(
  c: Contract,
  rng: Rng,
  count: number,
): { files: Record<string, string>; applied: string[] } {
  return c.kind === "wsdl" ? mutateWsdl(c, rng, count) : mutateManifest(c, rng, count);
}
