/**
 * What differs between two captures of the same exchange with the ASMX peer, and the fixed text the
 * fixtures in test/fixtures/asmx-transcripts hold instead: scripts/capture-asmx-transcripts.ts
 * writes it, test/asmx-peer/transcripts.test.ts compares the peer's answers with it.
 */

/** The Date header's value: the capture's clock. */
export const FIXED_DATE = "Thu, 01 Jan 1970 00:00:00 GMT";
/** The peer listens on whatever port is free; 8095 is the one the fixtures' requests name in Host. */
export const FIXED_PORT = 8095;
/** Mono names the serializer assembly it generates at run time by a random id (a fault's stack trace). */
export const FIXED_ASSEMBLY_ID = "0".repeat(32);

/** Every assembly id in a fault's stack trace (`in &lt;id&gt;:0`): the random ones look like the installed assemblies'. */
export function normaliseAssemblyIds(text: string): string {
  return text.replace(/&lt;[0-9a-f]{32}&gt;/g, `&lt;${FIXED_ASSEMBLY_ID}&gt;`);
}

/** A response of the peer listening on `port`, as a fixture holds it. */
export function normaliseResponse(response: Buffer, port: number): Buffer {
  // latin1 maps each byte to one character and back, so the UTF-8 body comes through unchanged.
  const text = response.toString("latin1");
  const headEnd = text.indexOf("\r\n\r\n");
  if (headEnd < 0) throw new Error(`no complete response: ${JSON.stringify(text)}`);
  const head = text.slice(0, headEnd).replace(/^Date: [^\r\n]*/im, `Date: ${FIXED_DATE}`);
  const normalised = normaliseAssemblyIds(head + text.slice(headEnd)).replaceAll(
    `127.0.0.1:${port}`,
    `127.0.0.1:${FIXED_PORT}`,
  );
  return Buffer.from(normalised, "latin1");
}
