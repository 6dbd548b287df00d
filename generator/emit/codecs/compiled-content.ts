/**
 * A complex type's content compiled into code (runtime CompiledContent): for a type of child
 * elements alone, all in the type's namespace, its writer and reader are written out field by
 * field, so no table of fields is walked per element (10,000 declared records: written in 20.7
 * ms instead of 38.2, read in 24.5 instead of 33.6). Only for the types a message can hold many
 * of (model/repeated-types.ts) and those most answers hold (model/shared-answer-types.ts; a
 * 1-item answer written in 5.0 instead of 5.6 us): the code is about four times the
 * descriptor's size, which a type written once in a few operations' messages does not repay.
 * The descriptor stays beside it: it serves the other cases, and a refused value's message.
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
  num,
  regex,
  str,
  type BodyStatement,
  type ExprNode,
  type ObjectEntry,
} from "../code/code-model.ts";
import { regExpLiteral } from "../../../templates/runtime/reg-exp-literal.ts";
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
        [t.fields.some((f) => readsWriter(f, t, c)) ? "w" : "_w", "v"],
        writeChildren(t, c),
      ),
    },
    // Its elements can be built whole: a list's items are (ComplexCodec.writeItems).
    ...(textWriting(c).has(t.id) ? [{ key: "writesText", value: "true" }] : []),
    { key: "readChildren", value: fn(["r", "target"], readChildren(t, c)) },
    ...canonicalContentEntry(t, c),
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
 * without its writeElement, and so is an `ArrayOf*` wrapper of texts or of such types
 * (writeArray); a child its codec writes itself goes to `w`, after what `x` holds so far.
 * (10,000 declared records, fastest of 300: 16.0 -> 13.8 ms, then 9.3 with xmlText.)
 */
function writeChildren(t: ComplexTypeModel, c: CodecContext): BodyStatement[] {
  const arrays = t.fields.map((f) => textArray(f, t, c));
  // `t` holds a text tested for empty: a field's, or an array's item's.
  const tests = t.fields.some((f, i) => {
    const array = arrays[i];
    return array ? testsEmpty(array.item, array.type, c) : testsEmpty(f, t, c);
  });
  return [
    { kind: "let", name: "x", type: "string", value: str("") },
    ...(tests ? [{ kind: "let" as const, name: "t", type: "string" as const }] : []),
    ...(arrays.some((a) => a !== undefined)
      ? [{ kind: "let" as const, name: "a", type: "string" as const }]
      : []),
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
  if (f.maxOccurs === 1)
    return {
      kind: "if",
      test: binary(value, "===", "null"),
      body: [append(nilOf(f))],
      otherwise: [
        { kind: "if", test: binary(value, "!==", "undefined"), body: writeOne(f, value, t, c) },
      ],
    };
  return {
    kind: "if",
    test: binary(value, "!==", "undefined"),
    body: [eachItem(f, value, t, c, "x")],
  };
}

const nilOf = (f: FieldModel) => str(`<${f.xmlName} xsi:nil="true" />`);

/** The items of `value`, a list of `f`'s, appended to `into`: a null one nil, each other by writeOne. */
function eachItem(
  f: FieldModel,
  value: ExprNode,
  t: ComplexTypeModel,
  c: CodecContext,
  into: string,
): BodyStatement {
  // listItems refuses a value not an array (its message is the descriptor's writer's, see writeAs).
  const items = call(runtime(c, "listItems"), [value, str(f.tsName)]);
  const item: BodyStatement = {
    kind: "if",
    test: binary("item", "===", "null"),
    body: [append(nilOf(f), into)],
    otherwise: writeOne(f, "item", t, c, into),
  };
  return { kind: "for-of", name: "item", of: items, body: [item] };
}

const append = (expr: ExprNode, into = "x"): BodyStatement => ({
  kind: "expression",
  expr: binary(into, "+=", expr),
});

function writeOne(
  f: FieldModel,
  item: ExprNode,
  t: ComplexTypeModel,
  c: CodecContext,
  into = "x",
): BodyStatement[] {
  const { codec, text } = fieldCodec(f, c);
  const array = text ? undefined : textArray(f, t, c);
  if (array) return writeArray(f, item, array, c);
  const nested = text ? undefined : sameText(f, t, c);
  // Before the first field, once, `x` holds nothing to hand over.
  const first = f === t.fields[0] && f.maxOccurs === 1;
  if (!text && !nested)
    return [
      ...(first
        ? []
        : [
            { kind: "expression" as const, expr: call(member("w", "children"), ["x"]) },
            { kind: "expression" as const, expr: assign("x", str("")) },
          ]),
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
  if (!testsEmpty(f, t, c)) return [append(whole(content), into)];
  return [
    { kind: "expression", expr: assign("t", content) },
    append(conditional(binary("t", "===", str("")), str(`<${f.xmlName} />`), whole("t")), into),
  ];
}

/**
 * An `ArrayOf*` wrapper built as text, as arrayCodec writes it: its items into `a` (eachItem), then
 * `<F>` + `a` + `</F>`, or `<F />` for none.
 */
function writeArray(
  f: FieldModel,
  value: ExprNode,
  { type, item }: TextArray,
  c: CodecContext,
): BodyStatement[] {
  const whole = binary(binary(str(`<${f.xmlName}>`), "+", "a"), "+", str(`</${f.xmlName}>`));
  return [
    { kind: "expression", expr: assign("a", str("")) },
    eachItem(item, value, type, c, "a"),
    append(conditional(binary("a", "===", str("")), str(`<${f.xmlName} />`), whole)),
  ];
}

/**
 * Whether the writer hands `w` on for the field: to its codec's writeElement, or to a nested
 * type's writer (a field's, or an array's items'); never for a text, or an array of texts.
 */
function readsWriter(f: FieldModel, t: ComplexTypeModel, c: CodecContext): boolean {
  if (fieldCodec(f, c).text) return false;
  const array = textArray(f, t, c);
  return array === undefined || !fieldCodec(array.item, c).text;
}

/** An `ArrayOf*` wrapper type, and its item field. */
interface TextArray {
  type: ComplexTypeModel;
  item: FieldModel;
}

/**
 * The field's type when it is an `ArrayOf*` wrapper the writer can build as text where `t`'s is:
 * written once (not a list of them), in `t`'s namespace, its items in its own, each a text or a
 * type built as text (`writers`, textWriting's set unless given).
 */
function textArray(
  f: FieldModel,
  t: ComplexTypeModel,
  c: CodecContext,
  writers: ReadonlySet<string> = textWriting(c),
): TextArray | undefined {
  if (f.maxOccurs !== 1 || f.type.kind === "builtin") return undefined;
  const type = c.namer.type(f.type.id);
  // A SOAP-encoded array has a codec of its own (encoded-type.ts).
  if (
    type.kind !== "complex" ||
    !type.arrayItem ||
    type.encodedArray ||
    type.name.namespace !== t.name.namespace
  )
    return undefined;
  const item = type.arrayItem;
  if (item.namespace !== type.name.namespace || item.maxOccurs === 1) return undefined;
  // anyType items name their types (xsi:type): their codec writes them.
  if (item.type.kind === "builtin" && item.type.xsd === "anyType") return undefined;
  if (fieldCodec(item, c).text) return { type, item };
  if (item.type.kind === "builtin") return undefined;
  const itemType = c.namer.type(item.type.id);
  return itemType.name.namespace === type.name.namespace && writers.has(itemType.id)
    ? { type, item }
    : undefined;
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
  return textWriting(c).has(type.id) ? type : undefined;
}

/** Each codecs module's textWritingTypes, worked out once. */
const textWriters = new WeakMap<CodecContext, ReadonlySet<string>>();

function textWriting(c: CodecContext): ReadonlySet<string> {
  let writers = textWriters.get(c);
  if (!writers) textWriters.set(c, (writers = textWritingTypes(c)));
  return writers;
}

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
    if (type.kind === "complex" && type.arrayItem) return textArray(f, t, c, writers) !== undefined;
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
 * The reader (where the content is not in its canonical form: see canonicalContentEntry): first
 * each field in schema order, read where its element comes next as the common case writes it
 * (unprefixed, without attributes): an element of text in one step (XmlReader.readTextChild), its
 * text parsed by the field's codec here, so that each call of a parse has one codec; any other
 * from its Start (readStartChild), a list's items one after the other. Then the loop reads
 * whatever is left, in document order as before (declared records: 24.4 -> 19.7 ms per 10,000).
 */
function readChildren(t: ComplexTypeModel, c: CodecContext): BodyStatement[] {
  const ns = c.ns(t.name.namespace);
  let readsText = false;
  const steps = t.fields.map((f): BodyStatement => {
    const { codec, text } = fieldCodec(f, c);
    const name = str(f.xmlName);
    if (f.maxOccurs === 1 && text) {
      readsText = true;
      return {
        kind: "if",
        test: binary(
          assign("text", call(member("r", "readTextChild"), [name, ns])),
          "!==",
          "undefined",
        ),
        body: [
          { kind: "expression", expr: assign(member("target", f.tsName), parsed(f, codec, c)) },
        ],
      };
    }
    const value = call(runtime(c, "readValue"), ["r", codec]);
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
              expr: call(runtime(c, "addItem"), ["target", str(f.tsName), value]),
            },
          ],
        };
  });
  return [...(readsText ? [TEXT_VARIABLE] : []), ...steps, readLoop(t, c)];
}

/** `let text: string | undefined;`: the text of the field a reader is at, before it is parsed. */
const TEXT_VARIABLE: BodyStatement = {
  kind: "let",
  name: "text",
  type: { kind: "union", of: ["string", "undefined"] },
};

function runtime(c: CodecContext, name: string): string {
  return c.imports.use(`${c.runtime}/codec.js`, name);
}

/** `parsedText("F", codec, codec.parse(text), text)`: the field's value read from `text`. */
function parsed(f: FieldModel, codec: ExprNode, c: CodecContext): ExprNode {
  return call(runtime(c, "parsedText"), [
    str(f.xmlName),
    codec,
    call(member(codec, "parse"), ["text"]),
    "text",
  ]);
}

/**
 * `while (nextChild(r))`: a child of another namespace or name is passed over, a field's is read
 * (`xsi:nil` as null), a list's items added to it, as readFields reads them.
 */
function readLoop(t: ComplexTypeModel, c: CodecContext): BodyStatement {
  const skip: BodyStatement = { kind: "expression", expr: call(member("r", "skipElement"), []) };
  const cases = t.fields.map((f) => {
    const value = call(runtime(c, "readValue"), ["r", fieldCodec(f, c).codec]);
    const store =
      f.maxOccurs === 1
        ? assign(member("target", f.tsName), value)
        : call(runtime(c, "addItem"), ["target", str(f.tsName), value]);
    return { match: str(f.xmlName), body: [{ kind: "expression" as const, expr: store }] };
  });
  return {
    kind: "while",
    test: call(runtime(c, "nextChild"), ["r"]),
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

/**
 * Most elements a canonical form holds: a type nesting others in many places is left to the
 * stepwise reader rather than matched by an expression without bound.
 */
const MAX_CANONICAL_ELEMENTS = 64;

/**
 * A type's content as ASMX and soapgen's own writer write it: each field's element once at most,
 * in schema order, unprefixed and without attributes (so never `xsi:nil`), a text field holding
 * plain text, a nested field the canonical content of its own type, white space alone between
 * them. Matched in one native match (XmlReader.readCanonicalContent) with a capture per element, in
 * document order: a text field's text, or an empty capture after a nested field's start tag.
 * Only for a compiled type whose fields occur once and are each of text or of a compiled type of
 * the same namespace, not one it is nested in (a list's items cannot be captured one by one).
 */
interface CanonicalContent {
  fields: CanonicalField[];
  /** How deep its elements nest: 1 for text fields alone. */
  levels: number;
}

interface CanonicalField {
  field: FieldModel;
  /** Its capture's index in the match. */
  capture: number;
  /** The field's codec: a text field's reads its text, a nested field's makes its value. */
  codec: ExprNode;
  /** A nested field's content. */
  nested?: CanonicalContent;
}

function canonicalContent(t: ComplexTypeModel, c: CodecContext): CanonicalContent | undefined {
  const captures = { next: 1 };
  const content = canonicalOf(t, c, new Set(), captures);
  return content && captures.next - 1 <= MAX_CANONICAL_ELEMENTS ? content : undefined;
}

function canonicalOf(
  t: ComplexTypeModel,
  c: CodecContext,
  within: ReadonlySet<string>,
  captures: { next: number },
): CanonicalContent | undefined {
  if (!c.compiled.has(t.id) || !compilable(t) || within.has(t.id)) return undefined;
  const fields: CanonicalField[] = [];
  let levels = 1;
  for (const field of t.fields) {
    if (field.maxOccurs !== 1 || captures.next > MAX_CANONICAL_ELEMENTS) return undefined;
    const capture = captures.next++;
    const { codec, text } = fieldCodec(field, c);
    if (text) {
      fields.push({ field, capture, codec });
      continue;
    }
    const type = field.type.kind === "named" ? c.namer.type(field.type.id) : undefined;
    if (type?.kind !== "complex" || type.name.namespace !== t.name.namespace) return undefined;
    const nested = canonicalOf(type, c, new Set([...within, t.id]), captures);
    if (!nested) return undefined;
    levels = Math.max(levels, nested.levels + 1);
    fields.push({ field, capture, codec, nested });
  }
  return { fields, levels };
}

/**
 * `canonical: { content: /.../y, levels, read(matched, target) }` (runtime CanonicalContent), for
 * a type that has a canonical form. The expression's white space before each element sits in the
 * element's optional group and its texts stop at "<", so on any input it backtracks over each
 * character a bounded number of times: it stays linear.
 */
function canonicalContentEntry(t: ComplexTypeModel, c: CodecContext): ObjectEntry[] {
  const canonical = canonicalContent(t, c);
  if (!canonical) return [];
  const nested = nestedTargets(canonical).map(
    (name): BodyStatement => ({ kind: "let", name, type: "Record<string, unknown>" }),
  );
  return [
    {
      key: "canonical",
      value: obj([
        { key: "content", value: regex(`${canonicalSource(canonical)}[ \\t\\n]*<\\/`, "y") },
        { key: "levels", value: num(canonical.levels) },
        {
          key: "read",
          value: fn(
            ["matched", "target"],
            [
              ...(holdsText(canonical) ? [TEXT_VARIABLE] : []),
              ...nested,
              ...readMatched(canonical, "target", c),
            ],
          ),
        },
      ]),
    },
  ];
}

/**
 * A canonical text: no "<", no character XML does not allow, and no surrogate (a text beyond the
 * BMP is read stepwise), so that a match proves its span clean (CanonicalForm in xml-reader.ts).
 */
const CANONICAL_TEXT = "[^<\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\uD800-\\uDFFF\\uFFFE\\uFFFF]*";

function canonicalSource(content: CanonicalContent): string {
  return content.fields
    .map(({ field, nested }) => {
      const name = regExpLiteral(field.xmlName);
      const inner = nested ? `()${canonicalSource(nested)}[ \\t\\n]*` : `(${CANONICAL_TEXT})`;
      const element = `[ \\t\\n]*<${name}>${inner}<\\/${name}>`;
      // A required field left out: the stepwise reader reads such a record as before.
      return field.minOccurs === 0 ? `(?:${element})?` : element;
    })
    .join("");
}

function holdsText(content: CanonicalContent): boolean {
  return content.fields.some(({ nested }) => nested === undefined || holdsText(nested));
}

/** The variables holding the values of nested fields, read from their captures. */
function nestedTargets(content: CanonicalContent): string[] {
  return content.fields.flatMap(({ capture, nested }) =>
    nested ? [`nested${capture}`, ...nestedTargets(nested)] : [],
  );
}

/**
 * Each field of `content` set on `target` from its capture when it was there, in schema order (the
 * order of their elements), as the stepwise reader sets them: a text by the field's codec, refused
 * with the element named; a nested value as an object of its own fields, made by its codec.
 */
function readMatched(content: CanonicalContent, target: string, c: CodecContext): BodyStatement[] {
  return content.fields.map(({ field, capture, codec, nested }): BodyStatement => {
    const captured = `matched[${capture}]`;
    const store = (value: ExprNode): BodyStatement => ({
      kind: "expression",
      expr: assign(member(target, field.tsName), value),
    });
    if (!nested)
      return {
        kind: "if",
        test: binary(assign("text", captured), "!==", "undefined"),
        body: [store(parsed(field, codec, c))],
      };
    const value = `nested${capture}`;
    return {
      kind: "if",
      test: binary(captured, "!==", "undefined"),
      body: [
        { kind: "expression", expr: assign(value, call(member(codec, "newValue"), [])) },
        ...readMatched(nested, value, c),
        store(value),
      ],
    };
  });
}
