/**
 * The generator proper: a pure function from the model and the emit context to every file a run
 * generates: the packages `ctx.packages.include` names (the contract's and the client's, then the
 * server's, then the fixtures'), the runtime modules they use, the project's files (the WSDL of a
 * manifest contract, the implementation stub) and the modules of the browser scripts, each with
 * its provenance header. It touches no disk: formatting and checking are the check stage's job,
 * writing the writer's.
 */
import { compareCodeUnits } from "../model/code-unit-order.ts";
import { ContractError } from "../model/contract-error.ts";
import type { ServiceModel } from "../model/service-model.ts";
import { emitClientPackage } from "./client/emit-client-package.ts";
import { emitContractPackage } from "./contract/emit-contract-package.ts";
import type { EmitContext } from "./emit-context.ts";
import { emitFixturesPackage } from "./fixtures/emit-fixtures-package.ts";
import type { GeneratedFile } from "./generated-file.ts";
import { emitScope, type EmitScope } from "./emit-scope.ts";
import { packageFolder } from "./package-names.ts";
import { withProvenance } from "./provenance.ts";
import { type RuntimeFolder, usedRuntime } from "./runtime-files.ts";
import { emitServerPackage } from "./server/emit-server-package.ts";
import { emitImplementationStub } from "./server/implementation-stub.ts";
import { emitWsdl } from "./wsdl/emit-wsdl.ts";

export function emitService(model: ServiceModel, ctx: EmitContext): GeneratedFile[] {
  return emitServiceInSteps(model, ctx).all();
}

export interface EmitSteps {
  /** The contract package's files, with the runtime modules it uses itself. */
  contract: GeneratedFile[];
  /** Every file, as emitService gives them (the contract package's the same objects). */
  all(): GeneratedFile[];
}

/**
 * emitService in two steps: the contract package first, the others when `all` is called. So a
 * large contract's check can start on the contract package, which the others depend on, while
 * they are emitted (check/base-check.ts). The contract package's runtime modules are those every
 * package uses: `all` may add some (a module only the server imports, say).
 */
export function emitServiceInSteps(model: ServiceModel, ctx: EmitContext): EmitSteps {
  const scope = emitScope(model, ctx);
  const contractPackage = emitContractPackage(model, scope);
  const contract = [
    ...contractPackage,
    ...usedRuntime(scope.templates, contractPackage, runtimeFolders(scope)[0]!),
  ].map((f) => withProvenance(f, ctx.contractPath));
  return {
    contract,
    all() {
      const first = new Map(contract.map((f) => [f.path, f]));
      const files = [...packageFiles(model, scope, contractPackage), ...projectFiles(model, scope)];
      return files
        .sort((a, b) => compareCodeUnits(a.path, b.path))
        .map((f) => first.get(f.path) ?? withProvenance(f, ctx.contractPath));
    },
  };
}

/** The packages' files, and the runtime modules they use: `contract`, the contract package's, given. */
function packageFiles(
  model: ServiceModel,
  ctx: EmitScope,
  contract: readonly GeneratedFile[],
): GeneratedFile[] {
  const set = ctx.packages.include;
  const server = set !== "client";
  const emitted = [
    ...contract,
    ...emitClientPackage(model, ctx),
    ...(server ? emitServerPackage(model, ctx) : []),
    ...(set === "all" ? emitFixturesPackage(model, ctx) : []),
  ];
  const runtime = runtimeFolders(ctx).flatMap((folder) =>
    usedRuntime(ctx.templates, emitted, folder),
  );
  const files = [...emitted, ...runtime];
  if (ctx.packages.target !== "ts") files.push(compiledAttributes());
  return files;
}

/** Where each package's runtime modules come from and go: the contract package's first. */
function runtimeFolders(ctx: EmitScope): RuntimeFolder[] {
  const { names } = ctx;
  const server = ctx.packages.include !== "client";
  return [
    {
      from: "runtime",
      into: `${packageFolder(names.contract)}/src/runtime`,
      exportedAs: names.contract,
    },
    { from: "client-runtime", into: `${packageFolder(names.client)}/src/runtime` },
    ...(server
      ? [{ from: "server-runtime", into: `${packageFolder(names.server)}/src/runtime` }]
      : []),
  ];
}

/** The project's files the options ask for: the WSDL of a manifest contract, the implementation stub. */
function projectFiles(model: ServiceModel, ctx: EmitScope): GeneratedFile[] {
  const files: GeneratedFile[] = [];
  if (ctx.wsdlOut !== null) {
    const wsdl = emitWsdl(model, ctx.templates);
    if (wsdl === undefined) {
      throw new ContractError(
        `cannot write the WSDL ${ctx.wsdlOut}: the generator writes a WSDL for a contract whose names are all in one namespace`,
        { file: ctx.contractPath },
      );
    }
    files.push({ path: ctx.wsdlOut, content: wsdl, project: "always" });
  }
  if (ctx.stub !== null && ctx.packages.include !== "client") {
    files.push({
      path: ctx.stub.path,
      content: emitImplementationStub(model, ctx, { stub: ctx.stub.path, outDir: ctx.stub.outDir }),
      project: "once",
    });
  }
  return files;
}

/**
 * Marks the compiled files as generated for git hosts, so a review shows the sources' diff and
 * folds the JavaScript, declarations and maps made from them.
 */
function compiledAttributes(): GeneratedFile {
  return { path: ".gitattributes", content: "*/dist/** linguist-generated=true\n" };
}
