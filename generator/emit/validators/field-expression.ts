/**
 * The zod expression of one value of `validators.ts`: which `Field` a type reference is (a built-in,
 * an enumeration, or a named schema), wrapped for its occurrence, nillability and stated
 * requirement. Records the runtime helpers it uses, so the file imports exactly those.
 */
import type { FieldModel, TypeModel, TypeRef, XsdBuiltin } from "../../model/service-model.ts";
import type { TsTypeNamer } from "../ts-type-expression.ts";

export function schemaName(tsName: string): string {
  return `${tsName}Schema`;
}

/** The `Field` const of an enumeration (its schema is `<name>Schema`). */
export function enumFieldName(tsName: string): string {
  return `${tsName}Field`;
}

export const ANY_TYPE_ITEM = "AnyTypeItem";

/** How a value is used: parameters take a dateTime as the client does (Date or string). */
export type ValueUse = "type" | "param";

export interface FieldOptions {
  label: string;
  optional: boolean;
  /** Set for a parameter with a stated `required` requirement: ASMX's default literal, or null. */
  stated?: { missing: string | null };
  use: ValueUse;
}

export class FieldExpressions {
  /** Names imported from the runtime modules, by module. */
  readonly uses = { fields: new Set<string>(), objects: new Set<string>(), messages: new Set<string>(), zod: false, types: false };

  constructor(private readonly namer: TsTypeNamer) {}

  type(id: string): TypeModel {
    return this.namer.type(id);
  }

  /** The `Field` of a built-in, or null for anyType. */
  builtin(xsd: XsdBuiltin, use: ValueUse): string | null {
    if (xsd === "anyType") return null;
    if (xsd === "dateTime" && use === "param") return this.use("dateTimeArgument");
    return `${this.use("xsd")}.${xsd}`;
  }

  /** The `Field` of a value that can also be read from text (a scalar), or null. */
  scalar(ref: TypeRef, use: ValueUse): string | null {
    if (ref.kind === "builtin") return this.builtin(ref.xsd, use);
    const t = this.namer.type(ref.id);
    if (t.kind === "enum") return enumFieldName(t.tsName);
    if (t.kind === "simple" && !t.list) return this.builtin(t.base, use);
    return null;
  }

  /** The `Field` of any value; named schemas are referred to by name. */
  field(ref: TypeRef, use: ValueUse): string {
    const scalar = this.scalar(ref, use);
    if (scalar !== null) return scalar;
    const name = ref.kind === "builtin" ? ANY_TYPE_ITEM : this.namer.type(ref.id).tsName;
    return `${this.use("named")}(${JSON.stringify(name)}, ${schemaName(name)})`;
  }

  /** The declared TypeScript type `name` of `types.ts`, as `validators.ts` refers to it. */
  declared(name: string): string {
    this.uses.types = true;
    return `T.${name}`;
  }

  /** The zod type of a schema declared as the TypeScript type `name` (input and output alike). */
  schemaType(name: string): string {
    this.useZod();
    const type = this.declared(name);
    return `z.ZodType<${type}, ${type}>`;
  }

  /** A property of an object schema: the field wrapped for nil, occurrence, requirement and presence. */
  property(f: FieldModel, options: FieldOptions): string {
    let expression = this.field(f.type, options.use);
    if (f.nillable) expression += ".nillable()";
    if (f.maxOccurs !== 1) expression += ".repeated()";
    if (options.stated) expression += `.supplied(${options.stated.missing ?? ""})`;
    return `${expression}.${options.optional ? "optional" : "required"}(${JSON.stringify(options.label)})`;
  }

  objectError(label: string, expected: string): string {
    this.uses.messages.add("objectError");
    return `objectError(${JSON.stringify(label)}, ${JSON.stringify(expected)})`;
  }

  /** Marks that the file uses `z` itself. */
  useZod(): void {
    this.uses.zod = true;
  }

  /** A helper of `validation-fields.ts`. */
  use(helper: string): string {
    this.uses.fields.add(helper);
    return helper;
  }

  /** A helper of `validation-objects.ts`. */
  useObjects(helper: string): string {
    this.uses.objects.add(helper);
    return helper;
  }
}

/** `a cStatus`, `an ErrorDetail`. */
export function withArticle(name: string): string {
  return `${/^[aeiouAEIOU]/.test(name) ? "an" : "a"} ${name}`;
}

/** A property key as written in an object literal. */
export function propertyKey(name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
}
