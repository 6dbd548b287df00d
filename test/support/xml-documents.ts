/**
 * XML documents for differential tests of the runtime's XML readers (fast-check arbitraries):
 * names with and without prefixes, namespace declarations, attributes, text with character and
 * entity references, CDATA, comments, processing instructions, white space, surrogate pairs; as
 * written, and mutated one character at a time.
 */
import fc from "fast-check";

const prefix = fc.constantFrom("", "", "a", "b", "xml", "xmlns");
const local = fc.constantFrom("r", "x", "Item", "é", "_y", "z.1", "9", "a-b", "ns:c");
const nsUri = fc.constantFrom("urn:a", "urn:b", "", "http://www.w3.org/XML/1998/namespace");
const textPiece = fc.constantFrom(
  "t",
  " ",
  "\t",
  "\r\n",
  "\r",
  "é",
  "😀",
  "&amp;",
  "&lt;",
  "&gt;",
  "&quot;",
  "&apos;",
  "&#65;",
  "&#x1F600;",
  "&#0;",
  "&#xD800;",
  "&bad;",
  "&",
  "<![CDATA[<c>&]]>",
  "]]>",
  "<!--c-->",
  "<!-- - -->",
  "<?pi x?>",
  "<?xml v?>",
  ">",
  "\u0001",
  "\uFFFE",
  "\uD800",
);
const attrValue = fc
  .array(fc.constantFrom("v", " ", "\t", "\n", "&amp;", "&#10;", "<", "'", '"', "&lt;", "é"), {
    maxLength: 4,
  })
  .map((p) => p.join(""));

interface Node {
  name: [string, string];
  declarations: [string, string][];
  attributes: [string, string, string][];
  children: (Node | string)[];
}

const node: fc.Arbitrary<Node> = fc.letrec<{ node: Node }>((tie) => ({
  node: fc.record({
    name: fc.tuple(prefix, local),
    declarations: fc.array(fc.tuple(prefix, nsUri), { maxLength: 2 }),
    attributes: fc.array(fc.tuple(prefix, local, attrValue), { maxLength: 3 }),
    children: fc.array(
      fc.oneof({ depthSize: "small", withCrossShrink: true }, textPiece, tie("node")),
      { maxLength: 4 },
    ),
  }),
})).node;

function write(n: Node): string {
  const q = ([p, l]: [string, string]) => (p === "" ? l : `${p}:${l}`);
  const decls = n.declarations
    .map(([p, uri]) => (p === "" ? ` xmlns="${uri}"` : ` xmlns:${p}="${uri}"`))
    .join("");
  // Not a prefix bound to white space alone (`xmlns:p="&#10;"`): saxes takes it for an
  // undeclaration, the namespaces spec for a (poor) name, which ours binds.
  const attrs = n.attributes
    .filter(
      ([p, , v]) =>
        p !== "xmlns" ||
        v === "" ||
        /[^\s]/.test(v.replace(/&#10;/g, "\n").replace(/&#x?[0-9a-f]+;/gi, "x")),
    )
    .map(([p, l, v]) => ` ${q([p, l])}="${v.replace(/"/g, "&quot;")}"`)
    .join("");
  const content = n.children.map((c) => (typeof c === "string" ? c : write(c))).join("");
  return content === ""
    ? `<${q(n.name)}${decls}${attrs}/>`
    : `<${q(n.name)}${decls}${attrs}>${content}</${q(n.name)}>`;
}

export const document = fc
  .tuple(
    fc.constantFrom("", '<?xml version="1.0" encoding="utf-8"?>', "\uFEFF", "<!--lead-->\n"),
    node,
    fc.constantFrom("", "\n", "<!--tail-->", " x"),
  )
  .map(([lead, root, tail]) => `${lead}${write(root)}${tail}`);

/**
 * Lists whose items repeat their start tags, as a list's items do (the reader takes a tag written
 * as the last one with attributes whole), in groups whose namespace bindings differ, with children
 * whose own attributes come between them.
 */
const itemTag = fc.constantFrom(
  ["x", '<x a="1">'],
  ["x", '<x a="1" p:b="2">'],
  ["p:x", '<p:x a="1">'],
  ["x", '<x a="1" xmlns:p="urn:b">'],
  ["x", '<x a="&amp;" b="\t">'],
  ["x", '<x  a="1" >'],
  ["x", '<x a="1"/>'],
);
const itemContent = fc.constantFrom("", "t", '<c b="2"/>', "<c/>", "<p:c/>", '<x a="1"/>');
const group = fc
  .tuple(
    fc.constantFrom("<g>", '<g xmlns:p="urn:a">', '<g xmlns:p="urn:b" k="v">', '<g xmlns="urn:d">'),
    fc.array(fc.tuple(itemTag, itemContent), { maxLength: 8 }),
  )
  .map(
    ([start, items]) =>
      `${start}${items.map(([[name, tag], content]) => (tag.endsWith("/>") ? tag : `${tag}${content}</${name}>`)).join("")}</g>`,
  );
export const itemLists = fc
  .array(group, { maxLength: 4 })
  .map((groups) => `<r xmlns:p="urn:a">${groups.join("")}</r>`);

/** One character inserted, deleted or replaced. */
export const mutated = fc
  .tuple(
    document,
    fc.nat(),
    fc.constantFrom("", "<", ">", "&", "/", '"', ":", "x", "\u0000", "]]>", "<!", "?"),
  )
  .map(([xml, at, insert]) => {
    const i = at % (xml.length + 1);
    return insert === ""
      ? xml.slice(0, i) + xml.slice(i + 1)
      : xml.slice(0, i) + insert + xml.slice(i);
  });
