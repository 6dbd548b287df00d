// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import {
  nodeRoutes
} from "./node-agents.js";
import { ntlmExchange } from "./node-ntlm.js";
import { BodyCollector, checkDeclaredLength, decodeUtf8 } from "./response-body.js";
import { packageBody, RelatedBody } from "./mtom-body.js";
const encoder = new TextEncoder();
function nodeHttpTransport(options = {}) {
  const platform = globalThis.process;
  if (typeof platform?.getBuiltinModule !== "function") return void 0;
  const http = platform.getBuiltinModule("node:http");
  const https = platform.getBuiltinModule("node:https");
  const route = nodeRoutes(https, options, platform.env ?? {});
  const decode = bodyDecoder(platform.getBuiltinModule("node:buffer"));
  const sendOnce = (url, requestOptions, body, maxResponseBytes, started) => new Promise((resolve, reject) => {
    const req = (url.protocol === "https:" ? https : http).request(
      url,
      requestOptions,
      (res) => read(res, maxResponseBytes, decode, resolve, reject)
    );
    started(req);
    let sent = false;
    req.on("finish", () => sent = true);
    req.on("error", (err) => reject(sent ? err : Object.assign(err, { requestNotSent: true })));
    if (body && body.pieces.length > 1) {
      req.cork();
      for (const piece of body.pieces) req.write(piece);
      req.end();
    } else req.end(body?.pieces[0]);
  });
  return (request, maxResponseBytes) => {
    let req;
    let cancelled;
    const started = (r) => {
      req = r;
      if (cancelled) r.destroy(cancelled);
    };
    const response = (async () => {
      const url = new URL(request.url);
      if (url.protocol !== "http:" && url.protocol !== "https:")
        throw new TypeError(`cannot call ${url.protocol} URLs`);
      const headers = { ...request.headers };
      const body = outgoingBody(request, headers);
      if (body !== void 0) headers["Content-Length"] = body.length;
      const way = await route(url);
      if (cancelled) throw cancelled;
      const requestOptions = { method: request.method, headers, ...way.tls, agent: way.agent };
      if (options.ntlm === void 0)
        return sendOnce(url, requestOptions, body, maxResponseBytes, started);
      if (way.proxy !== void 0) throw new Error("NTLM through a proxy is not supported");
      return ntlmExchange(
        url.protocol === "https:" ? https : http,
        options.ntlm,
        sendOnce,
        url,
        requestOptions,
        body,
        maxResponseBytes,
        started
      );
    })();
    return {
      response,
      cancel(reason) {
        cancelled = reason instanceof Error ? reason : new Error(String(reason));
        req?.destroy(cancelled);
      }
    };
  };
}
function bodyDecoder(buffers) {
  return (bytes) => buffers.isAscii(bytes) ? buffers.Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("latin1") : decodeUtf8(bytes);
}
function read(res, maxResponseBytes, decode, resolve, reject) {
  const encoding = res.headers["content-encoding"];
  if (encoding !== void 0 && encoding !== "identity") {
    res.destroy();
    return reject(new Error(`the answer is encoded as ${encoding}, which was not asked for`));
  }
  try {
    checkDeclaredLength(res.headers["content-length"], maxResponseBytes);
  } catch (err) {
    res.destroy();
    return reject(err);
  }
  let body;
  try {
    body = RelatedBody.of(res.headers["content-type"], maxResponseBytes) ?? new BodyCollector(maxResponseBytes);
  } catch (err) {
    res.destroy();
    return reject(err);
  }
  res.on("data", (chunk) => {
    try {
      body.add(chunk);
    } catch (err) {
      reject(err);
      res.destroy();
    }
  });
  const cut = () => reject(new Error("the connection closed before the answer was complete"));
  res.on("error", cut);
  res.on("close", () => res.complete || cut());
  res.on("end", () => {
    const response = {
      status: res.statusCode ?? 0,
      statusText: res.statusMessage ?? "",
      contentType: res.headers["content-type"] ?? "",
      headers: flatHeaders(res.headers),
      body: ""
    };
    try {
      if (body instanceof RelatedBody) Object.assign(response, body.end());
      else response.body = body.text(decode);
    } catch (err) {
      return reject(err);
    }
    resolve(response);
  });
}
function outgoingBody(request, headers) {
  if (request.body === void 0) return void 0;
  if (request.attachments !== void 0)
    return packageBody(request.body, request.attachments, headers);
  const bytes = encoder.encode(request.body);
  return { pieces: [bytes], length: bytes.length };
}
function flatHeaders(headers) {
  const out = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== void 0) out[name] = Array.isArray(value) ? value.join(", ") : value;
  return out;
}
export {
  bodyDecoder,
  nodeHttpTransport
};
//# sourceMappingURL=node-http-transport.js.map
