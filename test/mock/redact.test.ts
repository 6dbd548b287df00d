/** What `soapgen record` takes out of a request before writing it, and what `verify` puts back. */
import { describe, expect, it } from "vitest";
import { redactRequest } from "../../generator/mock/redact.ts";
import { passwordsAmong, redactAnswer } from "../../generator/mock/redact-answer.ts";
import { fillAnswerSecrets, fillSecrets, secretsFrom } from "../../generator/mock/secrets.ts";

const WSSE = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd";
const body =
  `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Header>` +
  `<wsse:Security xmlns:wsse="${WSSE}"><wsse:UsernameToken><wsse:Username>bob</wsse:Username>` +
  `<wsse:Password Type="#PasswordDigest">ZGlnZXN0</wsse:Password><wsse:Nonce EncodingType="#Base64Binary">bm9uY2U=</wsse:Nonce>` +
  `</wsse:UsernameToken></wsse:Security>` +
  `<a:AuthHeader xmlns:a="urn:x"><a:Username>alice</a:Username><a:Password>p&amp;w</a:Password></a:AuthHeader>` +
  `</soap:Header><soap:Body><op xmlns="urn:x"><Password>kept: a parameter</Password></op></soap:Body></soap:Envelope>`;

describe("redaction", () => {
  const { request: redacted } = redactRequest(
    {
      method: "POST",
      path: "/x.asmx",
      headers: { Authorization: "Bearer t0ken", cookie: "s=1", SOAPAction: '"urn:x/op"' },
      body,
    },
    "AuthHeader",
  );

  it("replaces UsernameToken Password and Nonce, the AuthHeader's values and the secret headers", () => {
    expect(redacted.body).toContain(
      '<wsse:Password Type="#PasswordDigest">{{secret:UsernameToken.Password}}</wsse:Password>',
    );
    expect(redacted.body).toContain("{{secret:UsernameToken.Nonce}}</wsse:Nonce>");
    expect(redacted.body).toContain("<a:Password>{{secret:AuthHeader.Password}}</a:Password>");
    expect(redacted.body).toContain("<a:Username>{{secret:AuthHeader.Username}}</a:Username>");
    for (const secret of ["ZGlnZXN0", "bm9uY2U=", "alice", "p&amp;w", "t0ken", "s=1"])
      expect(JSON.stringify(redacted)).not.toContain(secret);
    expect(redacted.headers).toEqual({
      Authorization: "{{secret:Authorization}}",
      cookie: "{{secret:cookie}}",
      SOAPAction: '"urn:x/op"',
    });
  });

  it("keeps what is no credential: the UsernameToken's Username, a parameter named Password", () => {
    expect(redacted.body).toContain("<wsse:Username>bob</wsse:Username>");
    expect(redacted.body).toContain("<Password>kept: a parameter</Password>");
  });

  it("verify fills the placeholders in, XML-escaped in the body; a header without a value is left out", () => {
    const secrets = secretsFrom(["AuthHeader.Password=a<b", "UsernameToken.Password=x"], {
      SOAPGEN_SECRET_AUTHHEADER_USERNAME: "alice",
      SOAPGEN_SECRET_USERNAMETOKEN_NONCE: "n",
    });
    const filled = fillSecrets(redacted, secrets);
    expect(filled.body).toContain("<a:Password>a&lt;b</a:Password>");
    expect(filled.body).toContain("<a:Username>alice</a:Username>");
    expect(filled.headers).toEqual({ SOAPAction: '"urn:x/op"' });
    expect(() => fillSecrets(redacted, secretsFrom([], {}))).toThrow(
      "--secret UsernameToken.Password=VALUE",
    );
  });
});

describe("an answer that echoes a password", () => {
  const request = {
    method: "POST" as const,
    path: "/x.asmx",
    headers: {},
    body: body.replace("p&amp;w", "s3cr&amp;t"),
  };
  const answer = (text: string) => ({
    status: 200,
    contentType: "text/xml",
    body: `<r>${text}</r>`,
  });

  it("has the password-like secrets the request carried replaced, where they stand as words", () => {
    const { secrets: passwords } = redactRequest(request, "AuthHeader");
    expect(passwordsAmong(passwords).map((p) => p.name)).toEqual([
      "AuthHeader.Password",
      "UsernameToken.Password",
      "UsernameToken.Nonce",
    ]);
    expect(redactAnswer(answer("auth=alice/s3cr&amp;t; digest ZGlnZXN0"), passwords).body).toBe(
      "<r>auth=alice/{{secret:AuthHeader.Password}}; digest {{secret:UsernameToken.Password}}</r>",
    );
    // A user name is the answer's data as much as a credential; a password inside a word is not it.
    expect(redactAnswer(answer("alice xs3cr&amp;t"), passwords).body).toBe(
      "<r>alice xs3cr&amp;t</r>",
    );
  });

  it("verify puts them back, as the service will echo them", () => {
    const redacted = redactAnswer(
      answer("auth=s3cr&amp;t"),
      redactRequest(request, "AuthHeader").secrets,
    );
    const secrets = secretsFrom(["AuthHeader.Password=s3cr&t"], {});
    expect(fillAnswerSecrets(redacted, secrets).body).toBe("<r>auth=s3cr&amp;t</r>");
    expect(fillAnswerSecrets(redacted, secretsFrom([], {})).body).toBe(
      "<r>auth={{secret:AuthHeader.Password}}</r>",
    );
  });
});
