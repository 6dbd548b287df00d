/**
 * Captures the answers in test/fixtures/asmx-transcripts from the ASMX peer (test/support/asmx-peer.ts):
 * sends each transcript's request bytes as written and rewrites its response section with the
 * peer's answer, normalised (test/support/transcript-normalisation.ts) so that capturing again on
 * unchanged code changes no file; then writes the folder's INDEX.md. Run after changing the peer's
 * service or adding a transcript: `npx tsx scripts/capture-asmx-transcripts.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { exchangeBytes } from "../test/server/support/raw-http.ts";
import { startAsmxPeer } from "../test/support/asmx-peer.ts";
import { normaliseResponse } from "../test/support/transcript-normalisation.ts";
import {
  joinTranscript,
  parseTranscript,
  splitTranscript,
  transcriptFiles,
  TRANSCRIPTS_DIR,
} from "../test/support/transcripts.ts";
import { transcriptIndex } from "./asmx-transcripts-index.ts";

const peer = await startAsmxPeer();
try {
  const port = Number(new URL(peer.url).port);
  const files = transcriptFiles();
  const changed: string[] = [];
  for (const file of files) {
    const where = path.join(TRANSCRIPTS_DIR, file);
    const before = readFileSync(where);
    const sections = splitTranscript(file, before);
    const after = joinTranscript({
      ...sections,
      response: normaliseResponse(await exchangeBytes(port, sections.request), port),
    });
    if (!after.equals(before)) {
      writeFileSync(where, after);
      changed.push(file);
    }
  }
  const index = transcriptIndex(
    files.map((file) => parseTranscript(file, readFileSync(path.join(TRANSCRIPTS_DIR, file)))),
  );
  writeFileSync(path.join(TRANSCRIPTS_DIR, "INDEX.md"), index);
  console.log(
    `captured ${files.length} transcripts from ${peer.url}; changed: ${changed.length === 0 ? "none" : changed.join(", ")}`,
  );
} finally {
  await peer.close();
}
