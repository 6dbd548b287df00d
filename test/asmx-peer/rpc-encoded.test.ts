/**
 * rpc/encoded against the real ASMX stack (Mono), both ways (issue #49): the service of
 * test/asmx-peer/service/EncodedService.cs, marked [SoapRpcService], publishes its WSDL; the
 * client and the server generated from it call it, and are called by Mono's own client
 * (test/asmx-peer/encoded-client/EncodedClient.cs, a [SoapRpcMethod] proxy). ASMX writes every
 * structure apart in the Body (multiRef, href) and SOAP-encoded arrays; a cycle travels both ways
 * and arrives as one.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  declared,
  generateService,
  type GeneratedService,
  type RunningService,
} from "../constructs/generated-service.ts";
import { startAsmxPeer, type AsmxPeer } from "../support/asmx-peer.ts";

interface Person {
  Name: string | null;
  Age: number;
  Tags: (string | null)[] | null;
  Friend: Person | null;
}

const run = (file: string, args: string[]) =>
  new Promise<string>((resolve, reject) =>
    execFile(file, args, { timeout: 120_000 }, (err, stdout, stderr) =>
      err
        ? reject(new Error(`${file} failed: ${err.message}\n${stdout}${stderr}`))
        : resolve(stdout),
    ),
  );

let peer: AsmxPeer;
let url: string;
let wsdl: string;
let service: GeneratedService;
let ours: RunningService;

beforeAll(async () => {
  peer = await startAsmxPeer();
  url = peer.url.replace(/schoolservice\.asmx$/, "encodedservice.asmx");
  wsdl = await (await fetch(`${url}?WSDL`)).text();
  service = await generateService(wsdl);
  ours = await service.serve({
    Greet: (p: { name: string | null; times: number }) =>
      Array.from({ length: p.times }, () => `hello ${p.name}`).join(", "),
    Sum: (p: { values: (number | null)[] | null }) =>
      (p.values ?? []).reduce<number>((a, v) => a + (v ?? 0), 0),
    EchoPerson: (p: { person: Person | null }) => p.person,
    MakeCycle: () => {
      const ada: Person = { Name: "Ada", Age: 36, Tags: ["math", "engines"], Friend: null };
      ada.Friend = { Name: "Charles", Age: 41, Tags: [], Friend: ada };
      return ada;
    },
    DescribeCycle: (p: { person: Person | null }) =>
      p.person?.Friend?.Friend === p.person ? `${p.person?.Name} is in a cycle` : "no cycle",
  });
}, 240_000);

afterAll(async () => {
  await ours?.close();
  service?.close();
  await peer?.close();
});

it("ASMX publishes the service as rpc/encoded, and it generates, typed as the literal path would", async () => {
  expect(wsdl).toContain('use="encoded"');
  expect(wsdl).toContain("soapenc:Array");
  // ASMX declares a reference type's member minOccurs="0", and leaves it out when null.
  expect(await declared(service, "Person")).toBe(
    [
      "export interface Person {",
      "  Name?: string | undefined;",
      "  /** `xsd:int`. */",
      "  Age: number;",
      "  Tags?: ArrayOfString | undefined;",
      "  Friend?: Person | undefined;",
      "}",
    ].join("\n"),
  );
  expect(await declared(service, "ArrayOfString")).toBe(
    "export type ArrayOfString = (string | null)[];",
  );
});

describe("our client against ASMX", () => {
  const client = () => ours.client("soap11", { baseUrl: url });

  it("calls with simple parts and an array", async () => {
    expect(await client().Greet!({ name: "Ada", times: 2 })).toBe("hello Ada, hello Ada");
    expect(await client().Sum!({ values: [1, 2, 3, 4] })).toBe(10);
  });

  it("sends a structure and reads ASMX's answer (multiRef elements referred to by href)", async () => {
    const charles: Person = { Name: "Charles", Age: 41, Tags: [], Friend: null };
    const ada: Person = { Name: "Ada", Age: 36, Tags: ["math", "engines"], Friend: charles };
    // ASMX leaves out a null member (its WSDL declares it minOccurs="0").
    const { Friend: _null, ...charlesAsSent } = charles;
    expect(await client().EchoPerson!({ person: ada })).toEqual({ ...ada, Friend: charlesAsSent });
  });

  it("reads the cycle ASMX writes as the same object", async () => {
    const ada = (await client().MakeCycle!({})) as Person;
    expect(ada.Name).toBe("Ada");
    expect(ada.Friend!.Name).toBe("Charles");
    expect(ada.Friend!.Friend).toBe(ada);
  });

  it("sends a cycle ASMX reads as one", async () => {
    const ada: Person = { Name: "Ada", Age: 36, Tags: [], Friend: null };
    ada.Friend = { Name: "Charles", Age: 41, Tags: [], Friend: ada };
    expect(await client().DescribeCycle!({ person: ada })).toBe("Ada is in a cycle");
  });
});

describe("Mono's ASMX client against our server", () => {
  it("calls every operation, and reads our answers, the cycle included", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "encoded-client-"));
    try {
      const exe = path.join(dir, "EncodedClient.exe");
      await run("mcs", [
        "-nologo",
        `-out:${exe}`,
        "-r:System.Web.Services.dll",
        "-r:System.Xml.dll",
        path.join(import.meta.dirname, "encoded-client/EncodedClient.cs"),
      ]);
      const out = await run("mono", [exe, ours.url]);
      expect(out.trim().split("\n")).toEqual([
        "Greet: hello Ada, hello Ada",
        "Sum: 10",
        "EchoPerson: Ada/36/math,engines/Charles",
        "DescribeCycle: Ada is in a cycle",
        "MakeCycle: Ada/36/math,engines/Charles(cycle)",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
