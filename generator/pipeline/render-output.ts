/**
 * From the loaded contract to every file a run produces, final and in memory: emit, add the
 * provenance header, format and type-check (at once), then the lock file. Nothing is written
 * here; `generate` writes the result, `check` compares it with the disk.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { emitService } from "../emit/emit-service.ts";
import type { GeneratedFile } from "../emit/generated-file.ts";
import { emitImplementationStub } from "../emit/server/implementation-stub.ts";
import { serverBrowserScripts } from "../emit/server/emit-server-package.ts";
import { emitWsdl } from "../emit/wsdl/emit-wsdl.ts";
import { ContractError } from "../model/contract-error.ts";
import type { GeneratorOptions } from "../options.ts";
import { withWarnings } from "../parse/wsdl/reading.ts";
import { bundleBrowserScripts } from "../write/bundle-browser-script.ts";
import { formatAndCheck } from "../write/format-and-check.ts";
import { lockFile } from "../write/lock-file.ts";
import { distModule } from "../write/dist-module.ts";
import { withProvenance } from "../write/provenance.ts";
import type { ProjectFile } from "../write/write-project-files.ts";
import type { LoadedContract } from "./load-contract.ts";
import { loadEmitContext } from "./load-emit-context.ts";
import { toolchainVersion } from "./toolchain.ts";

export interface RenderedOutput {
  /** The output folder's files (paths relative to it), the lock file among them. */
  files: GeneratedFile[];
  /** Files of the project outside the output folder: the WSDL of a manifest contract, the stub. */
  projectFiles: ProjectFile[];
}

export type RenderOptions = Pick<GeneratorOptions, "outDir" | "implementation" | "wsdlOut"> & Partial<Pick<GeneratorOptions, "packages">>;

/** `withStub`: also make the implementation stub, when the options name a path where no file is. */
export async function renderOutput(contract: LoadedContract, options: RenderOptions, { withStub }: { withStub: boolean }): Promise<RenderedOutput> {
  const { model, source } = contract;
  if (model.operations.length === 0) {
    const why = contract.warnings.length > 0 ? " (the warnings above say what was left out)" : "";
    throw withWarnings(new ContractError(`service ${model.name} has no operation to generate a client or server for${why}`, { file: source.path }), contract.warnings);
  }
  const ctx = loadEmitContext(contract, options.packages);
  const emitted = placed(() => emitService(model, ctx), contract);
  const files = emitted.map((f) => withProvenance(f, source.path));
  const derived: ProjectFile[] = [];
  if (options.wsdlOut !== null) {
    const wsdl = emitWsdl(model, ctx.templates);
    if (wsdl === undefined) {
      throw new ContractError(`cannot write the WSDL ${options.wsdlOut}: the generator writes a WSDL for a contract whose names are all in one namespace`, { file: source.path });
    }
    derived.push({ ...withProvenance({ path: options.wsdlOut, content: wsdl }, source.path), createOnly: false });
  }
  const withServer = ctx.packages.include !== "client";
  const stubPath = withStub && withServer && options.implementation !== null && !existsSync(options.implementation) ? options.implementation : undefined;
  const asNamed = (p: string) => path.relative(process.cwd(), path.resolve(p)).split(path.sep).join("/");
  const stub = stubPath === undefined ? [] : [{ path: path.resolve(stubPath), content: emitImplementationStub(model, ctx, { stub: asNamed(stubPath), outDir: asNamed(options.outDir) }) }];
  const target = ctx.packages.target;
  // The formatter starts at once (formatAndCheck spawns it before it returns); the browser scripts
  // are bundled meanwhile, as neither step reads them. Starting esbuild first kept the main thread
  // 15-30 ms from starting the formatter, on the way to the compiler.
  const browserScripts = withServer ? serverBrowserScripts(model, ctx) : [];
  const checking = formatAndCheck(files, options.outDir, stub, target === "ts" ? undefined : { withSources: target === "ts+js" });
  const bundling = bundleBrowserScripts(browserScripts, emitted);
  const [checked, scripts] = await Promise.all([checking, bundling]);
  // The `js` target writes dist/ alone: the sources (and their build's tsconfig) were only compiled.
  const compiled = target === "js" ? checked.files.filter((f) => distModule(f.path) === undefined && !/^[^/]+\/tsconfig\.json$/.test(f.path)) : checked.files;
  const output = [...compiled, ...scripts.map((f) => withProvenance(f, source.path))];
  const lock = lockFile({ generator: `soapgen ${toolchainVersion()}`, contract: source, files: output, projectFiles: derived });
  return {
    files: [...output, lock],
    projectFiles: [...derived, ...checked.projectFiles.map((f) => ({ path: stubPath!, content: f.content, createOnly: true }))],
  };
}

/**
 * The model holds no source locations, so what an emitter refuses (a type no sample value can be
 * made for) is placed in the contract's file; its message names the type.
 */
function placed<T>(emit: () => T, contract: LoadedContract): T {
  try {
    return emit();
  } catch (err) {
    throw withWarnings(err instanceof ContractError && err.loc === undefined ? new ContractError(err.detail, { file: contract.source.path }) : err, contract.warnings);
  }
}
