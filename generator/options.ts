/** The generator's options: one typed object, with its defaults in one place. */
export interface GeneratorOptions {
  /** The contract to read. */
  contract: { kind: "wsdl" | "manifest"; path: string };
  /** Folder the generated packages are written to. */
  outDir: string;
  /** Fetch `http(s)` imports of a WSDL over the network (off: remote imports are an error). */
  allowNetwork: boolean;
}

export const DEFAULT_OUT_DIR = "generated";
