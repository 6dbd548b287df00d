/**
 * NTLM (Windows authentication) over node:http: the negotiate message goes out without the
 * body, the server's 401 carries its challenge, and the request goes again with the answer to
 * it, on the same connection (NTLM authenticates a connection, not a request): each call has an
 * agent of its own, with one keep-alive socket, closed after the call. The messages are made by
 * the optional peer dependency `httpntlm`, loaded at the first NTLM call.
 */
import type * as Http from "node:http";
import { load, type OutgoingBody, type SendOnce } from "./node-agents.js";
import type { WireResponse } from "./response-reader.js";

export interface NtlmAuth {
  username: string;
  password: string;
  domain?: string;
  workstation?: string;
}

interface NtlmMessages {
  createType1Message(options: object): string;
  parseType2Message(header: string, fail: (err: Error) => void): object | null;
  createType3Message(challenge: object, options: object): string;
}

export async function ntlmExchange(
  http: typeof Http,
  auth: NtlmAuth,
  sendOnce: SendOnce,
  url: URL,
  options: Http.RequestOptions & Record<string, unknown>,
  body: OutgoingBody | undefined,
  maxResponseBytes: number,
  started: (req: Http.ClientRequest) => void,
): Promise<WireResponse> {
  const module = (await load("httpntlm")) as {
    ntlm?: NtlmMessages;
    default?: { ntlm: NtlmMessages };
  };
  const ntlm = module.ntlm ?? module.default!.ntlm;
  const credentials = { ...auth, domain: auth.domain ?? "", workstation: auth.workstation ?? "" };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = options.headers as Record<string, string | number>;
  const withAuth = (value: string | undefined, length: number | undefined) => {
    const h: Record<string, string | number> = {};
    for (const [k, v] of Object.entries(headers))
      if (k.toLowerCase() !== "authorization" && k.toLowerCase() !== "content-length") h[k] = v;
    if (value !== undefined) h.Authorization = value;
    if (length !== undefined) h["Content-Length"] = length;
    return { ...options, agent, headers: h };
  };
  try {
    const negotiate = ntlm.createType1Message({ ...credentials });
    const first = await sendOnce(
      url,
      withAuth(negotiate, body && 0),
      undefined,
      maxResponseBytes,
      started,
    );
    const challengeHeader = challenge(first);
    if (challengeHeader === undefined)
      return await sendOnce(
        url,
        withAuth(undefined, body?.length),
        body,
        maxResponseBytes,
        started,
      );
    let failure: Error | undefined;
    const type2 = ntlm.parseType2Message(challengeHeader, (err) => (failure = err));
    if (type2 === null) throw failure ?? new Error("the server's NTLM challenge is unreadable");
    const authenticate = ntlm.createType3Message(type2, { ...credentials });
    return await sendOnce(
      url,
      withAuth(authenticate, body?.length),
      body,
      maxResponseBytes,
      started,
    );
  } finally {
    agent.destroy();
  }
}

/** The NTLM challenge of a 401 (`NTLM <base64>`), if it is one. */
function challenge(response: WireResponse): string | undefined {
  if (response.status !== 401) return undefined;
  const header = response.headers?.["www-authenticate"] ?? "";
  return /(?:^|,\s*)(NTLM [A-Za-z0-9+/=]+)/.exec(header)?.[1];
}
