// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import { nodeRoutes, } from "./node-agents.js";
import { ntlmExchange } from "./node-ntlm.js";
import { BodyCollector, checkDeclaredLength } from "./response-body.js";
import { packageBody, RelatedBody } from "./mtom-body.js";
const encoder = new TextEncoder();
export function nodeHttpTransport(options = {}) {
    const platform = globalThis.process;
    if (typeof platform?.getBuiltinModule !== "function")
        return undefined;
    const http = platform.getBuiltinModule("node:http");
    const https = platform.getBuiltinModule("node:https");
    const route = nodeRoutes(https, options, platform.env ?? {});
    const sendOnce = (url, requestOptions, body, maxResponseBytes, started) => new Promise((resolve, reject) => {
        const req = (url.protocol === "https:" ? https : http).request(url, requestOptions, (res) => read(res, maxResponseBytes, resolve, reject));
        started(req);
        // An error before the request was all handed to the system: the server cannot have had it
        // whole, so it cannot have carried it out (retry-rules.ts may send it again).
        let sent = false;
        req.on("finish", () => (sent = true));
        req.on("error", (err) => reject(sent ? err : Object.assign(err, { requestNotSent: true })));
        if (body && body.pieces.length > 1) {
            req.cork();
            for (const piece of body.pieces)
                req.write(piece);
            req.end();
        }
        else
            req.end(body?.pieces[0]);
    });
    return (request, maxResponseBytes) => {
        let req;
        let cancelled;
        const started = (r) => {
            req = r;
            if (cancelled)
                r.destroy(cancelled);
        };
        const response = (async () => {
            const url = new URL(request.url);
            if (url.protocol !== "http:" && url.protocol !== "https:")
                throw new TypeError(`cannot call ${url.protocol} URLs`);
            const headers = { ...request.headers };
            const body = outgoingBody(request, headers);
            if (body !== undefined)
                headers["Content-Length"] = body.length;
            const way = await route(url);
            if (cancelled)
                throw cancelled;
            const requestOptions = { method: request.method, headers, ...way.tls, agent: way.agent };
            if (options.ntlm === undefined)
                return sendOnce(url, requestOptions, body, maxResponseBytes, started);
            if (way.proxy !== undefined)
                throw new Error("NTLM through a proxy is not supported");
            return ntlmExchange(url.protocol === "https:" ? https : http, options.ntlm, sendOnce, url, requestOptions, body, maxResponseBytes, started);
        })();
        return {
            response,
            cancel(reason) {
                cancelled = reason instanceof Error ? reason : new Error(String(reason));
                req?.destroy(cancelled);
            },
        };
    };
}
/** Reads an answer: its status, headers (names in lower case) and body, up to the limit. */
function read(res, maxResponseBytes, resolve, reject) {
    const encoding = res.headers["content-encoding"];
    if (encoding !== undefined && encoding !== "identity") {
        res.destroy();
        return reject(new Error(`the answer is encoded as ${encoding}, which was not asked for`));
    }
    try {
        checkDeclaredLength(res.headers["content-length"], maxResponseBytes);
    }
    catch (err) {
        res.destroy();
        return reject(err);
    }
    let body;
    try {
        body =
            RelatedBody.of(res.headers["content-type"], maxResponseBytes) ??
                new BodyCollector(maxResponseBytes);
    }
    catch (err) {
        res.destroy();
        return reject(err);
    }
    res.on("data", (chunk) => {
        try {
            body.add(chunk);
        }
        catch (err) {
            reject(err);
            res.destroy();
        }
    });
    // Node reports a cut answer as an "aborted" error and a close before its end.
    const cut = () => reject(new Error("the connection closed before the answer was complete"));
    res.on("error", cut);
    res.on("close", () => res.complete || cut());
    res.on("end", () => {
        const response = {
            status: res.statusCode ?? 0,
            statusText: res.statusMessage ?? "",
            contentType: res.headers["content-type"] ?? "",
            headers: flatHeaders(res.headers),
            body: "",
        };
        try {
            if (body instanceof RelatedBody)
                Object.assign(response, body.end());
            else
                response.body = body.text();
        }
        catch (err) {
            return reject(err);
        }
        resolve(response);
    });
}
/** The request's body as sent: its text, or the MTOM package of its text and attachments. */
function outgoingBody(request, headers) {
    if (request.body === undefined)
        return undefined;
    if (request.attachments !== undefined)
        return packageBody(request.body, request.attachments, headers);
    const bytes = encoder.encode(request.body);
    return { pieces: [bytes], length: bytes.length };
}
function flatHeaders(headers) {
    const out = {};
    for (const [name, value] of Object.entries(headers))
        if (value !== undefined)
            out[name] = Array.isArray(value) ? value.join(", ") : value;
    return out;
}
//# sourceMappingURL=node-http-transport.js.map