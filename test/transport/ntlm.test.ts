/**
 * NTLM on Node: the negotiate message goes first without the body, the server's challenge comes
 * back in a 401, and the request goes again with the answer, on the same connection (NTLM
 * authenticates a connection). The server here plays IIS's part: it challenges with a fixed
 * NTLMv1 challenge (no extended security, so the answer is deterministic) and admits only the
 * answer that httpntlm computes for the right password, on the connection it challenged.
 */
import { createRequire } from "node:module";
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CREDENTIALS } from "school-service-server";
import { HttpStatusError, createSchoolServiceClient } from "school-service-client";
import { said, startService, type Service } from "./support/service.ts";

const { ntlm } = createRequire(import.meta.url)("httpntlm") as {
  ntlm: {
    parseType2Message(header: string, fail: (e: Error) => void): object;
    createType3Message(challenge: object, options: object): string;
  };
};

const USER = { username: "alice", password: "Wonder-land-7", domain: "CORP", workstation: "WS1" };

/** A type 2 message: signature, type, empty target name, flags Unicode|NTLM, the challenge. */
function type2(): string {
  const b = Buffer.alloc(40);
  b.write("NTLMSSP\0", 0, "latin1");
  b.writeUInt32LE(2, 8);
  b.writeUInt16LE(0, 12);
  b.writeUInt16LE(0, 14);
  b.writeUInt32LE(40, 16);
  b.writeUInt32LE(0x00000201, 20);
  Buffer.from("0123456789abcdef", "hex").copy(b, 24);
  return `NTLM ${b.toString("base64")}`;
}

function messageType(header: string | undefined): number | undefined {
  const m = /^NTLM (.+)$/.exec(header ?? "");
  if (!m) return undefined;
  const bytes = Buffer.from(m[1]!, "base64");
  return bytes.subarray(0, 8).toString("latin1") === "NTLMSSP\0"
    ? bytes.readUInt32LE(8)
    : undefined;
}

let service: Service;
const challenged = new WeakSet<Socket>();
const steps: string[] = [];
beforeAll(async () => {
  service = await startService();
  const expected = ntlm.createType3Message(
    ntlm.parseType2Message(type2(), () => {}),
    { ...USER },
  );
  service.gate = (req, body, res) => {
    const kind = messageType(req.headers.authorization);
    steps.push(`${kind ?? "none"} ${body.length > 0 ? "with body" : "no body"}`);
    if (kind === 1) {
      challenged.add(req.socket);
      res.writeHead(401, { "WWW-Authenticate": type2(), "Content-Length": "0" }).end();
      return true;
    }
    if (kind === 3 && challenged.has(req.socket) && req.headers.authorization === expected)
      return false;
    res.writeHead(401, { "WWW-Authenticate": "NTLM", Connection: "close" }).end();
    return true;
  };
});
afterAll(() => service.close());

describe("NTLM", () => {
  it("negotiates, answers the challenge on the same connection, and the call goes through", async () => {
    steps.length = 0;
    const client = createSchoolServiceClient({
      baseUrl: service.url,
      auth: DEMO_CREDENTIALS,
      httpAuth: { type: "ntlm", ...USER },
    });
    expect(said(await client.eventGet({ EventID: 12 }))).toBe("eventGet: EventID=12");
    expect(said(await client.eventGet({ EventID: 13 }))).toBe("eventGet: EventID=13");
    expect(steps).toEqual(["1 no body", "3 with body", "1 no body", "3 with body"]);
  });

  it("a wrong password is the server's 401", async () => {
    const client = createSchoolServiceClient({
      baseUrl: service.url,
      auth: DEMO_CREDENTIALS,
      httpAuth: { type: "ntlm", ...USER, password: "wrong" },
    });
    const error = await client.eventGet({ EventID: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpStatusError);
    expect((error as HttpStatusError).status).toBe(401);
    expect((error as Error).message).not.toContain("wrong");
  });

  it("is refused where node:http is not used, and through a proxy", async () => {
    expect(() =>
      createSchoolServiceClient({
        baseUrl: service.url,
        fetch: globalThis.fetch,
        httpAuth: { type: "ntlm", ...USER },
      }),
    ).toThrow(/^httpAuth NTLM: only the node:http transport applies them/);
    const proxied = createSchoolServiceClient({
      baseUrl: service.url,
      proxy: "http://127.0.0.1:9",
      httpAuth: { type: "ntlm", ...USER },
    });
    await expect(proxied.eventGet({ EventID: 1 })).rejects.toThrow(
      /NTLM through a proxy is not supported/,
    );
  });
});
