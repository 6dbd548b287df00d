/**
 * The generator proper: a pure function from the model and the emit context to the files of every
 * generated package, then the runtime modules those files use. It touches no disk; writing is the
 * writer's job.
 */
import type { ServiceModel } from "../model/service-model.ts";
import { emitContractPackage } from "./contract/emit-contract-package.ts";
import { emitClientPackage } from "./client/emit-client-package.ts";
import { emitServerPackage } from "./server/emit-server-package.ts";
import { emitFixturesPackage } from "./fixtures/emit-fixtures-package.ts";
import type { GeneratedFile } from "./generated-file.ts";
import type { EmitContext } from "./emit-context.ts";
import { packageFolder, packageNames } from "./package-names.ts";
import { usedRuntime } from "./runtime-files.ts";
import { compareCodeUnits } from "../model/code-unit-order.ts";

/** The packages `ctx.packages.include` names: the contract's and the client's, then the server's, then the fixtures'. */
export function emitService(model: ServiceModel, ctx: EmitContext): GeneratedFile[] {
  const set = ctx.packages.include;
  const server = set !== "client";
  const emitted = [
    ...emitContractPackage(model, ctx),
    ...emitClientPackage(model, ctx),
    ...(server ? emitServerPackage(model, ctx) : []),
    ...(set === "all" ? emitFixturesPackage(model, ctx) : []),
  ];
  const names = packageNames(model, ctx.packages);
  const runtime = [
    { from: "runtime", into: `${packageFolder(names.contract)}/src/runtime`, exportedAs: names.contract },
    { from: "client-runtime", into: `${packageFolder(names.client)}/src/runtime` },
    ...(server ? [{ from: "server-runtime", into: `${packageFolder(names.server)}/src/runtime` }] : []),
  ].flatMap((folder) => usedRuntime(ctx.templates, emitted, folder));
  const files = [...emitted, ...runtime];
  if (ctx.packages.target !== "ts") files.push(compiledAttributes());
  return files.sort((a, b) => compareCodeUnits(a.path, b.path));
}

/**
 * Marks the compiled files as generated for git hosts, so a review shows the sources' diff and
 * folds the JavaScript, declarations and maps made from them.
 */
function compiledAttributes(): GeneratedFile {
  return { path: ".gitattributes", content: "*/dist/** linguist-generated=true\n" };
}
