/**
 * Hosting the ASMX peer (test/support/asmx-peer.ts): a missing tool is an error naming its Debian
 * package, never a skip; the peer answers at the endpoint it reports, and stops answering once closed.
 */
import { spawn } from "node:child_process";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { findTools } from "../support/asmx-peer.ts";
import { startAsmxPeer } from "./peer-results.ts";

describe("the tools the peer needs", () => {
  it("are an error naming each missing one and its Debian package", () => {
    expect(() => findTools([], "/nonexistent/System.Web.Services.dll")).toThrow(
      "The ASMX peer needs `mcs` (Debian package mono-devel), `fastcgi-mono-server4` (Debian package mono-fastcgi-server4), " +
        "`nginx` (Debian package nginx-light), /nonexistent/System.Web.Services.dll (Debian package libmono-system-web-services4.0-cil): " +
        "run bash scripts/install-test-peers.sh (it needs root or sudo), or apt-get install them.",
    );
  });

  it("are found on this machine (scripts/install-test-peers.sh installs them)", () => {
    const tools = findTools();
    expect(Object.keys(tools)).toEqual(["mcs", "fastcgi-mono-server4", "nginx"]);
    for (const [command, file] of Object.entries(tools))
      expect(file).toMatch(new RegExp(`^/.*/${command}$`));
  });
});

describe("a started peer", () => {
  it("serves its WSDL at 127.0.0.1 and the endpoint path, and nothing once closed", async () => {
    const peer = await startAsmxPeer();
    expect(peer.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/schoolservice\.asmx$/);
    const res = await fetch(`${peer.url}?WSDL`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`<soap:address location="${peer.url}" />`);
    await peer.close();
    await expect(fetch(`${peer.url}?WSDL`)).rejects.toThrow("fetch failed");
  }, 120_000);
});

describe("a peer whose host is killed outright (SIGKILL: no exit handler runs)", () => {
  it("is stopped by its watchdogs within seconds", async () => {
    const host = spawn(process.execPath, ["--import", "tsx", "test/support/hold-asmx-peer.ts"], {
      stdio: ["ignore", "pipe", "inherit"],
    });
    const [url, dir] = await new Promise<[string, string]>((resolve, reject) => {
      host.stdout!.on("data", (chunk: Buffer) => {
        const ready = /ready (\S+) (\S+)/.exec(chunk.toString());
        if (ready) resolve([ready[1]!, ready[2]!]);
      });
      host.once("exit", (code) =>
        reject(new Error(`the host exited (${code}) before the peer was ready`)),
      );
    });
    const children = childrenOf(host.pid!);
    expect(children.length).toBeGreaterThanOrEqual(2);
    expect((await fetch(`${url}?WSDL`)).status).toBe(200);
    host.kill("SIGKILL");
    const deadline = Date.now() + 10_000;
    while (children.some(isAlive) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(children.filter(isAlive)).toEqual([]);
    await expect(fetch(`${url}?WSDL`)).rejects.toThrow("fetch failed");
    // No exit handler ran to remove the peer's temp dir: the test does.
    rmSync(dir, { recursive: true, force: true });
  }, 120_000);
});

/** The processes whose parent is `pid`, from /proc. */
function childrenOf(pid: number): number[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        // The fields after the command name (in parentheses, which may hold spaces): state, ppid.
        const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
