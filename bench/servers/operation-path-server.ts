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
import { type TextCodec, XmlWriter, parsedText } from "school-service-contract/runtime/codec";
import { regExpLiteral } from "school-service-contract/runtime/reg-exp-literal";
import { RESPONSE_END, responseEnvelopeStart } from "school-service-contract/runtime/soap";
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
import { ENDPOINT_PATH, eventGetListRequest, userFields } from "../fixtures/school-wire.ts";

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
/** The request the bench sends, up to its AuthHeader: the declaration, Envelope and Header tags. */
const requestHead = (body: string) => body.slice(0, body.indexOf("<AuthHeader"));
const REQUEST = new RegExp(
  `^${regExpLiteral(requestHead(eventGetListRequest("soap11").body!))}` +
    `<AuthHeader xmlns="${ns}">${leaves(["Schoolname", "Username", "Password"])}</AuthHeader>` +
    `</soap:Header><soap:Body><eventGetList xmlns="${ns}">` +
    leaves(["CategoryID", "GroupTypeID", "GroupID", "SDate", "EDate"]) +
    "</eventGetList></soap:Body></soap:Envelope>$",
);
const ANSWER_START = `${responseEnvelopeStart("1.1")}<eventGetListResponse xmlns="${NAMESPACE}"><eventGetListResult>`;
const ANSWER_END = `</eventGetListResult></eventGetListResponse>${RESPONSE_END}`;
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

async function answer(req: IncomingMessage, res: ServerResponse, bytes: Buffer): Promise<void> {
  const m = REQUEST.exec(decoder.decode(bytes));
  if (!m) throw new Error("not the canonical request");
  const authHeader = { Schoolname: m[1], Username: m[2], Password: m[3] };
  const leaf = <T>(i: number, name: string, codec: TextCodec<T>) =>
    parsedText(name, codec, codec.parse(m[i]!), m[i]!);
  const params: EventGetListParams = {
    CategoryID: leaf(4, "CategoryID", xsd.int),
    GroupTypeID: leaf(5, "GroupTypeID", xsd.int),
    GroupID: leaf(6, "GroupID", xsd.int),
    SDate: leaf(7, "SDate", xsd.dateTime),
    EDate: leaf(8, "EDate", xsd.dateTime),
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
