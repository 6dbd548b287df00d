/**
 * The service pages the generator renders: sample messages with ASMX's placeholders, exactly, and
 * everything the contract says escaped before it reaches the HTML.
 */
import { describe, expect, it } from "vitest";
import { typeLookup } from "../../../generator/model/type-lookup.ts";
import { sampleMessages } from "../../../generator/emit/server/pages/sample-messages.ts";
import { emitServicePages } from "../../../generator/emit/server/pages/service-pages.ts";
import { samplesWithinBudget } from "../../../generator/emit/server/pages/sample-budget.ts";
import { TsTypeNamer } from "../../../generator/emit/common/ts-type-namer.ts";
import { loadEmitContext } from "../../../generator/pipeline/load-emit-context.ts";
import { builtin, complex, field, named, tinyModel, wrapped } from "../support/tiny-model.ts";

const HOSTILE = `<script>alert("x")</script><img src=x onerror='alert(1)'> & more`;

const model = tinyModel({
  types: [
    complex("Point", [field("X", builtin("int")), field("Tag", builtin("string"), { minOccurs: 0, maxOccurs: null })]),
    { kind: "enum", name: { namespace: "urn:tiny", local: "Mode" }, base: "string", values: [`fast"<&`, "slow"] },
  ],
  operations: [
    wrapped("move", [field("To", named("Point")), field("Mode", named("Mode"))], [field("moveResult", builtin("boolean"))], {
      documentation: HOSTILE,
      requirements: [{ kind: "required", params: ["To"] }],
    }),
  ],
});

describe("sample messages", () => {
  it("SOAP 1.1: the request line, headers with placeholders, and the envelope laid out with a placeholder per value", () => {
    const samples = sampleMessages(model, model.operations[0]!, undefined, typeLookup(model), 100);
    expect(samples.soap11?.request).toBe(
      [
        "POST /tiny HTTP/1.1",
        "Host: localhost",
        "Content-Type: text/xml; charset=utf-8",
        "Content-Length: length",
        'SOAPAction: "urn:move"',
        "",
        '<?xml version="1.0" encoding="utf-8"?>',
        '<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">',
        "  <soap:Body>",
        '    <move xmlns="urn:tiny">',
        "      <To>",
        "        <X>int</X>",
        "        <Tag>string</Tag>",
        "        <Tag>string</Tag>",
        "      </To>",
        '      <Mode>fast"&lt;&amp; or slow</Mode>',
        "    </move>",
        "  </soap:Body>",
        "</soap:Envelope>",
      ].join("\n"),
    );
    expect(samples.soap11?.response).toContain("<moveResult>boolean</moveResult>");
  });
});

describe("the samples' budget", () => {
  const wide = tinyModel({
    types: [complex("Wide", Array.from({ length: 40 }, (_, i) => field(`F${i}`, builtin("string"))))],
    operations: [wrapped("one", [field("w", named("Wide"))], []), wrapped("two", [field("w", named("Wide"))], [])],
  });
  const render = (budget: number) => samplesWithinBudget(wide, new TsTypeNamer(wide), loadEmitContext().templates, budget);
  const elements = (html: string) => (html.match(/&lt;F\d+&gt;string/g) ?? []).length;

  it("keeps every element within the budget, ten per message past it, and none past that", () => {
    expect(render(1_000_000)!.map((op) => elements(op[0]!.html))).toEqual([40, 40]);
    expect(render(4_000)!.map((op) => elements(op[0]!.html))).toEqual([9, 9]); // `w` is the tenth
    expect(render(100)).toBeNull();
  });
});

describe("the pages module", () => {
  const ctx = loadEmitContext();
  const file = emitServicePages({ ...model, documentation: HOSTILE }, ctx, "tiny-server", true);

  it("escapes the contract's documentation and values wherever they appear", () => {
    expect(file.content).not.toMatch(/<script>|<img|onerror='/);
    expect(file.content).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=&#39;alert(1)&#39;&gt; &amp; more");
    expect(file.content).toContain("<option>fast&quot;&lt;&amp;</option>");
  });

  it("states the requirement beside the parameter, and links each operation by its escaped name", () => {
    expect(file.content).toContain('<tr><th scope="row"><code>To</code></th><td>Point</td><td>yes</td><td>To is required.</td></tr>');
    expect(file.content).toContain('<dt><a href="?op=move">move</a></dt>');
  });
});
