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
  /**
   * Copied byte for byte from the toolchain's templates/, the same for every contract (the runtime
   * modules): its header names the toolchain, not the contract, so a contract change leaves it as
   * it is, and its compiled form can be made once per toolchain (write/prebuilt-runtime.ts).
   */
  copied?: boolean;
  /**
   * A module of data that imports only types of its own package (an operation's fixtures): a large
   * contract's check compiles such modules in a run of their own, and the rest of the package
   * reads their declarations (write/typecheck.ts).
   */
  dataOnly?: boolean;
}
