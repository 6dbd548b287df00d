/**
 * `types.ts` of the contract package: every type of the contract, `AnyTypeItem` when anyType is
 * used, and each operation's parameters, result and faults.
 */
import { isOpen } from "../../model/open-type.ts";
import type { ServiceModel } from "../../model/service-model.ts";
import type { Statement } from "../code/code-model.ts";
import { printModule } from "../code/print-module.ts";
import { Imports } from "../code/imports.ts";
import { TsTypeNamer } from "../common/ts-type-namer.ts";
import { anyTypeItemStatement } from "./any-type-item.ts";
import { complexTypeStatement, familyStatements } from "./complex-type.ts";
import { enumStatements } from "./enum-type.ts";
import { operationStatements, usesAtLeastOne } from "./operation-types.ts";
import { simpleTypeStatement } from "./simple-types.ts";

const ANY_TYPE_MODULE = "./runtime/any-type.js";

/** The SOAP header blocks of the contract by name: what a client's `soapHeaders` and a server's context hold. */
function headersStatement(model: ServiceModel, namer: TsTypeNamer): Statement {
  return {
    kind: "type",
    name: `${model.tsName}Headers`,
    doc: [
      `The SOAP headers of ${model.name}, by name: each operation sends and answers those it binds.`,
    ],
    type: {
      kind: "object",
      members: model.headers.map((h) => ({
        name: h.tsName,
        type: namer.valueOf(h.type),
        optional: true,
        doc: [
          `Header element \`${h.element.local}\`${h.documentation ? `: ${h.documentation}` : "."}`,
        ],
      })),
    },
  };
}

export function emitTypes(model: ServiceModel, namer = new TsTypeNamer(model)): string {
  const imports = new Imports();
  const xmlValue = () => imports.use(ANY_TYPE_MODULE, "XmlValue", { type: true });
  const statements: Statement[] = [];
  const usesAnyType = namer.usesAnyType(model);
  if (usesAnyType) statements.push(anyTypeItemStatement(model, xmlValue()));
  if (model.operations.some(usesAtLeastOne)) {
    statements.push({
      kind: "type",
      name: "AtLeastOne",
      params: "T, K extends keyof T",
      doc: ["`T` with at least one of the keys `K` present."],
      type: "{ [P in K]-?: T & Required<Pick<T, P>> }[K]",
    });
  }
  for (const t of model.types) {
    if (t.kind === "enum") statements.push(...enumStatements(t));
    else if (t.kind === "complex")
      statements.push(complexTypeStatement(t, namer, xmlValue), ...familyStatements(t, namer));
    else statements.push(simpleTypeStatement(t, namer));
  }
  if (model.headers.length > 0) statements.push(headersStatement(model, namer));
  for (const op of model.operations) statements.push(...operationStatements(op, model, namer));
  const keepsXml = usesAnyType || model.types.some((t) => t.kind === "complex" && isOpen(t));
  return printModule({
    doc: [
      `Types of the ${model.name} contract (namespace ${model.namespace}): every schema type, the SOAP headers, and each operation's parameters, result and faults.`,
    ],
    imports: imports.nodes(),
    ...(keepsXml
      ? { reexports: [{ from: ANY_TYPE_MODULE, names: ["XmlFields", "XmlValue"], typeOnly: true }] }
      : {}),
    statements,
  });
}
