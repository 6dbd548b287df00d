/**
 * `soapgen gateway --target URL`: JSON over HTTP in front of a SOAP service (docs/openapi.md),
 * through the project's generated client on the binding chosen, with the contract's OpenAPI
 * document at /openapi.json. Serves until SIGINT or SIGTERM.
 */
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { openApiText } from "../emit/openapi/openapi-document.ts";
import type { ServiceModel } from "../model/service-model.ts";
import { numberFlag, portFlag } from "../mock/flag-values.ts";
import { serveUntilStopped } from "../mock/serve-until-stopped.ts";
import { gatewayHandler, OPENAPI_PATH } from "./gateway-handler.ts";
import { gatewayClients } from "./gateway-clients.ts";
import { loadGatewayPackages } from "./gateway-packages.ts";

export interface GatewayFlags {
  target?: string;
  port?: string;
  host?: string;
  binding?: string;
  "timeout-ms"?: string;
  "max-body-bytes"?: string;
  cert?: string;
  key?: string;
  ca?: string;
}

function isSoapBinding(binding: string): binding is "soap11" | "soap12" {
  return binding === "soap11" || binding === "soap12";
}

export async function runGateway(
  outDir: string,
  model: ServiceModel,
  flags: GatewayFlags,
): Promise<void> {
  if (!flags.target) throw new Error("gateway needs --target <URL of the SOAP service's endpoint>");
  try {
    new URL(flags.target);
  } catch {
    throw new Error(`--target ${flags.target}: not a URL`);
  }
  const binding = flags.binding ?? defaultBinding(model);
  if (!isSoapBinding(binding) || !model.bindings.some((b) => b.kind === binding))
    throw new Error(
      `--binding ${binding}: the contract publishes no such SOAP binding (it has ${model.bindings
        .map((b) => b.kind)
        .filter(isSoapBinding)
        .join(", ")})`,
    );
  const port = portFlag(flags.port, 8080);
  const timeoutMs = numberFlag("timeout-ms", flags["timeout-ms"], 30_000, [1, 600_000]);
  const maxBodyBytes = numberFlag("max-body-bytes", flags["max-body-bytes"], 1024 * 1024, [
    1,
    1024 ** 3,
  ]);
  const packages = await loadGatewayPackages(outDir, model.tsName);
  const clients = gatewayClients(packages, {
    baseUrl: flags.target,
    binding,
    timeoutMs,
    ...tlsOptions(flags),
  });
  const handler = gatewayHandler({
    model,
    packages,
    clients,
    target: flags.target,
    binding,
    document: openApiText(model),
    maxBodyBytes,
  });
  const server = createServer(handler);
  // A caller that sends headers slowly, or never ends its body, is cut off.
  server.headersTimeout = 20_000;
  server.requestTimeout = timeoutMs + 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, flags.host ?? "127.0.0.1", () => resolve());
  });
  const { address, port: bound } = server.address() as AddressInfo;
  const url = `http://${address.includes(":") ? `[${address}]` : address}:${bound}`;
  serveUntilStopped({
    url,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      }),
  });
  process.stdout.write(
    `JSON gateway at ${url} in front of ${flags.target} (${binding}): POST /{operation}; OpenAPI document at ${url}${OPENAPI_PATH}. Ctrl-C stops it.\n`,
  );
}

/** The client certificate the gateway presents to the target, and the CAs it trusts there. */
function tlsOptions(flags: GatewayFlags): { tls?: Record<string, string> } {
  if ((flags.cert === undefined) !== (flags.key === undefined))
    throw new Error("--cert and --key go together: the client certificate and its private key");
  const tls: Record<string, string> = {};
  for (const flag of ["cert", "key", "ca"] as const) {
    const file = flags[flag];
    if (file === undefined) continue;
    try {
      tls[flag] = readFileSync(file, "utf8");
    } catch (error) {
      throw new Error(`--${flag} ${file}: ${(error as Error).message}`);
    }
  }
  return Object.keys(tls).length > 0 ? { tls } : {};
}

function defaultBinding(model: ServiceModel): string {
  return model.bindings.some((b) => b.kind === "soap11") ? "soap11" : "soap12";
}
