// The handlebars templates of templates/ compiled ahead of time, as the source of a JavaScript
// module: build-package.js builds it into the prebuilt generator in place of
// generator/emit/precompiled-templates.ts, so that a run does not compile the templates again
// (a large part of emitting). Each entry carries the sha256 of its source and the options it was
// compiled with; the renderer takes it only where both are its own (generator/emit/templates.ts).
// Handlebars adds to the options object it is given: each template gets a copy.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The module's source, and the template files it was made from (inputs of the build). */
export async function precompiledTemplatesModule(templatesDir, options) {
  const { default: Handlebars } = await import("handlebars");
  const files = (existsSync(templatesDir) ? readdirSync(templatesDir, { recursive: true }) : [])
    .filter((file) => file.endsWith(".hbs"))
    .map((file) => file.split(path.sep).join("/"))
    .sort();
  const optionsJson = JSON.stringify(options);
  const entries = files.map((file) => {
    const source = readFileSync(path.join(templatesDir, file), "utf8");
    const sha256 = createHash("sha256").update(source).digest("hex");
    return `  [${JSON.stringify(file)}, { sha256: ${JSON.stringify(sha256)}, options: ${JSON.stringify(optionsJson)}, spec: ${Handlebars.precompile(source, { ...options })} }],`;
  });
  return {
    source: `export const PRECOMPILED = new Map([\n${entries.join("\n")}\n]);\n`,
    files: files.map((file) => path.join(templatesDir, file)),
  };
}
