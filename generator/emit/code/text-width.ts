/**
 * The columns a piece of generated code takes as the formatter counts them (Biome: a character's
 * Unicode width, East Asian wide characters two, combining marks none). Only characters whose
 * width is certain are measured; for any other the width is `undefined`, and the caller leaves
 * the layout to the formatter.
 */

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

export function textWidth(text: string): number | undefined {
  if (PRINTABLE_ASCII.test(text)) return text.length;
  let width = 0;
  for (const char of text) {
    const w = charWidth(char.codePointAt(0)!);
    if (w === undefined) return undefined;
    width += w;
  }
  return width;
}

/** Ranges of code points of a known width: [first, last, width]. */
const KNOWN: readonly (readonly [number, number, number])[] = [
  [0x20, 0x7e, 1],
  // Latin-1 (the soft hyphen aside), Latin Extended-A and -B.
  [0xa0, 0xac, 1],
  [0xae, 0x24f, 1],
  // Combining diacritical marks.
  [0x300, 0x36f, 0],
  // Cyrillic, its combining marks aside.
  [0x400, 0x482, 1],
  [0x48a, 0x4ff, 1],
  // CJK symbols and punctuation, Hiragana, Katakana.
  [0x3000, 0x303e, 2],
  [0x3041, 0x3096, 2],
  [0x30a1, 0x30fa, 2],
  // CJK unified ideographs (extension A and the main block).
  [0x3400, 0x4dbf, 2],
  [0x4e00, 0x9fff, 2],
  // Hangul syllables.
  [0xac00, 0xd7a3, 2],
  // Fullwidth forms.
  [0xff01, 0xff60, 2],
];

function charWidth(code: number): number | undefined {
  for (const [first, last, width] of KNOWN) {
    if (code < first) return undefined;
    if (code <= last) return width;
  }
  return undefined;
}
