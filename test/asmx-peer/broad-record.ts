/**
 * Records test/fixtures/asmx-broad from the ASMX peer (test/support/asmx-peer.ts): the WSDL it
 * publishes for BroadService.cs (its port addresses on a fixed port), and for each case of
 * RECORDED (broad-transcripts.ts), on SOAP 1.1 and 1.2, the request the client generated from that
 * WSDL sends and the peer's answer; and the peer's answers to INTERLEAVED. Mono's answers to these
 * calls carry no time or id, so recording again on unchanged code changes no file. Run after
 * changing BroadService.cs or the recorded cases: `npx tsx test/asmx-peer/broad-record.ts`.
 */
import { readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { generateService } from "../constructs/generated-service.ts";
import { startAsmxPeer } from "../support/asmx-peer.ts";
import { BROAD_CASES } from "./broad-cases.ts";
import { callCase, type Client } from "./broad-checks.ts";
import {
  BINDINGS,
  INTERLEAVED,
  interleavedRequest,
  RECORDED,
  recordingFetch,
  send,
  transcriptFile,
  type Exchange,
  type Transcript,
} from "./broad-transcripts.ts";
import {
  BROAD_FIXTURES,
  BROAD_WSDL_FIXTURE,
  broadUrl,
  soapHalf,
  withFixedPort,
} from "./broad-wsdl.ts";

const peer = await startAsmxPeer();
try {
  const url = broadUrl(peer.url);
  const wsdl = await (await fetch(`${url}?WSDL`)).text();
  writeFileSync(BROAD_WSDL_FIXTURE, withFixedPort(wsdl));
  const service = await generateService(soapHalf(wsdl));
  const running = await service.serve({});
  try {
    for (const file of readdirSync(BROAD_FIXTURES).filter((f) => f.endsWith(".json")))
      rmSync(path.join(BROAD_FIXTURES, file));
    const write = (t: Transcript) =>
      writeFileSync(
        path.join(BROAD_FIXTURES, transcriptFile(t.case)),
        `${JSON.stringify(t, null, 2)}\n`,
      );
    for (const name of RECORDED) {
      const c = BROAD_CASES.find((x) => x.name === name);
      if (!c) throw new Error(`no broad case is named ${name}`);
      const exchanges: Partial<Record<(typeof BINDINGS)[number], Exchange>> = {};
      for (const binding of BINDINGS) {
        const made: Exchange[] = [];
        await callCase(
          running.client(binding, { baseUrl: url, fetch: recordingFetch(made) }) as Client,
          c,
        );
        if (made.length !== 1)
          throw new Error(`${name} on ${binding} made ${made.length} exchanges`);
        exchanges[binding] = made[0]!;
      }
      write({ case: name, soap11: exchanges.soap11!, soap12: exchanges.soap12! });
    }
    const interleaved = async (binding: (typeof BINDINGS)[number]) => ({
      request: interleavedRequest(binding),
      response: await send(url, interleavedRequest(binding)),
    });
    write({
      case: INTERLEAVED.name,
      soap11: await interleaved("soap11"),
      soap12: await interleaved("soap12"),
    });
    console.log(
      `recorded ${RECORDED.length + 1} transcripts and the WSDL from ${url} in ${BROAD_FIXTURES}`,
    );
  } finally {
    await running.close();
    service.close();
  }
} finally {
  await peer.close();
}
