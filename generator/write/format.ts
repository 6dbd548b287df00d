/**
 * Formats generated files with prettier in-process, with a pinned configuration (never the user's
 * own), so output is byte-identical on every machine. A formatting failure is a generator bug and
 * fails the run before anything is written. Prettier is deterministic, so a file whose content
 * was formatted before takes its result from the cache and prettier is not even loaded.
 */
import type { Options } from "prettier";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { ResultCache, packageVersion } from "./result-cache.ts";

const PRETTIER_CONFIG: Options = {
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
  const cache = ResultCache.forStep("prettier");
  const version = packageVersion("prettier");
  let prettier: typeof import("prettier") | undefined;
  const formatted: GeneratedFile[] = [];
  for (const file of files) {
    const ext = file.path.slice(file.path.lastIndexOf(".") + 1);
    const parser = PARSER_BY_EXTENSION[ext];
    if (!parser) {
      formatted.push(file);
      continue;
    }
    const key = ResultCache.key(version, JSON.stringify(PRETTIER_CONFIG), parser, file.content);
    let content = cache.get(key);
    if (content === undefined) {
      prettier ??= await import("prettier");
      content = await format(prettier, file, parser);
      cache.set(key, content);
    }
    formatted.push({ path: file.path, content });
  }
  return formatted;
}

async function format(prettier: typeof import("prettier"), file: GeneratedFile, parser: string): Promise<string> {
  try {
    return await prettier.format(file.content, { ...PRETTIER_CONFIG, parser });
  } catch (err) {
    throw new Error(`generated ${file.path} could not be formatted (a generator defect): ${(err as Error).message}`);
  }
}
