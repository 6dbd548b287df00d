/** The generator's options: one typed object, with its defaults in one place. */

/** The contract: one WSDL (imports beside it) or one manifest, the project's source of truth. */
export interface ContractRef {
  kind: "wsdl" | "manifest";
  /** A path (relative to the working folder) or, for a WSDL, an http(s) URL. */
  path: string;
}

export interface GeneratorOptions {
  contract: ContractRef;
  /** Folder the generated packages are written to. */
  outDir: string;
  /**
   * Where `generate` creates the server implementation stub when no file is there (it is the
   * user's once created); `null` for none.
   */
  implementation: string | null;
  /**
   * Where `generate` writes the WSDL the service publishes, when the contract is a manifest (so a
   * project can keep both files with the manifest as the one to edit); `null` for nowhere.
   */
  wsdlOut: string | null;
  /** Fetch `http(s)` imports of a WSDL over the network (off: remote imports are an error). */
  allowNetwork: boolean;
  /**
   * Read past the problems of a broken WSDL that node-soap and zeep accept (a dangling reference,
   * an undeclared prefix, a missing import location, ...), with a warning each saying what was
   * assumed (off: each is an error). Malformed XML is an error either way.
   */
  lenient: boolean;
}

export const DEFAULT_OPTIONS: Omit<GeneratorOptions, "contract"> = {
  outDir: "generated",
  implementation: "server/implementation.ts",
  wsdlOut: null,
  allowNetwork: false,
  lenient: false,
};

/** A manifest is YAML; anything else (`.wsdl`, `.xml`, a `?WSDL` URL) is read as a WSDL. */
export function contractRef(path: string): ContractRef {
  return { kind: /\.ya?ml$/i.test(path) ? "manifest" : "wsdl", path };
}
