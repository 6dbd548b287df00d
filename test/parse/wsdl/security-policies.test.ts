/**
 * WS-SecurityPolicy read from a SOAP binding's attached policies: what it asks of the messages,
 * and a warning for what the generated packages do not do.
 */
import { expect, it } from "vitest";
import { emitService } from "../../../generator/emit/emit-service.ts";
import { describeSecurity } from "../../../generator/model/security-policy.ts";
import { loadEmitContext } from "../../../generator/pipeline/load-emit-context.ts";
import { edit, readFixture } from "./asmx-fixture.ts";
import { plainWsdl } from "./plain-wsdl.ts";

const SP12 = "http://docs.oasis-open.org/ws-sx/ws-securitypolicy/200702";
const SP11 = "http://schemas.xmlsoap.org/ws/2005/07/securitypolicy";
const WSP15 = "http://www.w3.org/ns/ws-policy";
const WSP12 = "http://schemas.xmlsoap.org/ws/2004/09/policy";
const WSU = "http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd";

/** The plain WSDL with `policies` at the top level and `attach` first in its binding. */
function withPolicy(policies: string, attach: string): string {
  const wsdl = plainWsdl({
    schema: `<xs:element name="GetQuote"><xs:complexType /></xs:element><xs:element name="GetQuoteResponse"><xs:complexType /></xs:element>`,
    messages: {
      In: `<wsdl:part name="parameters" element="tns:GetQuote" />`,
      Out: `<wsdl:part name="parameters" element="tns:GetQuoteResponse" />`,
    },
  });
  return edit(
    edit(
      wsdl,
      `name="QuoteService">`,
      `name="QuoteService" xmlns:wsp="${WSP15}" xmlns:sp="${SP12}" xmlns:wsu="${WSU}">${policies}`,
    ),
    `<soap:binding style=`,
    `${attach}<soap:binding style=`,
  );
}

const read = async (wsdl: string) => {
  const { draft, model } = await readFixture(wsdl);
  return { security: model.bindings[0]!.security, warnings: draft.warnings ?? [] };
};

it("a transport binding with a client certificate, and a signed UsernameToken as a digest, by reference", async () => {
  const { security, warnings } = await read(
    withPolicy(
      `<wsp:Policy wsu:Id="Secure"><wsp:ExactlyOne><wsp:All>
        <sp:TransportBinding><wsp:Policy>
          <sp:TransportToken><wsp:Policy><sp:HttpsToken><wsp:Policy><sp:RequireClientCertificate/></wsp:Policy></sp:HttpsToken></wsp:Policy></sp:TransportToken>
          <sp:AlgorithmSuite><wsp:Policy><sp:Basic256/></wsp:Policy></sp:AlgorithmSuite>
          <sp:IncludeTimestamp/>
        </wsp:Policy></sp:TransportBinding>
        <sp:SignedSupportingTokens><wsp:Policy><sp:UsernameToken><wsp:Policy><sp:HashPassword/></wsp:Policy></sp:UsernameToken></wsp:Policy></sp:SignedSupportingTokens>
      </wsp:All></wsp:ExactlyOne></wsp:Policy>`,
      `<wsp:PolicyReference URI="#Secure" />`,
    ),
  );
  expect(security).toEqual({
    transport: { clientCertificate: true },
    usernameToken: { digest: true },
    timestamp: true,
  });
  // What to configure: a warning of the contract read, at the binding.
  expect(warnings.map((w) => w.message)).toEqual([
    "binding QuotesSoap's WS-SecurityPolicy asks for HTTPS with a client certificate, a UsernameToken (password digest), a timestamp: configure `wsSecurity` on the client and the server, an https:// address, the client's `tls` certificate (README, \"Security\")",
  ]);
  // As `soapgen inspect` lists it under the binding.
  expect(describeSecurity(security!)).toBe(
    "HTTPS with a client certificate, a UsernameToken (password digest), a timestamp",
  );
});

it("an asymmetric binding signs with its suite's algorithm; WS-SecurityPolicy 1.1 and WS-Policy 1.2 namespaces read alike", async () => {
  const asymmetric = (suite: string) =>
    withPolicy(
      `<p:Policy xmlns:p="${WSP12}" xmlns:s="${SP11}" wsu:Id="Signed"><s:AsymmetricBinding><p:Policy>
        <s:AlgorithmSuite><p:Policy><s:${suite}/></p:Policy></s:AlgorithmSuite>
        <s:IncludeTimestamp/>
      </p:Policy></s:AsymmetricBinding></p:Policy>`,
      `<wsp:PolicyReference URI="#Signed" />`,
    );
  expect((await read(asymmetric("Basic256Sha256"))).security).toEqual({
    signature: { algorithm: "rsa-sha256" },
    timestamp: true,
  });
  expect((await read(asymmetric("Basic256"))).security).toEqual({
    signature: { algorithm: "rsa-sha1" },
    timestamp: true,
  });
});

it("a plain UsernameToken written inside the binding; an optional assertion asks for nothing", async () => {
  expect(
    (
      await read(
        withPolicy(
          "",
          `<wsp:Policy><sp:SupportingTokens><wsp:Policy><sp:UsernameToken/></wsp:Policy></sp:SupportingTokens><sp:TransportBinding wsp:Optional="true"/></wsp:Policy>`,
        ),
      )
    ).security,
  ).toEqual({ usernameToken: { digest: false }, timestamp: false });
});

it("warns of what it does not do: alternatives past the first, encryption, other tokens, a missing policy; a binding without policy asks nothing", async () => {
  const { security, warnings } = await read(
    withPolicy(
      `<wsp:Policy wsu:Id="Mixed"><wsp:ExactlyOne>
        <wsp:All>
          <sp:SymmetricBinding/>
          <sp:EncryptedParts><sp:Body/></sp:EncryptedParts>
          <sp:EndorsingSupportingTokens><wsp:Policy><sp:IssuedToken/></wsp:Policy></sp:EndorsingSupportingTokens>
        </wsp:All>
        <wsp:All><sp:TransportBinding/></wsp:All>
      </wsp:ExactlyOne></wsp:Policy>`,
      `<wsp:PolicyReference URI="#Mixed" /><wsp:PolicyReference URI="#Elsewhere" />`,
    ),
  );
  expect(security).toEqual({ timestamp: false });
  expect(warnings.map((w) => w.message)).toEqual([
    "the policy offers 2 alternatives: the first is read, and the generated packages default to it",
    "the policy's sp:SymmetricBinding (keys derived from an encrypted secret) is not supported: the generated packages neither sign nor encrypt that way",
    "the policy's sp:EncryptedParts asks for encryption, which the generated packages do not do: messages are signed only",
    "the policy's sp:IssuedToken is not supported: the generated packages send no such token",
    "the policy #Elsewhere is not in the contract's documents: what it asks for is not read",
  ]);
  expect(warnings.every((w) => (w.loc?.line ?? 0) > 0)).toBe(true);
  expect((await read(withPolicy("", ""))).security).toBeUndefined();
});

it("the client's descriptor carries what wsSecurity defaults to, by binding", async () => {
  const { model } = await readFixture(
    withPolicy(
      `<wsp:Policy wsu:Id="P"><sp:AsymmetricBinding><wsp:Policy><sp:AlgorithmSuite><wsp:Policy><sp:Basic128/></wsp:Policy></sp:AlgorithmSuite><sp:IncludeTimestamp/></wsp:Policy></sp:AsymmetricBinding><sp:SignedSupportingTokens><wsp:Policy><sp:UsernameToken/></wsp:Policy></sp:SignedSupportingTokens></wsp:Policy>`,
      `<wsp:PolicyReference URI="#P" />`,
    ),
  );
  const calls = emitService(model, loadEmitContext()).find((f) =>
    f.path.endsWith("-client/src/calls.ts"),
  )!.content;
  expect(calls).toContain(
    'securityPolicy: { soap11: { digest: false, timestamp: true, algorithm: "rsa-sha1" } }',
  );
});
