/**
 * The server package's `service-pages.ts`: the service page and every operation's page, rendered
 * here from the model (the runtime only picks the parts a request may see and sends them), and the
 * entry of the test form's script, which the pipeline bundles with the generated client into
 * `pages/form.js`.
 */
import type { ServiceModel } from "../../../model/service-model.ts";
import type { EmitContext } from "../../emit-context.ts";
import type { GeneratedFile } from "../../generated-file.ts";
import { TsTypeNamer } from "../../common/ts-type-namer.ts";
import { escapeHtml, queryHref } from "./escape-html.ts";
import { operationPageView } from "./operation-page-view.ts";
import { samplesWithinBudget } from "./sample-budget.ts";
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

export function emitServicePages(model: ServiceModel, ctx: EmitContext, folder: string, hasWsdl: boolean): GeneratedFile {
  const { templates } = ctx;
  const service = templates.render("server-pages/service.html", {
    name: escapeHtml(model.name),
    documentation: model.documentation ? escapeHtml(model.documentation) : null,
    endpointPath: escapeHtml(model.endpointPath),
    hasWsdl,
    hasManifest: ctx.contractManifest !== undefined,
    operations: model.operations.map((op) => ({ name: escapeHtml(op.name), href: queryHref("op", op.name), documentation: op.documentation ? escapeHtml(op.documentation) : null })),
  });
  const namer = new TsTypeNamer(model);
  const samples = samplesWithinBudget(model, namer, templates);
  const operations = model.operations.map((op, i) => {
    const view = { ...operationPageView(model, op, namer), samplesLeftOut: samples === null };
    return {
      name: JSON.stringify(op.name),
      title: JSON.stringify(`${view.name} - ${view.serviceName}`),
      method: JSON.stringify(op.tsName),
      main: textLiteral(templates.render("server-pages/operation.html", view)),
      form: textLiteral(templates.render("server-pages/form-fields.html", view)),
      samples: (samples?.[i] ?? []).map((s) => ({ binding: s.binding, html: textLiteral(s.html) })),
    };
  });
  const content = templates.render("server/service-pages.ts", {
    title: JSON.stringify(escapeHtml(model.name)),
    service: textLiteral(service),
    manifest: ctx.contractManifest === undefined ? "undefined" : textLiteral(ctx.contractManifest),
    operations,
  });
  return { path: `${folder}/src/service-pages.ts`, content };
}

/** The test form's script: the page controller, given the generated client's factory. */
export function formScript(ctx: EmitContext, folder: string, clientPackage: string, factory: string): BrowserScript {
  const sources = `${folder}/pages-src`;
  return {
    path: `${folder}/pages/form.js`,
    entry: `${sources}/form.ts`,
    modules: [
      { path: `${sources}/form.ts`, content: ctx.templates.render("server-pages/form-entry.ts", { clientPackage, factory }) },
      { path: `${sources}/form-controller.ts`, content: ctx.templates.source("server-pages/form-controller.ts") },
    ],
  };
}
