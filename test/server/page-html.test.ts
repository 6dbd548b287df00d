/**
 * The service pages' HTML as the server runtime renders it from the generated data: the sample
 * messages exactly as ASMX lays them out, everything the contract says escaped wherever it
 * appears (names, documentation, enumeration values, namespaces), and a message that had to
 * leave elements out saying so. The pages as served are test/server/service-pages.test.ts's.
 */
import { describe, expect, it } from "vitest";
import { pageFacts } from "../../generator/emit/server/pages/service-pages.ts";
import type { PageFacts } from "../../generator/emit/server/pages/page-facts.ts";
import type { ServiceModel } from "../../generator/model/service-model.ts";
import {
  formFieldsHtml,
  operationHtml,
  samplesHtml,
  servicePageHtml,
} from "../../generated/school-service-server/src/runtime/page-html.ts";
import type { ServicePages } from "../../generated/school-service-server/src/runtime/page-data.ts";
import { sampleMessages } from "../../generated/school-service-server/src/runtime/sample-messages.ts";
import { servePages } from "../../generated/school-service-server/src/runtime/service-pages.ts";
import {
  builtin,
  complex,
  field,
  named,
  NS,
  tinyModel,
  wrapped,
} from "../emit/support/tiny-model.ts";

const HOSTILE = `<script>alert("x")</script><img src=x onerror='alert(1)'> & more`;
const ESCAPED =
  "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;img src=x onerror=&#39;alert(1)&#39;&gt; &amp; more";

/** The pages' data as the generated module states it. */
function pagesOf(
  model: ServiceModel,
  sampleElements = 100,
  more: Partial<ServicePages> = {},
): ServicePages {
  const facts: PageFacts = pageFacts(model);
  return {
    ...facts,
    headers: Object.fromEntries(facts.headers),
    types: Object.fromEntries(facts.types),
    wsdl: true,
    sampleElements,
    formScript: "",
    ...more,
  } as ServicePages;
}

const model = tinyModel({
  types: [
    complex("Point", [
      field("X", builtin("int")),
      field("Tag", builtin("string"), { minOccurs: 0, maxOccurs: null }),
    ]),
    {
      kind: "enum",
      name: { namespace: NS, local: "Mode" },
      base: "string",
      values: [`fast"<&`, "slow"],
    },
    complex("Ticket", [field("Token", builtin("string"))]),
  ],
  headers: [
    { element: { namespace: NS, local: "Ticket" }, type: named("Ticket"), documentation: HOSTILE },
  ],
  operations: [
    wrapped(
      "move",
      [field("To", named("Point")), field("Mode", named("Mode"))],
      [field("moveResult", builtin("boolean"))],
      {
        documentation: HOSTILE,
        requirements: [{ kind: "required", params: ["To"] }],
        headers: [{ namespace: NS, local: "Ticket" }],
      },
    ),
  ],
});
const hostile = pagesOf({ ...model, name: HOSTILE, documentation: HOSTILE });
const move = hostile.operations[0]!;

describe("sample messages", () => {
  it("SOAP 1.1: the request line, headers with placeholders, and the envelope laid out with a placeholder per value", () => {
    const samples = sampleMessages(hostile, "/tiny", move, "soap11");
    expect(samples.request).toBe(
      [
        "POST /tiny HTTP/1.1",
        "Host: localhost",
        "Content-Type: text/xml; charset=utf-8",
        "Content-Length: length",
        'SOAPAction: "urn:move"',
        "",
        '<?xml version="1.0" encoding="utf-8"?>',
        '<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">',
        "  <soap:Header>",
        '    <Ticket xmlns="urn:tiny">',
        "      <Token>string</Token>",
        "    </Ticket>",
        "  </soap:Header>",
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
    expect(samples.response).toContain("\n      <moveResult>boolean</moveResult>\n");
  });

  it("a message of more elements than the pages show: the first ones, and a line saying so", () => {
    const samples = sampleMessages({ ...hostile, sampleElements: 3 }, "/tiny", move, "soap12");
    // Three elements: the header, its field and the first parameter, left empty.
    expect(samples.request.split("\n").slice(-12)).toEqual([
      "  <soap12:Header>",
      '    <Ticket xmlns="urn:tiny">',
      "      <Token>string</Token>",
      "    </Ticket>",
      "  </soap12:Header>",
      "  <soap12:Body>",
      '    <move xmlns="urn:tiny">',
      "      <To />",
      "    </move>",
      "  </soap12:Body>",
      "</soap12:Envelope>",
      "(shortened: the message holds more elements than these pages show)",
    ]);
  });
});

describe("the HTML", () => {
  it("escapes the contract's documentation and values wherever they appear", () => {
    const html = [
      servicePageHtml(hostile, "/tiny", false),
      operationHtml(hostile, move),
      formFieldsHtml(hostile, move),
      samplesHtml(hostile, "/tiny", move, "soap11"),
    ].join("");
    expect(html).not.toMatch(/<script|<img|onerror='/);
    expect(servicePageHtml(hostile, "/tiny", false)).toContain(
      `<h1>${ESCAPED}</h1>\n<p>${ESCAPED}</p>\n`,
    );
    expect(operationHtml(hostile, move)).toContain(`<h1>move</h1>\n<p>${ESCAPED}</p>\n`);
    expect(operationHtml(hostile, move)).toContain(
      `<tr><th scope="row"><code>Ticket</code></th><td>Ticket</td><td>${ESCAPED}</td></tr>`,
    );
    expect(formFieldsHtml(hostile, move)).toContain("<option>fast&quot;&lt;&amp;</option>");
    expect(samplesHtml(hostile, "/tiny", move, "soap11")).toContain(
      "&lt;Mode&gt;fast&quot;&amp;lt;&amp;amp; or slow&lt;/Mode&gt;",
    );
  });

  it("escapes a name in a link, an attribute and a namespace", () => {
    const pages = pagesOf(model, 100, {
      operations: [
        {
          ...move,
          name: `a"b'<c>&`,
          method: `m"'<>`,
          params: [{ ...move.params[1]!, ns: `urn:"x"<y>` }],
        },
      ],
    });
    const op = pages.operations[0]!;
    expect(servicePageHtml(pages, `/t"'<>`, false)).toContain(
      `<dt><a href="?op=a%22b&#39;%3Cc%3E%26">a&quot;b&#39;&lt;c&gt;&amp;</a></dt>`,
    );
    expect(servicePageHtml(pages, `/t"'<>`, false)).toContain("<code>/t&quot;&#39;&lt;&gt;</code>");
    // With the JSON face on, the path in its sentence is escaped too.
    expect(servicePageHtml(pages, `/t"'<>`, true)).toContain(
      "<code>POST /t&quot;&#39;&lt;&gt;/{operation}</code>",
    );
    expect(samplesHtml(pages, "/tiny", op, "soap11")).toContain(
      "&lt;Mode xmlns=&quot;urn:&quot;x&quot;&lt;y&gt;&quot;&gt;",
    );
    expect(operationHtml(pages, op)).toContain(
      "<caption>The parameters of a&quot;b&#39;&lt;c&gt;&amp;</caption>",
    );
  });

  it("states the requirement beside the parameter, links each operation, and gives the form its fields", () => {
    expect(operationHtml(hostile, move)).toContain(
      '<tr><th scope="row"><code>To</code></th><td>Point</td><td>yes</td><td>To is required.</td></tr>\n',
    );
    expect(servicePageHtml(hostile, "/tiny", false)).toContain(
      '<dt><a href="?op=move">move</a></dt>\n<dd>',
    );
    expect(formFieldsHtml(hostile, move)).toBe(
      [
        "<fieldset>",
        "<legend>Ticket (SOAP header)</legend>",
        '<div class="field">',
        '<label for="auth-0">Token</label>',
        '<input id="auth-0" type="text" data-auth="Token" data-kind="string" aria-describedby="auth-0-hint" autocomplete="off">',
        '<span class="hint" id="auth-0-hint">string, sent on SOAP only</span>',
        "</div>",
        "</fieldset>",
        "<fieldset>",
        "<legend>Parameters</legend>",
        '<p class="hint">An empty field leaves the parameter out.</p>',
        '<div class="field">',
        '<label for="param-0">To</label>',
        '<textarea id="param-0" data-param="To" data-kind="json" aria-describedby="param-0-hint" rows="3"></textarea>',
        '<span class="hint" id="param-0-hint">Point, as JSON</span>',
        "</div>",
        '<div class="field">',
        '<label for="param-1">Mode</label>',
        '<select id="param-1" data-param="Mode" data-kind="string" aria-describedby="param-1-hint">',
        '<option value="">(left out)</option>',
        "<option>fast&quot;&lt;&amp;</option>",
        "<option>slow</option>",
        "</select>",
        '<span class="hint" id="param-1-hint">Mode</span>',
        "</div>",
        "</fieldset>",
        "",
      ].join("\n"),
    );
  });

  it("says the samples are left out where the budget left them out", () => {
    expect(operationHtml(pagesOf(model, 0), move)).toContain(
      "<p>Sample messages are left out of these pages: this contract's would be too large to keep.</p>\n",
    );
    expect(operationHtml(hostile, move)).not.toContain("left out of these pages");
  });
});

describe("rendering", () => {
  /** A page as the runtime sends it, for a local request to a server with the form on and SOAP 1.1. */
  function serve(service: object, query: string): string {
    let body = "";
    const res = {
      headersSent: false,
      writableEnded: false,
      destroyed: false,
      writeHead: () => undefined,
      end: (b: string) => void (body = b),
    };
    const rt = {
      service,
      endpointPath: (service as { endpointPath: string }).endpointPath,
      servicePages: { enabled: true, form: "all" },
      byName: new Map([["move", { codec: { bindings: ["soap11"] } }]]),
      httpBinding: () => undefined,
    };
    servePages(
      rt as never,
      { socket: { remoteAddress: "127.0.0.1" } } as never,
      res as never,
      query,
    );
    return body;
  }

  it("renders each part once a process, when first asked for: a second request reads no fact again", () => {
    let reads = 0;
    const counted = new Proxy(move, {
      get: (target, key, receiver) => (reads++, Reflect.get(target, key, receiver)),
    });
    const service = { endpointPath: "/tiny", pages: { ...hostile, operations: [counted] } };
    const first = serve(service, "op=move");
    expect(first).toContain('<h2 id="samples">Sample messages</h2>');
    expect(first).toContain('<form id="invoke" data-endpoint="/tiny" data-method="move">');
    expect(reads).toBeGreaterThan(0);
    reads = 0;
    expect(serve(service, "op=move")).toBe(first);
    expect(reads).toBe(0);
    const servicePage = serve(service, "");
    expect(servicePage).toContain('<dt><a href="?op=move">move</a></dt>');
    expect(reads).toBeGreaterThan(0);
    reads = 0;
    expect([serve(service, ""), serve(service, "op=move")]).toEqual([servicePage, first]);
    expect(reads).toBe(0);
  });
});
