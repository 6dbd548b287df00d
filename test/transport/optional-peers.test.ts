/**
 * What the client needs only for some options stays out of the way of everyone else: the proxy
 * and NTLM libraries are optional peer dependencies of the generated client, loaded only when an
 * option asks (with a message naming the package when it is missing), and a browser bundle of
 * the client carries neither them nor any of the Node code that uses them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";
import { load } from "../../generated/school-service-client/src/runtime/node-agents.ts";
import { REPO_ROOT } from "../support/run-cli.ts";

const PEERS = ["http-proxy-agent", "https-proxy-agent", "httpntlm", "proxy-from-env"];

describe("the generated client package", () => {
  it("names the proxy and NTLM libraries as optional peer dependencies, and depends on none", () => {
    const manifest = JSON.parse(
      readFileSync(path.join(REPO_ROOT, "generated/school-service-client/package.json"), "utf8"),
    ) as {
      dependencies: Record<string, string>;
      peerDependencies: Record<string, string>;
      peerDependenciesMeta: Record<string, { optional: boolean }>;
    };
    const toolchain = JSON.parse(readFileSync(path.join(REPO_ROOT, "package.json"), "utf8")) as {
      devDependencies: Record<string, string>;
    };
    expect(Object.keys(manifest.dependencies)).toEqual(["school-service-contract"]);
    expect(manifest.peerDependencies).toEqual(
      Object.fromEntries(PEERS.map((p) => [p, toolchain.devDependencies[p]])),
    );
    expect(manifest.peerDependenciesMeta).toEqual(
      Object.fromEntries(PEERS.map((p) => [p, { optional: true }])),
    );
  });

  it("says which package to install when an option needs a missing one", async () => {
    await expect(load("soapgen-no-such-package")).rejects.toThrow(
      "this client option needs the optional package soapgen-no-such-package; install it beside the client (npm install soapgen-no-such-package)",
    );
  });

  it("bundles for browsers without them or the Node code that loads them", async () => {
    const result = await build({
      stdin: {
        contents: 'export { createSchoolServiceClient } from "school-service-client";',
        resolveDir: REPO_ROOT,
      },
      bundle: true,
      platform: "browser",
      format: "esm",
      write: false,
      logLevel: "silent",
    });
    const code = result.outputFiles[0]!.text;
    expect(code).toContain("createSchoolServiceClient");
    for (const absent of [...PEERS, "getBuiltinModule", "ntlmExchange", "nodeRoutes"])
      expect(code).not.toContain(absent);
  });
});
