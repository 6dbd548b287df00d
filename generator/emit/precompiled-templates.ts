/**
 * The handlebars templates compiled ahead of time, by their path under templates/, each with the
 * sha256 of its source and the compile options (as JSON) it was compiled with. The prebuilt
 * generator holds them (scripts/precompile-templates.js makes this module when `npm pack` builds
 * it); run from its sources (tsx, the tests), it is empty and templates compile when first used.
 */
export interface PrecompiledTemplate {
  sha256: string;
  options: string;
  spec: TemplateSpecification;
}

export const PRECOMPILED: ReadonlyMap<string, PrecompiledTemplate> = new Map();
