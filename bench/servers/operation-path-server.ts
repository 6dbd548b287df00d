/**
 * A reference, not a product: what a request path made at generation time for one operation
 * could cost. Hand-written for eventGetList on SOAP 1.1 as a generator could write it: one sticky
 * expression for the envelope in its canonical form (the AuthHeader's and the parameters' texts
 * captured), each text parsed by the contract's codec, the contract's zod validator, the
 * implementation called, the result envelope written by straight code (its open-content items by
 * the runtime's anyType codec), Content-Length and the headers ours sends. Its answer is ours
 * byte for byte (the bench checks its items; bench/README.md, stop 56, compared the bytes).
 * It leaves out what the bench's server does not use (an authentication hook, WS-Security, MTOM,
 * WS-Addressing, header blocks in the answer) and checks a real path would make (the SOAPAction
 * against the operation, the limits): anything but the canonical request gets a 500.
 *
 *   node --import tsx bench/servers/operation-path-server.ts --items 1
 */
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { NAMESPACE, anyTypeCodec } from "school-service-contract/codecs";
import { XmlWriter } from "school-service-contract/runtime/codec";
import { regExpLiteral } from "school-service-contract/runtime/reg-exp-literal";
import * as xsd from "school-service-contract/runtime/xsd-codecs";
import type { AuthHeader, EventGetListParams } from "school-service-contract/types";
import { EventGetListParamsSchema } from "school-service-contract/validators";
import {
  type SchoolServiceContext,
  type SchoolServiceImplementation,
  demoImplementation,
  item,
  success,
} from "school-service-server";
import { argValue, reportToParent } from "../lib/child-side.ts";
import { ENDPOINT_PATH, userFields } from "../fixtures/school-wire.ts";

const items = Array.from({ length: Number(argValue("items")) }, (_, i) =>
  item.cUser(userFields(i)),
);
const implementation: SchoolServiceImplementation = {
  ...demoImplementation,
  eventGetList: async () => items,
};

/** A text the XML reader takes as it is (canonical-request.ts's TEXT). */
const TEXT = String.raw`([^<&\]\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uFFFF]*)`;
const leaves = (names: string[]) => names.map((n) => `<${n}>${TEXT}</${n}>`).join("");
const ns = regExpLiteral(NAMESPACE);
const REQUEST = new RegExp(
  "^" +
    regExpLiteral(
      '<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Header>',
    ) +
    `<AuthHeader xmlns="${ns}">${leaves(["Schoolname", "Username", "Password"])}</AuthHeader>` +
    `</soap:Header><soap:Body><eventGetList xmlns="${ns}">` +
    leaves(["CategoryID", "GroupTypeID", "GroupID", "SDate", "EDate"]) +
    "</eventGetList></soap:Body></soap:Envelope>$",
);
const ANSWER_START = `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"><soap:Body><eventGetListResponse xmlns="${NAMESPACE}"><eventGetListResult>`;
const ANSWER_END = "</eventGetListResult></eventGetListResponse></soap:Body></soap:Envelope>";
const decoder = new TextDecoder("utf-8", { fatal: true });

/**
 * The implementation's context. A class, as ours is: an object literal with a getter took 0.45 us to
 * make; the signal is made only when asked for (an AbortController costs more than the rest).
 */
class Context implements SchoolServiceContext {
  readonly binding = "soap11";
  readonly operation = "eventGetList";
  readonly responseHeaders = {};
  readonly headers: IncomingMessage["headers"];
  readonly authHeader: AuthHeader;
  readonly soapHeaders: { authHeader: AuthHeader };
  #controller: AbortController | undefined;

  constructor(req: IncomingMessage, authHeader: AuthHeader) {
    this.headers = req.headers;
    this.authHeader = authHeader;
    this.soapHeaders = { authHeader };
  }

  get signal(): AbortSignal {
    return (this.#controller ??= new AbortController()).signal;
  }
}

function parsed<T>(codec: { parse(text: string): T | undefined }, text: string | undefined): T {
  const value = text === undefined ? undefined : codec.parse(text);
  if (value === undefined) throw new Error(`not the canonical request: ${text}`);
  return value;
}

async function answer(req: IncomingMessage, res: ServerResponse, bytes: Buffer): Promise<void> {
  const m = REQUEST.exec(decoder.decode(bytes));
  if (!m) throw new Error("not the canonical request");
  const authHeader = { Schoolname: m[1], Username: m[2], Password: m[3] };
  const params: EventGetListParams = {
    CategoryID: parsed(xsd.int, m[4]),
    GroupTypeID: parsed(xsd.int, m[5]),
    GroupID: parsed(xsd.int, m[6]),
    SDate: parsed(xsd.dateTime, m[7]),
    EDate: parsed(xsd.dateTime, m[8]),
  };
  if (!EventGetListParamsSchema.safeParse(params).success) throw new Error("refused");
  const value = await implementation.eventGetList(params, new Context(req, authHeader));
  const result = Array.isArray(value) ? success(value) : value;
  let xml = ANSWER_START;
  if (result._status !== undefined) {
    const { bln_Success, detail } = result._status;
    xml += `<_status><bln_Success>${xsd.boolean.xmlText(bln_Success, "bln_Success")}</bln_Success>`;
    if (detail !== undefined && detail.length > 0) throw new Error("no refusals here");
    xml += detail === undefined ? "</_status>" : "<detail /></_status>";
  }
  if (result._data !== undefined) {
    const w = new XmlWriter();
    w.open("<_data");
    for (const anyItem of result._data) {
      if (anyItem === null) throw new Error("no nil items here");
      anyTypeCodec.writeElement(w, "<anyType", "anyType", "_data", anyItem, NAMESPACE);
    }
    w.close("_data");
    xml += w.xml;
  }
  xml += ANSWER_END;
  res.writeHead(200, {
    "Content-Type": "text/xml; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(xml)),
    "Cache-Control": "private, max-age=0",
  });
  res.end(xml);
}

const server = createServer((req, res) => {
  if (req.method !== "POST" || req.url?.toLowerCase() !== ENDPOINT_PATH.toLowerCase()) {
    res.writeHead(404).end();
    return;
  }
  const chunks: Buffer[] = [];
  req.on("data", (chunk: Buffer) => chunks.push(chunk));
  req.on("end", () => {
    answer(req, res, chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks)).catch((err: Error) =>
      res.writeHead(500).end(err.message),
    );
  });
});
server.listen(0, "127.0.0.1", () =>
  reportToParent({ port: (server.address() as AddressInfo).port }),
);
