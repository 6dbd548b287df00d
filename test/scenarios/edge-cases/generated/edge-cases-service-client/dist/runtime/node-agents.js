// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
const PROXY_VARIABLES = [
  "HTTPS_PROXY",
  "https_proxy",
  "HTTP_PROXY",
  "http_proxy",
  "ALL_PROXY",
  "all_proxy"
];
function nodeRoutes(https, options, env) {
  const tls = tlsOptions(options.tls);
  const agents = /* @__PURE__ */ new Map();
  let own;
  return async (url) => {
    const forUrl = url.protocol === "https:" ? tls : {};
    if (options.agent !== void 0) return { agent: options.agent, tls: forUrl };
    const proxy = await proxyFor(url, options.proxy, env);
    if (proxy === "") {
      if (url.protocol !== "https:" || Object.keys(tls).length === 0) return { tls: forUrl };
      own ??= new https.Agent({ keepAlive: true, ...tls });
      return { agent: own, tls: forUrl };
    }
    const key = `${url.protocol} ${proxy}`;
    let agent = agents.get(key);
    if (agent === void 0) {
      agent = proxyAgent(url.protocol, proxy);
      agents.set(key, agent);
      agent.catch(() => agents.delete(key));
    }
    return { agent: await agent, tls: forUrl, proxy };
  };
}
function tlsOptions(tls) {
  const out = {};
  for (const [key, value] of Object.entries(tls ?? {})) if (value !== void 0) out[key] = value;
  return out;
}
async function proxyFor(url, option, env) {
  if (option === false) return "";
  if (typeof option === "string") return option;
  if (!PROXY_VARIABLES.some((name) => env[name])) return "";
  const { getProxyForUrl } = await load("proxy-from-env");
  return getProxyForUrl(url.href);
}
async function proxyAgent(protocol, proxy) {
  if (protocol === "https:") {
    const { HttpsProxyAgent } = await load("https-proxy-agent");
    return new HttpsProxyAgent(proxy, { keepAlive: true });
  }
  const { HttpProxyAgent } = await load("http-proxy-agent");
  return new HttpProxyAgent(proxy, { keepAlive: true });
}
async function load(name) {
  try {
    return await import(name);
  } catch (err) {
    throw new Error(
      `this client option needs the optional package ${name}; install it beside the client (npm install ${name})`,
      { cause: err }
    );
  }
}
export {
  load,
  nodeRoutes
};
//# sourceMappingURL=node-agents.js.map
