/**
 * The elements of the sample messages, as data: an element holds a placeholder naming its type
 * (`int`, `string`, an enumeration's values joined by "or", as ASMX's pages show them) or a
 * complex type's elements, by the type's TypeScript name. Each complex type a message reaches is
 * stated once (`types`): the pages of a contract whose every answer is the same envelope state
 * it once, not once a message, and a change of a type changes one entry.
 */
import type {
  ComplexTypeModel,
  FieldModel,
  ServiceModel,
  TypeModel,
  TypeRef,
} from "../../../model/service-model.ts";
import type { SampleElement, SampleType } from "./page-facts.ts";

export class SampleElements {
  /** The complex types the elements made so far reach, by TypeScript name. */
  readonly types = new Map<string, SampleType>();

  constructor(
    private readonly model: ServiceModel,
    private readonly type: (id: string) => TypeModel,
  ) {}

  /** A field's element: repeated where it may occur more than once. */
  field(f: FieldModel): SampleElement {
    return {
      ...this.element(f.xmlName, f.namespace, f.type),
      ...(f.maxOccurs === 1 ? {} : { repeated: true as const }),
    };
  }

  /** An element named `name` in `namespace` holding a sample of `type`. */
  element(name: string, namespace: string, type: TypeRef): SampleElement {
    return { name, ...this.ns(namespace), ...this.content(type) };
  }

  /** A namespace other than the service's, as an element's `ns`. */
  ns(namespace: string): { ns?: string } {
    return namespace === this.model.namespace ? {} : { ns: namespace };
  }

  /** The text standing for a simple value of `type`. */
  placeholder(type: TypeRef): string {
    if (type.kind === "builtin") return type.xsd;
    const t = this.type(type.id);
    switch (t.kind) {
      case "enum":
        return t.values.map((v) => v.value).join(" or ");
      case "simple":
        return t.base;
      case "list":
        return `${this.placeholder(t.item)} ${this.placeholder(t.item)}`;
      case "union":
        return t.members.length > 0 ? this.placeholder(t.members[0]!) : "string";
      default:
        return "string";
    }
  }

  /** anyType: nothing (an empty element); a complex type: its elements; else a placeholder. */
  private content(type: TypeRef): { text?: string; of?: string } {
    if (type.kind === "builtin") return type.xsd === "anyType" ? {} : { text: type.xsd };
    const t = this.type(type.id);
    if (t.kind !== "complex") return { text: this.placeholder(type) };
    this.reach(t);
    return { of: t.tsName };
  }

  private reach(t: ComplexTypeModel): void {
    if (this.types.has(t.tsName)) return;
    const sample: SampleType = {};
    this.types.set(t.tsName, sample);
    const base =
      t.derivation === "extension" && t.base?.kind === "named" ? this.type(t.base.id) : undefined;
    if (base?.kind === "complex") {
      this.reach(base);
      sample.base = base.tsName;
    }
    if (t.attributes.length > 0)
      sample.attributes = t.attributes.map((a) => ({
        name: a.xmlName,
        text: this.placeholder(a.type),
      }));
    if (t.text) sample.text = this.placeholder(t.text);
    else if (t.fields.length > 0) sample.fields = t.fields.map((f) => this.field(f));
  }
}
