/**
 * A complex type's codec: `complexCodec({ name, ns, fields, ... })` with what the type has of
 * attributes, simple content, wildcards, mixed content and derived types (an extension's content
 * is its base's first, so its descriptor holds both); an open type's `openCodec`, an `ArrayOf*`
 * wrapper's `arrayCodec`.
 */
import { extensionBase } from "../../model/extension-base.ts";
import { isOpen } from "../../model/open-type.ts";
import type {
  AttributeModel,
  ComplexTypeModel,
  FieldModel,
  TypeRef,
} from "../../model/service-model.ts";
import {
  arr,
  arrow,
  as,
  call,
  obj,
  str,
  type ExprNode,
  type ObjectEntry,
} from "../code/code-model.ts";
import type { Imports } from "../code/imports.ts";
import type { TsTypeNamer } from "../common/ts-type-namer.ts";
import { codecName, codecRef, type CodecScope } from "../common/codec-ref.ts";
import { compiledContentExpr } from "./compiled-content.ts";
import { encodedArrayCodecExpr } from "./encoded-type.ts";
import { fieldSpec, type NamespaceExpr } from "./field-codec.ts";

export interface CodecContext {
  namer: TsTypeNamer;
  imports: Imports;
  scope: CodecScope;
  ns: NamespaceExpr;
  runtime: string;
  /**
   * The types whose content is compiled where it can be: those a message holds many of
   * (model/repeated-types.ts) and those most answers hold (model/shared-answer-types.ts).
   */
  compiled: ReadonlySet<string>;
  /** Some operation's messages are SOAP-encoded: fields say their `xsi:type` (xsi-type.ts). */
  encoded: boolean;
}

export function complexCodecExpr(t: ComplexTypeModel, c: CodecContext): ExprNode {
  const { imports, runtime } = c;
  if (t.encodedArray) return encodedArrayCodecExpr(t, c);
  if (t.arrayItem)
    return call(imports.use(`${runtime}/codec.js`, "arrayCodec"), [
      fieldSpec(t.arrayItem, c.namer, c.scope, c.ns, t.name.namespace, c.encoded),
      c.ns(t.name.namespace),
    ]);
  if (isOpen(t))
    return call(imports.use(`${runtime}/any-type.js`, "openCodec"), [str(t.name.local)]);
  const compiled = compiledContentExpr(t, c);
  return call(imports.use(`${runtime}/complex-codec.js`, "complexCodec"), [
    obj(descriptor(t, c)),
    ...(compiled ? [compiled] : []),
  ]);
}

function descriptor(t: ComplexTypeModel, c: CodecContext): ObjectEntry[] {
  const base = linkedBase(t, c.namer);
  // A base with a complex codec of its own is named, and the runtime puts its content first;
  // any other's content (an array wrapper's, an open type's) is written out here.
  const content = base ? ownContent(t) : inheritedContent(t, c.namer);
  const entries: ObjectEntry[] = [
    { key: "name", value: str(t.name.local) },
    ...(base ? [{ key: "base", value: arrow([], codecName(base.tsName)) }] : []),
    { key: "ns", value: c.ns(t.name.namespace) },
    {
      key: "fields",
      value: arr(
        content.fields.map((f) =>
          fieldSpec(f, c.namer, c.scope, c.ns, t.name.namespace, c.encoded),
        ),
      ),
    },
  ];
  if (content.attributes.length > 0)
    entries.push({
      key: "attributes",
      value: arr(content.attributes.map((a) => attributeCodec(a, c))),
    });
  if (content.text) entries.push({ key: "text", value: codecRef(content.text, c.namer, c.scope) });
  if (content.anyElements) entries.push({ key: "anyElements", value: "true" });
  if (content.anyAttribute) entries.push({ key: "anyAttribute", value: "true" });
  if (content.mixed) entries.push({ key: "mixed", value: "true" });
  if (!t.anonymous && (t.derived.length > 0 || t.base?.kind === "named")) {
    entries.push({
      key: "typeName",
      value: obj([
        { key: "ns", value: c.ns(t.name.namespace) },
        { key: "local", value: str(t.name.local) },
      ]),
    });
  }
  if (t.derived.length > 0) entries.push({ key: "derived", value: arrow([], derivedMap(t, c)) });
  return entries;
}

/** An attribute's AttributeSpec: its namespace when it is qualified, its property when renamed. */
function attributeCodec(a: AttributeModel, c: CodecContext): ExprNode {
  return obj([
    { key: "xml", value: str(a.xmlName) },
    ...(a.namespace !== "" ? [{ key: "ns", value: c.ns(a.namespace) }] : []),
    ...(a.tsName !== a.xmlName ? [{ key: "ts", value: str(a.tsName) }] : []),
    { key: "codec", value: codecRef(a.type, c.namer, c.scope) },
  ]);
}

/** `new Map([["{ns}Derived", DerivedCodec], ...])`, each entry widened to one codec type. */
function derivedMap(t: ComplexTypeModel, c: CodecContext): ExprNode {
  const complexCodecType = c.imports.use(`${c.runtime}/complex-codec.js`, "ComplexCodec", {
    type: true,
  });
  const entries = t.derived
    .map((id) => c.namer.type(id))
    .filter((d) => !d.anonymous)
    .map((d) =>
      arr([
        str(`{${d.name.namespace}}${d.name.local}`),
        as(codecName(d.tsName), `${complexCodecType}<unknown>`),
      ]),
    );
  return {
    kind: "call",
    callee: "new Map",
    typeArgs: ["string", `${complexCodecType}<unknown>`],
    args: [arr(entries)],
  };
}

interface Content {
  fields: FieldModel[];
  attributes: AttributeModel[];
  text?: TypeRef;
  anyElements: boolean;
  anyAttribute: boolean;
  mixed: boolean;
}

/** The type `t` extends, when its codec is a complexCodec (not an array wrapper's or an open type's). */
function linkedBase(t: ComplexTypeModel, namer: TsTypeNamer): ComplexTypeModel | undefined {
  const baseId = extensionBase(t);
  const base = baseId ? namer.type(baseId) : undefined;
  return base?.kind === "complex" && !base.arrayItem && !isOpen(base) ? base : undefined;
}

function ownContent(t: ComplexTypeModel): Content {
  return {
    fields: t.fields,
    attributes: t.attributes,
    ...(t.text ? { text: t.text } : {}),
    anyElements: !!t.anyElements,
    anyAttribute: t.anyAttribute,
    mixed: t.mixed,
  };
}

/** The content on the wire: an extension's base's first (fields, attributes, and what else it allows). */
function inheritedContent(t: ComplexTypeModel, namer: TsTypeNamer): Content {
  const baseId = extensionBase(t);
  const base = baseId ? namer.type(baseId) : undefined;
  const own = ownContent(t);
  if (base?.kind !== "complex") return own;
  const inherited = inheritedContent(base, namer);
  const text = t.text ?? inherited.text;
  return {
    fields: [...inherited.fields, ...t.fields],
    attributes: [...inherited.attributes, ...t.attributes],
    ...(text ? { text } : {}),
    anyElements: own.anyElements || inherited.anyElements,
    anyAttribute: own.anyAttribute || inherited.anyAttribute,
    mixed: own.mixed || inherited.mixed,
  };
}
