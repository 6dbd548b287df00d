/**
 * The ASMX peer is the service behind the transcripts: every transcript's request bytes, replayed to
 * the peer, get the same status, Content-Type, Cache-Control and body, byte for byte (Mono's
 * exception texts included). Two things differ, both chosen: the peer runs with request validation
 * off (its Web.config), so transcripts 14 and 19 compare with their request-validation-off captures;
 * and a fault's stack trace names the serializer assembly Mono generates at run time by a random id.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sendBytes, type RawResponse } from "../server/support/raw-http.ts";
import { headerOf, parseTranscript, TRANSCRIPTS_DIR, type Transcript } from "../support/transcripts.ts";
import { startAsmxPeer, type AsmxPeer } from "./peer-results.ts";

const VALIDATION_OFF_DIR = path.join(TRANSCRIPTS_DIR, "request-validation-off");
const transcriptFiles = (dir: string) => readdirSync(dir).filter((f) => /^\d{3}-.*\.txt$/.test(f));
const validationOff = new Set(transcriptFiles(VALIDATION_OFF_DIR));
/** Each capture, the request-validation-off one where there is one. */
const CASES = transcriptFiles(TRANSCRIPTS_DIR).map((f) => path.join(validationOff.has(f) ? VALIDATION_OFF_DIR : TRANSCRIPTS_DIR, f));

let peer: AsmxPeer;
beforeAll(async () => {
  peer = await startAsmxPeer();
}, 120_000);
afterAll(() => peer?.close());

function replay(t: Transcript): Promise<RawResponse> {
  const { startLine, headers, body } = t.request;
  const head = `${startLine}\r\n${headers.map(([n, v]) => `${n}: ${v}\r\n`).join("")}\r\n`;
  return sendBytes(Number(new URL(peer.url).port), Buffer.concat([Buffer.from(head, "latin1"), Buffer.from(body, "utf8")]));
}

/** Mono's run-time serializer assembly id in a stack trace (`in <d93f...>:0`). */
const blankAssemblyIds = (body: string) => body.replace(/&lt;[0-9a-f]{32}&gt;/g, "&lt;id&gt;");

describe("the ASMX peer answers each transcript's request as the transcript shows", () => {
  it("replays every capture", () => {
    expect(CASES).toHaveLength(108);
    expect([...validationOff].sort()).toEqual(["014-get-userGetListSearch.txt", "019-post-userGetListSearch.txt", "098-get-userGetListSearch-noangle.txt", "099-post-userGetListSearch-noangle.txt"]);
  });

  it.each(CASES.map((file) => [path.relative(TRANSCRIPTS_DIR, file), file]))("%s", async (_, file) => {
    const t = parseTranscript(path.basename(file), readFileSync(file));
    const got = await replay(t);
    expect(got.status).toBe(t.response.status);
    expect(got.headers["content-type"]).toBe(headerOf(t.response, "content-type"));
    expect(got.headers["cache-control"]).toBe(headerOf(t.response, "cache-control"));
    expect(blankAssemblyIds(got.body)).toBe(blankAssemblyIds(t.response.body));
  });
});
