/**
 * The committed transcripts (test/fixtures/asmx-transcripts) are what the ASMX peer answers: every
 * transcript's request bytes, replayed to the peer, get the same status, Content-Type,
 * Cache-Control and body, byte for byte (Mono's exception texts included), and the whole answer is
 * the transcript's once normalised as scripts/capture-asmx-transcripts.ts normalises it (Date, port,
 * the random id Mono gives the serializer assembly it generates): capturing again changes nothing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchangeBytes, parseResponse } from "../server/support/raw-http.ts";
import { normaliseResponse } from "../support/transcript-normalisation.ts";
import {
  headerOf,
  parseTranscript,
  splitTranscript,
  transcriptFiles,
  TRANSCRIPTS_DIR,
} from "../support/transcripts.ts";
import { startAsmxPeer, type AsmxPeer } from "./peer-results.ts";

const FILES = transcriptFiles();

let peer: AsmxPeer;
beforeAll(async () => {
  peer = await startAsmxPeer();
}, 120_000);
afterAll(() => peer?.close());

describe("the ASMX peer answers each transcript's request as the transcript shows", () => {
  it("replays every capture", () => {
    expect(FILES).toHaveLength(108);
  });

  it.each(FILES)("%s", async (file) => {
    const bytes = readFileSync(path.join(TRANSCRIPTS_DIR, file));
    const sections = splitTranscript(file, bytes);
    const t = parseTranscript(file, bytes);
    const port = Number(new URL(peer.url).port);
    const answer = normaliseResponse(await exchangeBytes(port, sections.request), port);
    const got = parseResponse(answer);
    expect(got.status).toBe(t.response.status);
    expect(got.headers["content-type"]).toBe(headerOf(t.response, "content-type"));
    expect(got.headers["cache-control"]).toBe(headerOf(t.response, "cache-control"));
    expect(got.body).toBe(t.response.body);
    expect(answer.toString("latin1")).toBe(sections.response.toString("latin1"));
  });
});
