/**
 * Renders the handlebars templates of `templates/`. Templates only lay out a prepared view model:
 * the one helper, `eq`, compares a discriminant; partials hold shared layout such as JSDoc blocks.
 * One renderer per generation run, so nothing is cached across runs.
 */
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Handlebars from "handlebars";

export const TEMPLATES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../templates");

export class TemplateRenderer {
  private readonly handlebars = Handlebars.create();
  private readonly compiled = new Map<string, Handlebars.TemplateDelegate>();

  constructor(readonly dir: string = TEMPLATES_DIR) {
    this.handlebars.registerHelper("eq", (a: unknown, b: unknown) => a === b);
    const partials = path.join(dir, "partials");
    for (const file of readdirSync(partials).sort()) {
      this.handlebars.registerPartial(path.basename(file, ".hbs"), readFileSync(path.join(partials, file), "utf8"));
    }
  }

  /** Renders `templates/<name>.hbs` with `view`. */
  render(name: string, view: object): string {
    let template = this.compiled.get(name);
    if (!template) {
      const source = readFileSync(path.join(this.dir, `${name}.hbs`), "utf8");
      template = this.handlebars.compile(source, { noEscape: true, strict: true, preventIndent: false });
      this.compiled.set(name, template);
    }
    return template(view);
  }
}
