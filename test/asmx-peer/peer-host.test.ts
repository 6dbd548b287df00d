/**
 * Hosting the ASMX peer (test/support/asmx-peer.ts): a missing tool is an error naming its Debian
 * package, never a skip; the peer answers at the endpoint it reports, and stops answering once closed.
 */
import { describe, expect, it } from "vitest";
import { findTools } from "../support/asmx-peer.ts";
import { startAsmxPeer } from "./peer-results.ts";

describe("the tools the peer needs", () => {
  it("are an error naming each missing one and its Debian package", () => {
    expect(() => findTools([], "/nonexistent/System.Web.Services.dll")).toThrow(
      "The ASMX peer needs `mcs` (Debian package mono-devel), `fastcgi-mono-server4` (Debian package mono-fastcgi-server4), " +
        "`nginx` (Debian package nginx-light), /nonexistent/System.Web.Services.dll (Debian package libmono-system-web-services4.0-cil): " +
        "run scripts/setup.sh as root, or apt-get install them.",
    );
  });

  it("are found on this machine (scripts/setup.sh installs them)", () => {
    const tools = findTools();
    expect(Object.keys(tools)).toEqual(["mcs", "fastcgi-mono-server4", "nginx"]);
    for (const [command, file] of Object.entries(tools)) expect(file).toMatch(new RegExp(`^/.*/${command}$`));
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
