/**
 * MTOM/XOP (W3C XOP 1.0, SOAP 1.2 MTOM, and the same packaging on SOAP 1.1 as WCF and JAX-WS
 * send it): base64Binary values that travel as the bytes of a MIME part, the XML holding
 * `<xop:Include href="cid:..."/>` in their place. Also SOAP with Attachments as read: an element
 * whose `href` attribute names a part (`cid:`) has that part's bytes. Only set on a reader of a
 * multipart message, or on a writer asked for MTOM, so a bundle that does neither carries none of it.
 */
import { XmlValueError, type BinaryWriting, type TextCodec, type XmlWriter } from "./codec.js";
import { XmlEvent, type MessageParts, type XmlReader } from "./xml-reader.js";
import type { RelatedMessage } from "./multipart-related.js";

export const XOP_NS = "http://www.w3.org/2004/08/xop/include";
/** The media type of an XOP package's root part. */
export const XOP_XML = "application/xop+xml";

/** The parts of a message read, for its base64Binary elements that refer to them. */
export class ReceivedParts implements MessageParts {
  readonly #parts: ReadonlyMap<string, Uint8Array>;

  constructor(message: RelatedMessage) {
    this.#parts = message.parts;
  }

  readBinary(r: XmlReader, codec: TextCodec<Uint8Array>): Uint8Array {
    const swaRef = r.attribute("", "href");
    if (swaRef !== undefined && /^cid:/i.test(swaRef)) {
      r.skipElement();
      return this.#part(r.localName, swaRef);
    }
    let text = "";
    let bytes: Uint8Array | undefined;
    for (let event = r.next(); event !== XmlEvent.End; event = r.next()) {
      if (event === XmlEvent.Text) text += r.text;
      else if (bytes === undefined && r.namespace === XOP_NS && r.localName === "Include") {
        const href = r.attribute("", "href") ?? "";
        r.skipElement();
        bytes = this.#part("Include", href);
      } else
        throw new XmlValueError(
          r.localName,
          `text of ${codec.expected}, or one xop:Include`,
          `<${r.qName}>`,
        );
    }
    const name = r.localName;
    if (bytes !== undefined) {
      if (text.trim() !== "") throw new XmlValueError(name, "an xop:Include alone", text);
      return bytes;
    }
    const value = codec.parse(text);
    if (value === undefined) throw new XmlValueError(name, codec.expected, text);
    return value;
  }

  #part(element: string, href: string): Uint8Array {
    const bytes = /^cid:/i.test(href) ? this.#parts.get(cidOf(href)) : undefined;
    if (bytes === undefined)
      throw new XmlValueError(element, "a cid: URL naming a part of the message", href);
    return bytes;
  }
}

/** A `cid:` URL's Content-ID (RFC 2392: URL-encoded). */
function cidOf(href: string): string {
  try {
    return decodeURIComponent(href.slice(4));
  } catch {
    return href.slice(4);
  }
}

/** An attachment written: its Content-ID and bytes. */
export interface XopPart {
  readonly id: string;
  readonly bytes: Uint8Array;
}

/** Collects the base64Binary values of one message of `threshold` bytes or more as attachments. */
export class XopWriter implements BinaryWriting {
  readonly parts: XopPart[] = [];
  readonly #threshold: number;
  readonly #suffix = `${crypto.randomUUID()}@soapgen`;

  constructor(threshold: number) {
    this.#threshold = threshold;
  }

  writeBinary(
    w: XmlWriter,
    start: string,
    name: string,
    _path: string,
    value: Uint8Array,
  ): boolean {
    if (!(value instanceof Uint8Array) || value.length < this.#threshold) return false;
    const id = `${this.parts.length + 1}.${this.#suffix}`;
    this.parts.push({ id, bytes: value });
    w.open(start);
    w.raw(`<xop:Include xmlns:xop="${XOP_NS}" href="cid:${id}" />`);
    w.close(name);
    return true;
  }
}

/** An XOP package on the wire: its Content-Type header and its body, in pieces. */
export interface XopMessage {
  contentType: string;
  pieces: (string | Uint8Array)[];
}

/**
 * The package of an envelope and its attachments. `soapType` is the envelope's own media type
 * (`text/xml`, or `application/soap+xml` with its `action`), which the root part's type and the
 * `start-info` parameter carry; the root comes first, as zeep and others read it.
 */
export function xopMessage(
  envelope: string | readonly (string | Uint8Array)[],
  soapType: string,
  parts: readonly XopPart[],
): XopMessage {
  const boundary = `MIMEBoundary_${crypto.randomUUID()}`;
  const root = `root.${crypto.randomUUID()}@soapgen`;
  const info = quoted(soapType);
  const pieces: (string | Uint8Array)[] = [
    `--${boundary}\r\nContent-Type: ${XOP_XML}; charset=utf-8; type=${info}\r\n` +
      `Content-Transfer-Encoding: binary\r\nContent-ID: <${root}>\r\n\r\n`,
    ...(typeof envelope === "string" ? [envelope] : envelope),
  ];
  for (const part of parts)
    pieces.push(
      `\r\n--${boundary}\r\nContent-Type: application/octet-stream\r\n` +
        `Content-Transfer-Encoding: binary\r\nContent-ID: <${part.id}>\r\n\r\n`,
      part.bytes,
    );
  pieces.push(`\r\n--${boundary}--\r\n`);
  return {
    contentType: `multipart/related; type="${XOP_XML}"; boundary="${boundary}"; start="<${root}>"; start-info=${info}`,
    pieces,
  };
}

function quoted(text: string): string {
  return `"${text.replace(/["\\]/g, "\\$&")}"`;
}
