/**
 * One file a run generates: a file of the output folder (its path relative to it, with `/`
 * separators), a file of the project beside it (`project`), or a module of a browser script
 * (`script`).
 */
export interface GeneratedFile {
  path: string;
  content: string;
  /**
   * Formatted already, so the formatter need not read it again: a module copied verbatim from
   * templates/, which is kept formatted with the pinned configuration (npm run format;
   * test/emit/runtime-verbatim.test.ts checks), or a module of data printed as the formatter lays
   * it out (code/print-data-module.ts; test/emit/data-layout.test.ts checks).
   */
  preformatted?: boolean;
  /**
   * Copied byte for byte from the toolchain's templates/, the same for every contract (the runtime
   * modules): its header names the toolchain, not the contract, so a contract change leaves it as
   * it is, and its compiled form can be made once per toolchain (write/prebuilt-runtime.ts).
   */
  copied?: boolean;
  /**
   * A large contract's check compiles this module in a run of its own, apart from the rest of its
   * package (check/compile-runs.ts): `validators` (the zod schemas, which no other module of the
   * contract package imports: half the compiler's work on that package), checked after the rest of
   * it; `data` (a module of data importing only types of its own package: an operation's
   * fixtures), checked before the modules that import it, which read its declarations.
   */
  checkRun?: CheckRun;
  /**
   * A module of data printed as the formatter lays it out (code/print-data-module.ts) is its own
   * JavaScript but for its types: dist/ takes it so rather than compile it (check/data-module-js.ts).
   */
  javaScript?: DataJavaScript;
  /**
   * A file of the project outside the output folder, its path from the working folder: `always`
   * written as generated (the WSDL of a manifest contract), `once` created only where no file is
   * (the implementation stub, the user's from then on).
   */
  project?: "always" | "once";
  /**
   * A module of a browser script, not written itself: bundled, with the generated packages it
   * imports by name, into `bundle` (a path of the output folder), from the `entry` module.
   */
  script?: { bundle: string; entry: boolean };
}

/**
 * Where a module of data's JavaScript is in its content. Counted from the content's end, so that
 * the header put on top later (provenance.ts) moves nothing.
 */
export interface DataJavaScript {
  /** Its statements: the last this many characters of the content. */
  statements: number;
  /** Each statement's type annotation (`: Type`), from the statements' start: [start, end). */
  types: readonly (readonly [number, number])[];
}

/** The runs a large contract's check compiles apart from the rest of their package. */
export type CheckRun = "validators" | "data";
