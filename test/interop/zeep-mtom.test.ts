/**
 * Python's zeep (Debian's python3-zeep, installed by scripts/install-test-peers.sh), which reads
 * MTOM answers, calls a generated server answering MTOM: a 10 MB file and a small one, on SOAP 1.1
 * and 1.2. zeep resolves the xop:Include elements itself; the bytes it decoded are hashed on its
 * side and must be ours. (How much memory the server takes for it: `npm run bench`.)
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  generateService,
  type GeneratedService,
  type RunningService,
} from "../constructs/generated-service.ts";
import { FILES_CONTRACT } from "../constructs/mtom-contract.ts";
import { runPythonJson } from "../support/run-python.ts";

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), "zeep-mtom.py");
const TEN_MB = 10 * 1024 * 1024;
const fileOf = (size: number) => {
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 2654435761) >>> 24;
  return bytes;
};
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

type ZeepOutcome = { files: { name: string; size: number; sha256: string }[] } | { error: string };

describe("zeep reads our server's MTOM answers", () => {
  let service: GeneratedService;
  let running: RunningService;
  const large = fileOf(TEN_MB);
  const small = fileOf(100);
  const contentTypes: string[] = [];

  beforeAll(async () => {
    service = await generateService(FILES_CONTRACT);
    running = await service.serve(
      {
        download: () => [
          { name: "large", data: large },
          { name: "small", data: small },
        ],
      },
      { mtom: true },
    );
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    service?.close();
  });

  it("a 10 MB file and a small one, on SOAP 1.1 and 1.2, byte for byte", async () => {
    const answer = await fetch(running.url, {
      method: "POST",
      headers: { "Content-Type": "text/xml; charset=utf-8", SOAPAction: '"urn:c/download"' },
      body: '<?xml version="1.0"?><s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body><download xmlns="urn:c"><size>0</size></download></s:Body></s:Envelope>',
    });
    contentTypes.push(answer.headers.get("content-type")!);
    // The package: the 10 MB as binary octets, the 100 bytes (under the 1024-byte threshold) inline.
    const length = Number(answer.headers.get("content-length"));
    expect(length).toBeGreaterThan(TEN_MB);
    expect(length).toBeLessThan(TEN_MB + 4096);
    await answer.arrayBuffer();
    expect(contentTypes[0]).toMatch(/^multipart\/related; type="application\/xop\+xml"; /);

    const outcomes = await runPythonJson<ZeepOutcome[]>(
      SCRIPT,
      [path.join(service.dir, "service.wsdl"), running.url],
      {
        calls: ["Construct_soap11", "Construct_soap12"].map((port) => ({
          port,
          op: "download",
          args: { size: 0 },
        })),
      },
    );
    const expected = {
      files: [
        { name: "large", size: TEN_MB, sha256: sha256(large) },
        { name: "small", size: 100, sha256: sha256(small) },
      ],
    };
    expect(outcomes).toEqual([expected, expected]);
  }, 120_000);
});
