/**
 * A complex type's content model (`xs:sequence`, `xs:all`, `xs:choice`, `xs:group` references,
 * `xs:any`, nested to any depth) as a flat list of fields in schema order:
 *
 * - a choice that occurs at most once, not inside another choice's alternative, is a choice of
 *   the type: each alternative's fields (an element, or all the fields of a nested compositor)
 *   name it and their alternative, and it is required unless it, or a compositor around it, may
 *   be left out;
 * - a repeated compositor (maxOccurs > 1) is approximated: its fields become independent, optional
 *   and unbounded (`minOccurs 0`, `maxOccurs null`), and a choice in it is no choice of the type,
 *   because TypeScript cannot say "a sequence of (a, b) pairs" of flat fields; the order their
 *   elements come in is kept beside them (`interleaved`: the value's `$order`), so an echo of
 *   `<a/><b/><a/>` writes them so again;
 * - an optional compositor makes its fields optional; a choice inside an alternative makes its own
 *   alternatives independent optional fields;
 * - a group reference is read as the group's compositor with the reference's occurrence;
 * - wildcards (`xs:any`, and the `ref="xs:schema"` that ASMX writes for a DataSet) are one
 *   `anyElements` per type: the sum of their minimums, unbounded if any is.
 */
import type { DraftField } from "../../model/contract-draft.ts";
import { ContractError } from "../../model/contract-error.ts";
import type { ChoiceMembership, ChoiceModel } from "../../model/service-model.ts";
import { XSD_NS } from "./namespaces.ts";
import { readOccurs, type Occurs } from "./occurs.ts";
import { readField } from "./read-field.ts";
import { tolerate } from "./reading.ts";
import type { XmlElement } from "./read-xml.ts";
import type { SchemaDocument } from "./resolve-imports.ts";
import { findDeclaration, type Declaration, type SchemaIndex } from "./schema-index.ts";
import { unresolved, unsupported } from "./unsupported.ts";
import { qnameAttribute, requiredQNameAttribute } from "./xml-element.ts";

export const PARTICLES = ["sequence", "all", "choice", "group"];

export interface Particles {
  compositor: "sequence" | "all" | "choice";
  fields: DraftField[];
  choices?: ChoiceModel[];
  anyElements?: Occurs;
}

/** Where a particle is: what its fields' occurrence and choice membership become. */
interface Scope {
  schema: SchemaDocument;
  /** The path of the type (or group) the particle is written in. */
  path: string;
  optional: boolean;
  repeated: boolean;
  /** The outermost repeated compositor around the particle, by number in the type. */
  interleaved?: number;
  choice?: ChoiceMembership;
}

/** `el` is the compositor or group reference of a complex type (or of its derivation); `path` names the type. */
export function readParticles(
  index: SchemaIndex,
  el: XmlElement,
  schema: SchemaDocument,
  path: string,
): Particles {
  const reader = new ParticleReader(index);
  reader.particle(el, { schema, path, optional: false, repeated: false });
  return {
    compositor: reader.compositor ?? "sequence",
    fields: withoutLoneInterleaving(reader.fields),
    ...(reader.choices.length > 0 ? { choices: reader.choices } : {}),
    ...(reader.any ? { anyElements: reader.any } : {}),
  };
}

class ParticleReader {
  /** The first compositor read: the type's (or that of the group it refers to). */
  compositor: Particles["compositor"] | undefined;
  readonly fields: DraftField[] = [];
  readonly choices: ChoiceModel[] = [];
  any: Occurs | undefined;
  /** Repeated compositors met so far (see Scope.interleaved). */
  private repeatedCompositors = 0;
  /** The groups being read, to refuse one that contains itself. */
  private readonly open: XmlElement[] = [];

  constructor(private readonly index: SchemaIndex) {}

  particle(el: XmlElement, scope: Scope, occurs = readOccurs(el)): void {
    if (occurs.maxOccurs === 0) return;
    if (el.local === "sequence" || el.local === "all" || el.local === "choice")
      this.compositor ??= el.local;
    switch (el.local) {
      case "element":
        return isSchemaElement(el, this.index)
          ? this.wildcard(occurs, scope)
          : this.element(el, scope);
      case "any":
        return this.wildcard(occurs, scope);
      case "group":
        return this.groupReference(el, scope, occurs);
      case "choice":
        return this.choice(el, scope, occurs);
      case "sequence":
      case "all":
        return this.children(el, {
          ...this.repetition(scope, occurs),
          optional: scope.optional || occurs.minOccurs === 0,
        });
    }
  }

  /** `scope` with a compositor of `occurs` in it: repeated, and its elements interleaved, when it or one around it is. */
  private repetition(scope: Scope, occurs: Occurs): Scope {
    if (scope.repeated || occurs.maxOccurs === 1) return scope;
    return { ...scope, repeated: true, interleaved: this.repeatedCompositors++ };
  }

  /** The group a reference names; under --lenient, none for a dangling one (its fields are left out). */
  private group(ref: XmlElement): Declaration | undefined {
    const name = requiredQNameAttribute(ref, "ref", this.index.reading);
    const group = findDeclaration(this.index, "groups", name, ref);
    if (group) return group;
    const error = unresolved(
      ref,
      "group",
      name.written,
      "a group reference",
      `a group named ${name.name.local} in namespace ${name.name.namespace || "(none)"}`,
    );
    return tolerate(this.index.reading, error, "the reference is left out", () => undefined);
  }

  private children(el: XmlElement, scope: Scope, each: (i: number) => Scope = () => scope): void {
    const particles = el.children.filter((c) => c.namespace === XSD_NS && c.local !== "annotation");
    particles.forEach((child, i) => {
      if (child.local !== "element" && child.local !== "any" && !PARTICLES.includes(child.local)) {
        throw unsupported(
          child,
          `<${child.name}> inside <${el.name}>`,
          "expected xs:element, xs:sequence, xs:choice, xs:all, xs:group or xs:any",
        );
      }
      this.particle(child, each(i));
    });
  }

  private choice(el: XmlElement, scope: Scope, occurs: Occurs): void {
    if (scope.repeated || occurs.maxOccurs !== 1 || scope.choice) {
      this.children(el, { ...this.repetition(scope, occurs), optional: true });
      return;
    }
    const group = this.choices.length;
    this.choices.push({ required: occurs.minOccurs > 0 && !scope.optional });
    this.children(el, scope, (alternative) => ({
      ...scope,
      optional: false,
      choice: { group, alternative },
    }));
  }

  private groupReference(ref: XmlElement, scope: Scope, occurs: Occurs): void {
    const group = this.group(ref);
    const content = group && groupContent(group.el);
    if (!group || !content) return;
    if (this.open.includes(group.el))
      throw new ContractError(
        `group ${group.name.local} contains itself: expected groups that nest without a cycle`,
        ref.loc,
      );
    this.open.push(group.el);
    this.particle(content, { ...scope, schema: group.schema, path: group.name.local }, occurs);
    this.open.pop();
  }

  private element(el: XmlElement, scope: Scope): void {
    const field = readField(this.index, el, scope.schema, scope.path);
    this.fields.push({
      ...field,
      minOccurs: scope.optional || scope.repeated ? 0 : field.minOccurs,
      maxOccurs: scope.repeated ? null : field.maxOccurs,
      ...(scope.choice ? { choice: scope.choice } : {}),
      ...(scope.interleaved !== undefined ? { interleaved: scope.interleaved } : {}),
    });
  }

  private wildcard(occurs: Occurs, scope: Scope): void {
    const minOccurs = scope.optional || scope.repeated || scope.choice ? 0 : occurs.minOccurs;
    const maxOccurs =
      scope.repeated || occurs.maxOccurs === null || (this.any && this.any.maxOccurs === null)
        ? null
        : occurs.maxOccurs + (this.any?.maxOccurs ?? 0);
    this.any = { minOccurs: minOccurs + (this.any?.minOccurs ?? 0), maxOccurs };
  }
}

/** The fields without the `interleaved` of a repeated compositor holding one element: there is no order to keep. */
function withoutLoneInterleaving(fields: DraftField[]): DraftField[] {
  const count = new Map<number, number>();
  for (const f of fields)
    if (f.interleaved !== undefined) count.set(f.interleaved, (count.get(f.interleaved) ?? 0) + 1);
  return fields.map((f) => {
    if (f.interleaved === undefined || count.get(f.interleaved)! > 1) return f;
    const { interleaved: _, ...alone } = f;
    return alone;
  });
}

/** The compositor a named group holds. */
function groupContent(group: XmlElement): XmlElement | undefined {
  return group.children.find(
    (c) =>
      c.namespace === XSD_NS &&
      (c.local === "sequence" || c.local === "choice" || c.local === "all"),
  );
}

/** `ref="xs:schema"`: an inline schema, which ASMX writes before the `xs:any` of a DataSet. */
function isSchemaElement(el: XmlElement, index: SchemaIndex): boolean {
  const ref = qnameAttribute(el, "ref", index.reading);
  return ref?.name.namespace === XSD_NS && ref.name.local === "schema";
}
