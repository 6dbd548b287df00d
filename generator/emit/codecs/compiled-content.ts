/**
 * A complex type's content compiled into code (runtime CompiledContent): for a type of child
 * elements alone, all in the type's namespace, its writer and reader are written out field by
 * field, so no table of fields is walked per element (10,000 declared records: written in 20.7
 * ms instead of 38.2, read in 24.5 instead of 33.6). Only for the types a message can hold many
 * of (model/repeated-types.ts): the code is about four times the descriptor's size, which a
 * type written once per message does not repay. The descriptor stays beside it: it serves the
 * other cases, and a refused value's message.
 */
import { isOpen } from "../../model/open-type.ts";
import type { ComplexTypeModel, FieldModel } from "../../model/service-model.ts";
import {
  assign,
  binary,
  call,
  conditional,
  fn,
  member,
  obj,
  str,
  type BodyStatement,
  type ExprNode,
} from "../code/code-model.ts";
import { codecName } from "../common/codec-ref.ts";
import type { CodecContext } from "./complex-codec.ts";

/** Built-ins whose text is never empty: the writer writes `<a>text</a>` without asking. */
const NEVER_EMPTY = new Set([
  "boolean",
  "int",
  "short",
  "byte",
  "unsignedInt",
  "unsignedShort",
  "unsignedByte",
  "char",
  "long",
  "unsignedLong",
  "integer",
  "positiveInteger",
  "nonNegativeInteger",
  "negativeInteger",
  "nonPositiveInteger",
  "double",
  "float",
  "decimal",
  "dateTime",
]);

/** `{ writeChildren, readChildren }` for a type that can have them, else undefined. */
export function compiledContentExpr(t: ComplexTypeModel, c: CodecContext): ExprNode | undefined {
  if (!c.compiled.has(t.id) || !compilable(t)) return undefined;
  return obj([
    {
      key: "writeChildren",
      // A writer of text alone leaves the XmlWriter alone (`_w`: a parameter not read).
      value: fn(
        [t.fields.some((f) => !fieldCodec(f, c).text) ? "w" : "_w", "v"],
        writeChildren(t, c),
      ),
    },
    { key: "readChildren", value: fn(["r", "target"], readChildren(t, c)) },
  ]);
}

/**
 * Child elements alone (no base, derived types, attributes, text, wildcards, mixed content,
 * choices or interleaved compositors), each named once and in the type's namespace.
 */
function compilable(t: ComplexTypeModel): boolean {
  const names = new Set(t.fields.map((f) => f.xmlName));
  return (
    t.fields.length > 0 &&
    names.size === t.fields.length &&
    !t.arrayItem &&
    !isOpen(t) &&
    t.base === undefined &&
    t.derived.length === 0 &&
    t.attributes.length === 0 &&
    t.text === undefined &&
    !t.anyElements &&
    !t.anyAttribute &&
    !t.mixed &&
    t.choices.length === 0 &&
    t.fields.every(
      (f) =>
        f.namespace === t.name.namespace &&
        f.interleaved === undefined &&
        f.choice === undefined &&
        f.tsName !== "__proto__" &&
        !(f.type.kind === "builtin" && f.type.xsd === "anyType"),
    )
  );
}

/** How a field's values are written: as text by a simple type's codec, or by its writeElement. */
interface FieldCodec {
  codec: ExprNode;
  text: boolean;
}

function fieldCodec(f: FieldModel, c: CodecContext): FieldCodec {
  // base64Binary is written by its codec's writeElement: it may be an MTOM attachment (xop.ts).
  if (f.type.kind === "builtin")
    return { codec: member(c.scope.xsd(), f.type.xsd), text: f.type.xsd !== "base64Binary" };
  const type = c.namer.type(f.type.id);
  const binary = type.kind === "simple" && type.base === "base64Binary";
  return { codec: codecName(type.tsName), text: type.kind !== "complex" && !binary };
}

/**
 * The writer: the children built in one string `x` and returned, for the caller to append at once
 * (XmlWriter.children), each text by its codec's xmlText (checked and escaped as its type needs).
 * The tags are constants; `<a />` is written for empty text where the text can be empty. A nested
 * compiled type the writer can build as text (sameText) is built into `x` by its own writer,
 * without its writeElement; a child its codec writes itself goes to `w`, after what `x` holds so
 * far. (10,000 declared records, fastest of 300: 16.0 -> 13.8 ms, then 9.3 with xmlText.)
 */
function writeChildren(t: ComplexTypeModel, c: CodecContext): BodyStatement[] {
  const tests = t.fields.some((f) => testsEmpty(f, t, c));
  return [
    { kind: "let", name: "x", type: "string", value: str("") },
    ...(tests ? [{ kind: "let" as const, name: "t", type: "string" as const }] : []),
    ...t.fields.map((f) => writeField(f, t, c)),
    { kind: "return", expr: "x" },
  ];
}

/**
 * `if (v.F === null) <xsi:nil> else if (v.F !== undefined) <write v.F>`, for each item of a list:
 * a null is written as nil whether or not the field is nillable, as the descriptor writes it.
 */
function writeField(f: FieldModel, t: ComplexTypeModel, c: CodecContext): BodyStatement {
  const value = member("v", f.tsName);
  const nil = append(str(`<${f.xmlName} xsi:nil="true" />`));
  if (f.maxOccurs === 1)
    return {
      kind: "if",
      test: binary(value, "===", "null"),
      body: [nil],
      otherwise: [
        { kind: "if", test: binary(value, "!==", "undefined"), body: writeOne(f, value, t, c) },
      ],
    };
  const item: BodyStatement = {
    kind: "if",
    test: binary("item", "===", "null"),
    body: [nil],
    otherwise: writeOne(f, "item", t, c),
  };
  return {
    kind: "if",
    test: binary(value, "!==", "undefined"),
    body: [{ kind: "for-of", name: "item", of: value, body: [item] }],
  };
}

const append = (expr: ExprNode): BodyStatement => ({
  kind: "expression",
  expr: binary("x", "+=", expr),
});

function writeOne(
  f: FieldModel,
  item: ExprNode,
  t: ComplexTypeModel,
  c: CodecContext,
): BodyStatement[] {
  const { codec, text } = fieldCodec(f, c);
  const nested = text ? undefined : sameText(f, t, c);
  if (!text && !nested)
    return [
      { kind: "expression", expr: call(member("w", "children"), ["x"]) },
      { kind: "expression", expr: assign("x", str("")) },
      {
        kind: "expression",
        expr: call(member(codec, "writeElement"), [
          "w",
          str(`<${f.xmlName}`),
          str(f.xmlName),
          str(f.tsName),
          item,
          c.ns(t.name.namespace),
        ]),
      },
    ];
  const content = nested
    ? call(member(`${codecName(nested.tsName)}.compiled!`, "writeChildren"), ["w", item])
    : call(member(codec, "xmlText"), [item, str(f.tsName)]);
  const whole = (inner: ExprNode) =>
    binary(binary(str(`<${f.xmlName}>`), "+", inner), "+", str(`</${f.xmlName}>`));
  if (!testsEmpty(f, t, c)) return [append(whole(content))];
  return [
    { kind: "expression", expr: assign("t", content) },
    append(conditional(binary("t", "===", str("")), str(`<${f.xmlName} />`), whole("t"))),
  ];
}

/** Whether the field's content is written by way of `t`, tested for the empty-element form. */
function testsEmpty(f: FieldModel, t: ComplexTypeModel, c: CodecContext): boolean {
  return fieldCodec(f, c).text ? !neverEmpty(f, c) : sameText(f, t, c) !== undefined;
}

/** Whether the field's text is never empty: `<a />` needs no test. */
function neverEmpty(f: FieldModel, c: CodecContext): boolean {
  if (f.type.kind === "builtin") return NEVER_EMPTY.has(f.type.xsd);
  const type = c.namer.type(f.type.id);
  if (type.kind === "enum") return type.values.every((v) => v.value !== "");
  return type.kind === "simple" && NEVER_EMPTY.has(type.base);
}

/**
 * The field's type when it is a compiled type the writer can build as text where `t`'s is: its
 * codec would write it by its compiled writer (no derived type to name, the same default
 * namespace), and it writes no child to the writer itself, nor do the compiled types in it.
 */
function sameText(
  f: FieldModel,
  t: ComplexTypeModel,
  c: CodecContext,
): ComplexTypeModel | undefined {
  if (f.type.kind === "builtin") return undefined;
  const type = c.namer.type(f.type.id);
  if (type.kind !== "complex" || type.name.namespace !== t.name.namespace) return undefined;
  let writers = textWriters.get(c);
  if (!writers) textWriters.set(c, (writers = textWritingTypes(c)));
  return writers.has(type.id) ? type : undefined;
}

/** Each codecs module's textWritingTypes, worked out once. */
const textWriters = new WeakMap<CodecContext, ReadonlySet<string>>();

/**
 * The compiled types whose writers write all their children as text: each field's a text, or a
 * type of the set in the same namespace. The largest such set, so that a type that holds itself
 * is in it when its other fields allow: all compiled types at first, then those taken out whose
 * fields no longer allow, until none is.
 */
function textWritingTypes(c: CodecContext): ReadonlySet<string> {
  const types = [...c.compiled]
    .map((id) => c.namer.type(id))
    .filter((t): t is ComplexTypeModel => t.kind === "complex" && compilable(t));
  const writers = new Set(types.map((t) => t.id));
  const asText = (f: FieldModel, t: ComplexTypeModel) => {
    if (fieldCodec(f, c).text) return true;
    if (f.type.kind === "builtin") return false;
    const type = c.namer.type(f.type.id);
    return type.name.namespace === t.name.namespace && writers.has(type.id);
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const t of types)
      if (writers.has(t.id) && !t.fields.every((f) => asText(f, t))) {
        writers.delete(t.id);
        changed = true;
      }
  }
  return writers;
}

/**
 * The reader: first each field in schema order, read where its element comes next as the common
 * case writes it (unprefixed, without attributes): an element of text in one step
 * (XmlReader.readTextChild), its text parsed by the field's codec here, so that each call of a
 * parse has one codec; any other from its Start (readStartChild), a list's items one after the
 * other. Then the loop reads whatever is left, in document order as before (declared records:
 * 24.4 -> 19.7 ms per 10,000).
 */
function readChildren(t: ComplexTypeModel, c: CodecContext): BodyStatement[] {
  const runtime = (name: string) => c.imports.use(`${c.runtime}/codec.js`, name);
  const ns = c.ns(t.name.namespace);
  let readsText = false;
  const steps = t.fields.map((f): BodyStatement => {
    const { codec, text } = fieldCodec(f, c);
    const name = str(f.xmlName);
    if (f.maxOccurs === 1 && text) {
      readsText = true;
      const parsed = call(member(codec, "parse"), ["text"]);
      return {
        kind: "if",
        test: binary(
          assign("text", call(member("r", "readTextChild"), [name, ns])),
          "!==",
          "undefined",
        ),
        body: [
          {
            kind: "expression",
            expr: assign(
              member("target", f.tsName),
              call(runtime("parsedText"), [name, codec, parsed, "text"]),
            ),
          },
        ],
      };
    }
    const value = call(runtime("readValue"), ["r", codec]);
    const start = call(member("r", "readStartChild"), [name, ns]);
    return f.maxOccurs === 1
      ? {
          kind: "if",
          test: start,
          body: [{ kind: "expression", expr: assign(member("target", f.tsName), value) }],
        }
      : {
          kind: "while",
          test: start,
          body: [
            {
              kind: "expression",
              expr: call(runtime("addItem"), ["target", str(f.tsName), value]),
            },
          ],
        };
  });
  if (!readsText) return [...steps, readLoop(t, c)];
  const variable: BodyStatement = {
    kind: "let",
    name: "text",
    type: { kind: "union", of: ["string", "undefined"] },
  };
  return [variable, ...steps, readLoop(t, c)];
}

/**
 * `while (nextChild(r))`: a child of another namespace or name is passed over, a field's is read
 * (`xsi:nil` as null), a list's items added to it, as readFields reads them.
 */
function readLoop(t: ComplexTypeModel, c: CodecContext): BodyStatement {
  const runtime = (name: string) => c.imports.use(`${c.runtime}/codec.js`, name);
  const skip: BodyStatement = { kind: "expression", expr: call(member("r", "skipElement"), []) };
  const cases = t.fields.map((f) => {
    const value = call(runtime("readValue"), ["r", fieldCodec(f, c).codec]);
    const store =
      f.maxOccurs === 1
        ? assign(member("target", f.tsName), value)
        : call(runtime("addItem"), ["target", str(f.tsName), value]);
    return { match: str(f.xmlName), body: [{ kind: "expression" as const, expr: store }] };
  });
  return {
    kind: "while",
    test: call(runtime("nextChild"), ["r"]),
    body: [
      {
        kind: "if",
        test: binary(member("r", "namespace"), "!==", c.ns(t.name.namespace)),
        body: [skip],
        otherwise: [{ kind: "switch", on: member("r", "localName"), cases, otherwise: [skip] }],
      },
    ],
  };
}
