/**
 * The XML of a sample message as ASMX's service pages show it: every element the contract
 * declares, each holding a placeholder naming its type (`int`, `string`, `dateTime`, an
 * enumeration's values joined by "or"), a repeated element twice, a type met again inside itself
 * left empty. A message holds at most `maxElements` elements (the rest are left out, and
 * `shortened` says so), so a wide contract's pages stay small.
 */
import type { ComplexTypeModel, FieldModel, TypeModel, TypeRef } from "../../../model/service-model.ts";
import { el, type Element } from "../../fixtures/fixture-xml.ts";

/** Deep enough for any envelope; deeper nesting is shown empty. */
const MAX_DEPTH = 8;

/** The samples of one message: make one per message. */
export class SampleXml {
  private remaining: number;
  /** Elements were left out for want of room. */
  shortened = false;

  constructor(
    private readonly type: (id: string) => TypeModel,
    maxElements: number,
  ) {
    this.remaining = maxElements;
  }

  /** The field's elements: one, or two for a repeated field. */
  field(f: FieldModel, parentNamespace: string, path: readonly string[] = []): Element[] {
    if (this.remaining <= 0) {
      this.shortened = true;
      return [];
    }
    const xmlns = f.namespace === parentNamespace ? "" : ` xmlns="${f.namespace}"`;
    const one = this.element(f.xmlName, f.type, f.namespace, xmlns, path);
    return f.maxOccurs === 1 ? [one] : [one, one];
  }

  /** An element named `name` holding a sample of `type`. */
  element(name: string, type: TypeRef, namespace: string, attributes: string, path: readonly string[]): Element {
    this.remaining--;
    if (type.kind === "builtin") return el(name, type.xsd === "anyType" ? "" : type.xsd, attributes);
    const t = this.type(type.id);
    if (t.kind !== "complex") return el(name, this.placeholder(type), attributes);
    if (path.includes(t.id) || path.length >= MAX_DEPTH) return el(name, "", attributes);
    const inner = [...path, t.id];
    const attrs = attributes + t.attributes.map((a) => ` ${a.xmlName}="${this.placeholder(a.type)}"`).join("");
    if (t.text) return el(name, this.placeholder(t.text), attrs);
    return el(name, this.fields(t).flatMap((f) => this.field(f, namespace, inner)), attrs);
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

  /** The type's fields on the wire: an extension's base fields first. */
  private fields(t: ComplexTypeModel): FieldModel[] {
    const base = t.derivation === "extension" && t.base?.kind === "named" ? this.type(t.base.id) : undefined;
    return base?.kind === "complex" ? [...this.fields(base), ...t.fields] : t.fields;
  }
}
