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
  `^<\\?xml version="1\\.0" encoding="utf-8"\\?>\\n?<(soap|soap12):Envelope xmlns:xsi="${regExpLiteral(XSI_NS)}" xmlns:xsd="${regExpLiteral(XSD_NS)}" xmlns:\\1="(${regExpLiteral(SOAP11_NS)}|${regExpLiteral(SOAP12_NS)})">`
);
const TEXT = String.raw`([^<&\]\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uFFFF]*)`;
const TAGS = {};
for (const p of ["soap", "soap12"])
  TAGS[p] = {
    header: `<${p}:Header>`,
    headerEnd: `</${p}:Header>`,
    body: `<${p}:Body>`,
    end: `</${p}:Body></${p}:Envelope>`
  };
const DEPTH = 4;
const ATTRIBUTES = 3;
class CanonicalRequests {
  #routing;
  /** Made on the first request, when every codec the contract declares is there. */
  #plans;
  constructor(routing) {
    this.#routing = routing;
  }
  /** The request as the XML reader would read it, when it is in the one form; else undefined. */
  read(xml, hints, limits) {
    if ((limits.maxDepth ?? 64) < DEPTH || (limits.maxAttributes ?? 256) < ATTRIBUTES)
      return void 0;
    const envelope = ENVELOPE.exec(xml);
    if (envelope === null) return void 0;
    const plans = this.#plans ??= plansOf(this.#routing);
    const tags = TAGS[envelope[1]];
    const version = envelope[2] === SOAP11_NS ? "1.1" : "1.2";
    const read = { pos: envelope[0].length, elements: 2 };
    const headers = {};
    if (xml.startsWith(tags.header, read.pos)) {
      read.pos += tags.header.length;
      read.elements++;
      while (!xml.startsWith(tags.headerEnd, read.pos)) {
        const value = {};
        const block = plans.headers.find((b) => readBlock(xml, b, value, read));
        if (!block || Object.hasOwn(headers, block.name)) return void 0;
        headers[block.name] = value;
      }
      read.pos += tags.headerEnd.length;
    }
    if (!xml.startsWith(tags.body, read.pos)) return void 0;
    read.pos += tags.body.length;
    const routed = routeByAction(version, hints, this.#routing.byAction);
    if (routed.fault) return void 0;
    const body = routed.operation ? plans.byOperation.get(routed.operation) : plans.byElement.get(xml.slice(read.pos, xml.indexOf(">", read.pos) + 1));
    const params = {};
    if (!body || !readBlock(xml, body, params, read) || read.pos + tags.end.length !== xml.length || !xml.endsWith(tags.end) || read.elements > (limits.maxElements ?? 1e6))
      return void 0;
    const auth = this.#routing.auth;
    return {
      kind: "call",
      version,
      operation: body.operation,
      params: withDefaults(body.operation.codec.input, params),
      header: auth === void 0 ? void 0 : headers[auth],
      headers
    };
  }
}
function readBlock(xml, block, target, read) {
  const { pattern, leaves } = block;
  pattern.lastIndex = read.pos;
  const match = pattern.exec(xml);
  if (match === null) return false;
  let elements = 1;
  for (let i = 0; i < leaves.length; i++) {
    const text = match[2 * i + 1] ?? (match[2 * i + 2] === void 0 ? void 0 : "");
    if (text === void 0) continue;
    const value = leaves[i].codec.parse(text);
    if (value === void 0) return false;
    setOwn(target, leaves[i].ts, value);
    elements++;
  }
  read.pos = pattern.lastIndex;
  read.elements += elements;
  return true;
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
