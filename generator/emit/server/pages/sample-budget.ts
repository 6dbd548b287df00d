/**
 * How much of the operations' sample messages the pages keep: every element (up to 100 with
 * content per message) while all samples together stay within SAMPLE_BUDGET characters; else ten
 * per message; else none, and the pages say so. A contract of thousands of wide operations would
 * otherwise make a server module of tens of megabytes.
 */
import type { ServiceModel } from "../../../model/service-model.ts";
import type { TsTypeNamer } from "../../common/ts-type-namer.ts";
import type { TemplateRenderer } from "../../templates.ts";
import { operationSamples } from "./operation-page-view.ts";

const SAMPLE_BUDGET = 2_000_000;
const ELEMENT_CAPS = [100, 10];

/** Each operation's samples, rendered by binding (HTML), in the model's order; null when left out. */
export function samplesWithinBudget(model: ServiceModel, namer: TsTypeNamer, templates: TemplateRenderer, budget = SAMPLE_BUDGET): { binding: string; html: string }[][] | null {
  for (const cap of ELEMENT_CAPS) {
    let total = 0;
    const rendered: { binding: string; html: string }[][] = [];
    for (const op of model.operations) {
      const samples = operationSamples(model, op, namer, cap).map((s) => ({ binding: s.binding, html: templates.render("server-pages/sample.html", s) }));
      total += samples.reduce((n, s) => n + s.html.length, 0);
      if (total > budget) break;
      rendered.push(samples);
    }
    if (rendered.length === model.operations.length) return rendered;
  }
  return null;
}
