// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npm run generate` replaces it.
/**
 * The type of every generated validator: the schema checked against the contract's type as zod's
 * core type, then typed as the classic schema it is, `z.ZodType<Output, Input>`. Checking against
 * z.ZodType itself makes the checker relate the schema to it member by member, some sixty generic
 * methods, recursively (a third of a second for the one recursive `XmlValue` schema, a few
 * milliseconds against the core type); keeping zod's inferred type instead makes declarations
 * that spell out every schema each schema holds (megabytes for a large contract).
 */
import type { z } from "zod";
export declare function typedSchema<Output, Input = unknown>(schema: z.core.$ZodType<Output, Input>): z.ZodType<Output, Input>;
