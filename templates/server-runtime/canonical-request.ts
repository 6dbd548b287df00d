/**
 * The request most clients send, read without the XML reader. .NET's clients and this
 * toolchain's write one form: the XML declaration, `<soap:Envelope` (or `soap12`) declaring xsi,
 * xsd and the envelope's namespace in that order, a Header of the contract's blocks, a Body
 * holding the operation's wrapper, each block and wrapper declaring its namespace as the default
 * one, and under them elements of text, with nothing between the tags. For the operations whose
 * parameters (and header blocks whose fields) are all such text, that form is compared with
 * patterns made once per server: in one match where the action names the operation and its header
 * blocks come in the contract's order, else piece by piece; each text goes to the parse its
 * codec's read calls.
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
  type ActionRoute,
  type SoapHints,
  type SoapRequest,
  type SoapRouting,
} from "./soap-request.js";

/**
 * The declaration and the Envelope's start tag: its prefix, then its namespace. Sticky, and
 * tested rather than executed: the prefix and the version are told by a character each
 * (envelopeOf), without a match's captured texts.
 */
const ENVELOPE = new RegExp(
  `^<\\?xml version="1\\.0" encoding="utf-8"\\?>\\n?<(soap|soap12):Envelope xmlns:xsi="${regExpLiteral(XSI_NS)}" xmlns:xsd="${regExpLiteral(XSD_NS)}" xmlns:\\1="(${regExpLiteral(SOAP11_NS)}|${regExpLiteral(SOAP12_NS)})">`,
  "y",
);
/** Where the Envelope's start tag is when no line feed follows the declaration. */
const ENVELOPE_AT = '<?xml version="1.0" encoding="utf-8"?>'.length;

/**
 * The Envelope's children's tags, each sticky (see skipTag), and its end, for its prefix.
 */
interface Tags {
  readonly prefix: string;
  readonly header: RegExp;
  readonly headerEnd: RegExp;
  readonly body: RegExp;
  readonly end: string;
}

function tagsOf(p: string): Tags {
  return {
    prefix: p,
    header: new RegExp(`<${p}:Header>`, "y"),
    headerEnd: new RegExp(`</${p}:Header>`, "y"),
    body: new RegExp(`<${p}:Body>`, "y"),
    end: `</${p}:Body></${p}:Envelope>`,
  };
}

/**
 * Moves `read` past `tag` when the request has it at `read.pos`; false when it has not. A sticky
 * expression's test, not `startsWith(tag, pos)`, which on Node 20 takes 3 to 4 ns a matching
 * character: 20 to 50 ns for `<soap:Header>`, over 500 for an Envelope's start tag (tests of
 * compiled expressions 18 to 28 and 47 ns).
 */
function skipTag(xml: string, tag: RegExp, read: Reading): boolean {
  tag.lastIndex = read.pos;
  if (!tag.test(xml)) return false;
  read.pos = tag.lastIndex;
  return true;
}
const SOAP_TAGS = tagsOf("soap");
const SOAP12_TAGS = tagsOf("soap12");

/**
 * What the Envelope's start tag (ENVELOPE matched, ending at `end`) tells: its prefix's tags, by
 * the character after `<soap` (`:` or `1`), and its version, by the namespace's last character
 * (SOAP 1.1's ends in `/`, SOAP 1.2's does not).
 */
function envelopeOf(xml: string, end: number): { tags: Tags; version: SoapVersion } {
  const at = xml.charCodeAt(ENVELOPE_AT) === 10 ? ENVELOPE_AT + 1 : ENVELOPE_AT;
  return {
    tags: xml.charCodeAt(at + 5) === 58 ? SOAP_TAGS : SOAP12_TAGS,
    version: xml.charCodeAt(end - 3) === 47 ? "1.1" : "1.2",
  };
}

/**
 * Text the XML reader takes as it is: no markup, reference, CR or `]` (of a `]]>`), and only
 * characters under U+D800 that XML allows (tab, line feed, and from the space up).
 */
const TEXT = String.raw`([^<&\]\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uFFFF]*)`;

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

/**
 * A routed operation's request after the Envelope's start tag, as one sticky pattern: the Header
 * (when there is one) with the contract's blocks in the contract's order, each there or not, then
 * the Body with the operation's element, and the Envelope's end. A request whose blocks come in
 * another order is read in pieces.
 */
interface WholeRequest<I, H> {
  readonly pattern: RegExp;
  /** Each header block with the group that tells it is there (its leaves' follow). */
  readonly headers: readonly {
    readonly block: Block & { readonly name: string };
    readonly at: number;
  }[];
  readonly body: OperationBlock<I, H>;
  /** The group of the body's first leaf. */
  readonly bodyAt: number;
}

function wholeRequestOf<I, H>(
  plans: Plans<I, H>,
  operation: ServerOperation<I, H>,
  tags: Tags,
): WholeRequest<I, H> | null {
  const body = plans.byOperation.get(operation);
  if (body === undefined) return null;
  const p = tags.prefix;
  // Group 1: the Header's; then each block's, and its leaves' two groups each.
  let group = 2;
  const headers = plans.headers.map((block) => {
    const at = group;
    group += 1 + 2 * block.leaves.length;
    return { block, at };
  });
  // Each part's group is empty, captured where the part is there: no text is cut out for it.
  const blocks = headers.map(({ block }) => `(?:()${block.pattern.source})?`).join("");
  const pattern = new RegExp(
    `(?:<${p}:Header>()${blocks}</${p}:Header>)?<${p}:Body>${body.pattern.source}</${p}:Body></${p}:Envelope>$`,
    "y",
  );
  return { pattern, headers, body, bodyAt: group };
}

export class CanonicalRequests<I, H> {
  readonly #routing: SoapRouting<I, H>;
  /** Made on the first request, when every codec the contract declares is there. */
  #plans: Plans<I, H> | undefined;
  /** Each operation's whole request, by the Envelope's prefix (made when first asked for). */
  readonly #wholeRequests = new Map<
    ServerOperation<I, H>,
    Partial<Record<string, WholeRequest<I, H> | null>>
  >();

  constructor(routing: SoapRouting<I, H>) {
    this.#routing = routing;
  }

  /** The request as the XML reader would read it, when it is in the one form; else undefined. */
  read(xml: string, hints: SoapHints, limits: XmlLimits): SoapRequest<I, H> | undefined {
    if ((limits.maxDepth ?? 64) < DEPTH || (limits.maxAttributes ?? 256) < ATTRIBUTES)
      return undefined;
    ENVELOPE.lastIndex = 0;
    if (!ENVELOPE.test(xml)) return undefined;
    const plans = (this.#plans ??= plansOf(this.#routing));
    const { tags, version } = envelopeOf(xml, ENVELOPE.lastIndex);
    const routed = this.#routed(version, hints);
    if (routed.fault) return undefined;
    const whole = routed.operation && this.#wholeRequest(plans, routed.operation, tags);
    return (
      (whole && this.#readWhole(xml, whole, version, limits)) ??
      this.#readInPieces(xml, plans, routed.operation, tags, version, limits)
    );
  }

  /** Reads the request by `whole`'s one match, from the Envelope's start tag's end on. */
  #readWhole(
    xml: string,
    whole: WholeRequest<I, H>,
    version: SoapVersion,
    limits: XmlLimits,
  ): SoapRequest<I, H> | undefined {
    whole.pattern.lastIndex = ENVELOPE.lastIndex;
    const match = whole.pattern.exec(xml);
    if (match === null) return undefined;
    // Envelope and Body, the Header when there is one, each block and each leaf.
    let elements = match[1] === undefined ? 2 : 3;
    const headers: Record<string, unknown> = {};
    for (const { block, at } of whole.headers) {
      if (match[at] === undefined) continue;
      const value: Record<string, unknown> = {};
      const given = readLeaves(match, at + 1, block, value);
      if (given < 0) return undefined;
      headers[block.name] = value;
      elements += 1 + given;
    }
    const params: Record<string, unknown> = {};
    const given = readLeaves(match, whole.bodyAt, whole.body, params);
    if (given < 0 || elements + 1 + given > (limits.maxElements ?? 1_000_000)) return undefined;
    return this.#call(version, whole.body, params, given, headers);
  }

  /** Reads the request element by element: its header blocks in any order, its operation by its action or its body's element. */
  #readInPieces(
    xml: string,
    plans: Plans<I, H>,
    routed: ServerOperation<I, H> | undefined,
    tags: Tags,
    version: SoapVersion,
    limits: XmlLimits,
  ): SoapRequest<I, H> | undefined {
    // Envelope and Body, then the Header, each block and each leaf as it is read.
    const read: Reading = { pos: ENVELOPE.lastIndex, elements: 2 };
    const headers: Record<string, unknown> = {};
    if (skipTag(xml, tags.header, read)) {
      read.elements++;
      while (!skipTag(xml, tags.headerEnd, read)) {
        const value: Record<string, unknown> = {};
        // One block at most matches here: their start tags differ.
        const block = headerBlockAt(xml, plans.headers, value, read);
        if (!block || Object.hasOwn(headers, block.name)) return undefined;
        headers[block.name] = value;
      }
    }
    if (!skipTag(xml, tags.body, read)) return undefined;
    const body = routed
      ? plans.byOperation.get(routed)
      : plans.byElement.get(xml.slice(read.pos, xml.indexOf(">", read.pos) + 1));
    const params: Record<string, unknown> = {};
    const given = body ? readBlock(xml, body, params, read) : -1;
    if (
      given < 0 ||
      read.pos + tags.end.length !== xml.length ||
      !xml.endsWith(tags.end) ||
      read.elements > (limits.maxElements ?? 1_000_000)
    )
      return undefined;
    return this.#call(version, body!, params, given, headers);
  }

  #call(
    version: SoapVersion,
    body: OperationBlock<I, H>,
    params: Record<string, unknown>,
    given: number,
    headers: Record<string, unknown>,
  ): SoapRequest<I, H> {
    const { operation } = body;
    const auth = this.#routing.auth;
    return {
      kind: "call",
      version,
      operation,
      // A leaf for each parameter (blockOf): with all of them given, there is no default to add.
      params: given === body.leaves.length ? params : withDefaults(operation.codec.input, params),
      header: auth === undefined ? undefined : (headers[auth] as H | undefined),
      headers,
    };
  }

  /**
   * `operation`'s request under an Envelope of `tags`' prefix as one pattern, or null where its
   * parameters have no plan.
   */
  #wholeRequest(
    plans: Plans<I, H>,
    operation: ServerOperation<I, H>,
    tags: Tags,
  ): WholeRequest<I, H> | null {
    let byPrefix = this.#wholeRequests.get(operation);
    if (byPrefix === undefined) this.#wholeRequests.set(operation, (byPrefix = {}));
    let whole = byPrefix[tags.prefix];
    if (whole === undefined) byPrefix[tags.prefix] = whole = wholeRequestOf(plans, operation, tags);
    return whole;
  }

  /** The last routing by action and what it was routed by: a client sends the same hints each time. */
  #lastRouting:
    | {
        version: SoapVersion;
        soapAction: string | undefined;
        actionParam: string | undefined;
        routed: ActionRoute<ServerOperation<I, H>>;
      }
    | undefined;

  /** routeByAction's answer for `version` and `hints` (the routes are the server's, fixed). */
  #routed(version: SoapVersion, hints: SoapHints): ActionRoute<ServerOperation<I, H>> {
    const last = this.#lastRouting;
    if (
      last !== undefined &&
      last.version === version &&
      last.soapAction === hints.soapAction &&
      last.actionParam === hints.actionParam
    )
      return last.routed;
    const routed = routeByAction(version, hints, this.#routing.byAction);
    this.#lastRouting = {
      version,
      soapAction: hints.soapAction,
      actionParam: hints.actionParam,
      routed,
    };
    return routed;
  }
}

interface Reading {
  pos: number;
  elements: number;
}

/** The first of `blocks` read at `read.pos` into `target`, or undefined when none is there. */
function headerBlockAt<B extends Block>(
  xml: string,
  blocks: readonly B[],
  target: Record<string, unknown>,
  read: Reading,
): B | undefined {
  for (const block of blocks) if (readBlock(xml, block, target, read) >= 0) return block;
  return undefined;
}

/**
 * Reads `block` at `read.pos` into `target`, moving past it: how many of its leaves were there, or
 * -1 where the form differs.
 */
function readBlock(
  xml: string,
  block: Block,
  target: Record<string, unknown>,
  read: Reading,
): number {
  const { pattern } = block;
  pattern.lastIndex = read.pos;
  const match = pattern.exec(xml);
  if (match === null) return -1;
  const given = readLeaves(match, 1, block, target);
  if (given < 0) return -1;
  read.pos = pattern.lastIndex;
  // The block and its leaves.
  read.elements += 1 + given;
  return given;
}

/**
 * Parses `block`'s leaves, captured in `match` from group `first` on (two groups each: the text, or
 * `/` for an empty element), into `target`: how many were there, or -1 where a text is not its type's.
 */
function readLeaves(
  match: RegExpExecArray,
  first: number,
  block: Block,
  target: Record<string, unknown>,
): number {
  const { leaves } = block;
  let given = 0;
  for (let i = 0; i < leaves.length; i++) {
    const at = first + 2 * i;
    const text = match[at] ?? (match[at + 1] === undefined ? undefined : "");
    if (text === undefined) continue;
    const value = leaves[i]!.codec.parse(text);
    if (value === undefined) return -1;
    setOwn(target, leaves[i]!.ts, value);
    given++;
  }
  return given;
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
