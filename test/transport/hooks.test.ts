/**
 * Hooks see every attempt: the request (method, URL, headers, body) before it goes, and the
 * answer or the error with its duration after. Unless the caller asks for it raw, what they see
 * has no secret: the contract's credentials header (AuthHeader), Basic and Bearer credentials,
 * a proxy's password, WS-Security's Password, Nonce and tokens, cookies.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_CREDENTIALS } from "school-service-server";
import {
  NetworkError,
  createSchoolServiceClient,
  type HookRequest,
  type HookResponse,
} from "school-service-client";
import { redactXml } from "../../generated/school-service-client/src/runtime/redact.ts";
import { said, startService, type Service } from "./support/service.ts";

let service: Service;
beforeAll(async () => {
  service = await startService();
});
afterAll(() => service.close());

const SECRET_PASSWORD = "pw-0f3c9a7e";
const TOKEN = "tok-5b1e8d22";
const CREDENTIALS = { ...DEMO_CREDENTIALS, Password: SECRET_PASSWORD };

function recorded(raw?: boolean) {
  const requests: HookRequest[] = [];
  const responses: HookResponse[] = [];
  const hooks = {
    onRequest: (r: HookRequest) => requests.push(r),
    onResponse: (r: HookResponse) => responses.push(r),
    ...(raw === undefined ? {} : { raw }),
  };
  return { requests, responses, hooks };
}

describe("what hooks see", () => {
  it("the request as sent and the answer with its timing", async () => {
    service.gate = undefined;
    const { requests, responses, hooks } = recorded();
    const client = createSchoolServiceClient({
      baseUrl: service.url,
      auth: DEMO_CREDENTIALS,
      hooks,
    });
    expect(said(await client.eventGet({ EventID: 11 }))).toBe("eventGet: EventID=11");
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      operation: "eventGet",
      binding: "soap11",
      attempt: 1,
      method: "POST",
      url: `${service.url}/api/schoolservice.asmx`,
      headers: {
        "Content-Type": "text/xml; charset=utf-8",
        SOAPAction: '"http://schoolservice.example.org/api/eventGet"',
      },
    });
    expect(requests[0]!.body).toBe(service.seen.at(-1)!.body.replace(/>demo</g, ">[redacted]<"));
    expect(responses).toHaveLength(1);
    const answer = responses[0]!;
    expect(answer.request).toBe(requests[0]);
    expect(answer.status).toBe(200);
    expect(answer.headers?.["content-type"]).toBe("text/xml; charset=utf-8");
    expect(answer.body).toContain("eventGet: EventID=11");
    expect(answer.durationMs).toBeGreaterThan(0);
    expect(answer.error).toBeUndefined();
  });

  it("an error, for an exchange that failed", async () => {
    const { responses, hooks } = recorded();
    const client = createSchoolServiceClient({ baseUrl: "http://127.0.0.1:9", hooks });
    await expect(client.eventGet({ EventID: 1 })).rejects.toBeInstanceOf(NetworkError);
    expect(responses).toHaveLength(1);
    expect(responses[0]!.status).toBeUndefined();
    expect((responses[0]!.error as { code?: string }).code).toBe("ECONNREFUSED");
  });
});

describe("redaction", () => {
  const everything = (r: { requests: HookRequest[]; responses: HookResponse[] }) =>
    JSON.stringify([r.requests, r.responses.map((x) => ({ ...x, error: String(x.error) }))]);

  it("keeps the AuthHeader's values, Basic credentials and cookies out, unless raw", async () => {
    service.gate = (_req, _body, res) => {
      res
        .writeHead(200, {
          "Content-Type": "text/xml; charset=utf-8",
          "Set-Cookie": `session=${TOKEN}`,
        })
        .end(
          `<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><x>plain</x></soap:Body></soap:Envelope>`,
        );
      return true;
    };
    for (const raw of [false, true]) {
      const seen = recorded(raw);
      const client = createSchoolServiceClient({
        baseUrl: service.url,
        auth: CREDENTIALS,
        httpAuth: { type: "basic", username: "user", password: SECRET_PASSWORD },
        headers: { Cookie: `session=${TOKEN}` },
        hooks: seen.hooks,
      });
      await client.eventGet({ EventID: 1 }).catch(() => {});
      const text = everything(seen);
      const basic = Buffer.from(`user:${SECRET_PASSWORD}`).toString("base64");
      if (raw) {
        expect(text).toContain(`<Password>${SECRET_PASSWORD}</Password>`);
        expect(text).toContain(basic);
        expect(text).toContain(TOKEN);
      } else {
        expect(text).not.toContain(SECRET_PASSWORD.slice(3));
        expect(text).not.toContain(basic);
        expect(text).not.toContain(TOKEN);
        expect(seen.requests[0]!.headers.Authorization).toBe("Basic [redacted]");
        expect(seen.requests[0]!.body).toBe(
          '<?xml version="1.0" encoding="utf-8"?>\n<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Header>' +
            '<AuthHeader xmlns="http://schoolservice.example.org/api/"><Schoolname>[redacted]</Schoolname><Username>[redacted]</Username><Password>[redacted]</Password></AuthHeader>' +
            '</soap:Header><soap:Body><eventGet xmlns="http://schoolservice.example.org/api/"><EventID>1</EventID></eventGet></soap:Body></soap:Envelope>',
        );
        expect(seen.responses[0]!.headers?.["set-cookie"]).toBe("[redacted]");
      }
    }
    service.gate = undefined;
  });

  it("keeps a Bearer token and a proxy's password out", async () => {
    const seen = recorded();
    const client = createSchoolServiceClient({
      baseUrl: `http://someone:${SECRET_PASSWORD}@127.0.0.1:9`,
      httpAuth: { type: "bearer", token: TOKEN },
      hooks: seen.hooks,
    });
    await client.eventGet({ EventID: 1 }).catch(() => {});
    const text = everything(seen);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(SECRET_PASSWORD);
    expect(seen.requests[0]!.headers.Authorization).toBe("Bearer [redacted]");
    expect(seen.requests[0]!.url).toBe("http://[redacted]@127.0.0.1:9/api/schoolservice.asmx");
  });

  it("keeps WS-Security's Password, Nonce and tokens out, and names given as secret", () => {
    const header =
      '<wsse:Security soap:mustUnderstand="1" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">' +
      "<wsse:UsernameToken><wsse:Username>alice</wsse:Username>" +
      '<wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordDigest">ZDg3MzM3NmQ=</wsse:Password>' +
      '<wsse:Nonce EncodingType="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary">bm9uY2Utc2VjcmV0</wsse:Nonce>' +
      "</wsse:UsernameToken><wsse:BinarySecurityToken>TUlJQ2VydA==</wsse:BinarySecurityToken>" +
      "<ds:SignatureValue>c2lnbmF0dXJl</ds:SignatureValue><Pin>4711</Pin><Password/></wsse:Security>";
    expect(redactXml(header, [], ["Pin"])).toBe(
      '<wsse:Security soap:mustUnderstand="1" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">' +
        "<wsse:UsernameToken><wsse:Username>alice</wsse:Username>" +
        '<wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordDigest">[redacted]</wsse:Password>' +
        '<wsse:Nonce EncodingType="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary">[redacted]</wsse:Nonce>' +
        "</wsse:UsernameToken><wsse:BinarySecurityToken>[redacted]</wsse:BinarySecurityToken>" +
        "<ds:SignatureValue>[redacted]</ds:SignatureValue><Pin>[redacted]</Pin><Password/></wsse:Security>",
    );
  });
});
