/**
 * A server answer's body is written as UTF-8 into Buffers as its pieces come, but for its first
 * 64K, kept strings (body-pieces.ts): its bytes must be the text's UTF-8 bytes, whatever the
 * characters, the pieces' sizes and where the Buffers end, with attachments' bytes kept in their
 * place.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BodyPieces } from "../../generated/school-service-server/src/runtime/body-pieces.ts";

const bytesOf = (body: BodyPieces) =>
  Buffer.concat(body.pieces.map((p) => (typeof p === "string" ? Buffer.from(p) : p)));

describe("a BodyPieces", () => {
  it("holds the UTF-8 bytes of its text, across pieces and Buffers", () => {
    // A lone surrogate too: measured and written alike, as U+FFFD (a writer refuses one first).
    const unit = fc.constantFrom(
      "a",
      "<Item>",
      "é",
      "€",
      "😀",
      "\u{10FFFF}",
      "\uD800",
      "x".repeat(40),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.array(unit, { maxLength: 400 }).map((u) => u.join("")),
          { maxLength: 300 },
        ),
        fc.boolean(),
        (given, large) => {
          // A large body's texts past its first 64K go into Buffers.
          const texts = large ? ["x".repeat(70_000), ...given] : given;
          const body = new BodyPieces();
          for (const t of texts) body.add(t);
          const expected = Buffer.from(texts.join(""), "utf8");
          expect(bytesOf(body).equals(expected)).toBe(true);
          expect(body.length).toBe(expected.length);
          expect(body.text()).toBe(expected.toString("utf8"));
        },
      ),
      { seed: 20261130, numRuns: 200 },
    );
  });

  it("writes far more than one Buffer holds, and a piece larger than one, in order", () => {
    const body = new BodyPieces();
    const texts: string[] = [];
    for (let i = 0; i < 40_000; i++) texts.push(`<v>${i}é😀</v>`);
    texts.push("€".repeat(300_000));
    texts.push("<end />");
    for (const t of texts) body.add(t);
    expect(body.pieces.length).toBeGreaterThan(3);
    expect(bytesOf(body).equals(Buffer.from(texts.join("")))).toBe(true);
    expect(body.length).toBe(Buffer.byteLength(texts.join("")));
  });

  it("keeps a small body's texts strings, as they were given", () => {
    const body = new BodyPieces();
    body.add("<a>é</a>");
    body.add("<b />");
    expect(body.pieces).toEqual(["<a>é</a>", "<b />"]);
    expect(body.length).toBe(14);
  });

  it("keeps bytes added between texts in their place, and goes on after its pieces are read", () => {
    const body = new BodyPieces();
    body.add("--b\r\n");
    body.add(new Uint8Array([0, 255, 1]));
    body.add("\r\n--b--é");
    const first = Buffer.from(bytesOf(body));
    body.add("more");
    expect(
      first.equals(
        Buffer.concat([
          Buffer.from("--b\r\n"),
          Buffer.from([0, 255, 1]),
          Buffer.from("\r\n--b--é"),
        ]),
      ),
    ).toBe(true);
    expect(bytesOf(body).equals(Buffer.concat([first, Buffer.from("more")]))).toBe(true);
    expect(body.length).toBe(first.length + 4);
  });
});
