/**
 * WS-Addressing between the generated client and the generated server: the client's headers
 * have the shape WCF's clients send on wsHttpBinding (Action and To mustUnderstand, MessageID a
 * fresh urn:uuid, ReplyTo anonymous, in that order, first in the Header), and the server answers
 * as WCF does: Action (mustUnderstand, the request's action + "Response") and RelatesTo (the
 * request's MessageID). Off by default for a contract whose bindings do not use addressing, on by
 * default on a binding the descriptor lists (from the WSDL's wsaw:UsingAddressing).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CREDENTIALS, demoImplementation } from "school-service-server";
import {
  SoapFaultError,
  createSchoolServiceClient,
  type HookResponse,
} from "school-service-client";
import { HEADERS } from "school-service-contract/codecs";
import { operations } from "school-service-contract/operations";
import { Caller } from "../../generated/school-service-client/src/runtime/caller.ts";
import { said, startService, type Service } from "./support/service.ts";

let service: Service;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const WSA = "http://www.w3.org/2005/08/addressing";
const ACTION = "http://schoolservice.example.org/api/eventGet";

/**
 * A request as WCF's client sends it on wsHttpBinding (SOAP 1.2, WS-Addressing 1.0), laid out
 * by hand after captured ones: the reference for the shape of our headers.
 */
const WCF_REQUEST = `<s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope" xmlns:a="${WSA}"><s:Header><a:Action s:mustUnderstand="1">http://tempuri.org/ITest/GetData</a:Action><a:MessageID>urn:uuid:6b1a8f2e-4c3d-4e5f-8a9b-0c1d2e3f4a5b</a:MessageID><a:ReplyTo><a:Address>${WSA}/anonymous</a:Address></a:ReplyTo><a:To s:mustUnderstand="1">http://host/Test.svc</a:To></s:Header><s:Body><GetData xmlns="http://tempuri.org/"><value>1</value></GetData></s:Body></s:Envelope>`;

/**
 * The addressing blocks of a message's Header, with what may differ between two senders made
 * alike: namespace declarations (where they are declared), the envelope's prefix, the values of
 * Action, MessageID and To. What stays is the blocks, their order, nesting and mustUnderstand.
 */
function addressingShape(xml: string): string {
  const header = /<(\w+):Header>([\s\S]*?)<\/\1:Header>/.exec(xml)!;
  const prefix = header[1]!;
  return header[2]!
    .replace(/<(?!\/?a:)[^>]*>[^<]*(<\/[^>]*>)?/g, "") // the contract's own blocks
    .replace(/ xmlns:\w+="[^"]*"/g, "")
    .replaceAll(`${prefix}:mustUnderstand`, "env:mustUnderstand")
    .replace(/urn:uuid:[0-9a-f-]{36}/, "urn:uuid:*")
    .replace(/(<a:(?:Action|To)[^>]*>)[^<]*/g, "$1*");
}

function rawHooks() {
  const exchanges: HookResponse[] = [];
  return { exchanges, hooks: { raw: true, onResponse: (r: HookResponse) => exchanges.push(r) } };
}

describe("the client's headers", () => {
  it.each(["soap12", "soap11"] as const)(
    "on %s: WCF's shape, first in the Header",
    async (binding) => {
      const { exchanges, hooks } = rawHooks();
      const client = createSchoolServiceClient({
        baseUrl: service.url,
        binding,
        auth: DEMO_CREDENTIALS,
        addressing: true,
        hooks,
      });
      expect(said(await client.eventGet({ EventID: 21 }))).toBe("eventGet: EventID=21");
      const sent = exchanges[0]!.request.body!;
      expect(addressingShape(sent)).toBe(addressingShape(WCF_REQUEST));
      const p = binding === "soap12" ? "soap12" : "soap";
      const id = /<a:MessageID[^>]*>(urn:uuid:[0-9a-f-]{36})</.exec(sent)![1]!;
      expect(sent).toContain(
        `<${p}:Header><a:Action ${p}:mustUnderstand="1" xmlns:a="${WSA}">${ACTION}</a:Action>` +
          `<a:MessageID xmlns:a="${WSA}">${id}</a:MessageID>` +
          `<a:ReplyTo xmlns:a="${WSA}"><a:Address>${WSA}/anonymous</a:Address></a:ReplyTo>` +
          `<a:To ${p}:mustUnderstand="1" xmlns:a="${WSA}">${service.url}/api/schoolservice.asmx</a:To><AuthHeader `,
      );
      // The answer relates to it, as WCF's does.
      expect(exchanges[0]!.body).toContain(
        `<soap:Header><a:Action soap:mustUnderstand="1" xmlns:a="${WSA}">${ACTION}Response</a:Action>` +
          `<a:RelatesTo xmlns:a="${WSA}">${id}</a:RelatesTo></soap:Header>`,
      );
    },
  );

  it("a fresh MessageID for every call, and the To and ReplyTo given", async () => {
    const { exchanges, hooks } = rawHooks();
    const client = createSchoolServiceClient({
      baseUrl: service.url,
      auth: DEMO_CREDENTIALS,
      addressing: { to: "urn:test:to", replyTo: `${WSA}/none` },
      hooks,
    });
    await client.eventGet({ EventID: 1 });
    await client.eventGet({ EventID: 1 });
    const ids = exchanges.map((e) => /<a:MessageID[^>]*>([^<]*)</.exec(e.request.body!)![1]);
    expect(new Set(ids).size).toBe(2);
    expect(exchanges[0]!.request.body).toContain(`<a:Address>${WSA}/none</a:Address>`);
    expect(exchanges[0]!.request.body).toContain(">urn:test:to</a:To>");
  });

  it("none by default for a contract whose bindings do not use addressing, and no answer headers then", async () => {
    const { exchanges, hooks } = rawHooks();
    const client = createSchoolServiceClient({
      baseUrl: service.url,
      auth: DEMO_CREDENTIALS,
      hooks,
    });
    await client.eventGet({ EventID: 1 });
    expect(exchanges[0]!.request.body).not.toContain(WSA);
    expect(exchanges[0]!.body).not.toContain(WSA);
  });

  it("by default on the bindings the service descriptor lists (the WSDL's UsingAddressing), unless turned off", async () => {
    const descriptor = {
      endpointPath: "/api/schoolservice.asmx",
      defaultBinding: "soap11" as const,
      headers: HEADERS,
      auth: "authHeader",
      addressing: ["soap12" as const],
    };
    const sent = async (options: object) => {
      const { exchanges, hooks } = rawHooks();
      const caller = new Caller(descriptor, {
        baseUrl: service.url,
        auth: DEMO_CREDENTIALS,
        hooks,
        ...options,
      });
      await caller.call(operations.eventGet, { EventID: 1 });
      return exchanges[0]!.request.body!.includes(`<a:Action`);
    };
    expect(await sent({ binding: "soap12" })).toBe(true);
    expect(await sent({ binding: "soap11" })).toBe(false);
    expect(await sent({ binding: "soap12", addressing: false })).toBe(false);
  });

  it("not on HTTP GET, where there is no envelope", async () => {
    const { exchanges, hooks } = rawHooks();
    const client = createSchoolServiceClient({
      baseUrl: service.url,
      binding: "httpGet",
      addressing: true,
      hooks,
    });
    expect(said(await client.eventGet({ EventID: 2 }))).toBe("eventGet: EventID=2");
    expect(exchanges[0]!.request.body).toBeUndefined();
  });
});

describe("the server", () => {
  it("answers a request as WCF's client writes it, prefixes and declarations its own", async () => {
    const id = "urn:uuid:0d6f5e4c-3b2a-4918-8776-a5b4c3d2e1f0";
    const body = `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope" xmlns:a="${WSA}"><s:Header><a:Action s:mustUnderstand="1">${ACTION}</a:Action><a:MessageID>${id}</a:MessageID><a:ReplyTo><a:Address>${WSA}/anonymous</a:Address></a:ReplyTo><a:To s:mustUnderstand="1">${service.url}/api/schoolservice.asmx</a:To><AuthHeader xmlns="http://schoolservice.example.org/api/"><Schoolname>demo</Schoolname><Username>demo</Username><Password>demo</Password></AuthHeader></s:Header><s:Body><eventGet xmlns="http://schoolservice.example.org/api/"><EventID>5</EventID></eventGet></s:Body></s:Envelope>`;
    const res = await fetch(`${service.url}/api/schoolservice.asmx`, {
      method: "POST",
      headers: { "Content-Type": `application/soap+xml; charset=utf-8; action="${ACTION}"` },
      body,
    });
    const answer = await res.text();
    expect(res.status).toBe(200);
    expect(answer).toContain(
      `<soap:Header><a:Action soap:mustUnderstand="1" xmlns:a="${WSA}">${ACTION}Response</a:Action><a:RelatesTo xmlns:a="${WSA}">${id}</a:RelatesTo></soap:Header><soap:Body><eventGetResponse`,
    );
    expect(answer).toContain("eventGet: EventID=5");
  });

  it("answers a fault with the fault action and RelatesTo, as WCF does", async () => {
    const failing = await startService(undefined, {
      ...demoImplementation,
      eventGet: async () => {
        throw new Error("the implementation failed");
      },
    });
    try {
      const { exchanges, hooks } = rawHooks();
      const client = createSchoolServiceClient({
        baseUrl: failing.url,
        binding: "soap12",
        auth: DEMO_CREDENTIALS,
        addressing: true,
        hooks,
      });
      await expect(client.eventGet({ EventID: 1 })).rejects.toBeInstanceOf(SoapFaultError);
      const id = /<a:MessageID[^>]*>([^<]*)</.exec(exchanges[0]!.request.body!)![1]!;
      expect(id).toMatch(
        /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      expect(exchanges[0]!.body).toContain(
        `<soap:Header><a:Action soap:mustUnderstand="1" xmlns:a="${WSA}">${WSA}/soap/fault</a:Action>` +
          `<a:RelatesTo xmlns:a="${WSA}">${id}</a:RelatesTo></soap:Header><soap:Body><soap:Fault>`,
      );
    } finally {
      await failing.close();
    }
  });

  it("still refuses a mustUnderstand block it does not know", async () => {
    const body = `<?xml version="1.0" encoding="utf-8"?><s:Envelope xmlns:s="http://www.w3.org/2003/05/soap-envelope" xmlns:a="${WSA}"><s:Header><a:Action s:mustUnderstand="1">${ACTION}</a:Action><x:Other s:mustUnderstand="1" xmlns:x="urn:other">1</x:Other></s:Header><s:Body><eventGet xmlns="http://schoolservice.example.org/api/"><EventID>5</EventID></eventGet></s:Body></s:Envelope>`;
    const res = await fetch(`${service.url}/api/schoolservice.asmx`, {
      method: "POST",
      headers: { "Content-Type": "application/soap+xml; charset=utf-8" },
      body,
    });
    expect(res.status).toBe(500);
    expect(await res.text()).toContain("MustUnderstand");
  });
});
