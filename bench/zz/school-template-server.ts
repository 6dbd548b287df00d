import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { argValue, reportToParent } from "../lib/child-side.ts";
import { eventGetListResponse, userFields } from "../fixtures/school-wire.ts";
const count = Number(argValue("items"));
const items = Array.from({ length: count }, (_, i) => userFields(i));
const whole = eventGetListResponse(count);
const before = whole.slice(0, whole.indexOf("<anyType"));
const after = whole.slice(whole.lastIndexOf("</anyType>") + 10);
function write(): string[] {
  const pieces: string[] = [];
  let body = before;
  for (const item of items) {
    body += '<anyType xsi:type="cUser">';
    for (const k of Object.keys(item)) body += `<${k}>${item[k]}</${k}>`;
    body += "</anyType>";
    if (body.length >= 65536) { pieces.push(body); body = ""; }
  }
  pieces.push(body + after);
  return pieces;
}
if (write().join("") !== whole) throw new Error("differs");
const server = createServer((req, res) => {
  req.resume();
  req.on("end", () => {
    const pieces = write();
    let length = 0;
    for (const p of pieces) length += Buffer.byteLength(p);
    res.writeHead(200, { "content-type": "text/xml; charset=utf-8", "content-length": length });
    res.cork();
    for (let i = 0; i < pieces.length - 1; i++) res.write(pieces[i]);
    res.end(pieces[pieces.length - 1]);
  });
});
server.listen(0, "127.0.0.1", () => reportToParent({ port: (server.address() as AddressInfo).port }));
