/** One file of generated output, its path relative to the output folder with `/` separators. */
export interface GeneratedFile {
  path: string;
  content: string;
  /**
   * Formatted already: a module copied verbatim from templates/, which is kept formatted with the
   * pinned configuration (npm run format:templates; test/emit/runtime-verbatim.test.ts checks), so
   * the formatter need not read it again.
   */
  preformatted?: boolean;
}
