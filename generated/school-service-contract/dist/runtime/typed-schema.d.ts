// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * The type of every generated validator: the schema checked against the contract's type, then
 * typed as the classic schema it is, `z.ZodType<Output, Input>`. The check compares only what a
 * schema gives and takes: the output and input types zod keeps on every schema (`z.output<S>` is
 * `S["_zod"]["output"]`). Against z.ZodType itself the checker relates the schema to it member by
 * member, some sixty generic methods, recursively (a third of a second for the one recursive
 * `XmlValue` schema), and against zod's core type `$ZodType` still member by member (for 300
 * operations the contract package took 254,000 type instantiations that way, 203,000 this way);
 * keeping zod's inferred type instead makes declarations that spell out every schema each schema
 * holds (megabytes for a large contract).
 */
import { z } from "zod";
/** A schema giving `Output` and taking `Input`, as far as the check looks. */
export interface Gives<Output, Input> {
    readonly _zod: {
        readonly output: Output;
        readonly input: Input;
    };
}
export declare function typedSchema<Output, Input = unknown>(schema: Gives<Output, Input>): z.ZodType<Output, Input>;
/**
 * What an object schema of `Output` is made of: a schema for each of its properties, the optional
 * ones included, whose value is a value of that property (and, unless `Input` is `unknown`, whose
 * input is one too).
 */
export type FieldSchemas<Output, Input = Output> = { [K in keyof Required<Output>]: Gives<Output[K], K extends keyof Input ? Input[K] : unknown> };
/**
 * `z.object(fields)`, checked field by field against the type it gives (`Input` `unknown`: any
 * input). A missing or extra property, or one whose schema gives another type, is a compile error,
 * as with typedSchema; but the checker relates each property's schema to the property's type,
 * rather than working out the type zod infers for the whole object and relating that: for 1,500
 * operations the contract package's check took 3.9-4.1 s instead of 4.8-4.9 s, and 1.3 GB instead
 * of 1.5 GB.
 */
export declare function objectSchema<Output, Input = Output>(fields: FieldSchemas<Output, Input>): z.ZodType<Output, Input>;
/**
 * `z.enum(values)`, typed as the schema of the literals it gives. zod's own type of it holds the
 * values as an object, so each list is an instantiation of zod's enum class of its own: the 1,114
 * enumerations and `$type` lists of a contract with 3,000 types took 53,000 of its validators'
 * 879,000 type instantiations and 44 MB of the compiler's memory.
 */
export declare function enumOf<const Value extends string>(values: readonly [Value, ...Value[]]): z.ZodType<Value, Value>;
/**
 * `z.array(item.nullable())`: an `ArrayOf*` wrapper's items, each of which may be nil, typed as
 * what it gives (for that contract's 600 wrappers, 40,000 type instantiations and 40 MB fewer
 * than zod's array of nullable types).
 */
export declare function nillableItems<Output, Input>(item: Gives<Output, Input>): z.ZodType<(Output | null)[], (Input | null)[]>;
/** The fields of each member of `Item` but its `type`, by that `type`: what taggedUnionSchema takes. */
export type TaggedMembers<Item extends {
    type: string;
}> = { [Member in Item as Member["type"]]: FieldSchemas<Omit<Member, "type">> };
/**
 * `z.discriminatedUnion("type", ...)` of one `z.object` per `type` a member of `Item` may name, in
 * the order given, each checked field by field against the member it names: every name present,
 * none unknown. Checked whole, as typedSchema would, the union's type is related to `Item` member
 * by member against every member, which grows with the square of their number: an `xsd:anyType`
 * item of a contract with 1,800 types that may arrive as one took 550,000 of the 1.4 million type
 * instantiations of its validators, this way 14,000.
 */
export declare function taggedUnionSchema<Item extends {
    type: string;
}>(members: TaggedMembers<Item>): z.ZodType<Item, Item>;
/**
 * The schema of an xsi:type family's union (`types.ts`' `<Type>Family`): a value is checked by
 * the schema of the member its `$type` names, or of `root` (the family's own type, when it is
 * concrete) when it names none; an unknown `$type` is an issue at `$type`. One member's issues,
 * not a union's of every member's, so that a message says what is wrong with the value given.
 */
export declare function familySchema<Output>(members: Readonly<Record<string, z.ZodType>>, root?: string): z.ZodType<Output, Output>;
