/** A generated server with WS-Security options, whose implementation counts the calls it gets. */
import {
  demoImplementation,
  type SchoolServiceImplementation,
  type SchoolServiceServerOptions,
  type WsSecurityIdentity,
  type WsSecurityServerOptions,
} from "school-service-server";
import { startServer, type TestServer } from "../../server/support/start.ts";

export const USERS: Readonly<Record<string, string>> = { alice: "wonder land", bob: "s3cret&<>$&" };

/** Accepts the users above, by text or digest. */
export const validateUser: NonNullable<WsSecurityServerOptions["usernameToken"]>["validate"] = (
  token,
) => Object.hasOwn(USERS, token.username) && token.verify(USERS[token.username]!);

export interface CountingServer extends TestServer {
  /** Calls the implementation got. */
  calls: number;
  /** The last call's `ctx.wsSecurity`: what WS-Security proved of the caller. */
  identity: WsSecurityIdentity | undefined;
}

export async function startSecuredServer(
  wsSecurity: WsSecurityServerOptions,
  options: Partial<SchoolServiceServerOptions> = {},
): Promise<CountingServer> {
  const counter: { calls: number; identity: WsSecurityIdentity | undefined } = {
    calls: 0,
    identity: undefined,
  };
  const implementation = new Proxy(demoImplementation, {
    get(target, name, receiver) {
      const method = Reflect.get(target, name, receiver) as unknown;
      if (typeof method !== "function") return method;
      return (...args: unknown[]) => {
        counter.calls++;
        counter.identity = (args[1] as { wsSecurity?: WsSecurityIdentity }).wsSecurity;
        return (method as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as SchoolServiceImplementation;
  const server = await startServer(implementation, { wsSecurity, ...options });
  return Object.defineProperties(server, {
    calls: { get: () => counter.calls },
    identity: { get: () => counter.identity },
  }) as CountingServer;
}
