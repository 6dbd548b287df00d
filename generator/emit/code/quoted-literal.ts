/**
 * String literals with the formatter's choice of quotes (Biome, "prefer double"), so that text
 * printed laid out already (data-layout.ts) is what the formatter would have made of it.
 */
import { stringLiteral } from "./print-module.ts";

/**
 * A string literal as the formatter writes it: in double quotes, unless the string holds more
 * double quotes than single ones; then in single quotes, its own escaped. `json`: the literal as
 * print-module.ts writes it in double quotes (stringLiteral; a key's: JSON.stringify).
 */
export function quoted(value: string, json = stringLiteral(value)): string {
  if (count(value, '"') <= count(value, "'")) return json;
  const body = json
    .slice(1, -1)
    .replace(/\\.|'/g, (m) => (m === "'" ? "\\'" : m === '\\"' ? '"' : m));
  return `'${body}'`;
}

function count(text: string, char: string): number {
  let n = 0;
  for (let i = text.indexOf(char); i !== -1; i = text.indexOf(char, i + 1)) n++;
  return n;
}
