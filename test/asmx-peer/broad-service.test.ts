/**
 * A broad ASMX service against the real ASMX stack (Mono, test/asmx-peer/service/BroadService.cs):
 * what ASMX services use beyond the School contract (void and one-way methods, out and ref
 * parameters, SOAP headers in and out, xsi:type polymorphism, attributes, simpleContent, choices,
 * nullable values, [Flags] enums, jagged arrays, byte[], Guid, char, TimeSpan, object, and every
 * primitive at its edges), each method's C# semantics stated in broad-semantics.ts and its calls
 * in broad-cases.ts (edge values and random ones from a fixed seed). From the WSDL the peer
 * publishes (its SOAP half, broad-wsdl.ts):
 * - the generated client calls the peer on SOAP 1.1 and 1.2 and gets the C# answers;
 * - our generated server, implementing the same semantics, gives the client the same answers;
 * - zeep calls both and gets the same answers from each, which for the simpler results are the C#
 *   answers too (broad-zeep.ts).
 * The peer still publishes the WSDL recorded in test/fixtures/asmx-broad, whose transcripts
 * broad-transcripts.test.ts replays without it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  generateService,
  type GeneratedService,
  type RunningService,
} from "../constructs/generated-service.ts";
import { BROAD_CASES, byGroup, type BroadCase } from "./broad-cases.ts";
import {
  byName,
  callCase,
  expectedOutcomes,
  fromPeer,
  serverImplementation,
  type Client,
} from "./broad-checks.ts";
import {
  asZeepSends,
  callWithZeep,
  INTERLEAVED_MIXED,
  ZEEP_CHECKED,
  ZEEP_PORTS,
  zeepCall,
  zeepCases,
  zeepForm,
  type ZeepResults,
} from "./broad-zeep.ts";
import { BROAD_WSDL_FIXTURE, broadUrl, soapHalf, withFixedPort } from "./broad-wsdl.ts";
import { startAsmxPeer, type AsmxPeer } from "./peer-results.ts";

const SOAP = ["soap11", "soap12"] as const;
const GROUPS = [...byGroup(BROAD_CASES)];

let peer: AsmxPeer;
let url: string;
let wsdl: string;
let service: GeneratedService;
let ours: RunningService;

beforeAll(async () => {
  peer = await startAsmxPeer();
  url = broadUrl(peer.url);
  wsdl = await (await fetch(`${url}?WSDL`)).text();
  service = await generateService(soapHalf(wsdl));
  ours = await service.serve(serverImplementation());
}, 180_000);
afterAll(async () => {
  await Promise.all([peer?.close(), ours?.close()]);
  service?.close();
});

it("the peer publishes the WSDL recorded in test/fixtures/asmx-broad", () => {
  expect(withFixedPort(wsdl)).toBe(readFileSync(BROAD_WSDL_FIXTURE, "utf8"));
});

/** The outcomes of `cases` through `client`, in order (Remember and Recall share state), by case name. */
async function outcomesOf(
  client: Client,
  cases: readonly BroadCase[],
): Promise<Record<string, unknown>> {
  const outcomes = [];
  for (const c of cases) outcomes.push(await callCase(client, c));
  return byName(cases, outcomes);
}

describe.each(SOAP)("the generated client on %s", (binding) => {
  describe("calling the peer, gets the C# answers (as a conforming reader reads Mono's)", () => {
    for (const [group, cases] of GROUPS) {
      it(group, async () => {
        const expected = expectedOutcomes(cases);
        const asMonoWrites = cases.map((c, i) => fromPeer(c, expected[i]));
        expect(await outcomesOf(ours.client(binding, { baseUrl: url }) as Client, cases)).toEqual(
          byName(cases, asMonoWrites),
        );
      });
    }
  });

  describe("calling our server, gets the C# answers", () => {
    for (const [group, cases] of GROUPS) {
      it(group, async () => {
        expect(await outcomesOf(ours.client(binding) as Client, cases)).toEqual(
          byName(cases, expectedOutcomes(cases)),
        );
      });
    }
  });
});

describe("zeep", () => {
  const CASES = zeepCases(BROAD_CASES);
  const ZEEP_GROUPS = [...byGroup(CASES)];
  /**
   * The calls whose answers from the peer should be what zeep got from our server: not those where
   * Mono's writing loses text, unless zeepForm can say what zeep reads then; nor the one-way call,
   * which Mono answers 200 with an empty body, which zeep takes for a broken answer.
   */
  const PEER_GROUPS: [string, string[]][] = [
    ...ZEEP_GROUPS.map(([group, cases]): [string, string[]] => [
      group,
      cases
        .filter((c) => c.op !== "Notify" && (!("fromMono" in c) || ZEEP_CHECKED.has(c.op)))
        .map((c) => c.name),
    ]),
    ["EchoMixed (order)", [INTERLEAVED_MIXED.name]],
  ];
  const BY_NAME = new Map(CASES.map((c) => [c.name, c]));
  let fromOurs: ZeepResults;
  let fromAsmx: ZeepResults;
  beforeAll(async () => {
    const file = path.join(service.dir, "broad-soap.wsdl");
    writeFileSync(file, soapHalf(wsdl));
    const calls = [...CASES.map(zeepCall), INTERLEAVED_MIXED];
    [fromOurs, fromAsmx] = await Promise.all([
      callWithZeep(file, ours.url, calls),
      callWithZeep(file, url, calls),
    ]);
  }, 120_000);

  describe.each(ZEEP_PORTS)("on %s", (port) => {
    describe("calling our server, gets the C# answers", () => {
      for (const [group, cases] of ZEEP_GROUPS.filter(([, cases]) =>
        ZEEP_CHECKED.has(cases[0]!.op),
      )) {
        it(group, async () => {
          const expected = expectedOutcomes(cases.map(asZeepSends));
          const got = Object.fromEntries(cases.map((c) => [c.name, fromOurs[port][c.name]]));
          expect(got).toEqual(
            Object.fromEntries(cases.map((c, i) => [c.name, zeepForm(c.op, expected[i])])),
          );
        });
      }
    });

    describe("calling the peer, gets what it gets from our server (or what Mono's writing leaves of it)", () => {
      for (const [group, names] of PEER_GROUPS.filter(([, names]) => names.length > 0)) {
        it(group, async () => {
          const fromOursAsMonoWrites = (name: string) => {
            const c = BY_NAME.get(name);
            return c && "fromMono" in c ? zeepForm(c.op, c.fromMono) : fromOurs[port][name];
          };
          expect(Object.fromEntries(names.map((n) => [n, fromAsmx[port][n]]))).toEqual(
            Object.fromEntries(names.map((n) => [n, fromOursAsMonoWrites(n)])),
          );
        });
      }
    });
  });
});
