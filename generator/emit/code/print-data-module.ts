/**
 * Prints a module of data (module JSDoc, imports, and `export const name: Type = { ... };`
 * statements of data expressions) already laid out as the formatter lays it out (data-layout.ts),
 * so it is written as printed and the formatter spared it. A module it cannot lay out with
 * certainty is printed for the formatter instead (print-module.ts).
 */
import type { DataJavaScript } from "../generated-file.ts";
import type { ModuleNode, Statement } from "./code-model.ts";
import { LayoutUnsupported, layOutData, LINE_WIDTH } from "./data-layout.ts";
import { printJsDoc } from "./jsdoc.ts";
import { printModule, printModuleHead, printType } from "./print-module.ts";
import { textWidth } from "./text-width.ts";

export interface PrintedModule {
  content: string;
  /** Whether `content` is laid out already, as the formatter would. */
  preformatted: boolean;
  /** With `preformatted`: where its JavaScript is in `content`. */
  javaScript?: DataJavaScript;
}

export function printDataModule(module: ModuleNode): PrintedModule {
  return laidOut(module) ?? { content: printModule(module), preformatted: false };
}

function laidOut(module: ModuleNode): PrintedModule | undefined {
  const head = printModuleHead(module);
  // A longer import the formatter would break over lines; a comment it leaves as it is.
  const fits = (line: string) => line.startsWith(" *") || line.startsWith("/*") || fitsLine(line);
  if (!head.split("\n").every(fits)) return undefined;
  try {
    const statements = module.statements.map(dataStatement);
    const body = statements.map((s) => s.text).join("\n\n");
    // Each statement's type annotation, from the body's start: what its JavaScript leaves out.
    const types: [number, number][] = [];
    let at = 0;
    for (const s of statements) {
      if (s.type !== undefined) types.push([at + s.type[0], at + s.type[1]]);
      at += s.text.length + 2;
    }
    return {
      content: heldCompactly(`${[head, body].filter((p) => p !== "").join("\n\n")}\n`),
      preformatted: true,
      // Its JavaScript is its statements only where its imports are all of types.
      ...(statements.length > 0 &&
      module.imports.every((i) => i.typeOnly) &&
      (module.reexports ?? []).length === 0
        ? { javaScript: { statements: body.length + 1, types } }
        : {}),
    };
  } catch (err) {
    if (err instanceof LayoutUnsupported) return undefined;
    throw err;
  }
}

/**
 * `/** doc *\/ export const name: Type = { ... };`, its object (or array) hugging the `=`;
 * `type`: where `: Type` is in it.
 */
function dataStatement(s: Statement): { text: string; type?: [number, number] } {
  if (
    s.kind !== "const" ||
    typeof s.value === "string" ||
    (s.value.kind !== "object" && s.value.kind !== "array")
  )
    throw new LayoutUnsupported();
  const doc = s.doc && s.doc.length > 0 ? `${printJsDoc(s.doc, "")}\n` : "";
  const name = `${doc}${s.exported === false ? "" : "export "}const ${s.name}`;
  const annotation = s.type ? `: ${printType(s.type)}` : "";
  const head = `${name}${annotation} = `;
  const width = textWidth(head.slice(doc.length));
  if (width === undefined || width + 1 > LINE_WIDTH) throw new LayoutUnsupported();
  return {
    text: `${head}${layOutData(s.value, width, 0, 1)};`,
    ...(annotation === "" ? {} : { type: [name.length, name.length + annotation.length] }),
  };
}

/**
 * `text` held at one byte a character where it can be. V8 holds a string joined from one held at
 * two bytes a character at two bytes a character, whatever characters it has: any slice of a
 * contract with one character past Latin-1 is held so, and so is what `replace` makes of one
 * (stringLiteral's escapes). The formatter's output, read from its files, was held at one byte a
 * character where it could be; a text written as printed is held as long, and at 1,500 operations
 * its fixtures held 12 MB more of the generator's memory. Copied through Latin-1 bytes, a text of
 * Latin-1 characters is held at one byte each (a few milliseconds for 16 MB).
 */
function heldCompactly(text: string): string {
  return BEYOND_LATIN_1.test(text) ? text : Buffer.from(text, "latin1").toString("latin1");
}

const BEYOND_LATIN_1 = /[^\x00-\xff]/;

function fitsLine(line: string): boolean {
  const width = textWidth(line);
  return width !== undefined && width <= LINE_WIDTH;
}
