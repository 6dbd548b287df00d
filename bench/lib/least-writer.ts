/**
 * The least-writer references (servers/least-writer-server.ts,
 * declared/records-least-writer-server.ts): a server that answers each request, once read, with
 * an answer written per request from a template per item, each text checked (plainText), and sent
 * as our server sends it (server-runtime/body-pieces.ts): one string when it is short, else UTF-8
 * in 64K Buffers, written corked.
 */
import { type Server, type ServerResponse, createServer } from "node:http";

const CHUNK_BYTES = 65_536;
/** Texts up to this many characters in all stay one string (at most 3 bytes a character). */
const STRING_CHARS = CHUNK_BYTES / 3;
const encoder = new TextEncoder();
/** What XML text must escape or cannot hold (the runtime's xml-text.ts). */
const NEEDS_CARE = /[\u0000-\u0009\u000B-\u001F&<>\uD800-\uDFFF\uFFFE\uFFFF]/;

/**
 * `text`, checked for what XML would have to escape or refuse: the one check no correct writer
 * skips. The references escape nothing (the bench's texts need it nowhere): such a text throws.
 */
export function plainText(text: string): string {
  if (NEEDS_CARE.test(text)) throw new Error(`a text to escape: ${JSON.stringify(text)}`);
  return text;
}

/** Answers every request with `head`, each item's text by `itemXml`, and `tail`. */
export function leastWriterServer<T>(
  head: string,
  items: readonly T[],
  itemXml: (item: T) => string,
  tail: string,
): Server {
  return createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      const answer = leastAnswer();
      let xml = head;
      for (const item of items) {
        xml += itemXml(item);
        if (xml.length >= 8192) {
          answer.add(xml);
          xml = "";
        }
      }
      answer.add(xml + tail);
      answer.send(res);
    });
  });
}

interface LeastAnswer {
  /** Appends a piece of the answer, a few thousand characters. */
  add(text: string): void;
  /** Sends the answer: status 200, its type and length. */
  send(res: ServerResponse): void;
}

/** Closures over plain variables: a class of private fields took a third more time here. */
function leastAnswer(): LeastAnswer {
  let text = "";
  const chunks: Uint8Array[] = [];
  let chunk: Buffer | undefined;
  let end = 0;
  let length = 0;
  const encode = (piece: string) => {
    for (let rest = piece; ; ) {
      const { read, written } = encoder.encodeInto(rest, chunk!.subarray(end));
      end += written;
      length += written;
      if (read === rest.length) return;
      chunks.push(chunk!.subarray(0, end));
      chunk = Buffer.allocUnsafe(CHUNK_BYTES);
      end = 0;
      rest = rest.slice(read);
    }
  };
  const headers = (bytes: number) => ({
    "content-type": "text/xml; charset=utf-8",
    "content-length": String(bytes),
  });
  return {
    add(piece) {
      if (chunk === undefined && text.length + piece.length < STRING_CHARS) {
        text += piece;
        return;
      }
      if (chunk === undefined) {
        chunk = Buffer.allocUnsafe(CHUNK_BYTES);
        encode(text);
      }
      encode(piece);
    },
    send(res) {
      if (chunk === undefined) {
        res.writeHead(200, headers(Buffer.byteLength(text))).end(text);
        return;
      }
      chunks.push(chunk.subarray(0, end));
      res.writeHead(200, headers(length));
      res.cork();
      for (let i = 0; i < chunks.length - 1; i++) res.write(chunks[i]);
      res.end(chunks[chunks.length - 1]);
    },
  };
}
