/**
 * Everything an emitter needs besides the model, gathered before emitting so that emitting reads
 * no disk: the templates and runtime modules (by path under `templates/`), the versions the
 * generated packages pin, the contract's own texts where they are served as written, and where
 * the files outside the output folder go.
 */
import type { PackageOptions } from "../options.ts";
import type { TemplateRenderer } from "./templates.ts";

export interface EmitContext {
  templates: TemplateRenderer;
  /**
   * Versions of the libraries the generated packages depend on, as the toolchain pins them; the
   * client's optional peer dependencies (proxies, NTLM), as the toolchain's tests use them.
   */
  versions: { zod: string; clientPeers: Record<string, string> };
  /** What the packages contain, their scope and version. */
  packages: PackageOptions;
  /**
   * The contract's WSDL, when the contract is one WSDL file: served at `?WSDL` as written.
   * Otherwise (a manifest, or a WSDL with imports) the one ASMX would publish is written from
   * the model, when it can be (see emitWsdl).
   */
  contractWsdl?: string;
  /** The contract's manifest, when the contract is one: linked from the service page, served at `?manifest`. */
  contractManifest?: string;
  /** The contract's path from the working folder, which every generated file's header names. */
  contractPath: string;
  /** Where the WSDL of a manifest contract is written in the project; null for nowhere. */
  wsdlOut: string | null;
  /**
   * The implementation stub to create, when there is none yet: its path and the output folder's,
   * each as the project names them (from the working folder).
   */
  stub: { path: string; outDir: string } | null;
}
