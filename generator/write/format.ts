/**
 * Formats generated files with prettier in-process, with a pinned configuration (never the user's
 * own), so output is byte-identical on every machine. A formatting failure is a generator bug and
 * fails the run before anything is written.
 */
import * as prettier from "prettier";
import type { GeneratedFile } from "../emit/generated-file.ts";

const PRETTIER_CONFIG: prettier.Options = {
  printWidth: 100,
  tabWidth: 2,
  useTabs: false,
  semi: true,
  singleQuote: false,
  trailingComma: "all",
  bracketSpacing: true,
  arrowParens: "always",
  endOfLine: "lf",
  proseWrap: "preserve",
};

const PARSER_BY_EXTENSION: Record<string, string> = {
  ts: "typescript",
  js: "babel",
  json: "json",
  md: "markdown",
};

export async function formatFiles(files: GeneratedFile[]): Promise<GeneratedFile[]> {
  return Promise.all(files.map(formatFile));
}

async function formatFile(file: GeneratedFile): Promise<GeneratedFile> {
  const ext = file.path.slice(file.path.lastIndexOf(".") + 1);
  const parser = PARSER_BY_EXTENSION[ext];
  if (!parser) return file;
  try {
    return { path: file.path, content: await prettier.format(file.content, { ...PRETTIER_CONFIG, parser }) };
  } catch (err) {
    throw new Error(`generated ${file.path} could not be formatted (a generator defect): ${(err as Error).message}`);
  }
}
