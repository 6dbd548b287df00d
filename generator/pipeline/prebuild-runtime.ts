/**
 * Compiles the toolchain's runtime modules once, when `npm pack` builds the generator
 * (scripts/build-package.js calls this with the build's folder), and every run then takes the
 * modules from there (see check/prebuilt-runtime.ts). The modules are laid out as a generated output lays them out: the
 * contract package's runtime; the client's and the server's, each with its rendered
 * `contract-runtime.ts`.
 * Checked and compiled as every output is, by check/typecheck.ts.
 */
import path from "node:path";
import { distModule } from "../check/dist-module.ts";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { printModule } from "../emit/code/print-module.ts";
import { contractRuntimeModule } from "../emit/common/contract-runtime-module.ts";
import {
  prebuiltSettings,
  runtimeModuleKeys,
  writePrebuiltRuntime,
  type PrebuiltModule,
} from "../check/prebuilt-runtime.ts";
import { withProvenance } from "../emit/provenance.ts";
import { tempFoldersRemoved } from "../check/temp-folders.ts";
import { typeCheck } from "../check/typecheck.ts";
import { readTemplates } from "./load-emit-context.ts";

/** The stand-in contract package's name, which the keys write alike with any other. */
const CONTRACT = "soapgen-runtime-contract";

/** Writes the prebuilt runtime into `folder`. */
export async function prebuildRuntime(folder: string): Promise<void> {
  const files = standInPackages();
  const outDir = path.join(folder, "runtime-packages");
  const { emitted } = await typeCheck(files, outDir, [], { withSources: true }, new Map());
  const byPath = new Map(emitted.map((f) => [f.path, f.content]));
  const modules = new Map<string, PrebuiltModule>();
  for (const [file, key] of runtimeModuleKeys(files, prebuiltSettings())) {
    const dist = distModule(file)!;
    modules.set(key, {
      js: byPath.get(`${dist}.js`)!,
      map: byPath.get(`${dist}.js.map`)!,
      dts: byPath.get(`${dist}.d.ts`)!,
    });
  }
  writePrebuiltRuntime(folder, modules);
  // The compiler's folder is removed in the background: waited for, since the build ends right
  // after, and a folder left in memory (/dev/shm) would stay until the machine restarts.
  await tempFoldersRemoved();
}

function standInPackages(): GeneratedFile[] {
  const sources = readTemplates();
  const copies = (from: string, into: string) =>
    [...sources.keys()]
      .filter((file) => path.posix.dirname(file) === from && file.endsWith(".ts"))
      .map((file) =>
        withProvenance(
          {
            path: `${into}/src/runtime/${path.posix.basename(file)}`,
            content: sources.get(file)!,
            copied: true,
          },
          "runtime",
        ),
      );
  const manifest = (folder: string, exports?: object) => ({
    path: `${folder}/package.json`,
    content: JSON.stringify({
      name: folder === "contract" ? CONTRACT : `soapgen-runtime-${folder}`,
      type: "module",
      exports,
    }),
  });
  const rendered = (role: "client" | "server", into: string) =>
    withProvenance(
      {
        path: `${into}/src/runtime/contract-runtime.ts`,
        content: printModule(contractRuntimeModule(role, CONTRACT)),
      },
      "runtime",
    );
  return [
    manifest("contract", {
      "./runtime/*": { types: "./dist/runtime/*.d.ts", default: "./dist/runtime/*.js" },
    }),
    ...copies("runtime", "contract"),
    manifest("client"),
    ...copies("client-runtime", "client"),
    rendered("client", "client"),
    manifest("server"),
    ...copies("server-runtime", "server"),
    rendered("server", "server"),
  ];
}
