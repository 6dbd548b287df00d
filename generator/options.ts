/** The generator's options: one typed object, with its defaults in one place. */

/** The project file, in the working folder (else the "soapgen" key of its package.json). */
export const PROJECT_FILE = "soapgen.config.json";

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
  /**
   * The operations to generate, by name or glob (`*`, `?`); `include` empty means all. The types
   * no kept operation reaches are left out: a team calling ten operations of a vendor's contract
   * of thousands of definitions gets the code of those ten.
   */
  operations: OperationSelection;
  /** What the generated packages contain and how they are named and versioned. */
  packages: PackageOptions;
}

export interface OperationSelection {
  include: string[];
  exclude: string[];
}

/**
 * Which packages are generated: the contract's and the client's always (the server's service
 * pages call the service through the client), then the server's; `all` adds the fixtures package,
 * which tests the two against each other.
 */
export type PackageSet = "all" | "client" | "client+server";
export const PACKAGE_SETS: readonly PackageSet[] = ["all", "client", "client+server"];

/**
 * `ts+js`: the TypeScript sources (src/) and, compiled from them, JavaScript (ESM, ES2022) with
 * `.d.ts` declarations and source maps (dist/), which the packages' exports name, so any project
 * can import them (plain node, require(), any compiler options, a bundler). `js`: dist/ only, its
 * source maps holding the sources. `ts`: the sources only, for projects that run TypeScript as it
 * is (tsx, vitest, a bundler).
 */
export type PackageTarget = "ts" | "js" | "ts+js";

export interface PackageOptions {
  target: PackageTarget;
  /**
   * An npm scope the project owns (`@acme`), for the package names. Scoped packages can be
   * published; unscoped ones are `private`, since an unclaimed public name invites dependency
   * confusion.
   */
  scope: string | null;
  /**
   * The packages' version, which each also requires of the others; null: the contract's own (a
   * manifest's `service.version`), else 1.0.0 (a WSDL carries none).
   */
  version: string | null;
  /**
   * The stem of the package names (`acme-orders` gives `acme-orders-client`, ...); null: the
   * service's name in kebab case (`SchoolService` gives `school-service-client`). Two contracts of
   * one project whose services share a name need a stem each.
   */
  name: string | null;
  /** Which packages are generated (see PackageSet). */
  include: PackageSet;
}

export const PACKAGE_TARGETS: readonly PackageTarget[] = ["ts", "js", "ts+js"];
export const NPM_SCOPE = /^@[a-z0-9][a-z0-9._~-]*$/;
/** A package name's stem: what npm allows in a name, without a scope. */
export const PACKAGE_STEM = /^[a-z0-9][a-z0-9._~-]*$/;
export const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
/** What a scope and a version must look like, in the words of the errors that refuse them. */
export const EXPECTED = {
  scope: "an npm scope such as @acme",
  version: "a semantic version such as 1.2.0",
  name: "a lower-case npm name such as acme-orders",
} as const;

export const DEFAULT_OPTIONS: Omit<GeneratorOptions, "contract"> = {
  outDir: "generated",
  implementation: "server/implementation.ts",
  wsdlOut: null,
  allowNetwork: false,
  lenient: false,
  operations: { include: [], exclude: [] },
  packages: { target: "ts+js", scope: null, version: null, name: null, include: "all" },
};

/** A manifest is YAML; anything else (`.wsdl`, `.xml`, a `?WSDL` URL) is read as a WSDL. */
export function contractRef(path: string): ContractRef {
  return { kind: /\.ya?ml$/i.test(path) ? "manifest" : "wsdl", path };
}
