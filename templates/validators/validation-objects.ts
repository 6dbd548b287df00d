/**
 * Object schemas of the generated validators, typed by the TypeScript type `types.ts` declares
 * (the type argument) rather than inferred from their properties: the checker compares each
 * property's schema with the declared property once, and carries no inferred object type around.
 * Also an operation's parameters (with the stated requirement that at least one of some is
 * supplied) and the discriminated union of `xsd:anyType` items.
 */
import { z } from "zod";
import { isSupplied, light } from "./validation-fields.js";
import { REQUIRED, invalid } from "./validation-messages.js";

/**
 * The schema of each property of an object of type `O` (input `I`); an optional property's schema
 * takes `undefined` (typed so, not as `ZodOptional`, whose variance is costly to measure).
 */
export type PropertySchemas<O, I = O> = { [K in keyof O]-?: z.ZodType<O[K], K extends keyof I ? I[K] : never> };

/** Parameters as the client takes them: an xsd:dateTime as a Date or an xsd:dateTime string. */
export type ParamsInput<T> = { [K in keyof T]: Date extends T[K] ? T[K] | string : T[K] };

/** The `error` parameter of an object schema (see objectError). */
type ObjectError = { error: (issue: { input?: unknown }) => string };

/** An object of type `O`; unknown properties are dropped. */
export function object<O, I = O>(shape: PropertySchemas<O, I>, error: ObjectError): z.ZodType<O, I> {
  return z.object(shape as z.core.$ZodLooseShape, error) as unknown as z.ZodType<O, I>;
}

/** An extension `O` of the object type `B` of `base`: the properties `O` adds to `B`'s. */
export function extend<O extends B, B>(base: z.ZodType<B, B>, shape: PropertySchemas<Omit<O, keyof B>>): z.ZodType<O, O> {
  return (base as unknown as z.ZodObject).extend(shape as z.core.$ZodLooseShape) as unknown as z.ZodType<O, O>;
}

/** An operation's parameters `T`, as the implementation receives them and as the client takes them. */
export function params<T>(shape: PropertySchemas<T, ParamsInput<T>>, error: ObjectError): z.ZodType<T, ParamsInput<T>> {
  return object<T, ParamsInput<T>>(shape, error);
}

/**
 * The parameters of an operation that takes none: any object, read as `{}` (as z.object drops
 * unknown properties). z.object({}) would infer `Record<string, never>`, not the declared `{}`.
 */
export function noParams(op: string): z.ZodType<Record<never, never>, Record<never, never>> {
  const isObject = (v: unknown) => typeof v === "object" && v !== null && !Array.isArray(v);
  return light(z.custom<Record<never, never>>(isObject, { error: invalid(op, "an object of its parameters") }).transform((): Record<never, never> => ({})));
}

/** `T` with at least one of the keys `K` present (as `types.ts` declares it). */
export type AtLeastOne<T, K extends keyof T> = { [P in K]-?: T & Required<Pick<T, P>> }[K];

/** `schema` with the stated requirement that at least one of `keys` is supplied. */
export function atLeastOne<T extends object, I, const K extends keyof T & string>(
  schema: z.ZodType<T, I>,
  op: string,
  keys: readonly K[],
  missing: Partial<Record<K, unknown>> = {},
): z.ZodType<AtLeastOne<T, K>, I> {
  const checked = schema.transform((value, ctx): AtLeastOne<T, K> => {
    if (!keys.some((k) => isSupplied(value[k], missing[k]))) {
      const none = keys.length === 2 ? "neither" : "none of them";
      ctx.issues.push({ code: "custom", input: value, message: `${op}: ${keys.join(" or ")}: at least one is required, got ${none}`, params: { code: REQUIRED, keys } });
    }
    // Checked above: when none is supplied the issue fails the parse and this value is dropped.
    return value as AtLeastOne<T, K>;
  });
  return light(checked);
}

type OtherKey<M> = Exclude<keyof M, "type" | "value">;

/**
 * An `xsd:anyType` item of type `M`, given rather than inferred (so each item is checked on its
 * own, not against the whole union): one of `types`, its `value`, and for some kinds one more
 * property (the `text` of a dateTime, the `xsiType` of an unknown item).
 */
export function item<M extends { type: string; value: unknown }>(
  types: readonly [M["type"], ...M["type"][]],
  value: z.ZodType<M["value"], M["value"]>,
  extra?: { [P in OtherKey<M>]: { key: P; schema: z.ZodType<M[P], M[P]> } }[OtherKey<M>],
): z.ZodType<M, M> {
  const shape = { type: z.enum(types), value, ...(extra ? { [extra.key]: extra.schema } : {}) };
  return z.object(shape) as unknown as z.ZodType<M, M>;
}

/**
 * The union `O` of `members`, told apart by their property `key`. The members are arguments, not
 * an array: an array literal's type is the union of its elements', reduced pair by pair.
 */
export function discriminatedUnion<O>(key: string, error: ObjectError, ...members: z.ZodType<O, O>[]): z.ZodType<O, O> {
  const options = members as unknown as [z.core.$ZodTypeDiscriminable, ...z.core.$ZodTypeDiscriminable[]];
  return z.discriminatedUnion(key, options, error) as unknown as z.ZodType<O, O>;
}
