/**
 * The contract package: the service's types, the codecs that read and write them on the wire,
 * each operation's parameter codec, zod validators, and the small runtime they share. The generated
 * client and server both build on it. Its one runtime dependency is zod, for the validators.
 */
import type { ServiceModel } from "../../model/service-model.ts";
import type { GeneratedFile } from "../generated-file.ts";
import { packageJson, packageTsconfig } from "../package-files.ts";
import { packageFolder } from "../package-names.ts";
import type { EmitScope } from "../emit-scope.ts";
import type { ModuleNode } from "../code/code-model.ts";
import { printModule } from "../code/print-module.ts";
import { codecsModule } from "../codecs/emit-codecs.ts";
import { operationsModule } from "../operations/emit-operations.ts";
import { moduleFiles } from "../split-module.ts";
import { validatorsModule } from "../validators/emit-validators.ts";
import { emitTypes } from "../types/emit-types.ts";

/** The package's main entry: its types, its operations, and the dateTime value that keeps its text. */
const INDEX: ModuleNode = {
  imports: [],
  reexports: [
    { from: "./types.js", names: "*", typeOnly: true },
    { from: "./operations.js", names: ["operations"] },
    { from: "./runtime/scalar-text.js", names: ["XsdDateTime"] },
  ],
  statements: [],
};

/**
 * What WS-Security signatures load (runtime/ws-security.ts), only when a client or server signs or
 * verifies: optional peers, so that no other use installs them.
 */
const WS_SECURITY_PEERS = { "@xmldom/xmldom": "^0.8.10", "xml-crypto": "^6.0.0" };

export function emitContractPackage(model: ServiceModel, ctx: EmitScope): GeneratedFile[] {
  const name = ctx.names.contract;
  const folder = packageFolder(name);
  return [
    packageJson(
      model,
      name,
      {
        description: `Types, wire codecs and validators of the ${model.name} SOAP contract (${model.namespace}).`,
        role: "contract",
        entries: {
          ".": "index",
          "./types": "types",
          "./codecs": "codecs",
          "./operations": "operations",
          "./validators": "validators",
          "./runtime/*": "runtime/*",
        },
        // Browsers have an XML parser: their bundles read responses with it, not a second one.
        browserEntries: { "./runtime/xml-reader": "runtime/dom-xml-reader" },
        dependencies: { zod: ctx.versions.zod },
        optionalPeers: WS_SECURITY_PEERS,
      },
      ctx.packages,
    ),
    packageTsconfig(name, ctx.packages),
    { path: `${folder}/src/types.ts`, content: emitTypes(model, ctx.namer) },
    ...moduleFiles(`${folder}/src/codecs.ts`, codecsModule(model, ctx.namer)),
    ...moduleFiles(
      `${folder}/src/operations.ts`,
      operationsModule(model, ctx.namer, ctx.httpResults),
    ),
    { path: `${folder}/src/index.ts`, content: printModule(INDEX) },
    ...moduleFiles(`${folder}/src/validators.ts`, validatorsModule(model, ctx.namer)).map(
      (file) => ({ ...file, checkRun: "validators" as const }),
    ),
  ];
}
