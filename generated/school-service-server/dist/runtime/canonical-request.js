// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  SOAP11_NS,
  SOAP12_NS,
  XSD_NS,
  XSI_NS,
  escapeXml,
  regExpLiteral,
  setOwn
} from "./contract-runtime.js";
import { withDefaults } from "./request-params.js";
import {
  routeByAction
} from "./soap-request.js";
const ENVELOPE = new RegExp(
  `^<\\?xml version="1\\.0" encoding="utf-8"\\?>\\n?<(soap|soap12):Envelope xmlns:xsi="${regExpLiteral(XSI_NS)}" xmlns:xsd="${regExpLiteral(XSD_NS)}" xmlns:\\1="(${regExpLiteral(SOAP11_NS)}|${regExpLiteral(SOAP12_NS)})">`,
  "y"
);
const ENVELOPE_AT = '<?xml version="1.0" encoding="utf-8"?>'.length;
function tagsOf(p) {
  return {
    prefix: p,
    header: new RegExp(`<${p}:Header>`, "y"),
    headerEnd: new RegExp(`</${p}:Header>`, "y"),
    body: new RegExp(`<${p}:Body>`, "y"),
    end: `</${p}:Body></${p}:Envelope>`
  };
}
function skipTag(xml, tag, read) {
  tag.lastIndex = read.pos;
  if (!tag.test(xml)) return false;
  read.pos = tag.lastIndex;
  return true;
}
const SOAP_TAGS = tagsOf("soap");
const SOAP12_TAGS = tagsOf("soap12");
function envelopeOf(xml, end) {
  const at = xml.charCodeAt(ENVELOPE_AT) === 10 ? ENVELOPE_AT + 1 : ENVELOPE_AT;
  return {
    tags: xml.charCodeAt(at + 5) === 58 ? SOAP_TAGS : SOAP12_TAGS,
    version: xml.charCodeAt(end - 3) === 47 ? "1.1" : "1.2"
  };
}
const TEXT = String.raw`([^<&\]\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uFFFF]*)`;
const DEPTH = 4;
const ATTRIBUTES = 3;
function wholeRequestOf(plans, operation, tags) {
  const body = plans.byOperation.get(operation);
  if (body === void 0) return null;
  const p = tags.prefix;
  let group = 2;
  const headers = plans.headers.map((block) => {
    const at = group;
    group += 1 + 2 * block.leaves.length;
    return { block, at };
  });
  const blocks = headers.map(({ block }) => `(?:()${block.pattern.source})?`).join("");
  const pattern = new RegExp(
    `(?:<${p}:Header>()${blocks}</${p}:Header>)?<${p}:Body>${body.pattern.source}</${p}:Body></${p}:Envelope>$`,
    "y"
  );
  return { pattern, headers, body, bodyAt: group };
}
class CanonicalRequests {
  #routing;
  /** Made on the first request, when every codec the contract declares is there. */
  #plans;
  /** Each operation's whole request, by the Envelope's prefix (made when first asked for). */
  #wholeRequests = /* @__PURE__ */ new Map();
  constructor(routing) {
    this.#routing = routing;
  }
  /** The request as the XML reader would read it, when it is in the one form; else undefined. */
  read(xml, hints, limits) {
    if ((limits.maxDepth ?? 64) < DEPTH || (limits.maxAttributes ?? 256) < ATTRIBUTES)
      return void 0;
    ENVELOPE.lastIndex = 0;
    if (!ENVELOPE.test(xml)) return void 0;
    const plans = this.#plans ??= plansOf(this.#routing);
    const { tags, version } = envelopeOf(xml, ENVELOPE.lastIndex);
    const routed = this.#routed(version, hints);
    if (routed.fault) return void 0;
    const whole = routed.operation && this.#wholeRequest(plans, routed.operation, tags);
    return (whole && this.#readWhole(xml, whole, version, limits)) ?? this.#readInPieces(xml, plans, routed.operation, tags, version, limits);
  }
  /** Reads the request by `whole`'s one match, from the Envelope's start tag's end on. */
  #readWhole(xml, whole, version, limits) {
    whole.pattern.lastIndex = ENVELOPE.lastIndex;
    const match = whole.pattern.exec(xml);
    if (match === null) return void 0;
    let elements = match[1] === void 0 ? 2 : 3;
    const headers = {};
    for (const { block, at } of whole.headers) {
      if (match[at] === void 0) continue;
      const value = {};
      const given2 = readLeaves(match, at + 1, block, value);
      if (given2 < 0) return void 0;
      headers[block.name] = value;
      elements += 1 + given2;
    }
    const params = {};
    const given = readLeaves(match, whole.bodyAt, whole.body, params);
    if (given < 0 || elements + 1 + given > (limits.maxElements ?? 1e6)) return void 0;
    return this.#call(version, whole.body, params, given, headers);
  }
  /** Reads the request element by element: its header blocks in any order, its operation by its action or its body's element. */
  #readInPieces(xml, plans, routed, tags, version, limits) {
    const read = { pos: ENVELOPE.lastIndex, elements: 2 };
    const headers = {};
    if (skipTag(xml, tags.header, read)) {
      read.elements++;
      while (!skipTag(xml, tags.headerEnd, read)) {
        const value = {};
        const block = headerBlockAt(xml, plans.headers, value, read);
        if (!block || Object.hasOwn(headers, block.name)) return void 0;
        headers[block.name] = value;
      }
    }
    if (!skipTag(xml, tags.body, read)) return void 0;
    const body = routed ? plans.byOperation.get(routed) : plans.byElement.get(xml.slice(read.pos, xml.indexOf(">", read.pos) + 1));
    const params = {};
    const given = body ? readBlock(xml, body, params, read) : -1;
    if (given < 0 || read.pos + tags.end.length !== xml.length || !xml.endsWith(tags.end) || read.elements > (limits.maxElements ?? 1e6))
      return void 0;
    return this.#call(version, body, params, given, headers);
  }
  #call(version, body, params, given, headers) {
    const { operation } = body;
    const auth = this.#routing.auth;
    return {
      kind: "call",
      version,
      operation,
      // A leaf for each parameter (blockOf): with all of them given, there is no default to add.
      params: given === body.leaves.length ? params : withDefaults(operation.codec.input, params),
      header: auth === void 0 ? void 0 : headers[auth],
      headers
    };
  }
  /**
   * `operation`'s request under an Envelope of `tags`' prefix as one pattern, or null where its
   * parameters have no plan.
   */
  #wholeRequest(plans, operation, tags) {
    let byPrefix = this.#wholeRequests.get(operation);
    if (byPrefix === void 0) this.#wholeRequests.set(operation, byPrefix = {});
    let whole = byPrefix[tags.prefix];
    if (whole === void 0) byPrefix[tags.prefix] = whole = wholeRequestOf(plans, operation, tags);
    return whole;
  }
  /** The last routing by action and what it was routed by: a client sends the same hints each time. */
  #lastRouting;
  /** routeByAction's answer for `version` and `hints` (the routes are the server's, fixed). */
  #routed(version, hints) {
    const last = this.#lastRouting;
    if (last !== void 0 && last.version === version && last.soapAction === hints.soapAction && last.actionParam === hints.actionParam)
      return last.routed;
    const routed = routeByAction(version, hints, this.#routing.byAction);
    this.#lastRouting = {
      version,
      soapAction: hints.soapAction,
      actionParam: hints.actionParam,
      routed
    };
    return routed;
  }
}
function headerBlockAt(xml, blocks, target, read) {
  for (const block of blocks) if (readBlock(xml, block, target, read) >= 0) return block;
  return void 0;
}
function readBlock(xml, block, target, read) {
  const { pattern } = block;
  pattern.lastIndex = read.pos;
  const match = pattern.exec(xml);
  if (match === null) return -1;
  const given = readLeaves(match, 1, block, target);
  if (given < 0) return -1;
  read.pos = pattern.lastIndex;
  read.elements += 1 + given;
  return given;
}
function readLeaves(match, first, block, target) {
  const { leaves } = block;
  let given = 0;
  for (let i = 0; i < leaves.length; i++) {
    const at = first + 2 * i;
    const text = match[at] ?? (match[at + 1] === void 0 ? void 0 : "");
    if (text === void 0) continue;
    const value = leaves[i].codec.parse(text);
    if (value === void 0) return -1;
    setOwn(target, leaves[i].ts, value);
    given++;
  }
  return given;
}
function plansOf(routing) {
  const byOperation = /* @__PURE__ */ new Map();
  for (const operation of /* @__PURE__ */ new Set([
    ...routing.byAction.map.values(),
    ...routing.byElement.map.values()
  ])) {
    const { wrapper, fields } = operation.codec.input;
    const plan = wrapper && blockOf(wrapper.local, wrapper.ns, fields);
    if (plan) byOperation.set(operation, { ...plan, operation });
  }
  const byElement = /* @__PURE__ */ new Map();
  for (const operation of routing.byElement.map.values()) {
    const plan = byOperation.get(operation);
    if (plan) byElement.set(`${plan.start}>`, plan).set(`${plan.start} />`, plan);
  }
  const firsts = routing.headers.filter(
    (h, i) => routing.headers.findIndex((o) => o.element === h.element && o.namespace === h.namespace) === i
  );
  const headers = firsts.flatMap((h) => {
    const content = h.codec.content?.();
    if (!content || content.attributes.length > 0 || content.text || content.anyElements || content.mixed)
      return [];
    const plan = blockOf(h.element, h.namespace, content.fields);
    return plan ? [{ ...plan, name: h.name }] : [];
  });
  return { headers, byOperation, byElement };
}
function blockOf(local, ns, fields) {
  const leaves = [];
  let children = "";
  for (const f of fields) {
    const codec = typeof f.codec === "function" ? f.codec() : f.codec;
    if (typeof codec.parse !== "function" || f.max !== 1 || f.ns !== ns) return void 0;
    leaves.push({ ts: f.ts, codec });
    const name = regExpLiteral(f.xml);
    children += `(?:<${name}>${TEXT}</${name}>|<${name} (/)>)?`;
  }
  const start = `<${local} xmlns="${escapeXml(ns)}"`;
  const pattern = new RegExp(
    `${regExpLiteral(start)}(?:>${children}</${regExpLiteral(local)}>| />)`,
    "y"
  );
  return { start, pattern, leaves };
}
export {
  CanonicalRequests
};
//# sourceMappingURL=canonical-request.js.map
