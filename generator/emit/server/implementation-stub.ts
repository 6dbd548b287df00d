/**
 * The implementation stub `generate` creates for the user to fill, at the path the options name
 * (`server/implementation.ts` by default), only when no file is there: once created it is theirs.
 */
import type { ServiceModel } from "../../model/service-model.ts";
import type { EmitScope } from "../emit-scope.ts";
import { packageFolder } from "../package-names.ts";
import { serverView } from "./server-view.ts";

/**
 * `at`: where the stub is written, and the output folder, each as the project names it (relative
 * to the folder commands run in): its comment says how to serve it from there.
 */
export function emitImplementationStub(
  model: ServiceModel,
  { templates, packages, names, namer }: EmitScope,
  at: { stub: string; outDir: string },
): string {
  // The compiled module where there is one: the implementation imports the package's compiled
  // modules (its DeclaredFault class, say), and the served server must be those same modules.
  const serve = `${at.outDir}/${packageFolder(names.server)}/${packages.target === "ts" ? "src/serve.ts" : "dist/serve.js"}`;
  return templates.render("server/implementation-stub.ts", {
    ...serverView(model, names.contract, namer),
    serverPackage: names.server,
    serveCommand: `npx tsx ${serve} ${at.stub}`,
    stubModule: at.stub.slice(at.stub.lastIndexOf("/") + 1),
  });
}
