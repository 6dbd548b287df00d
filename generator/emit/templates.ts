/**
 * Renders the handlebars templates of `templates/` from their sources, handed over in memory
 * (pipeline/load-emit-context.ts reads them): templates only lay out a prepared view model. One
 * helper, `eq`, compares a discriminant; partials hold shared layout. One
 * renderer per generation run; a template the prebuilt generator holds compiled from the same
 * source with the same options (precompiled-templates.ts) is not compiled again.
 */
import { createHash } from "node:crypto";
import Handlebars from "handlebars";
import { compareCodeUnits } from "../model/code-unit-order.ts";
import { PRECOMPILED, type PrecompiledTemplate } from "./precompiled-templates.ts";

/** How every template is compiled (scripts/build-package.js precompiles them with these too). */
export const COMPILE_OPTIONS = { noEscape: true, strict: true, preventIndent: false } as const;

/** Every file under `templates/`, by its path there with `/` separators (`wsdl/service.wsdl.hbs`). */
export type TemplateSources = ReadonlyMap<string, string>;

export class TemplateRenderer {
  private readonly handlebars = Handlebars.create();
  private readonly compiled = new Map<string, Handlebars.TemplateDelegate>();

  constructor(
    private readonly sources: TemplateSources,
    private readonly precompiled: ReadonlyMap<string, PrecompiledTemplate> = PRECOMPILED,
  ) {
    this.handlebars.registerHelper("eq", (a: unknown, b: unknown) => a === b);
    for (const file of [...sources.keys()].sort(compareCodeUnits)) {
      if (file.startsWith("partials/"))
        this.handlebars.registerPartial(
          file.slice("partials/".length, -".hbs".length),
          this.ready(file) ?? this.compile(file),
        );
    }
  }

  /** Renders `templates/<name>.hbs` with `view`. */
  render(name: string, view: object): string {
    let template = this.compiled.get(name);
    if (!template) {
      const file = `${name}.hbs`;
      template = this.ready(file) ?? this.compile(file);
      this.compiled.set(name, template);
    }
    return template(view);
  }

  /**
   * Compiles a template that was not precompiled. The prebuilt generator has handlebars's runtime
   * only (scripts/build-package.js), and precompiled every template it was built with.
   */
  private compile(file: string): Handlebars.TemplateDelegate {
    if (typeof this.handlebars.compile !== "function")
      throw new Error(
        `the template ${file} was not precompiled with the generator, which cannot compile it: a generator defect`,
      );
    // A copy: handlebars adds to the options it is given.
    return this.handlebars.compile(this.source(file), { ...COMPILE_OPTIONS });
  }

  /** The template as precompiled, if that was from its present source with these options. */
  private ready(file: string): Handlebars.TemplateDelegate | undefined {
    const entry = this.precompiled.get(file);
    if (
      entry === undefined ||
      entry.options !== JSON.stringify(COMPILE_OPTIONS) ||
      entry.sha256 !== createHash("sha256").update(this.source(file)).digest("hex")
    )
      return undefined;
    return this.handlebars.template(entry.spec);
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
