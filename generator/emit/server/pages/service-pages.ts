/**
 * The server package's `service-pages.ts`: the data of the service page and of every operation's
 * page (names, documentation, parameters, headers, and the sample messages' elements with each
 * complex type stated once), from which the runtime renders the HTML (runtime/page-html.ts) when
 * a page is first asked for; and the entry of the test form's script, which the pipeline bundles
 * with the generated client into `pages/form.js`. A typed const rather than a format of its own
 * (JSON, a template of HTML): the compiler holds it to the runtime's interface, the formatter lays
 * it out a fact a line, so a contract change is a diff of the facts it changed, and the server
 * parses nothing.
 */
import { compareCodeUnits } from "../../../model/code-unit-order.ts";
import { describeSecurity } from "../../../model/security-policy.ts";
import { BINDING_NAMES, type ServiceModel } from "../../../model/service-model.ts";
import { call, obj, type ObjectEntry } from "../../code/code-model.ts";
import { dataExpr } from "../../code/data-expr.ts";
import { printModule } from "../../code/print-module.ts";
import { TsTypeNamer } from "../../common/ts-type-namer.ts";
import type { EmitContext } from "../../emit-context.ts";
import { httpResults } from "../../common/http-result.ts";
import type { EmitScope } from "../../emit-scope.ts";
import type { GeneratedFile } from "../../generated-file.ts";
import { authFacts, headerFacts, operationFacts } from "./operation-facts.ts";
import type { PageFacts, SampleElement } from "./page-facts.ts";
import { sampleElementsWithinBudget } from "./sample-budget.ts";
import { SampleElements } from "./sample-elements.ts";
import { textLiteral } from "./text-literal.ts";

/** A browser script to bundle from its own modules and the generated packages they import by name. */
export interface BrowserScript {
  /** Where the bundle goes in the output folder. */
  path: string;
  /** The entry module's path among `modules`. */
  entry: string;
  /** The script's own modules, at paths of the output folder that no generated file has. */
  modules: GeneratedFile[];
}

const MODULE_DOC = [
  "The data of the service's pages: the contract's facts they show, as text (runtime/page-html.ts",
  "renders and escapes them, once a process). Data rather than HTML: a contract change shows here",
  "as the facts it changed, and each complex type a sample message holds is stated once, in `types`.",
  "`pages/form.js`, beside src/ and dist/, is the test form's script: the generated client's",
  "browser build and the form's controller, bundled.",
];

/** `budget`: see sample-budget.ts. */
export function emitServicePages(
  model: ServiceModel,
  ctx: EmitScope,
  folder: string,
  hasWsdl: boolean,
  budget?: number,
): GeneratedFile {
  const all = pageFacts(model, ctx.namer, ctx.httpResults);
  const sampleElements = sampleElementsWithinBudget(
    all,
    model.operations.map((op) => op.bindings),
    budget,
  );
  const facts = sampleElements === 0 ? withoutSamples(all) : all;
  const entries: ObjectEntry[] = [
    ...data({
      name: facts.name,
      documentation: facts.documentation,
      namespace: facts.namespace,
      host: facts.host,
      wsdl: hasWsdl,
      sampleElements,
    }),
    {
      key: "formScript",
      value: 'readFileSync(new URL("../pages/form.js", import.meta.url), "utf8")',
    },
    ...data({
      auth: facts.auth,
      headers: facts.headers,
      operations: facts.operations,
      types: facts.types,
      securityPolicy: securityPolicyLines(model),
    }),
    ...(ctx.contractManifest === undefined
      ? []
      : [{ key: "manifest", value: textLiteral(ctx.contractManifest) }]),
  ];
  const content = printModule({
    doc: MODULE_DOC,
    imports: [
      { from: "node:fs", names: [{ name: "readFileSync" }] },
      { from: "./runtime/page-data.js", names: [{ name: "ServicePages" }], typeOnly: true },
    ],
    statements: [
      { kind: "const", name: "SERVICE_PAGES", type: "ServicePages", value: obj(entries) },
    ],
  });
  return { path: `${folder}/src/service-pages.ts`, content };
}

/** What each SOAP binding's WS-SecurityPolicy asks for, a line each; undefined when none has one. */
function securityPolicyLines(model: ServiceModel): string[] | undefined {
  const lines = model.bindings.flatMap((b) =>
    b.security ? [`${BINDING_NAMES[b.kind]}: ${describeSecurity(b.security)}`] : [],
  );
  return lines.length > 0 ? lines : undefined;
}

/** The contract's facts for the pages, from the model. */
export function pageFacts(
  model: ServiceModel,
  namer = new TsTypeNamer(model),
  http = httpResults(model, namer),
): PageFacts {
  const samples = new SampleElements(model, namer.type);
  const headers = headerFacts(model, namer, samples);
  const operations = model.operations.map((op) =>
    operationFacts(model, op, namer, samples, http.get(op)),
  );
  const auth = authFacts(model, namer);
  return {
    name: model.name,
    ...(model.documentation ? { documentation: model.documentation } : {}),
    namespace: model.namespace,
    host: hostOf(model),
    ...(auth ? { auth } : {}),
    headers,
    operations,
    types: new Map([...samples.types].sort(([a], [b]) => compareCodeUnits(a, b))),
  };
}

/** The facts without what only the samples show, when they are left out: half a large contract's. */
function withoutSamples(facts: PageFacts): PageFacts {
  const bare = <T extends SampleElement>({
    ns,
    text,
    of,
    ...rest
  }: T): Omit<T, "ns" | "text" | "of"> => rest;
  return {
    ...facts,
    headers: new Map([...facts.headers].map(([key, h]) => [key, bare(h)])),
    operations: facts.operations.map(({ wrapper, response, httpResponse, ...op }) => ({
      ...op,
      params: op.params.map(bare),
    })),
    types: new Map(),
  };
}

function data(values: Record<string, unknown>): ObjectEntry[] {
  return Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([key, v]) => ({ key, value: dataExpr(v) }));
}

/** The host of the address the contract publishes (ASMX shows the one asked at), else localhost. */
function hostOf(model: ServiceModel): string {
  for (const b of model.bindings) {
    const host = /^https?:\/\/([^/?#]+)/i.exec(b.address)?.[1];
    if (host) return host;
  }
  return "localhost";
}

/** The test form's script: the page controller, given the generated client's factory. */
export function formScript(
  ctx: EmitContext,
  folder: string,
  clientPackage: string,
  factory: string,
): BrowserScript {
  const sources = `${folder}/pages-src`;
  return {
    path: `${folder}/pages/form.js`,
    entry: `${sources}/form.ts`,
    modules: [
      {
        path: `${sources}/form.ts`,
        content: printModule({
          doc: [
            "The test form's script: the controller, calling the service with the generated client's browser build.",
          ],
          imports: [
            { from: clientPackage, names: [{ name: factory }] },
            { from: "./form-controller.js", names: [{ name: "wireForm" }] },
          ],
          statements: [{ kind: "expression", expr: call("wireForm", [factory]) }],
        }),
      },
      {
        path: `${sources}/form-controller.ts`,
        content: ctx.templates.source("server-pages/form-controller.ts"),
      },
    ],
  };
}
