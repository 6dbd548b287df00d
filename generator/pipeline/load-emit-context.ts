/** Reads what emitting needs from the toolchain's own files, once per run: see EmitContext. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { EmitContext } from "../emit/emit-context.ts";
import { TemplateRenderer, type TemplateSources } from "../emit/templates.ts";
import { DEFAULT_OPTIONS } from "../options.ts";
import { TOOLCHAIN_ROOT } from "../toolchain-root.ts";
import type { LoadedContract } from "./load-contract.ts";
import { pinnedVersion } from "./toolchain.ts";

/**
 * What the client loads only when an option asks for it (runtime/node-agents.ts, node-ntlm.ts):
 * its package.json names them as optional peer dependencies.
 */
const CLIENT_PEERS = ["http-proxy-agent", "https-proxy-agent", "httpntlm", "proxy-from-env"];

export const TEMPLATES_DIR = path.join(TOOLCHAIN_ROOT, "templates");

/**
 * `contract`: its path, and the texts the server publishes (its WSDL, or its manifest), when it has
 * them; `files`: the packages' options and where the project's files go (none by default).
 */
export function loadEmitContext(
  contract: Partial<Pick<LoadedContract, "wsdl" | "manifest" | "source">> = {},
  files: Partial<Pick<EmitContext, "packages" | "wsdlOut" | "stub">> = {},
): EmitContext {
  return {
    templates: new TemplateRenderer(readTemplates()),
    versions: {
      zod: pinnedVersion("zod"),
      clientPeers: Object.fromEntries(
        CLIENT_PEERS.map((name) => [name, pinnedVersion(name, "devDependencies")]),
      ),
    },
    packages: files.packages ?? DEFAULT_OPTIONS.packages,
    contractPath: contract.source?.path ?? "the contract",
    wsdlOut: files.wsdlOut ?? null,
    stub: files.stub ?? null,
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
