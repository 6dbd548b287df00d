// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { load } from "./node-agents.js";
async function ntlmExchange(http, auth, sendOnce, url, options, body, maxResponseBytes, started) {
  const module = await load("httpntlm");
  const ntlm = module.ntlm ?? module.default.ntlm;
  const credentials = { ...auth, domain: auth.domain ?? "", workstation: auth.workstation ?? "" };
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = options.headers;
  const withAuth = (value, length) => {
    const h = {};
    for (const [k, v] of Object.entries(headers))
      if (k.toLowerCase() !== "authorization" && k.toLowerCase() !== "content-length") h[k] = v;
    if (value !== void 0) h.Authorization = value;
    if (length !== void 0) h["Content-Length"] = length;
    return { ...options, agent, headers: h };
  };
  try {
    const negotiate = ntlm.createType1Message({ ...credentials });
    const first = await sendOnce(
      url,
      withAuth(negotiate, body && 0),
      void 0,
      maxResponseBytes,
      started
    );
    const challengeHeader = challenge(first);
    if (challengeHeader === void 0)
      return await sendOnce(
        url,
        withAuth(void 0, body?.length),
        body,
        maxResponseBytes,
        started
      );
    let failure;
    const type2 = ntlm.parseType2Message(challengeHeader, (err) => failure = err);
    if (type2 === null) throw failure ?? new Error("the server's NTLM challenge is unreadable");
    const authenticate = ntlm.createType3Message(type2, { ...credentials });
    return await sendOnce(
      url,
      withAuth(authenticate, body?.length),
      body,
      maxResponseBytes,
      started
    );
  } finally {
    agent.destroy();
  }
}
function challenge(response) {
  if (response.status !== 401) return void 0;
  const header = response.headers?.["www-authenticate"] ?? "";
  return /(?:^|,\s*)(NTLM [A-Za-z0-9+/=]+)/.exec(header)?.[1];
}
export {
  ntlmExchange
};
//# sourceMappingURL=node-ntlm.js.map
