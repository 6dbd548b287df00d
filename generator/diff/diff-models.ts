/**
 * The differences between two models of a contract, each classified for existing clients and
 * existing servers (see contract-change.ts). A change is judged by the way what changed travels:
 * a parameter in requests, a result in responses, a type the way its uses travel (directions.ts).
 * Operations and types are matched by name; a removed and an added one of the same shape are a
 * rename, as are a removed and an added field of the same type at the same place.
 */
import type {
  AttributeModel,
  BodyModel,
  FieldModel,
  OperationModel,
  RequirementModel,
  ServiceModel,
  TypeModel,
  TypeRef,
} from "../model/service-model.ts";
import { BINDING_NAMES } from "../model/service-model.ts";
import { worse, type ContractChange, type Severity } from "./contract-change.ts";
import { typeDirections, type Direction } from "./directions.ts";

/** Severities for [client, server] when the element travels in requests, and in responses. */
type Sides = [Severity, Severity];
interface Judgement {
  request: Sides;
  response: Sides;
}

const BOTH_BREAK: Judgement = {
  request: ["breaking", "breaking"],
  response: ["breaking", "breaking"],
};
const REQUEST: Direction = { request: true, response: false };
const RESPONSE: Direction = { request: false, response: true };

export function diffModels(before: ServiceModel, after: ServiceModel): ContractChange[] {
  return new ModelDiff(before, after).run();
}

class ModelDiff {
  private readonly changes: ContractChange[] = [];
  private readonly oldDirections: Map<string, Direction>;
  private readonly newDirections: Map<string, Direction>;

  constructor(
    private readonly before: ServiceModel,
    private readonly after: ServiceModel,
  ) {
    this.oldDirections = typeDirections(before);
    this.newDirections = typeDirections(after);
  }

  run(): ContractChange[] {
    this.service();
    this.operations();
    this.types();
    return this.changes;
  }

  private add(
    rule: string,
    [client, server]: Sides,
    message: string,
    where: ContractChange["where"],
  ): void {
    this.changes.push({ rule, client, server, message, where });
  }

  /** The sides of a judgement for an element travelling `direction`: the worse of each way it travels. */
  private judge(judgement: Judgement, direction: Direction): Sides {
    const ways = [
      ...(direction.request ? [judgement.request] : []),
      ...(direction.response ? [judgement.response] : []),
    ];
    if (ways.length === 0) return ["safe", "safe"];
    return ways.reduce(([c, s], [c2, s2]) => [worse(c, c2), worse(s, s2)]);
  }

  private service(): void {
    const { before: a, after: b } = this;
    if (a.namespace !== b.namespace) {
      this.add(
        "namespace-changed",
        ["breaking", "breaking"],
        `service ${b.name}: namespace ${a.namespace} changed to ${b.namespace}`,
        { old: [a.namespace], new: [b.namespace] },
      );
    }
    for (const binding of a.bindings) {
      const now = b.bindings.find((x) => x.kind === binding.kind);
      if (!now) {
        this.add(
          "binding-removed",
          ["breaking", "safe"],
          `binding ${BINDING_NAMES[binding.kind]} (${binding.name}) removed`,
          { old: [binding.name] },
        );
      } else if (now.address !== binding.address) {
        this.add(
          "address-changed",
          ["warning", "safe"],
          `binding ${BINDING_NAMES[binding.kind]}: address ${binding.address || "(none)"} changed to ${now.address || "(none)"}`,
          { old: [binding.portName], new: [now.portName] },
        );
      }
    }
    for (const binding of b.bindings) {
      if (!a.bindings.some((x) => x.kind === binding.kind))
        this.add(
          "binding-added",
          ["safe", "safe"],
          `binding ${BINDING_NAMES[binding.kind]} (${binding.name}) added`,
          { new: [binding.name] },
        );
    }
    for (const header of a.headers) {
      const now = b.headers.find((h) => h.id === header.id);
      if (now && !sameRef(now.type, header.type)) {
        this.add(
          "header-type-changed",
          ["breaking", "breaking"],
          `SOAP header ${header.element.local}: type ${refText(header.type)} changed to ${refText(now.type)}`,
          { old: [header.element.local], new: [now.element.local] },
        );
      }
    }
  }

  private operations(): void {
    const oldOps = new Map(this.before.operations.map((op) => [op.name, op]));
    const newOps = new Map(this.after.operations.map((op) => [op.name, op]));
    const removed = this.before.operations.filter((op) => !newOps.has(op.name));
    const added = this.after.operations.filter((op) => !oldOps.has(op.name));
    for (const op of removed) {
      const twin = added.find((candidate) => sameShape(op, candidate));
      if (twin) {
        added.splice(added.indexOf(twin), 1);
        this.add(
          "operation-renamed",
          ["breaking", "breaking"],
          `operation ${op.name} renamed to ${twin.name}`,
          { old: [op.name], new: [twin.name] },
        );
      } else {
        this.add("operation-removed", ["breaking", "warning"], `operation ${op.name} removed`, {
          old: [op.name],
        });
      }
    }
    for (const op of added)
      this.add(
        "operation-added",
        ["safe", "breaking"],
        `operation ${op.name} added (implementations must add it)`,
        { new: [op.name] },
      );
    for (const op of this.before.operations) {
      const now = newOps.get(op.name);
      if (now) this.operation(op, now);
    }
  }

  private operation(a: OperationModel, b: OperationModel): void {
    const at = (...names: string[]) => ({ old: [a.name, ...names], new: [b.name, ...names] });
    const label = `operation ${a.name}`;
    if (a.soapAction !== b.soapAction)
      this.add(
        "soap-action-changed",
        ["breaking", "breaking"],
        `${label}: SOAPAction ${a.soapAction} changed to ${b.soapAction}`,
        at(),
      );
    if (a.style !== b.style)
      this.add(
        "style-changed",
        ["breaking", "breaking"],
        `${label}: style ${a.style} changed to ${b.style}`,
        at(),
      );
    if (a.encodingStyle !== b.encodingStyle)
      this.add(
        "encoding-changed",
        ["breaking", "breaking"],
        `${label}: messages ${encodingOf(a)} changed to ${encodingOf(b)}`,
        at(),
      );
    for (const kind of a.bindings)
      if (!b.bindings.includes(kind))
        this.add(
          "operation-binding-removed",
          ["breaking", "safe"],
          `${label}: no longer on ${BINDING_NAMES[kind]}`,
          at(),
        );
    for (const kind of b.bindings)
      if (!a.bindings.includes(kind))
        this.add(
          "operation-binding-added",
          ["safe", "safe"],
          `${label}: now also on ${BINDING_NAMES[kind]}`,
          at(),
        );
    this.body(label, a.input, b.input, "parameter", REQUEST, at);
    if (a.output && b.output) this.body(label, a.output, b.output, "result", RESPONSE, at);
    else if (a.output && !b.output)
      this.add(
        "response-removed",
        ["breaking", "breaking"],
        `${label}: no longer answers (one-way)`,
        at(),
      );
    else if (!a.output && b.output)
      this.add(
        "response-added",
        ["breaking", "breaking"],
        `${label}: now answers (no longer one-way)`,
        at(),
      );
    for (const h of a.headers)
      if (!b.headers.includes(h))
        this.add(
          "header-removed",
          ["safe", "warning"],
          `${label}: SOAP header ${local(h)} no longer sent`,
          at(),
        );
    for (const h of b.headers)
      if (!a.headers.includes(h))
        this.add(
          "header-added",
          ["warning", "warning"],
          `${label}: SOAP header ${local(h)} added to the request`,
          { old: [a.name], new: [b.name, local(h)] },
        );
    for (const f of a.faults)
      if (!b.faults.some((x) => x.name === f.name))
        this.add(
          "fault-removed",
          ["safe", "warning"],
          `${label}: fault ${f.name} removed`,
          at(f.name),
        );
    for (const f of b.faults)
      if (!a.faults.some((x) => x.name === f.name))
        this.add("fault-added", ["warning", "safe"], `${label}: fault ${f.name} added`, at(f.name));
    for (const r of a.requirements) {
      if (!b.requirements.some((x) => sameRequirement(x, r)))
        this.add(
          "requirement-removed",
          ["safe", "warning"],
          `${label}: stated requirement removed: ${requirementText(r)}`,
          { old: [a.name, ...r.params] },
        );
    }
    for (const r of b.requirements) {
      if (!a.requirements.some((x) => sameRequirement(x, r)))
        this.add(
          "requirement-added",
          ["breaking", "safe"],
          `${label}: stated requirement added: ${requirementText(r)}`,
          { new: [b.name, ...r.params] },
        );
    }
  }

  private body(
    label: string,
    a: BodyModel,
    b: BodyModel,
    noun: string,
    direction: Direction,
    at: (...names: string[]) => ContractChange["where"],
  ): void {
    const wrapper = (body: BodyModel) =>
      body.wrapper ? `{${body.wrapper.namespace}}${body.wrapper.local}` : "(none)";
    if (wrapper(a) !== wrapper(b)) {
      this.add(
        `${noun === "parameter" ? "request" : "response"}-element-changed`,
        ["breaking", "breaking"],
        `${label}: ${noun === "parameter" ? "request" : "response"} element ${wrapper(a)} changed to ${wrapper(b)}`,
        at(),
      );
    }
    this.fields(label, a.fields, b.fields, noun, direction, at);
  }

  /** The differences of two field lists (a body's, or a complex type's), for fields travelling `direction`. */
  private fields(
    label: string,
    a: FieldModel[],
    b: FieldModel[],
    noun: string,
    direction: Direction,
    at: (...names: string[]) => ContractChange["where"],
  ): void {
    const removed = a.filter((f) => !b.some((x) => x.xmlName === f.xmlName));
    const added = b.filter((f) => !a.some((x) => x.xmlName === f.xmlName));
    for (const f of removed) {
      const index = a.indexOf(f);
      const twin = added.find((x) => b.indexOf(x) === index && sameRef(x.type, f.type));
      if (twin) {
        added.splice(added.indexOf(twin), 1);
        this.add(
          `${noun}-renamed`,
          ["breaking", "breaking"],
          `${label}: ${noun} ${f.xmlName} renamed to ${twin.xmlName}`,
          { old: at(f.xmlName).old!, new: at(twin.xmlName).new! },
        );
      } else {
        this.add(
          `${noun}-removed`,
          this.judge(
            { request: ["warning", "warning"], response: ["breaking", "safe"] },
            direction,
          ),
          `${label}: ${noun} ${f.xmlName} removed`,
          { old: at(f.xmlName).old! },
        );
      }
    }
    for (const f of added) {
      const required = f.minOccurs > 0;
      const judgement: Judgement = required
        ? { request: ["breaking", "safe"], response: ["safe", "breaking"] }
        : { request: ["safe", "warning"], response: ["safe", "warning"] };
      this.add(
        `${noun}-added-${required ? "required" : "optional"}`,
        this.judge(judgement, direction),
        `${label}: ${required ? "required" : "optional"} ${noun} ${f.xmlName} added`,
        { new: at(f.xmlName).new! },
      );
    }
    const kept = a.filter((f) => b.some((x) => x.xmlName === f.xmlName));
    const keptAfter = b.filter((f) => a.some((x) => x.xmlName === f.xmlName));
    if (kept.map((f) => f.xmlName).join() !== keptAfter.map((f) => f.xmlName).join()) {
      // Order is part of an xs:sequence: a reader such as ASP.NET's skips elements out of order.
      this.add(
        `${noun}-reordered`,
        ["breaking", "safe"],
        `${label}: ${noun}s reordered: ${kept.map((f) => f.xmlName).join(", ")} became ${keptAfter.map((f) => f.xmlName).join(", ")}`,
        at(),
      );
    }
    for (const f of kept)
      this.field(label, f, b.find((x) => x.xmlName === f.xmlName)!, noun, direction, at(f.xmlName));
  }

  private field(
    label: string,
    a: FieldModel,
    b: FieldModel,
    noun: string,
    direction: Direction,
    where: ContractChange["where"],
  ): void {
    const name = `${label}: ${noun} ${a.xmlName}`;
    if (!sameRef(a.type, b.type))
      this.add(
        `${noun}-type-changed`,
        this.judge(BOTH_BREAK, direction),
        `${name}: type ${refText(a.type)} changed to ${refText(b.type)}`,
        where,
      );
    if (a.namespace !== b.namespace)
      this.add(
        `${noun}-namespace-changed`,
        this.judge(BOTH_BREAK, direction),
        `${name}: element namespace "${a.namespace}" changed to "${b.namespace}"`,
        where,
      );
    const many = (f: FieldModel) => f.maxOccurs === null || f.maxOccurs > 1;
    if (many(a) !== many(b)) {
      this.add(
        `${noun}-cardinality-changed`,
        this.judge(BOTH_BREAK, direction),
        `${name}: ${many(a) ? "a list" : "one value"} became ${many(b) ? "a list" : "one value"} (maxOccurs ${occurs(a.maxOccurs)} to ${occurs(b.maxOccurs)})`,
        where,
      );
    } else if (a.maxOccurs !== b.maxOccurs) {
      this.add(
        `${noun}-occurrence-changed`,
        ["warning", "warning"],
        `${name}: maxOccurs ${occurs(a.maxOccurs)} changed to ${occurs(b.maxOccurs)}`,
        where,
      );
    }
    if (a.minOccurs > 0 !== b.minOccurs > 0) {
      const nowRequired = b.minOccurs > 0;
      const judgement: Judgement = nowRequired
        ? { request: ["breaking", "safe"], response: ["safe", "breaking"] }
        : { request: ["safe", "breaking"], response: ["breaking", "safe"] };
      this.add(
        `${noun}-occurrence-changed`,
        this.judge(judgement, direction),
        `${name}: ${nowRequired ? "now required" : "now optional"} (minOccurs ${a.minOccurs} to ${b.minOccurs})`,
        where,
      );
    } else if (a.minOccurs !== b.minOccurs) {
      this.add(
        `${noun}-occurrence-changed`,
        ["warning", "warning"],
        `${name}: minOccurs ${a.minOccurs} changed to ${b.minOccurs}`,
        where,
      );
    }
    if (a.nillable !== b.nillable) {
      const judgement: Judgement = b.nillable
        ? { request: ["safe", "breaking"], response: ["breaking", "safe"] }
        : { request: ["breaking", "safe"], response: ["safe", "breaking"] };
      this.add(
        `${noun}-nillable-changed`,
        this.judge(judgement, direction),
        `${name}: ${b.nillable ? "now nillable" : "no longer nillable"}`,
        where,
      );
    }
  }

  private types(): void {
    const newTypes = new Map(this.after.types.map((t) => [t.id, t]));
    for (const a of this.before.types) {
      const b = newTypes.get(a.id);
      if (!b) continue; // Its uses changed, and say so where they are.
      const direction = this.directionOf(a.id);
      const label = `type ${a.name.local}`;
      const at = (...names: string[]) => ({
        old: [a.name.local, ...names],
        new: [b.name.local, ...names],
      });
      if (a.kind !== b.kind) {
        this.add(
          "type-kind-changed",
          this.judge(BOTH_BREAK, direction),
          `${label}: ${kindText(a)} became ${kindText(b)}`,
          at(),
        );
        continue;
      }
      this.type(label, a, b, direction, at);
    }
  }

  /** How a type travels in either contract. */
  private directionOf(id: string): Direction {
    const a = this.oldDirections.get(id);
    const b = this.newDirections.get(id);
    return { request: !!(a?.request || b?.request), response: !!(a?.response || b?.response) };
  }

  private type(
    label: string,
    a: TypeModel,
    b: TypeModel,
    direction: Direction,
    at: (...names: string[]) => ContractChange["where"],
  ): void {
    if (a.kind === "enum" && b.kind === "enum") {
      for (const v of a.values) {
        if (!b.values.some((x) => x.value === v.value))
          this.add(
            "enum-value-removed",
            this.judge(
              { request: ["breaking", "safe"], response: ["safe", "breaking"] },
              direction,
            ),
            `${label}: enumeration value ${v.value} removed`,
            { old: at(v.value).old! },
          );
      }
      for (const v of b.values) {
        if (!a.values.some((x) => x.value === v.value))
          this.add(
            "enum-value-added",
            this.judge({ request: ["safe", "warning"], response: ["breaking", "safe"] }, direction),
            `${label}: enumeration value ${v.value} added`,
            { new: at(v.value).new! },
          );
      }
      if (a.base !== b.base)
        this.add(
          "type-base-changed",
          this.judge(BOTH_BREAK, direction),
          `${label}: base xsd:${a.base} changed to xsd:${b.base}`,
          at(),
        );
    } else if (a.kind === "simple" && b.kind === "simple") {
      if (a.base !== b.base)
        this.add(
          "type-base-changed",
          this.judge(BOTH_BREAK, direction),
          `${label}: base xsd:${a.base} changed to xsd:${b.base}`,
          at(),
        );
      if (JSON.stringify(a.facets) !== JSON.stringify(b.facets))
        this.add(
          "facets-changed",
          ["warning", "warning"],
          `${label}: facets ${JSON.stringify(a.facets)} changed to ${JSON.stringify(b.facets)}`,
          at(),
        );
    } else if (a.kind === "list" && b.kind === "list") {
      if (!sameRef(a.item, b.item))
        this.add(
          "type-base-changed",
          this.judge(BOTH_BREAK, direction),
          `${label}: list of ${refText(a.item)} became a list of ${refText(b.item)}`,
          at(),
        );
    } else if (a.kind === "union" && b.kind === "union") {
      if (a.members.map(refText).join() !== b.members.map(refText).join())
        this.add(
          "type-base-changed",
          this.judge(BOTH_BREAK, direction),
          `${label}: union of ${a.members.map(refText).join(", ")} became ${b.members.map(refText).join(", ")}`,
          at(),
        );
    } else if (a.kind === "complex" && b.kind === "complex") {
      if ((a.base ? refText(a.base) : "") !== (b.base ? refText(b.base) : ""))
        this.add(
          "type-base-changed",
          this.judge(BOTH_BREAK, direction),
          `${label}: base ${a.base ? refText(a.base) : "(none)"} changed to ${b.base ? refText(b.base) : "(none)"}`,
          at(),
        );
      this.fields(label, a.fields, b.fields, "field", direction, at);
      this.fields(
        label,
        a.attributes.map(asField),
        b.attributes.map(asField),
        "attribute",
        direction,
        at,
      );
    }
  }
}

/** An attribute compared as a field: required or not, one value. */
function asField(a: AttributeModel): FieldModel {
  return {
    xmlName: a.xmlName,
    namespace: a.namespace,
    tsName: a.tsName,
    type: a.type,
    minOccurs: a.required ? 1 : 0,
    maxOccurs: 1,
    nillable: false,
  };
}

/**
 * Two operations that differ only by name: the same parameters, headers and faults, and results of
 * the same types (ASMX names the result element after the operation: `<op>Result`).
 */
function sameShape(a: OperationModel, b: OperationModel): boolean {
  const shape = (op: OperationModel) =>
    JSON.stringify([
      op.input.fields.map((f) => [f.xmlName, ...fieldShape(f)]),
      op.output?.fields.map(fieldShape),
      op.headers,
      op.faults.map((f) => f.name),
    ]);
  return shape(a) === shape(b);
}

function fieldShape(f: FieldModel): unknown[] {
  return [refText(f.type), f.minOccurs, f.maxOccurs, f.nillable];
}

function sameRef(a: TypeRef, b: TypeRef): boolean {
  return refText(a) === refText(b);
}

function refText(ref: TypeRef): string {
  return ref.kind === "builtin" ? `xsd:${ref.xsd}` : local(ref.id);
}

/** The local part of a Clark id `{ns}local`. */
function local(id: string): string {
  return id.slice(id.lastIndexOf("}") + 1);
}

function occurs(max: number | null): string {
  return max === null ? "unbounded" : String(max);
}

function kindText(t: TypeModel): string {
  return {
    complex: "a complex type",
    enum: "an enumeration",
    simple: "a simple type",
    list: "a list type",
    union: "a union type",
  }[t.kind];
}

function sameRequirement(a: RequirementModel, b: RequirementModel): boolean {
  return a.kind === b.kind && a.params.join() === b.params.join();
}

function requirementText(r: RequirementModel): string {
  return r.kind === "required"
    ? `${r.params.join(" and ")} required`
    : `at least one of ${r.params.join(", ")}`;
}

/** How an operation's messages are written: literal, or encoded in an encodingStyle. */
function encodingOf(op: OperationModel): string {
  return op.encodingStyle === undefined ? "literal" : `encoded (${op.encodingStyle})`;
}
