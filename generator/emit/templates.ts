/**
 * Renders the handlebars templates of `templates/` from their sources, handed over in memory
 * (pipeline/load-emit-context.ts reads them): templates only lay out a prepared view model. Two
 * helpers: `eq` compares a discriminant, `jsdoc` prints contract documentation as a comment
 * (escaped and wrapped, as the code-model printer does); partials hold shared layout. One
 * renderer per generation run, so nothing is cached across runs.
 */
import Handlebars from "handlebars";
import { printJsDoc } from "./code/jsdoc.ts";
import { compareCodeUnits } from "../model/code-unit-order.ts";

/** Every file under `templates/`, by its path there with `/` separators (`server/server.ts.hbs`). */
export type TemplateSources = ReadonlyMap<string, string>;

export class TemplateRenderer {
  private readonly handlebars = Handlebars.create();
  private readonly compiled = new Map<string, Handlebars.TemplateDelegate>();

  constructor(private readonly sources: TemplateSources) {
    this.handlebars.registerHelper("eq", (a: unknown, b: unknown) => a === b);
    this.handlebars.registerHelper("jsdoc", (lines: string[]) => printJsDoc(lines, ""));
    for (const [file, source] of [...sources].sort(([a], [b]) => compareCodeUnits(a, b))) {
      if (file.startsWith("partials/")) this.handlebars.registerPartial(file.slice("partials/".length, -".hbs".length), source);
    }
  }

  /** Renders `templates/<name>.hbs` with `view`. */
  render(name: string, view: object): string {
    let template = this.compiled.get(name);
    if (!template) {
      template = this.handlebars.compile(this.source(`${name}.hbs`), { noEscape: true, strict: true, preventIndent: false });
      this.compiled.set(name, template);
    }
    return template(view);
  }

  has(file: string): boolean {
    return this.sources.has(file);
  }

  /** A file of `templates/` as it is (a runtime module copied verbatim). */
  source(file: string): string {
    const text = this.sources.get(file);
    if (text === undefined) throw new Error(`no template ${file}: expected it under templates/`);
    return text;
  }
}
