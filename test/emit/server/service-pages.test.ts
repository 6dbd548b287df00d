/**
 * The service pages' data the generator writes: the contract's facts as a typed object, exactly,
 * each complex type the samples hold stated once; the sample budget in elements; and what only
 * the samples show left out with them. (Their HTML, escaped, is test/server/page-html.test.ts's.)
 */
import { describe, expect, it } from "vitest";
import { pageFacts } from "../../../generator/emit/server/pages/service-pages.ts";
import { emitServicePages } from "../../../generator/emit/server/pages/service-pages.ts";
import { sampleElementsWithinBudget } from "../../../generator/emit/server/pages/sample-budget.ts";
import { loadEmitContext } from "../../../generator/pipeline/load-emit-context.ts";
import { formatted } from "../support/formatted.ts";
import { builtin, complex, field, named, NS, tinyModel, wrapped } from "../support/tiny-model.ts";
import { emitScope } from "../../../generator/emit/emit-scope.ts";

const HOSTILE = `<script>alert("x")</script>`;

const model = tinyModel({
  types: [
    complex("Point", [
      field("X", builtin("int")),
      field("Tag", builtin("string"), { minOccurs: 0, maxOccurs: null }),
    ]),
    complex("Point3", [field("Z", builtin("int"), { namespace: "" })], {
      base: named("Point"),
      derivation: "extension",
      attributes: [{ xmlName: "unit", namespace: "", type: builtin("string"), required: false }],
    }),
    {
      kind: "enum",
      name: { namespace: NS, local: "Mode" },
      base: "string",
      values: [`fast"<&`, "slow"],
    },
    complex("Ticket", [field("Token", builtin("string")), field("Count", builtin("int"))]),
  ],
  headers: [
    { element: { namespace: NS, local: "Ticket" }, type: named("Ticket"), documentation: HOSTILE },
  ],
  operations: [
    wrapped(
      "move",
      [
        field("To", named("Point3")),
        field("Mode", named("Mode")),
        field("any", builtin("anyType"), { minOccurs: 0 }),
      ],
      [field("moveResult", builtin("boolean"))],
      {
        documentation: HOSTILE,
        requirements: [{ kind: "atLeastOne", params: ["To", "Mode"] }],
        headers: [{ namespace: NS, local: "Ticket" }],
      },
    ),
    wrapped("stop", [], [], { output: undefined, headers: [{ namespace: NS, local: "Ticket" }] }),
  ],
});

describe("the pages module", () => {
  it("states the contract's facts as data: parameters, headers, the samples' elements and each complex type once", async () => {
    const file = emitServicePages(model, emitScope(model, loadEmitContext()), "tiny-server", true);
    expect(file.path).toBe("tiny-server/src/service-pages.ts");
    expect((await formatted(file.content)).split("\n").slice(10)).toEqual([
      "export const SERVICE_PAGES: ServicePages = {",
      '  name: "Tiny",',
      '  namespace: "urn:tiny",',
      '  host: "localhost",',
      "  wsdl: true,",
      "  sampleElements: 100,",
      '  formScript: readFileSync(new URL("../pages/form.js", import.meta.url), "utf8"),',
      '  auth: { header: "ticket", fields: [{ name: "Token" }] },',
      "  headers: {",
      "    ticket: {",
      '      name: "Ticket",',
      '      type: "Ticket",',
      "      documentation: '<script>alert(\"x\")</script>',",
      '      of: "Ticket",',
      "    },",
      "  },",
      "  operations: [",
      "    {",
      '      name: "move",',
      "      documentation: '<script>alert(\"x\")</script>',",
      '      soapAction: "urn:move",',
      "      params: [",
      '        { name: "To", type: "Point3", kind: "json", required: true, of: "Point3" },',
      "        {",
      '          name: "Mode",',
      '          type: "Mode",',
      '          kind: "string",',
      "          required: true,",
      '          options: [\'fast"<&\', "slow"],',
      "          text: 'fast\"<& or slow',",
      "        },",
      '        { name: "any", type: "anyType", kind: "json" },',
      "      ],",
      '      requirements: [{ kind: "atLeastOne", params: ["To", "Mode"] }],',
      '      headers: ["ticket"],',
      '      wrapper: { name: "move" },',
      "      response: {",
      '        wrapper: { name: "moveResponse" },',
      '        fields: [{ name: "moveResult", text: "boolean" }],',
      "      },",
      "    },",
      "    {",
      '      name: "stop",',
      '      soapAction: "urn:stop",',
      "      params: [],",
      '      headers: ["ticket"],',
      '      wrapper: { name: "stop" },',
      "    },",
      "  ],",
      "  types: {",
      "    Point: {",
      "      fields: [",
      '        { name: "X", text: "int" },',
      '        { name: "Tag", text: "string", repeated: true },',
      "      ],",
      "    },",
      "    Point3: {",
      '      base: "Point",',
      '      attributes: [{ name: "unit", text: "string" }],',
      '      fields: [{ name: "Z", ns: "", text: "int" }],',
      "    },",
      "    Ticket: {",
      "      fields: [",
      '        { name: "Token", text: "string" },',
      '        { name: "Count", text: "int" },',
      "      ],",
      "    },",
      "  },",
      "};",
      "",
    ]);
  });

  it("leaves out what only the samples show when the budget leaves them out", async () => {
    const text = await formatted(
      emitServicePages(model, emitScope(model, loadEmitContext()), "tiny-server", true, 0).content,
    );
    expect(text).toContain("  sampleElements: 0,\n");
    expect(text).toContain(
      '    ticket: { name: "Ticket", type: "Ticket", documentation: \'<script>alert("x")</script>\' },\n',
    );
    expect(text).toContain(
      '        { name: "To", type: "Point3", kind: "json", required: true },\n',
    );
    expect(text).toContain(
      '    { name: "stop", soapAction: "urn:stop", params: [], headers: ["ticket"] },\n',
    );
    expect(text).not.toMatch(/wrapper|response|of:|text:/);
    expect(text).toContain("  types: {},\n");
  });

  it("states a namespace only where it is not the service's, a method only where it is not the name, and the manifest as written", async () => {
    const ns = tinyModel({
      operations: [wrapped("class", [field("v", builtin("int"), { namespace: "urn:other" })], [])],
    });
    const facts = pageFacts(ns);
    expect(facts.operations[0]).toMatchObject({
      name: "class",
      method: "class_",
      params: [{ name: "v", ns: "urn:other", text: "int" }],
    });
    const file = emitServicePages(
      ns,
      emitScope(ns, { ...loadEmitContext(), contractManifest: "a: `b` ${c}\n" }),
      "tiny-server",
      false,
    );
    expect(await formatted(file.content)).toContain("  wsdl: false,\n");
    expect(file.content).toContain("manifest: `a: \\`b\\` \\${c}\n`");
  });
});

describe("the samples' budget", () => {
  const wide = tinyModel({
    types: [
      complex(
        "Wide",
        Array.from({ length: 40 }, (_, i) => field(`F${i}`, builtin("string"))),
      ),
    ],
    operations: [
      wrapped("one", [field("w", named("Wide"))], []),
      wrapped("two", [field("w", named("Wide"))], []),
    ],
  });
  const facts = pageFacts(wide);
  const bindings = wide.operations.map((op) => op.bindings);

  it("keeps up to 100 elements a message within the budget, ten past it, and none past that", () => {
    // Each request: the wide element and its 40; each response: its wrapper's no element.
    expect(sampleElementsWithinBudget(facts, bindings, 82)).toBe(100);
    expect(sampleElementsWithinBudget(facts, bindings, 81)).toBe(10);
    expect(sampleElementsWithinBudget(facts, bindings, 20)).toBe(10);
    expect(sampleElementsWithinBudget(facts, bindings, 19)).toBe(0);
  });

  it("counts each binding's messages: SOAP 1.2 doubles them", () => {
    expect(
      sampleElementsWithinBudget(
        facts,
        [
          ["soap11", "soap12"],
          ["soap11", "soap12"],
        ],
        163,
      ),
    ).toBe(10);
    expect(
      sampleElementsWithinBudget(
        facts,
        [
          ["soap11", "soap12"],
          ["soap11", "soap12"],
        ],
        164,
      ),
    ).toBe(100);
  });
});
