/** One file of generated output, its path relative to the output folder with `/` separators. */
export interface GeneratedFile {
  path: string;
  content: string;
}
