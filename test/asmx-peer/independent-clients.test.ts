/**
 * Two SOAP stacks nobody here wrote, the npm `soap` package (SOAP 1.1 and 1.2) and Python's zeep
 * (all four ports), call all 20 operations on the ASMX peer and on our generated server running the
 * same test implementation, and get the same results:
 * - built from one WSDL (the peer's) and sent to each server: identical, apart from the DateTime
 *   kind ASMX's echo shows for node-soap's `Z` dates (peer-results.ts);
 * - each built from its own server's `?WSDL`: also apart from what the domain types' fields (in the
 *   peer's WSDL, not in ours) change in how a stack decodes domain objects.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { referenceImplementation } from "../server/support/reference-implementation.ts";
import { startServer, type TestServer } from "../server/support/start.ts";
import { SCHOOL_OPERATIONS } from "../support/school-contract.ts";
import {
  callAllWithNodeSoap,
  callAllWithZeep,
  NODE_SOAP_PORTS,
  nodeSoapAsAsmxAnswers,
  nodeSoapWithoutDomainFields,
  SAMPLE_AUTH,
  startAsmxPeer,
  ZEEP_PORTS,
  zeepWithoutDomainFields,
  type AsmxPeer,
  type ResultsByOperation,
} from "./peer-results.ts";

type ByPort = Record<string, ResultsByOperation>;
let peer: AsmxPeer;
let ours: TestServer;
const zeep = {} as { peer: ByPort; oursSameWsdl: ByPort; oursOwnWsdl: ByPort };
const nodeSoap = { peer: {}, oursSameWsdl: {}, oursOwnWsdl: {} } as {
  peer: ByPort;
  oursSameWsdl: ByPort;
  oursOwnWsdl: ByPort;
};

beforeAll(async () => {
  [peer, ours] = await Promise.all([startAsmxPeer(), startServer(referenceImplementation)]);
  const peerWsdl = `${peer.url}?WSDL`;
  const ourWsdl = `${ours.url}?WSDL`;
  const zeepRuns = Promise.all([
    callAllWithZeep(peerWsdl, SAMPLE_AUTH),
    callAllWithZeep(peerWsdl, SAMPLE_AUTH, ours.url),
    callAllWithZeep(ourWsdl, SAMPLE_AUTH),
  ]);
  for (const port of NODE_SOAP_PORTS) {
    nodeSoap.peer[port] = await callAllWithNodeSoap(peerWsdl, port, SAMPLE_AUTH);
    nodeSoap.oursSameWsdl[port] = await callAllWithNodeSoap(peerWsdl, port, SAMPLE_AUTH, ours.url);
    nodeSoap.oursOwnWsdl[port] = await callAllWithNodeSoap(ourWsdl, port, SAMPLE_AUTH);
  }
  [zeep.peer, zeep.oursSameWsdl, zeep.oursOwnWsdl] = await zeepRuns;
}, 120_000);
afterAll(async () => {
  await Promise.all([peer?.close(), ours?.close()]);
});

/** The call succeeded and its first item is the echo of `op`: both sides did answer. */
function expectEcho(
  op: string,
  status: { bln_Success: boolean } | undefined,
  firstItem: unknown,
): void {
  expect(status?.bln_Success).toBe(true);
  expect(String(firstItem)).toMatch(new RegExp(`^${op}(;.*)?;auth=`));
}

describe.each(ZEEP_PORTS)("zeep on %s", (port) => {
  it.each(SCHOOL_OPERATIONS)("%s: the same answer from ASMX and from our server", (op) => {
    const fromPeer = zeep.peer[port]![op] as {
      _status: { bln_Success: boolean };
      _data: { anyType: unknown[] };
    };
    expectEcho(op, fromPeer._status, fromPeer._data.anyType[0]);
    expect(zeep.oursSameWsdl[port]![op]).toEqual(fromPeer);
    expect(zeep.oursOwnWsdl[port]![op]).toEqual(zeepWithoutDomainFields(fromPeer));
  });
});

describe.each(NODE_SOAP_PORTS)("node-soap on %s", (port) => {
  it.each(SCHOOL_OPERATIONS)("%s: the same answer from ASMX and from our server", (op) => {
    const fromPeer = nodeSoap.peer[port]![op] as Record<
      string,
      { _status: { bln_Success: boolean }; _data: { anyType: { $value?: unknown }[] } }
    >;
    const answer = fromPeer[`${op}Result`];
    expectEcho(op, answer?._status, answer?._data.anyType[0]?.$value);
    expect(fromPeer).toEqual(nodeSoapAsAsmxAnswers(op, nodeSoap.oursSameWsdl[port]![op]));
    expect(nodeSoapWithoutDomainFields(op, fromPeer)).toEqual(
      nodeSoapAsAsmxAnswers(op, nodeSoap.oursOwnWsdl[port]![op]),
    );
  });
});

describe("the differences, shown once", () => {
  it("zeep built from our WSDL reads a domain object as None; built from the peer's, with its fields", () => {
    const items = (r: unknown) => (r as { _data: { anyType: unknown[] } })._data.anyType.slice(1);
    expect(items(zeep.peer.SchoolServiceSoap!.phoneGet)).toEqual([
      { phone_id: "77", uid: "101", Number: "+1-555-0199", PhoneType: "Mobile" },
    ]);
    expect(items(zeep.oursOwnWsdl.SchoolServiceSoap!.phoneGet)).toEqual([null]);
  });

  it("node-soap sends a Date as `...Z`, which ASMX hands the method as a UTC DateTime", () => {
    const echo = (results: ByPort) =>
      (
        results.SchoolServiceSoap!.userGetListByModDate as {
          userGetListByModDateResult: { _data: { anyType: { $value: string }[] } };
        }
      ).userGetListByModDateResult._data.anyType[0]!.$value;
    expect(echo(nodeSoap.peer)).toBe(
      "userGetListByModDate;ModifiedDate=2024-05-01T00:00:00.0000000Z;auth=Lincoln High/jdoe/secret",
    );
    expect(echo(nodeSoap.oursSameWsdl)).toBe(
      "userGetListByModDate;ModifiedDate=2024-05-01T00:00:00.0000000;auth=Lincoln High/jdoe/secret",
    );
  });
});
