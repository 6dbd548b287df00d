/**
 * WS-Addressing 1.0 header blocks of a SOAP request, written as WCF's clients write them on
 * wsHttpBinding: Action (mustUnderstand), MessageID (a fresh `urn:uuid:`), ReplyTo (the anonymous
 * address: the answer comes back on the same connection) and To (mustUnderstand), first in the
 * Header, before the contract's blocks.
 */
import { escapeXml } from "./contract-runtime.js";
import type { WireRequest } from "./request-writer.js";
import type { AddressingOptions } from "./transport-options.js";

export const WSA_NS = "http://www.w3.org/2005/08/addressing";
export const WSA_ANONYMOUS = "http://www.w3.org/2005/08/addressing/anonymous";

/** The addressing of one request: what its headers say. */
export interface Addressing {
  action: string;
  messageId: string;
  to: string;
  replyTo: string;
}

export function newAddressing(
  action: string,
  endpoint: string,
  options: AddressingOptions,
): Addressing {
  return {
    action,
    messageId: `urn:uuid:${uuid()}`,
    to: options.to ?? endpoint,
    replyTo: options.replyTo ?? WSA_ANONYMOUS,
  };
}

/**
 * A random (version 4) UUID. From getRandomValues, not randomUUID, which browsers offer only to
 * pages served over HTTPS.
 */
function uuid(): string {
  const b = globalThis.crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The header blocks, `soap` being the envelope's prefix (`soap` or `soap12`). */
export function addressingXml(a: Addressing, soap: string): string {
  const ns = ` xmlns:a="${WSA_NS}"`;
  const mu = ` ${soap}:mustUnderstand="1"`;
  return (
    `<a:Action${mu}${ns}>${escapeXml(a.action)}</a:Action>` +
    `<a:MessageID${ns}>${escapeXml(a.messageId)}</a:MessageID>` +
    `<a:ReplyTo${ns}><a:Address>${escapeXml(a.replyTo)}</a:Address></a:ReplyTo>` +
    `<a:To${mu}${ns}>${escapeXml(a.to)}</a:To>`
  );
}

/**
 * The SOAP request with the addressing blocks first in its Header (one is added when it has
 * none). The envelope is the request writer's: its prefix is `soap` or `soap12`, and the first
 * `<prefix:Header>` or `<prefix:Body>` tag is the envelope's own (the blocks and the body declare
 * their namespaces as default ones, so no element of theirs is written with that prefix).
 */
export function withAddressing(request: WireRequest, a: Addressing): WireRequest {
  const body = request.body!;
  const soap = /<(soap(?:12)?):Envelope\b/.exec(body)?.[1];
  if (soap === undefined) throw new TypeError("WS-Addressing applies to SOAP requests");
  const blocks = addressingXml(a, soap);
  const header = `<${soap}:Header>`;
  const at = body.indexOf(header);
  const next =
    at >= 0
      ? body.slice(0, at + header.length) + blocks + body.slice(at + header.length)
      : body.replace(`<${soap}:Body>`, `${header}${blocks}</${soap}:Header><${soap}:Body>`);
  return { ...request, body: next };
}
