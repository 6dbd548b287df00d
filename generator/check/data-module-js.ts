/**
 * The JavaScript of a module of data printed as the formatter lays it out (print-data-module.ts):
 * its statements as written, each without its type annotation. Such a module holds only
 * `export const name: Type = <data>;` statements below type-only imports, and its data is plain
 * JavaScript (data-expr.ts), so that is what a compiler makes of it, laid out as the source. At
 * 1,500 operations these modules are 16 MB of the 28 MB esbuild compiled, 1.2 of its 2.6 CPU
 * seconds (bench/README.md).
 */
import { encode } from "@jridgewell/sourcemap-codec";
import type { DataJavaScript, GeneratedFile } from "../emit/generated-file.ts";
import type { PrebuiltModule } from "./prebuilt-runtime.ts";

/**
 * `file`'s JavaScript and source map, as compileModule (compile-dist.ts) gives them: each line
 * mapped to its line of the source. The lines are the source's, a statement's first line but for
 * its type.
 */
export function dataModuleJs(
  file: GeneratedFile,
  where: DataJavaScript,
  jsName: string,
): Omit<PrebuiltModule, "dts"> {
  const { content } = file;
  const start = content.length - where.statements;
  if (start < 0 || (start > 0 && content[start - 1] !== "\n"))
    throw notAsPrinted(file, "its statements do not start a line");
  const pieces: string[] = [];
  let at = start;
  for (const [from, to] of where.types) {
    if (!content.startsWith(": ", start + from)) throw notAsPrinted(file, "a type is not there");
    pieces.push(content.slice(at, start + from));
    at = start + to;
  }
  pieces.push(content.slice(at));
  const code = pieces.join("");
  const lines = countLines(code, 0, code.length);
  // Line n of the code is line `first + n` of the source, from its first column: the first
  // segment names the line, each next one the line after (`AACA`).
  const first = countLines(content, 0, start);
  const mappings = lines === 0 ? "" : encode([[[0, 0, first, 0]]]) + ";AACA".repeat(lines - 1);
  return {
    js: `${code}//# sourceMappingURL=${jsName}.map\n`,
    map: JSON.stringify({ version: 3, sources: [file.path], mappings, names: [] }),
  };
}

function countLines(text: string, from: number, to: number): number {
  let lines = 0;
  for (let i = text.indexOf("\n", from); i !== -1 && i < to; i = text.indexOf("\n", i + 1)) lines++;
  return lines;
}

function notAsPrinted(file: GeneratedFile, what: string): Error {
  return new Error(`${file.path} was changed after it was printed (${what}): a generator defect`);
}
