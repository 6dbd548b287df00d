/**
 * The clients the gateway calls the target with (docs/openapi.md, "Security"). A caller's HTTP
 * Basic credentials (the document's `basic` scheme, which stands for a binding policy's
 * UsernameToken) become the WS-Security UsernameToken of the call: one client per distinct
 * credential, the policy's defaults (digest, timestamp) applied by the client. A call without
 * them goes out without a token, and the service decides. A client certificate is the gateway's
 * own (`--cert`, `--key`), presented to the target on every call: the `mutualTLS` scheme.
 */
import type { GatewayClient, GatewayPackages } from "./gateway-packages.ts";

/** The client for a call's `Authorization` header, or why the header is refused. */
export type ClientChooser = (
  authorization: string | undefined,
) => { client: GatewayClient } | { refused: string };

/** How many callers' clients are kept: the least recently used one goes first. */
const KEPT = 64;

export function gatewayClients(
  packages: GatewayPackages,
  options: Record<string, unknown>,
): ClientChooser {
  const anonymous = packages.createClient(options);
  const byCredential = new Map<string, GatewayClient>();
  return (authorization) => {
    if (authorization === undefined) return { client: anonymous };
    const credential = basicCredential(authorization);
    if (typeof credential === "string") return { refused: credential };
    let client = byCredential.get(authorization);
    if (client) byCredential.delete(authorization);
    else
      client = packages.createClient({
        ...options,
        wsSecurity: new packages.WsSecurity({ usernameToken: credential }),
      });
    byCredential.set(authorization, client);
    if (byCredential.size > KEPT) byCredential.delete(byCredential.keys().next().value!);
    return { client };
  };
}

/** The user name and password of `Basic <base64 of user:password>`, or what is wrong with it. */
function basicCredential(header: string): { username: string; password: string } | string {
  const match = /^Basic +([A-Za-z0-9+/]+={0,2})$/i.exec(header.trim());
  if (!match) return "Authorization: expected Basic and the base64 of user:password";
  const text = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = text.indexOf(":");
  if (colon < 0)
    return "Authorization: the Basic credentials have no ':' between user and password";
  return { username: text.slice(0, colon), password: text.slice(colon + 1) };
}
