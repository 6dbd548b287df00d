/** Reads what emitting needs from the toolchain's own files, once per run: see EmitContext. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { EmitContext } from "../emit/emit-context.ts";
import { TemplateRenderer, type TemplateSources } from "../emit/templates.ts";
import { DEFAULT_OPTIONS, type PackageOptions } from "../options.ts";
import { TOOLCHAIN_ROOT } from "../toolchain-root.ts";
import type { LoadedContract } from "./load-contract.ts";
import { pinnedVersion } from "./toolchain.ts";

export const TEMPLATES_DIR = path.join(TOOLCHAIN_ROOT, "templates");

/** `contract`: the contract's texts the server publishes (its WSDL, or its manifest), when it has them. */
export function loadEmitContext(contract: Pick<LoadedContract, "wsdl" | "manifest"> = {}, packages: PackageOptions = DEFAULT_OPTIONS.packages): EmitContext {
  return {
    templates: new TemplateRenderer(readTemplates()),
    versions: { zod: pinnedVersion("zod") },
    packages,
    ...(contract.wsdl === undefined ? {} : { contractWsdl: contract.wsdl }),
    ...(contract.manifest === undefined ? {} : { contractManifest: contract.manifest }),
  };
}

/** Every file under `dir`, by its path there with `/` separators. */
export function readTemplates(dir = TEMPLATES_DIR): TemplateSources {
  const sources = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    sources.set(path.relative(dir, file).split(path.sep).join("/"), readFileSync(file, "utf8"));
  }
  return sources;
}
