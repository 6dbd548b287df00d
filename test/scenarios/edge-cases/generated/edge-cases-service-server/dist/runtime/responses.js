// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
const TEXT_XML = "text/xml; charset=utf-8";
const SOAP12_XML = "application/soap+xml; charset=utf-8";
const TEXT_PLAIN = "text/plain; charset=utf-8";
function send(res, status, contentType, body, headers) {
  if (!writeHead(res, status, contentType, Buffer.byteLength(body), headers)) return;
  res.end(body);
}
function sendPieces(res, status, contentType, body) {
  if (!writeHead(res, status, contentType, body.length)) return;
  const { pieces } = body;
  if (pieces.length > 1) res.cork();
  for (let i = 0; i < pieces.length - 1; i++) res.write(pieces[i]);
  res.end(pieces[pieces.length - 1]);
}
function writeHead(res, status, contentType, length, headers) {
  if (res.headersSent || res.writableEnded || res.destroyed) return false;
  const all = {
    "Content-Type": contentType,
    "Content-Length": String(length),
    // ASMX's: answers are per-user and not to be reused.
    "Cache-Control": status === 200 ? "private, max-age=0" : "private"
  };
  if (headers) Object.assign(all, headers);
  res.writeHead(status, all);
  return true;
}
function sendAndClose(res, status, contentType, body = "") {
  send(res, status, contentType, body, { Connection: "close" });
  res.once("finish", () => res.req?.destroy());
}
export {
  SOAP12_XML,
  TEXT_PLAIN,
  TEXT_XML,
  send,
  sendAndClose,
  sendPieces
};
//# sourceMappingURL=responses.js.map
