/**
 * `wsdl.ts` of the server package: the WSDL the service serves at `?WSDL`, read from the package's
 * `service.wsdl` (beside src/ and dist/), or none when no WSDL could be written for the contract.
 */
import { call, newExpr, str, type ModuleNode } from "../code/code-model.ts";
import { Imports } from "../code/imports.ts";

export function wsdlModule(hasWsdl: boolean): ModuleNode {
  const imports = new Imports();
  const value = hasWsdl
    ? call(imports.use("./runtime/service-description.js", "publishedWsdl"), [
        call(imports.use("node:fs", "readFileSync"), [
          newExpr("URL", [str("../service.wsdl"), "import.meta.url"]),
          str("utf8"),
        ]),
      ])
    : "undefined";
  const doc = hasWsdl
    ? [
        "The service's WSDL (`service.wsdl` in the package folder, beside src/ and dist/: the contract's own, or for a manifest the one ASMX would publish), served at `?WSDL` with its port addresses rewritten to the host asked.",
      ]
    : [
        "The contract declares names in more than one namespace: no WSDL is written for it, none is served.",
      ];
  return {
    imports: imports.nodes(),
    statements: [{ kind: "const", name: "WSDL", doc, type: "string | undefined", value }],
  };
}
