/**
 * The request most clients send, read without the XML reader. .NET's clients and this
 * toolchain's write one form: the XML declaration, `<soap:Envelope` (or `soap12`) declaring xsi,
 * xsd and the envelope's namespace in that order, a Header of the contract's blocks, a Body
 * holding the operation's wrapper, each block and wrapper declaring its namespace as the default
 * one, and under them elements of text, with nothing between the tags. For the operations whose
 * parameters (and header blocks whose fields) are all such text, that form is compared piece by
 * piece with patterns made once per server, and each text goes to the parse its codec's read calls.
 *
 * Anything else gives undefined and the XML reader reads the request (soap-request.ts), which
 * then decides: another prefix or order of declarations, an attribute, white space between
 * elements, a reference, a CR or `]` in a text, a character over U+D7FF or one XML forbids, a text
 * the type refuses, an action naming another operation, a limit that could be reached. So the
 * answer is the reader's either way, only sooner; the tests compare the two on every operation's
 * requests and on mutations of them.
 */
import {
  SOAP11_NS,
  SOAP12_NS,
  XSD_NS,
  XSI_NS,
  escapeXml,
  regExpLiteral,
  setOwn,
  type Codec,
  type ComplexCodec,
  type FieldCodec,
  type SoapVersion,
  type TextCodec,
  type XmlLimits,
} from "./contract-runtime.js";
import { withDefaults } from "./request-params.js";
import type { ServerOperation } from "./service.js";
import {
  routeByAction,
  type SoapHints,
  type SoapRequest,
  type SoapRouting,
} from "./soap-request.js";

/** The declaration and the Envelope's start tag: its prefix, then its namespace. */
const ENVELOPE = new RegExp(
  `^<\\?xml version="1\\.0" encoding="utf-8"\\?>\\n?<(soap|soap12):Envelope xmlns:xsi="${regExpLiteral(XSI_NS)}" xmlns:xsd="${regExpLiteral(XSD_NS)}" xmlns:\\1="(${regExpLiteral(SOAP11_NS)}|${regExpLiteral(SOAP12_NS)})">`,
);
/**
 * Text the XML reader takes as it is: no markup, reference, CR or `]` (of a `]]>`), and only
 * characters under U+D800 that XML allows (tab, line feed, and from the space up).
 */
const TEXT = String.raw`([^<&\]\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uFFFF]*)`;

/** The Envelope's children's tags, and its end, by its prefix. */
const TAGS: Record<string, { header: string; headerEnd: string; body: string; end: string }> = {};
for (const p of ["soap", "soap12"])
  TAGS[p] = {
    header: `<${p}:Header>`,
    headerEnd: `</${p}:Header>`,
    body: `<${p}:Body>`,
    end: `</${p}:Body></${p}:Envelope>`,
  };

/** Elements on the way to a leaf: Envelope, Body or Header, wrapper or block, leaf. */
const DEPTH = 4;
/** The Envelope's attributes: its three namespace declarations. */
const ATTRIBUTES = 3;

/** An element whose children are text elements, each there at most once, in schema order. */
interface Block {
  /** Its start tag up to the `>` (or ` />` of an empty one). */
  readonly start: string;
  /** Sticky: the element whole, each child's text captured (or `/` for an empty one). */
  readonly pattern: RegExp;
  readonly leaves: readonly { readonly ts: string; readonly codec: TextCodec<unknown> }[];
}

interface OperationBlock<I, H> extends Block {
  readonly operation: ServerOperation<I, H>;
}

interface Plans<I, H> {
  readonly headers: readonly (Block & { readonly name: string })[];
  readonly byOperation: ReadonlyMap<ServerOperation<I, H>, OperationBlock<I, H>>;
  /** The operations a body's element routes to, as the reader routes them, by its start (or empty-element) tag. */
  readonly byElement: ReadonlyMap<string, OperationBlock<I, H>>;
}

export class CanonicalRequests<I, H> {
  readonly #routing: SoapRouting<I, H>;
  /** Made on the first request, when every codec the contract declares is there. */
  #plans: Plans<I, H> | undefined;

  constructor(routing: SoapRouting<I, H>) {
    this.#routing = routing;
  }

  /** The request as the XML reader would read it, when it is in the one form; else undefined. */
  read(xml: string, hints: SoapHints, limits: XmlLimits): SoapRequest<I, H> | undefined {
    if ((limits.maxDepth ?? 64) < DEPTH || (limits.maxAttributes ?? 256) < ATTRIBUTES)
      return undefined;
    const envelope = ENVELOPE.exec(xml);
    if (envelope === null) return undefined;
    const plans = (this.#plans ??= plansOf(this.#routing));
    const tags = TAGS[envelope[1]!]!;
    const version: SoapVersion = envelope[2] === SOAP11_NS ? "1.1" : "1.2";
    // Envelope and Body, then the Header, each block and each leaf as it is read.
    const read: Reading = { pos: envelope[0].length, elements: 2 };
    const headers: Record<string, unknown> = {};
    if (xml.startsWith(tags.header, read.pos)) {
      read.pos += tags.header.length;
      read.elements++;
      while (!xml.startsWith(tags.headerEnd, read.pos)) {
        const value: Record<string, unknown> = {};
        // One block at most matches here: their start tags differ.
        const block = plans.headers.find((b) => readBlock(xml, b, value, read));
        if (!block || Object.hasOwn(headers, block.name)) return undefined;
        headers[block.name] = value;
      }
      read.pos += tags.headerEnd.length;
    }
    if (!xml.startsWith(tags.body, read.pos)) return undefined;
    read.pos += tags.body.length;
    const routed = routeByAction(version, hints, this.#routing.byAction);
    if (routed.fault) return undefined;
    const body = routed.operation
      ? plans.byOperation.get(routed.operation)
      : plans.byElement.get(xml.slice(read.pos, xml.indexOf(">", read.pos) + 1));
    const params: Record<string, unknown> = {};
    if (
      !body ||
      !readBlock(xml, body, params, read) ||
      read.pos + tags.end.length !== xml.length ||
      !xml.endsWith(tags.end) ||
      read.elements > (limits.maxElements ?? 1_000_000)
    )
      return undefined;
    const auth = this.#routing.auth;
    return {
      kind: "call",
      version,
      operation: body.operation,
      params: withDefaults(body.operation.codec.input, params),
      header: auth === undefined ? undefined : (headers[auth] as H | undefined),
      headers,
    };
  }
}

interface Reading {
  pos: number;
  elements: number;
}

/** Reads `block` at `read.pos` into `target`, moving past it; false where the form differs. */
function readBlock(
  xml: string,
  block: Block,
  target: Record<string, unknown>,
  read: Reading,
): boolean {
  const { pattern, leaves } = block;
  pattern.lastIndex = read.pos;
  const match = pattern.exec(xml);
  if (match === null) return false;
  let elements = 1;
  for (let i = 0; i < leaves.length; i++) {
    const text = match[2 * i + 1] ?? (match[2 * i + 2] === undefined ? undefined : "");
    if (text === undefined) continue;
    const value = leaves[i]!.codec.parse(text);
    if (value === undefined) return false;
    setOwn(target, leaves[i]!.ts, value);
    elements++;
  }
  read.pos = pattern.lastIndex;
  read.elements += elements;
  return true;
}

function plansOf<I, H>(routing: SoapRouting<I, H>): Plans<I, H> {
  const byOperation = new Map<ServerOperation<I, H>, OperationBlock<I, H>>();
  for (const operation of new Set([
    ...routing.byAction.map.values(),
    ...routing.byElement.map.values(),
  ])) {
    const { wrapper, fields } = operation.codec.input;
    const plan = wrapper && blockOf(wrapper.local, wrapper.ns, fields);
    if (plan) byOperation.set(operation, { ...plan, operation });
  }
  const byElement = new Map<string, OperationBlock<I, H>>();
  for (const operation of routing.byElement.map.values()) {
    const plan = byOperation.get(operation);
    if (plan) byElement.set(`${plan.start}>`, plan).set(`${plan.start} />`, plan);
  }
  // The reader reads a block as the first of the contract's headers of its element and namespace,
  // so only that one is planned: no two plans then share a start tag.
  const firsts = routing.headers.filter(
    (h, i) =>
      routing.headers.findIndex((o) => o.element === h.element && o.namespace === h.namespace) ===
      i,
  );
  const headers = firsts.flatMap((h) => {
    const content = (h.codec as Partial<ComplexCodec<unknown>>).content?.();
    if (
      !content ||
      content.attributes.length > 0 ||
      content.text ||
      content.anyElements ||
      content.mixed
    )
      return [];
    const plan = blockOf(h.element, h.namespace, content.fields);
    return plan ? [{ ...plan, name: h.name }] : [];
  });
  return { headers, byOperation, byElement };
}

/**
 * The element `local` declaring `ns` as its default namespace, of the fields as text elements:
 * when each is text, there at most once, in `ns`.
 */
function blockOf(local: string, ns: string, fields: readonly FieldCodec[]): Block | undefined {
  const leaves: Block["leaves"][number][] = [];
  let children = "";
  for (const f of fields) {
    const codec = (typeof f.codec === "function" ? f.codec() : f.codec) as Codec<unknown> &
      Partial<TextCodec<unknown>>;
    // Every text codec is textCodec()'s, whose read is parse of the element's text.
    if (typeof codec.parse !== "function" || f.max !== 1 || f.ns !== ns) return undefined;
    leaves.push({ ts: f.ts, codec: codec as TextCodec<unknown> });
    const name = regExpLiteral(f.xml);
    children += `(?:<${name}>${TEXT}</${name}>|<${name} (/)>)?`;
  }
  const start = `<${local} xmlns="${escapeXml(ns)}"`;
  const pattern = new RegExp(
    `${regExpLiteral(start)}(?:>${children}</${regExpLiteral(local)}>| />)`,
    "y",
  );
  return { start, pattern, leaves };
}
