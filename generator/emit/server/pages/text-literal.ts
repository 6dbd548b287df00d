/**
 * A TypeScript template literal holding `text` as it is, its lines the source's lines: a contract
 * change then shows in the generated module as the changed lines of a page, not as a rewritten
 * line thousands of characters long.
 */
export function textLiteral(text: string): string {
  const escaped = text.replace(/[\\`\r]|\$\{/g, (s) => (s === "\r" ? "\\r" : `\\${s}`));
  return `\`${escaped}\``;
}
