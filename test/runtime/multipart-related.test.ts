/**
 * The multipart/related reader: XOP 1.0's example package read the same whatever the chunks it
 * arrives in (a boundary cut anywhere), the root found by `start`, and each refusal naming the part.
 */
import { describe, expect, it } from "vitest";
import { parseMediaType } from "../../templates/runtime/media-type.ts";
import { MultipartReader, type RelatedMessage } from "../../templates/runtime/multipart-related.ts";
import { EXAMPLE_PHOTO, EXAMPLE_SIG, xopExample } from "../constructs/mtom-contract.ts";

function read(contentType: string, body: Uint8Array, chunk = body.length): RelatedMessage {
  const reader = new MultipartReader(parseMediaType(contentType), 8);
  for (let at = 0; at < body.length; at += chunk) reader.add(body.subarray(at, at + chunk));
  return reader.end();
}

const { contentType, body } = xopExample();

describe("MultipartReader", () => {
  it.each([body.length, 4096, 97, 13, 1])(
    "reads XOP 1.0's example in chunks of %i bytes: the root by start, the parts by Content-ID",
    (chunk) => {
      const message = read(contentType, body, chunk);
      expect(message.root.headers.get("content-id")).toBe("<mymessage.xml@example.org>");
      expect(message.rootType.type).toBe("application/xop+xml");
      expect(message.rootType.params.get("type")).toBe(
        'application/soap+xml; action="ProcessData"',
      );
      const root = new TextDecoder().decode(message.root.bytes);
      expect(root.startsWith("<soap:Envelope")).toBe(true);
      expect(root.endsWith("</soap:Envelope>\r\n")).toBe(true);
      expect([...message.parts.keys()]).toEqual([
        "http://example.org/me.png",
        "http://example.org/my.hsh",
      ]);
      expect(message.parts.get("http://example.org/me.png")).toEqual(EXAMPLE_PHOTO);
      expect(message.parts.get("http://example.org/my.hsh")).toEqual(EXAMPLE_SIG);
    },
  );

  it("keeps a part read from one chunk as a view of it, not a copy", () => {
    const message = read(contentType, body);
    expect(message.parts.get("http://example.org/me.png")!.buffer).toBe(body.buffer);
  });

  const part = (head: string, content: string) => `${head}\r\n\r\n${content}`;
  const text = (t: string) => new TextEncoder().encode(t);

  it.each([
    [
      "a start no part has",
      'multipart/related; boundary=b; start="<x>"',
      `--b\r\n${part("Content-ID: <y>", "a")}\r\n--b--`,
      "multipart/related: no part has the Content-ID <x> its start parameter names",
    ],
    [
      "a body without a boundary line",
      "multipart/related; boundary=b",
      "no parts here",
      "multipart/related: the message ends before its closing boundary: it has no boundary line",
    ],
    [
      "a part cut short",
      "multipart/related; boundary=b",
      `--b\r\n${part("", "a")}\r\n--b\r\n${part("Content-ID: <p>", "half")}`,
      "multipart/related: the message ends before its closing boundary: part 2 is cut short",
    ],
    [
      "two parts of one Content-ID",
      "multipart/related; boundary=b",
      `--b\r\n${part("", "root")}\r\n--b\r\n${part("Content-ID: <p>", "1")}\r\n--b\r\n${part("Content-ID: <p>", "2")}\r\n--b--`,
      "multipart/related: part 3: the Content-ID <p> is taken",
    ],
    [
      "a transfer encoding it cannot read",
      "multipart/related; boundary=b",
      `--b\r\n${part("Content-Transfer-Encoding: quoted-printable", "a=3D")}\r\n--b--`,
      "multipart/related: part 1: Content-Transfer-Encoding quoted-printable is not supported",
    ],
    [
      "more parts than its limit",
      "multipart/related; boundary=b",
      `--b\r\n${Array.from({ length: 9 }, (_, i) => part(`Content-ID: <${i}>`, "x")).join("\r\n--b\r\n")}\r\n--b--`,
      "multipart/related: the message has more than 8 parts",
    ],
  ])("refuses %s", (_, type, message, error) => {
    expect(() => read(type, text(message))).toThrow(error);
  });

  it("reads a base64 part (SOAP with Attachments may send one) as its bytes", () => {
    const message = read(
      "multipart/related; boundary=b",
      text(
        `--b\r\n${part("", "<r/>")}\r\n--b\r\n${part("Content-ID: <p>\r\nContent-Transfer-Encoding: base64", "AAEC\r\n/w==")}\r\n--b--\r\n`,
      ),
    );
    expect(message.parts.get("p")).toEqual(new Uint8Array([0, 1, 2, 255]));
  });
});
