/**
 * The implementation stub `generate` creates for the user to fill, at the path the options name
 * (`server/implementation.ts` by default), only when no file is there: once created it is theirs.
 */
import { authHeader } from "../../model/auth-header.ts";
import type { ServiceModel } from "../../model/service-model.ts";
import { newExpr, obj, str, type ModuleNode } from "../code/code-model.ts";
import { Imports } from "../code/imports.ts";
import { printModule } from "../code/print-module.ts";
import type { EmitScope } from "../emit-scope.ts";
import { packageFolder } from "../package-names.ts";
import { serverNames } from "./server-module.ts";

/**
 * `at`: where the stub is written, and the output folder, each as the project names it (relative
 * to the folder commands run in): its comment says how to serve it from there.
 */
export function emitImplementationStub(
  model: ServiceModel,
  { packages, names }: EmitScope,
  at: { stub: string; outDir: string },
): string {
  // The compiled module where there is one: the implementation imports the package's compiled
  // modules (its DeclaredFault class, say), and the served server must be those same modules.
  const serve = `${at.outDir}/${packageFolder(names.server)}/${packages.target === "ts" ? "src/serve.ts" : "dist/serve.js"}`;
  return printModule(
    stubModule(model, names.server, {
      serveCommand: `npx tsx ${serve} ${at.stub}`,
      stubModule: at.stub.slice(at.stub.lastIndexOf("/") + 1),
    }),
  );
}

function stubModule(
  model: ServiceModel,
  serverPackage: string,
  at: { serveCommand: string; stubModule: string },
): ModuleNode {
  const imports = new Imports();
  const names = serverNames(model);
  const header = authHeader(model) !== undefined;
  const implementation = imports.use(serverPackage, names.implementation, { type: true });
  const options = imports.use(serverPackage, names.options, { type: true });
  return {
    doc: [
      `Your implementation of the ${model.name} service. \`soapgen generate\` created this file once and never overwrites it: it is yours to edit. Each method receives the operation's parameters, read and typed, and a context (the binding${header ? ", the SOAP header" : ""}, the request's headers, an AbortSignal), and returns the operation's result as ${implementation} declares it${model.envelope ? ": the `_data` items, or a whole envelope" : ""}. A method that throws answers with a SOAP fault.`,
      "",
      "Served, with `serverOptions` below (PORT=8080 by default, Ctrl-C stops it), by:",
      "",
      `  ${at.serveCommand}`,
      "",
      "or mounted yourself:",
      "",
      `  import { listen } from "${serverPackage}";`,
      `  import { implementation, serverOptions } from "./${at.stubModule}";`,
      "  const running = await listen(implementation, { ...serverOptions, port: 8080 });",
    ],
    imports: imports.nodes(),
    statements: [
      {
        kind: "const",
        name: "implementation",
        type: implementation,
        value: obj(
          model.operations.map((op) => ({
            key: op.tsName,
            method: { async: true, params: ["_params", "_ctx"], throws: true },
            value: newExpr("Error", [str(`${op.name} is not implemented yet`)]),
          })),
        ),
      },
      {
        kind: "const",
        name: "serverOptions",
        doc: [`How the implementation is served (see ${options}).`],
        type: `Partial<${options}>`,
        value: obj([
          {
            key: "authenticate",
            doc: [
              `Checks the ${header ? "SOAP header" : "credentials"} of every call; null lets every call through.`,
            ],
            value: "null",
          },
        ]),
      },
    ],
  };
}
