/**
 * Errors as ASMX gives them: an implementation that throws (or returns what cannot be written) is
 * a 500 Server/Receiver fault with no detail of the error; unreadable requests are Client/Sender
 * faults, 400s or 415s; HTTP GET/POST failures are 500 text/plain. The process keeps serving.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { item, type SchoolServiceImplementation } from "school-service-server";
import { referenceImplementation } from "./support/reference-implementation.ts";
import { send } from "./support/raw-http.ts";
import {
  ENDPOINT,
  NS,
  envelope,
  soapHeaders,
  startServer,
  type TestServer,
} from "./support/start.ts";

const SOAP11 = "http://schemas.xmlsoap.org/soap/envelope/";
const SOAP12 = "http://www.w3.org/2003/05/soap-envelope";
const XSI_XSD =
  'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"';

const fault11 = (code: string, reason: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP11}" ${XSI_XSD}><soap:Body><soap:Fault>` +
  `<faultcode>soap:${code}</faultcode><faultstring>${reason}</faultstring><detail /></soap:Fault></soap:Body></soap:Envelope>`;
const fault12 = (code: string, reason: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP12}" ${XSI_XSD}><soap:Body><soap:Fault>` +
  `<soap:Code><soap:Value>soap:${code}</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="en">${reason}</soap:Text></soap:Reason>` +
  `<soap:Detail /></soap:Fault></soap:Body></soap:Envelope>`;

const SECRET_ERROR = new Error("connect ECONNREFUSED db.internal:5432 password=hunter2");
const reported: [unknown, object][] = [];

/** The reference implementation, except that eventGet fails as a broken backend would. */
const failing: SchoolServiceImplementation = {
  ...referenceImplementation,
  async eventGet(params) {
    if (params.EventID === 1) throw SECRET_ERROR;
    if (params.EventID === 2) return [item.int(1.5)];
    if (params.EventID === 3) return undefined as never;
    if (params.EventID === 4) return [item.string("\u0001")];
    return [item.string("late")];
  },
};

let server: TestServer;
beforeAll(async () => {
  server = await startServer(failing, { onError: (error, where) => reported.push([error, where]) });
});
afterAll(() => server.close());

const soap = (
  version: "1.1" | "1.2",
  operation: string,
  body: string,
  headers = soapHeaders(version, operation),
) => send(server.port, { method: "POST", path: ENDPOINT, headers, body: envelope(version, body) });

describe("an implementation that fails", () => {
  it("is a soap:Server fault on SOAP 1.1, without the error's text, and is reported to onError", async () => {
    reported.length = 0;
    const res = await soap(
      "1.1",
      "eventGet",
      `<eventGet xmlns="${NS}"><EventID>1</EventID></eventGet>`,
    );
    expect(res.status).toBe(500);
    expect(res.headers["content-type"]).toBe("text/xml; charset=utf-8");
    expect(res.body).toBe(fault11("Server", "Server was unable to process request."));
    expect(reported).toEqual([[SECRET_ERROR, { operation: "eventGet", binding: "soap11" }]]);
  });

  it("is a soap:Receiver fault on SOAP 1.2", async () => {
    const res = await soap(
      "1.2",
      "eventGet",
      `<eventGet xmlns="${NS}"><EventID>1</EventID></eventGet>`,
    );
    expect(res.status).toBe(500);
    expect(res.headers["content-type"]).toBe("application/soap+xml; charset=utf-8");
    expect(res.body).toBe(fault12("Receiver", "Server was unable to process request."));
  });

  it.each([
    ["an item its codec refuses (1.5 as xsd:int)", 2],
    ["no result at all", 3],
    ["text XML cannot carry (U+0001)", 4],
  ])("is a Server fault when it returns %s", async (_, id) => {
    const res = await soap(
      "1.1",
      "eventGet",
      `<eventGet xmlns="${NS}"><EventID>${id}</EventID></eventGet>`,
    );
    expect(res.status).toBe(500);
    expect(res.body).toBe(fault11("Server", "Server was unable to process request."));
  });

  it.each(["GET", "POST"] as const)("is a 500 text/plain on HTTP %s", async (method) => {
    const res =
      method === "GET"
        ? await send(server.port, { method, path: `${ENDPOINT}/eventGet?EventID=1` })
        : await send(server.port, {
            method,
            path: `${ENDPOINT}/eventGet`,
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: "EventID=1",
          });
    expect(res.status).toBe(500);
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.body).toBe("System.Exception: Server was unable to process request.");
  });
});

describe("requests the server cannot read", () => {
  it("answers an unreadable value with a Client fault naming it (SOAP 1.1) and a Sender fault (SOAP 1.2)", async () => {
    const reason =
      'Server was unable to read request. ---&gt; element &lt;EventID&gt;: "abc" is not an xsd:int (-2147483648 to 2147483647)';
    const body = `<eventGet xmlns="${NS}"><EventID>abc</EventID></eventGet>`;
    expect((await soap("1.1", "eventGet", body)).body).toBe(fault11("Client", reason));
    expect((await soap("1.2", "eventGet", body)).body).toBe(fault12("Sender", reason));
  });

  it("answers an element where a value's text belongs with a Client fault, not a 400", async () => {
    const res = await soap(
      "1.1",
      "eventGet",
      `<eventGet xmlns="${NS}"><EventID><x /></EventID></eventGet>`,
    );
    expect(res.status).toBe(500);
    expect(res.body).toMatch(
      /<faultcode>soap:Client<\/faultcode><faultstring>Server was unable to read request\. ---&gt; line 2/,
    );
  });

  it("routes by the body element without SOAPAction, and refuses an unknown one with a Client fault", async () => {
    const headers = { "Content-Type": "text/xml; charset=utf-8" };
    const res = await soap("1.1", "", `<noSuchOp xmlns="${NS}" />`, headers);
    expect(res.status).toBe(500);
    expect(res.body).toBe(
      fault11("Client", "Server did not recognize the value of HTTP Header SOAPAction: ."),
    );
  });

  it("refuses a SOAP 1.2 body element it does not know, with no usable action, with a Sender fault", async () => {
    const res = await soap("1.2", "", `<noSuchOp xmlns="${NS}" />`, {
      "Content-Type": "application/soap+xml; charset=utf-8",
    });
    expect(res.body).toBe(
      fault12(
        "Sender",
        "Unable to handle request without a valid action parameter. Please supply a valid soap action.",
      ),
    );
  });

  it("answers a SOAP 1.2 header marked mustUnderstand that it does not know with a MustUnderstand fault", async () => {
    const header = `<Extra xmlns="urn:x" soap12:mustUnderstand="true">x</Extra>`;
    const res = await send(server.port, {
      method: "POST",
      path: ENDPOINT,
      headers: soapHeaders("1.2", "eventGet"),
      body: envelope("1.2", `<eventGet xmlns="${NS}"><EventID>5</EventID></eventGet>`, header),
    });
    expect(res.status).toBe(500);
    expect(res.body).toBe(
      `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="${SOAP12}" ${XSI_XSD}><soap:Body><soap:Fault>` +
        `<soap:Code><soap:Value>soap:MustUnderstand</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="en">SOAP header Extra was not understood.</soap:Text></soap:Reason>` +
        `</soap:Fault></soap:Body></soap:Envelope>`,
    );
  });

  it.each([
    ["malformed XML", `<soap:Envelope xmlns:soap="${SOAP11}"><soap:Body>`],
    ["whitespace only", "  \n "],
    [
      "a DTD (no entity is ever expanded)",
      `<!DOCTYPE x [<!ENTITY e "boom">]><soap:Envelope xmlns:soap="${SOAP11}"><soap:Body>&e;</soap:Body></soap:Envelope>`,
    ],
    ["text that is not XML", "EventID=5"],
  ])("answers %s with 400 and an empty body", async (_, body) => {
    const res = await send(server.port, {
      method: "POST",
      path: ENDPOINT,
      headers: soapHeaders("1.1", "eventGet"),
      body,
    });
    expect(res.status).toBe(400);
    expect(res.headers["content-type"]).toBe("text/xml; charset=utf-8");
    expect(res.body).toBe("");
  });

  it("answers bytes that are not UTF-8 with 400, and reads a body in the charset its content type names", async () => {
    const bad = Buffer.concat([
      Buffer.from(envelope("1.1", `<eventGet xmlns="${NS}"><EventID>`)),
      Buffer.from([0xff, 0xfe]),
      Buffer.from("</EventID></eventGet>"),
    ]);
    expect(
      (
        await send(server.port, {
          method: "POST",
          path: ENDPOINT,
          headers: soapHeaders("1.1", "eventGet"),
          body: bad,
        })
      ).status,
    ).toBe(400);
    const latin1 = Buffer.from(
      envelope("1.1", `<userGetHostID xmlns="${NS}"><hostid>Zoë</hostid></userGetHostID>`).replace(
        "utf-8",
        "iso-8859-1",
      ),
      "latin1",
    );
    const res = await send(server.port, {
      method: "POST",
      path: ENDPOINT,
      headers: {
        "Content-Type": "text/xml; charset=iso-8859-1",
        SOAPAction: `"${NS}userGetHostID"`,
      },
      body: latin1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toContain("<hostid>Zoë</hostid>");
  });

  it.each(["application/json", "application/x-www-form-urlencoded", ""])(
    "answers a SOAP POST with content type %j with 415",
    async (type) => {
      const res = await send(server.port, {
        method: "POST",
        path: ENDPOINT,
        headers: type === "" ? {} : { "Content-Type": type },
        body: envelope("1.1", `<eventGet xmlns="${NS}"><EventID>5</EventID></eventGet>`),
      });
      expect(res.status).toBe(415);
      expect(res.body).toBe("");
    },
  );

  it("answers a charset it does not know with 415", async () => {
    const res = await send(server.port, {
      method: "POST",
      path: ENDPOINT,
      headers: { "Content-Type": "text/xml; charset=x-klingon" },
      body: "<a/>",
    });
    expect(res.status).toBe(415);
  });

  it("answers DELETE with 405 and a path outside the endpoint with 404", async () => {
    const del = await send(server.port, { method: "DELETE", path: ENDPOINT });
    expect([del.status, del.headers.allow]).toEqual([405, "GET, HEAD, POST"]);
    const other = await send(server.port, { method: "GET", path: "/api/other.asmx" });
    expect([other.status, other.body]).toEqual([404, "Not Found"]);
  });

  it("keeps serving after all of that", async () => {
    const res = await soap(
      "1.1",
      "eventGet",
      `<eventGet xmlns="${NS}"><EventID>7</EventID></eventGet>`,
    );
    expect(res.status).toBe(200);
    expect(res.body).toContain(`<anyType xsi:type="xsd:string">late</anyType>`);
  });
});
