// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * How a request leaves Node: through the agent the caller gave, or through a proxy (the one
 * given, else the environment's HTTPS_PROXY / HTTP_PROXY / ALL_PROXY unless NO_PROXY names the
 * host), else directly on Node's global agents; with the TLS options (client certificate, CAs)
 * on every `https:` request. The proxy agents are the optional peer dependencies
 * `https-proxy-agent` (CONNECT tunnels, for https: targets) and `http-proxy-agent` (forwarding,
 * for http: targets), the environment is read by `proxy-from-env`: each is loaded when a request
 * first needs it, so a client that uses no proxy needs none of them.
 */
import type * as Http from "node:http";
import type { WireResponse } from "./response-reader.js";
import type { TlsOptions } from "./transport-options.js";

export interface NodeRouteOptions {
  tls?: TlsOptions;
  proxy?: string | false;
  agent?: object;
}

/** What a request to a URL is sent with: its agent (none: Node's global one) and TLS options. */
export interface Route {
  agent?: Http.Agent;
  tls: Record<string, unknown>;
  /** The proxy's URL, when a proxy carries the request. */
  proxy?: string;
}

/** A request body as written: its pieces in order (an MTOM package's parts are not joined), and its length. */
export interface OutgoingBody {
  readonly pieces: readonly Uint8Array[];
  readonly length: number;
}

/** One request on one connection: `started` is given the request, so it can be ended early. */
export type SendOnce = (
  url: URL,
  options: Http.RequestOptions & Record<string, unknown>,
  body: OutgoingBody | undefined,
  maxResponseBytes: number,
  started: (req: Http.ClientRequest) => void,
) => Promise<WireResponse>;

type Env = Record<string, string | undefined>;

const PROXY_VARIABLES = [
  "HTTPS_PROXY",
  "https_proxy",
  "HTTP_PROXY",
  "http_proxy",
  "ALL_PROXY",
  "all_proxy",
];

/**
 * The routes of one client: its agents are made once and kept (their connections pooled). A
 * client with TLS options has an agent of its own, so that no other client in the process reuses
 * a connection made with its certificate (Node's global agent pools by certificate and key, but
 * not by passphrase).
 */
export function nodeRoutes(
  https: typeof Http,
  options: NodeRouteOptions,
  env: Env,
): (url: URL) => Promise<Route> {
  const tls = tlsOptions(options.tls);
  const agents = new Map<string, Promise<Http.Agent>>();
  let own: Http.Agent | undefined;
  return async (url) => {
    const forUrl = url.protocol === "https:" ? tls : {};
    if (options.agent !== undefined) return { agent: options.agent as Http.Agent, tls: forUrl };
    const proxy = await proxyFor(url, options.proxy, env);
    if (proxy === "") {
      if (url.protocol !== "https:" || Object.keys(tls).length === 0) return { tls: forUrl };
      own ??= new https.Agent({ keepAlive: true, ...tls });
      return { agent: own, tls: forUrl };
    }
    const key = `${url.protocol} ${proxy}`;
    let agent = agents.get(key);
    if (agent === undefined) {
      agent = proxyAgent(url.protocol, proxy);
      agents.set(key, agent);
      agent.catch(() => agents.delete(key));
    }
    return { agent: await agent, tls: forUrl, proxy };
  };
}

function tlsOptions(tls: TlsOptions | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tls ?? {})) if (value !== undefined) out[key] = value;
  return out;
}

/** The proxy's URL for a request to `url`, "" for none. */
async function proxyFor(url: URL, option: string | false | undefined, env: Env): Promise<string> {
  if (option === false) return "";
  if (typeof option === "string") return option;
  if (!PROXY_VARIABLES.some((name) => env[name])) return "";
  const { getProxyForUrl } = (await load("proxy-from-env")) as {
    getProxyForUrl: (url: string) => string;
  };
  return getProxyForUrl(url.href);
}

async function proxyAgent(protocol: string, proxy: string): Promise<Http.Agent> {
  if (protocol === "https:") {
    const { HttpsProxyAgent } = (await load("https-proxy-agent")) as {
      HttpsProxyAgent: new (proxy: string, options: object) => Http.Agent;
    };
    return new HttpsProxyAgent(proxy, { keepAlive: true });
  }
  const { HttpProxyAgent } = (await load("http-proxy-agent")) as {
    HttpProxyAgent: new (proxy: string, options: object) => Http.Agent;
  };
  return new HttpProxyAgent(proxy, { keepAlive: true });
}

/**
 * An optional peer dependency, imported by a name held in a variable: bundlers leave it to run
 * time, so a bundle of a client that does not use it neither needs nor carries it.
 */
export async function load(name: string): Promise<unknown> {
  try {
    return await import(name);
  } catch (err) {
    throw new Error(
      `this client option needs the optional package ${name}; install it beside the client (npm install ${name})`,
      { cause: err },
    );
  }
}
