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
import { usedRuntime } from "./runtime-files.ts";
import { emitServerPackage } from "./server/emit-server-package.ts";
import { emitImplementationStub } from "./server/implementation-stub.ts";
import { emitWsdl } from "./wsdl/emit-wsdl.ts";

export function emitService(model: ServiceModel, ctx: EmitContext): GeneratedFile[] {
  const scope = emitScope(model, ctx);
  const files = [...packageFiles(model, scope), ...projectFiles(model, scope)];
  return files
    .sort((a, b) => compareCodeUnits(a.path, b.path))
    .map((f) => withProvenance(f, ctx.contractPath));
}

/** The packages' files, and the runtime modules they use. */
function packageFiles(model: ServiceModel, ctx: EmitScope): GeneratedFile[] {
  const set = ctx.packages.include;
  const server = set !== "client";
  const emitted = [
    ...emitContractPackage(model, ctx),
    ...emitClientPackage(model, ctx),
    ...(server ? emitServerPackage(model, ctx) : []),
    ...(set === "all" ? emitFixturesPackage(model, ctx) : []),
  ];
  const { names } = ctx;
  const runtime = [
    {
      from: "runtime",
      into: `${packageFolder(names.contract)}/src/runtime`,
      exportedAs: names.contract,
    },
    { from: "client-runtime", into: `${packageFolder(names.client)}/src/runtime` },
    ...(server
      ? [{ from: "server-runtime", into: `${packageFolder(names.server)}/src/runtime` }]
      : []),
  ].flatMap((folder) => usedRuntime(ctx.templates, emitted, folder));
  const files = [...emitted, ...runtime];
  if (ctx.packages.target !== "ts") files.push(compiledAttributes());
  return files;
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
