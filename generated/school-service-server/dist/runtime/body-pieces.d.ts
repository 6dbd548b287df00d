// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * A response body written in pieces: the PieceWriter hands its text over every 8K characters or
 * so. The first 64K bytes stay strings: a small answer goes out as before, with its headers in one
 * write. Past them each piece is written at once as UTF-8 into 64K Buffers, so a large answer is
 * chunks of bytes outside the JavaScript heap: never one string of a hundred thousand small parts
 * (slow to join), nothing the young-generation collector must copy while the answer is written,
 * and nothing for the socket to encode again (see sendPieces).
 */
import { XmlWriter } from "./contract-runtime.js";
export declare class BodyPieces {
    #private;
    /** In bytes. */
    length: number;
    /** The body, in order. */
    get pieces(): readonly (string | Uint8Array)[];
    /** The body as text (an answer without attachments: what is signed). */
    text(): string;
    add(piece: string | Uint8Array): void;
}
/**
 * An XmlWriter whose text goes to `body` in pieces, cut at the ends of elements. Under the 16K
 * characters at which an XmlWriter flattens what it holds: a piece, a string of many small parts,
 * is flattened once, as it is written into the body's Buffer.
 */
export declare class PieceWriter extends XmlWriter {
    private readonly body;
    private readonly pieceLength;
    constructor(body: BodyPieces, pieceLength?: number);
    override close(name: string): void;
    /** After a list's items, written whole (ComplexCodec.writeItems), as after an element. */
    override children(xml: string): void;
    /** Hands over what is written so far (at the end: every element written is closed). */
    flush(): void;
}
