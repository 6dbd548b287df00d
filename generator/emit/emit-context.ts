/**
 * Everything an emitter needs besides the model, gathered before emitting so that emitting reads
 * no disk: the templates and runtime modules (by path under `templates/`), the versions the
 * generated packages pin, and the contract's own WSDL where it is served as written.
 */
import type { PackageOptions } from "../options.ts";
import type { TemplateRenderer } from "./templates.ts";

export interface EmitContext {
  templates: TemplateRenderer;
  /** Versions of the libraries the generated packages depend on, as the toolchain pins them. */
  versions: { zod: string };
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
}
