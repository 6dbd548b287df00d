/**
 * Offsets into a text -> 1-based line and column (columns count UTF-16 code units, as the
 * editors' "Go to line:column" does). Lines end at "\n"; a "\r\n" pair counts once.
 */
export interface LineColumn {
  line: number;
  column: number;
}

export class SourcePositions {
  private line = 1;
  private lineStart = 0;
  private nextNewline: number;

  constructor(private readonly text: string) {
    this.nextNewline = text.indexOf("\n");
  }

  /** Cheap for offsets in increasing order, as the reader asks for them. */
  at(offset: number): LineColumn {
    if (offset < this.lineStart) {
      this.line = 1;
      this.lineStart = 0;
      this.nextNewline = this.text.indexOf("\n");
    }
    // The next newline is remembered, so a long line is searched once, not once per offset on it.
    while (this.nextNewline !== -1 && this.nextNewline < offset) {
      this.line++;
      this.lineStart = this.nextNewline + 1;
      this.nextNewline = this.text.indexOf("\n", this.lineStart);
    }
    return { line: this.line, column: offset - this.lineStart + 1 };
  }
}
