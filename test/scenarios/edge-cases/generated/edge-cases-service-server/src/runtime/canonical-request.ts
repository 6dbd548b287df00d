// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npm run generate` replaces it.

/**
 * The request most clients send, read without the XML reader. .NET's clients and this
 * toolchain's write one form: the XML declaration, `<soap:Envelope` (or `soap12`) declaring xsi,
 * xsd and the envelope's namespace in that order, a Header of the contract's blocks, a Body
 * holding the operation's wrapper, each block and wrapper declaring its namespace as the default
 * one, and under them elements of text, with nothing between the tags. For the operations whose
 * parameters (and header blocks whose fields) are all such text, that form is compared piece by
 * piece with tags made once per server, and each text goes to the parse its codec's read calls.
 *
 * Anything else gives undefined and the XML reader reads the request (soap-request.ts), which
 * then decides: another prefix or order of declarations, an attribute, white space between
 * elements, a reference, a CR or `]` in a text, a character over U+D7FF or one XML forbids, a text
 * the type refuses, an action naming another operation, a limit that could be reached. So the
 * answer is the reader's either way, only sooner; the tests compare the two on every operation's
 * requests and on mutations of them.
 */
import {
  SOAP_NS,
  XML_DECLARATION,
  XSD_NS,
  XSI_NS,
  escapeXml,
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

/** An element of text: its tags (`empty`: the tag of an empty one), and the property its value goes to. */
interface Leaf {
  readonly open: string;
  readonly close: string;
  readonly empty: string;
  readonly ts: string;
  readonly codec: TextCodec<unknown>;
}

/** An element of leaves, in schema order, each there at most once. */
interface Block {
  readonly open: string;
  readonly close: string;
  readonly empty: string;
  readonly leaves: readonly Leaf[];
}

interface Envelope {
  readonly version: SoapVersion;
  readonly start: string;
  readonly header: string;
  readonly headerEnd: string;
  readonly body: string;
  /** The Body's end tag and the Envelope's: the end of the document. */
  readonly end: string;
}

/** Elements on the way to a leaf: Envelope, Body or Header, wrapper or block, leaf. */
const DEPTH = 4;
/** The Envelope's attributes: its three namespace declarations. */
const ATTRIBUTES = 3;

const ENVELOPES: readonly Envelope[] = (["1.1", "1.2"] as const).flatMap((version) =>
  ["soap", "soap12"].map((p) => ({
    version,
    start: `<${p}:Envelope xmlns:xsi="${XSI_NS}" xmlns:xsd="${XSD_NS}" xmlns:${p}="${SOAP_NS[version]}">`,
    header: `<${p}:Header>`,
    headerEnd: `</${p}:Header>`,
    body: `<${p}:Body>`,
    end: `</${p}:Body></${p}:Envelope>`,
  })),
);

export class CanonicalRequests<I, H> {
  readonly #routing: SoapRouting<I, H>;
  /** Made on the first request, when every codec the contract declares is there. */
  #plans: Plans<I, H> | undefined;

  constructor(routing: SoapRouting<I, H>) {
    this.#routing = routing;
  }

  /** The request as the XML reader would read it, when it is in the one form; else undefined. */
  read(xml: string, hints: SoapHints, limits: XmlLimits): SoapRequest<I, H> | undefined {
    if (
      (limits.maxDepth ?? 64) < DEPTH ||
      (limits.maxAttributes ?? 256) < ATTRIBUTES ||
      !xml.startsWith(XML_DECLARATION)
    )
      return undefined;
    const plans = (this.#plans ??= plansOf(this.#routing));
    let pos = XML_DECLARATION.length;
    if (xml.charCodeAt(pos) === 10) pos++;
    const envelope = ENVELOPES.find((e) => xml.startsWith(e.start, pos));
    if (!envelope) return undefined;
    pos += envelope.start.length;
    // Envelope and Body, then the Header, each block and each leaf as it is read.
    const read: Reading = { pos, elements: 2 };
    const headers: Record<string, unknown> = {};
    if (xml.startsWith(envelope.header, pos)) {
      read.pos += envelope.header.length;
      read.elements++;
      while (!xml.startsWith(envelope.headerEnd, read.pos)) {
        const block = plans.headers.find((b) => xml.startsWith(b.open, read.pos));
        if (!block || Object.hasOwn(headers, block.name)) return undefined;
        const value: Record<string, unknown> = {};
        if (!readBlock(xml, block, value, read)) return undefined;
        headers[block.name] = value;
      }
      read.pos += envelope.headerEnd.length;
    }
    if (!xml.startsWith(envelope.body, read.pos)) return undefined;
    read.pos += envelope.body.length;
    const routed = routeByAction(envelope.version, hints, this.#routing.byAction);
    if (routed.fault) return undefined;
    const body = routed.operation
      ? plans.byOperation.get(routed.operation)
      : plans.byElement.get(xml.slice(read.pos, xml.indexOf(">", read.pos) + 1));
    const params: Record<string, unknown> = {};
    if (
      !body ||
      !readBlock(xml, body, params, read) ||
      read.pos + envelope.end.length !== xml.length ||
      !xml.endsWith(envelope.end) ||
      read.elements > (limits.maxElements ?? 1_000_000)
    )
      return undefined;
    const auth = this.#routing.auth;
    return {
      kind: "call",
      version: envelope.version,
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

/** Reads `block` at `read.pos` into `target`, moving past its end tag; false where the form differs. */
function readBlock(
  xml: string,
  block: Block,
  target: Record<string, unknown>,
  read: Reading,
): boolean {
  read.elements++;
  if (xml.startsWith(block.empty, read.pos)) {
    read.pos += block.empty.length;
    return true;
  }
  if (!xml.startsWith(block.open, read.pos)) return false;
  let pos = read.pos + block.open.length;
  for (const leaf of block.leaves) {
    let text = "";
    if (xml.startsWith(leaf.open, pos)) {
      const start = pos + leaf.open.length;
      const end = xml.indexOf("<", start);
      if (end < 0 || !xml.startsWith(leaf.close, end) || !isPlain(xml, start, end)) return false;
      text = xml.slice(start, end);
      pos = end + leaf.close.length;
    } else if (xml.startsWith(leaf.empty, pos)) pos += leaf.empty.length;
    else continue;
    const value = leaf.codec.parse(text);
    if (value === undefined) return false;
    setOwn(target, leaf.ts, value);
    read.elements++;
  }
  if (!xml.startsWith(block.close, pos)) return false;
  read.pos = pos + block.close.length;
  return true;
}

/**
 * Text the XML reader takes as it is: no reference, CR or `]` (of a `]]>`), and only characters
 * under U+D800 that XML allows (tab, line feed, and from the space up).
 */
function isPlain(xml: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = xml.charCodeAt(i);
    if (c < 0x20 ? c !== 0x09 && c !== 0x0a : c >= 0xd800 || c === 0x26 || c === 0x5d) return false;
  }
  return true;
}

interface Plans<I, H> {
  readonly headers: readonly (Block & { readonly name: string })[];
  readonly byOperation: ReadonlyMap<ServerOperation<I, H>, OperationBlock<I, H>>;
  /** The operations a body's element routes to, as the reader routes them, by its start (or empty-element) tag. */
  readonly byElement: ReadonlyMap<string, OperationBlock<I, H>>;
}

interface OperationBlock<I, H> extends Block {
  readonly operation: ServerOperation<I, H>;
}

function plansOf<I, H>(routing: SoapRouting<I, H>): Plans<I, H> {
  const byOperation = new Map<ServerOperation<I, H>, OperationBlock<I, H>>();
  const add = (operation: ServerOperation<I, H>) => {
    const { wrapper, fields } = operation.codec.input;
    const leaves = wrapper && leavesOf(fields, wrapper.ns);
    if (leaves)
      byOperation.set(operation, { operation, ...block(wrapper.local, wrapper.ns, leaves) });
  };
  for (const operation of routing.byAction.map.values()) add(operation);
  for (const operation of routing.byElement.map.values()) add(operation);
  const headers = routing.headers.flatMap((h) => {
    const complex = h.codec as Partial<ComplexCodec<unknown>>;
    const content = complex.content?.();
    if (
      !content ||
      content.attributes.length > 0 ||
      content.text ||
      content.anyElements ||
      content.mixed
    )
      return [];
    const leaves = leavesOf(content.fields, h.namespace);
    return leaves ? [{ name: h.name, ...block(h.element, h.namespace, leaves) }] : [];
  });
  const byElement = new Map<string, OperationBlock<I, H>>();
  for (const operation of routing.byElement.map.values()) {
    const plan = byOperation.get(operation);
    if (plan) byElement.set(plan.open, plan).set(plan.empty, plan);
  }
  return { headers, byOperation, byElement };
}

function block(local: string, ns: string, leaves: readonly Leaf[]): Block {
  const start = `<${local} xmlns="${escapeXml(ns)}"`;
  return { open: `${start}>`, close: `</${local}>`, empty: `${start} />`, leaves };
}

/** The fields as leaves, when each is text, there at most once, in the default namespace `ns`. */
function leavesOf(fields: readonly FieldCodec[], ns: string): Leaf[] | undefined {
  const leaves: Leaf[] = [];
  for (const f of fields) {
    const codec = (typeof f.codec === "function" ? f.codec() : f.codec) as Codec<unknown> &
      Partial<TextCodec<unknown>>;
    // Every text codec is textCodec()'s, whose read is parse of the element's text.
    if (typeof codec.parse !== "function" || f.max !== 1 || f.ns !== ns) return undefined;
    leaves.push({
      open: `<${f.xml}>`,
      close: `</${f.xml}>`,
      empty: `<${f.xml} />`,
      ts: f.ts,
      codec: codec as TextCodec<unknown>,
    });
  }
  return leaves;
}
