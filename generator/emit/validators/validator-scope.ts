/**
 * What every part of `validators.ts` shares while it is built: the imports, the model's types by id,
 * the built-in schemas used so far (declared once each, at the top of the file), and which schema
 * references must wait for a getter because what they refer to is declared later.
 */
import type { ServiceModel, TypeModel, TypeRef, XsdBuiltin } from "../../model/service-model.ts";
import {
  call,
  generic,
  type Declaration,
  type ExprNode,
  type Statement,
  type TypeNode,
} from "../code/code-model.ts";
import { Imports } from "../code/imports.ts";
import { BUILTIN_SCHEMAS, BUILTINS } from "../common/builtin-table.ts";
import { TsTypeNamer } from "../common/ts-type-namer.ts";
import { declarationOrder, valueSchemaId } from "./declaration-order.ts";
import { XML_VALUE, xmlValueStatement } from "./xml-value-schema.ts";
import { objectFields, schemaName } from "./zod-code.ts";

export class ValidatorScope {
  readonly imports = new Imports();
  /** Ids of the contract's types (and `AnyTypeItem`) in the order their schemas are declared. */
  readonly order: string[];
  private readonly position: Map<string, number>;
  private readonly builtinsUsed = new Set<string>();
  /** Declarations several schemas share (XmlValueSchema, dateTimeParam), by name, made when the file is. */
  private readonly shared = new Map<string, () => Statement>();

  private readonly types: ReadonlyMap<string, TypeModel>;

  constructor(
    readonly model: ServiceModel,
    readonly namer = new TsTypeNamer(model),
  ) {
    this.types = new Map(model.types.map((t) => [t.id, t]));
    this.imports.use("zod", "z");
    this.order = declarationOrder(model, this.namer.usesAnyType(model));
    this.position = new Map(this.order.map((id, i) => [id, i]));
  }

  type(id: string): TypeModel {
    return this.namer.type(id);
  }

  /** `T.<name>`: a type `types.ts` declares. */
  declared(name: string): string {
    return `${this.imports.namespace("./types.js", "T", { type: true })}.${name}`;
  }

  /**
   * `export const <name>: z.ZodType<T.X, T.X> = typedSchema<T.X, T.X>(<value>)`: the schema of the
   * declared type `type` (input `input`: the same, or anything), checked against it as zod's core
   * type and typed `z.ZodType<T.X, T.X>` (runtime/typed-schema.ts). Not typed as zod infers it:
   * that type spells out every schema a schema holds, so a contract of a few hundred operations
   * gives declarations of megabytes, or none at all (TS7056: too long to write), and every checker
   * reading them pays for it.
   */
  declare(name: string, value: ExprNode, type: string, input: "same" | "any"): Declaration {
    const output = this.declared(type);
    return this.typed(name, value, input === "same" ? [output, output] : [output]);
  }

  /**
   * `const <name>: z.ZodType<...args> = typedSchema<...args>(<value>)`, or for `z.object(fields)`
   * `objectSchema<output[, unknown]>(fields)`, checked field by field (runtime/typed-schema.ts: the
   * cheaper check of the two). Annotated with the type they give: a schema some getter refers to
   * must not have a type that depends on its own initializer, and the compiler copies an
   * annotation into the declarations, where it would otherwise search every module for a name to
   * write each schema's type by.
   */
  typed(name: string, value: ExprNode, args: TypeNode[]): Declaration {
    const type = generic("z.ZodType", args);
    const fields = objectFields(value);
    if (fields !== undefined) {
      const objectSchema = this.imports.use("./runtime/typed-schema.js", "objectSchema");
      return {
        kind: "const",
        name,
        type,
        value: call(objectSchema, [fields], args.length === 1 ? [args[0]!, "unknown"] : [args[0]!]),
      };
    }
    const typedSchema = this.imports.use("./runtime/typed-schema.js", "typedSchema");
    return { kind: "const", name, type, value: call(typedSchema, [value], args) };
  }

  /** The schema of a value of `ref`: a built-in's shared schema, or a named type's (its xsi:type family's, where it has one). */
  schemaOf(ref: TypeRef): string {
    return ref.kind === "builtin" ? this.builtin(ref.xsd) : schemaName(this.namer.valueOf(ref));
  }

  /** The shared schema of a built-in's values (anyType's is the AnyTypeItem schema). */
  builtin(xsd: XsdBuiltin): string {
    const { name, uses } = BUILTINS[xsd].zod;
    if (xsd !== "anyType") this.builtinsUsed.add(name);
    if (uses) this.builtinsUsed.add(uses.name);
    return name;
  }

  /** A helper of the runtime's typed-schema.ts (`enumOf`, `nillableItems`), imported. */
  typedHelper(name: "enumOf" | "nillableItems"): string {
    return this.imports.use("./runtime/typed-schema.js", name);
  }

  /** The schema of XML content the contract does not describe (see xml-value-schema.ts). */
  xmlValue(): string {
    return this.share(XML_VALUE, () => xmlValueStatement(this));
  }

  /** `name`, a shared declaration that `make` writes once. */
  share(name: string, make: () => Statement): string {
    this.shared.set(name, make);
    return name;
  }

  /** Whether a reference from the schema of `from` reaches a schema not yet declared there (itself included): a getter's. */
  deferred(from: string, ref: TypeRef): boolean {
    const to = valueSchemaId(ref, this.types);
    return to !== undefined && this.position.get(to)! >= (this.position.get(from) ?? Infinity);
  }

  /**
   * The type of the built-in schema `name` (a const the module does not export, unless split),
   * or undefined for any other name.
   */
  builtinType(name: string): string | undefined {
    return BUILTIN_SCHEMAS.get(name)?.type;
  }

  /** The file's first declarations: the built-in schemas used, in the table's order, then the shared ones. */
  sharedStatements(): Statement[] {
    const builtins: Statement[] = [...BUILTIN_SCHEMAS.values()]
      .filter(({ name }) => this.builtinsUsed.has(name))
      .map(({ name, schema, type }) => ({
        kind: "const",
        name,
        exportedType: type,
        value: schema,
        exported: false,
      }));
    return [...builtins, ...[...this.shared.values()].map((make) => make())];
  }
}
