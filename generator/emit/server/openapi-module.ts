/**
 * `openapi.ts` of the server package: the contract's OpenAPI document the JSON face serves at
 * `?openapi`, read from the package's `openapi.json` (beside src/ and dist/) when a server turns
 * the JSON face on, once.
 */
import { call, newExpr, str, type ModuleNode } from "../code/code-model.ts";
import { Imports } from "../code/imports.ts";

export function openApiModule(): ModuleNode {
  const imports = new Imports();
  const text = call(imports.use("./runtime/service-description.js", "publishedOpenApi"), [
    call(imports.use("node:fs", "readFileSync"), [
      newExpr("URL", [str("../openapi.json"), "import.meta.url"]),
      str("utf8"),
    ]),
  ]);
  return {
    imports: imports.nodes(),
    statements: [
      {
        kind: "function",
        name: "openApiDocument",
        doc: [
          "The contract's OpenAPI document (`openapi.json` in the package folder, beside src/ and dist/: what `npx soapgen openapi` prints, naming the endpoint as its server, without the examples), served at `?openapi` when the JSON face is on. Read when a handler with the JSON face is made, not at import: a large contract's document runs to megabytes.",
        ],
        params: [],
        returns: "string",
        body: text,
      },
    ],
  };
}
