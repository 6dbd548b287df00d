/**
 * The broad service without the ASMX peer: what it recorded (test/fixtures/asmx-broad, written by
 * broad-record.ts; broad-service.test.ts checks the peer still publishes that WSDL), so `npm test`
 * proves this much without Mono.
 * - The client generated from the recorded WSDL (its SOAP half), handed each recorded answer,
 *   decodes the C# answer to the recorded request (broad-semantics.ts; as a conforming XML reader
 *   reads Mono's answer, broad-cases.ts `fromMono`).
 * - Our generated server, implementing the same semantics and sent each recorded request, answers
 *   what the client decodes to the C# answer too, the same as the recorded answer but where Mono's
 *   writing loses text; to the request whose repeated choice interleaves, with the items in
 *   Mono's order.
 * - The whole WSDL, HTTP GET/POST half included, is read and generates (it did not: its unused
 *   SOAP-encoded StringArray was refused, and its dateTime and Shape HTTP results did not type-check).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "../../generator/options.ts";
import { generate } from "../../generator/pipeline/generate.ts";
import { loadContract } from "../../generator/pipeline/load-contract.ts";
import {
  generateService,
  type GeneratedService,
  type RunningService,
} from "../constructs/generated-service.ts";
import { BROAD_CASES, type BroadCase } from "./broad-cases.ts";
import {
  callCase,
  comparable,
  expectedOutcomes,
  fromPeer,
  serverImplementation,
  type Client,
} from "./broad-checks.ts";
import {
  answering,
  BINDINGS,
  INTERLEAVED,
  readTranscripts,
  RECORDED,
  send,
  type Binding,
  type Transcript,
} from "./broad-transcripts.ts";
import { recordedWsdl, soapHalf } from "./broad-wsdl.ts";

const TRANSCRIPTS = readTranscripts();
const CASES = new Map(BROAD_CASES.map((c) => [c.name, c]));
const REPLAYED = TRANSCRIPTS.flatMap((t): [BroadCase, Transcript][] =>
  CASES.has(t.case) ? [[CASES.get(t.case)!, t]] : [],
);

let service: GeneratedService;
let ours: RunningService;

beforeAll(async () => {
  service = await generateService(soapHalf(recordedWsdl()));
  ours = await service.serve(serverImplementation());
}, 60_000);
afterAll(async () => {
  await ours?.close();
  service?.close();
});

it("holds a transcript of each recorded case, and of the interleaved choice", () => {
  expect(TRANSCRIPTS.map((t) => t.case).sort()).toEqual([...RECORDED, INTERLEAVED.name].sort());
  expect(REPLAYED.map(([c]) => c.name).sort()).toEqual([...RECORDED].sort());
});

/** The case's outcome when the client, on `binding`, is answered `response`. */
const decoded = (binding: Binding, c: BroadCase, response: Transcript["soap11"]["response"]) =>
  callCase(ours.client(binding, { fetch: answering(response) }) as Client, c).then(comparable);
/** The case's C# outcome (each transcript a call of its own: Remember's and Notify's are the first of their groups). */
const expectedOf = (c: BroadCase) => comparable(expectedOutcomes([c])[0]);
/** That outcome as read from the peer's answer. */
const expectedFromPeer = (c: BroadCase) => comparable(fromPeer(c, expectedOutcomes([c])[0]));

describe.each(BINDINGS)("on %s", (binding) => {
  describe("the client reads the recorded answer as the C# answer", () => {
    for (const [c, t] of REPLAYED) {
      it(t.case, async () => {
        expect(await decoded(binding, c, t[binding].response)).toEqual(expectedFromPeer(c));
      });
    }
  });

  describe("our server answers the recorded request with the C# answer, as the peer but where Mono loses text", () => {
    for (const [c, t] of REPLAYED) {
      it(t.case, async () => {
        const answer = await send(ours.url, t[binding].request);
        const got = await decoded(binding, c, answer);
        expect(got).toEqual(expectedOf(c));
        if (!("fromMono" in c)) expect(got).toEqual(await decoded(binding, c, t[binding].response));
      });
    }

    it(INTERLEAVED.name, async () => {
      const t = TRANSCRIPTS.find((x) => x.case === INTERLEAVED.name)!;
      const items = (body: string) =>
        [...body.matchAll(/<(Number|Text)>([^<]*)</g)].map((m) => `${m[1]} ${m[2]}`);
      expect(t[binding].response.body).toContain(
        "<Number>1</Number><Text>a</Text><Number>2</Number><Text>b</Text>",
      );
      expect(items((await send(ours.url, t[binding].request)).body)).toEqual(
        items(t[binding].response.body),
      );
    });
  });
});

/** `use` given the path of `wsdl` written to a temporary folder, removed after. */
async function withWsdlFile(wsdl: string, use: (file: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), "broad-wsdl-"));
  try {
    writeFileSync(path.join(dir, "service.wsdl"), wsdl);
    await use(path.join(dir, "service.wsdl"));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("the whole WSDL the peer publishes, HTTP GET/POST half included", () => {
  const { operations, packages } = DEFAULT_OPTIONS;

  it("is read: its HTTP GET/POST byte[] parameter is a SOAP-encoded StringArray", () =>
    withWsdlFile(recordedWsdl(), async (file) => {
      const { model } = await loadContract({
        contract: { kind: "wsdl", path: file },
        allowNetwork: false,
        lenient: false,
        operations,
      });
      expect(model.operations.length).toBeGreaterThan(0);
    }));

  it(
    "generates: its HTTP GET/POST dateTime and Shape results type-check",
    () =>
      withWsdlFile(recordedWsdl(), async (file) => {
        const outDir = path.join(path.dirname(file), "generated");
        await generate({
          contract: { kind: "wsdl", path: file },
          outDir,
          implementation: null,
          wsdlOut: null,
          allowNetwork: false,
          lenient: false,
          operations,
          packages: { ...packages, target: "ts" },
        });
      }),
    60_000,
  );
});
