/**
 * WS-Addressing in a binding: `wsaw:UsingAddressing` as the binding's child, in a policy inside
 * it, or (as WCF's wsHttpBinding publishes it) in the definitions' wsp:Policy that the binding's
 * wsp:PolicyReference names; `wsam:Addressing` likewise. The model marks those bindings, and the
 * client's service descriptor lists them, so its SOAP calls on them send the headers by default.
 */
import { describe, expect, it } from "vitest";
import { emitService } from "../../../generator/emit/emit-service.ts";
import { emitWsdl } from "../../../generator/emit/wsdl/emit-wsdl.ts";
import { loadEmitContext } from "../../../generator/pipeline/load-emit-context.ts";
import { asmxWsdl, edit, readFixture } from "./asmx-fixture.ts";

const WSP = 'xmlns:wsp="http://schemas.xmlsoap.org/ws/2004/09/policy"';
const WSU =
  'xmlns:wsu="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd"';
const WSAW = 'xmlns:wsaw="http://www.w3.org/2006/05/addressing/wsdl"';
const WSAM = 'xmlns:wsam="http://www.w3.org/2007/05/addressing/metadata"';

/** The two SOAP ports' WSDL, with `inSoap12` as the first content of the SOAP 1.2 binding, `head` at the top. */
function wsdl(inSoap12: string, head = ""): string {
  const base = asmxWsdl({ ports: ["soap11", "soap12"], ...(head ? { head } : {}) });
  return edit(
    base,
    '<wsdl:binding name="TestServiceSoap12" type="tns:TestServiceSoap">',
    `<wsdl:binding name="TestServiceSoap12" type="tns:TestServiceSoap">${inSoap12}`,
  );
}

const WCF_POLICY = `<wsp:Policy wsu:Id="WSHttpBinding_ITest_policy" ${WSP} ${WSU}><wsp:ExactlyOne><wsp:All><wsaw:UsingAddressing ${WSAW} /></wsp:All></wsp:ExactlyOne></wsp:Policy>`;

describe("which bindings use WS-Addressing", () => {
  it.each([
    ["wsaw:UsingAddressing as the binding's child", `<wsaw:UsingAddressing ${WSAW} />`, ""],
    [
      "wsam:Addressing in a policy inside the binding",
      `<wsp:Policy ${WSP}><wsam:Addressing ${WSAM}><wsp:Policy /></wsam:Addressing></wsp:Policy>`,
      "",
    ],
    [
      "a policy reference to the definitions' policy (WCF's wsHttpBinding)",
      `<wsp:PolicyReference URI="#WSHttpBinding_ITest_policy" ${WSP} />`,
      WCF_POLICY,
    ],
  ])("%s", async (_, inBinding, head) => {
    const { draft, model } = await readFixture(wsdl(inBinding, head));
    expect(draft.bindings.map((b) => [b.kind, b.addressing])).toEqual([
      ["soap11", undefined],
      ["soap12", true],
    ]);
    expect(model.bindings.map((b) => [b.kind, b.addressing])).toEqual([
      ["soap11", undefined],
      ["soap12", true],
    ]);
  });

  it("none where the policy referenced says nothing of addressing, or is not there", async () => {
    const otherPolicy = WCF_POLICY.replace(`<wsaw:UsingAddressing ${WSAW} />`, "");
    const ref = `<wsp:PolicyReference URI="#WSHttpBinding_ITest_policy" ${WSP} />`;
    for (const contract of [wsdl(ref, otherPolicy), wsdl(ref), wsdl("")]) {
      const { model } = await readFixture(contract);
      expect(model.bindings.map((b) => b.addressing)).toEqual([undefined, undefined]);
    }
  });
});

describe("the client's service descriptor", () => {
  /** The descriptor as the code printer writes it (Biome lays it out in the check stage). */
  const descriptorOf = async (contract: string) => {
    const { model } = await readFixture(contract);
    const files = emitService(model, loadEmitContext());
    const calls = files.find((f) => f.path.endsWith("-client/src/calls.ts"))!.content;
    return calls.slice(
      calls.indexOf("const SERVICE"),
      calls.indexOf("};", calls.indexOf("const SERVICE")) + 2,
    );
  };

  it("lists the bindings that use addressing", async () => {
    const descriptor = await descriptorOf(wsdl(`<wsaw:UsingAddressing ${WSAW} />`));
    expect(descriptor).toBe(
      'const SERVICE: ServiceDescriptor = { endpointPath: codecs.ENDPOINT_PATH, defaultBinding: "soap11", headers: {}, addressing: ["soap12"] };',
    );
  });

  it("has no such entry when none does", async () => {
    expect(await descriptorOf(wsdl(""))).not.toContain("addressing");
  });
});

describe("the WSDL written from the model", () => {
  it("says wsaw:UsingAddressing on the bindings that use it, and reads back the same", async () => {
    const { model } = await readFixture(wsdl(`<wsaw:UsingAddressing ${WSAW} />`));
    const written = emitWsdl(model, loadEmitContext().templates)!;
    expect(written.match(/<wsaw:UsingAddressing [^>]*>/g)).toEqual([
      `<wsaw:UsingAddressing ${WSAW} />`,
    ]);
    const again = await readFixture(written);
    expect(again.model.bindings.map((b) => [b.kind, b.addressing])).toEqual([
      ["soap11", undefined],
      ["soap12", true],
    ]);
  });
});
