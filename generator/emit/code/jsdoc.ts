/**
 * JSDoc blocks from the contract's documentation. Contract text is data: `*\/` would end the
 * comment early (and let a WSDL inject code), so it is escaped; long lines are wrapped at word
 * boundaries, since the formatter leaves comments as they are.
 */

/** Columns a comment line may take, its indent and ` * ` included. */
const WIDTH = 100;

export function printJsDoc(lines: string[], indent: string): string {
  const width = Math.max(40, WIDTH - indent.length - 3);
  const body = lines
    .flatMap((line) => line.split(/\r?\n/))
    .flatMap((line) => wrap(escapeComment(line), width));
  if (body.length === 1 && body[0]!.length <= width - 4) return `${indent}/** ${body[0]} */`;
  return [
    `${indent}/**`,
    ...body.map((l) => (l === "" ? `${indent} *` : `${indent} * ${l}`)),
    `${indent} */`,
  ].join("\n");
}

/** Text safe inside a block comment: no `*\/` closes it. */
export function escapeComment(text: string): string {
  return text.replace(/\*\//g, "*\\/");
}

/** Splits a line at spaces so that no part is longer than `width`, unless a single word is. */
function wrap(line: string, width: number): string[] {
  const trimmed = line.trimEnd();
  if (trimmed.length <= width) return [trimmed];
  const out: string[] = [];
  let current = "";
  // A `{@link name}` is one word: broken at its space, it would no longer link.
  const words = trimmed
    .replace(/\{@link [^}]*\}/g, (link) => link.replaceAll(" ", "\u0000"))
    .split(" ")
    .map((w) => w.replaceAll("\u0000", " "));
  for (const word of words) {
    if (current !== "" && current.length + 1 + word.length > width) {
      out.push(current);
      current = word;
    } else current = current === "" ? word : `${current} ${word}`;
  }
  if (current !== "") out.push(current);
  return out;
}
