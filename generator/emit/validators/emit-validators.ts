/**
 * `validators.ts` of the contract package: plain zod schemas of the contract's types, each
 * operation's parameters, result and faults, and the SOAP headers, built as a code model and
 * printed. Its only imports are zod, `types.ts` and, for dateTime parameters, the runtime's
 * xsd:dateTime reader.
 */
import type { ServiceModel } from "../../model/service-model.ts";
import type { Statement } from "../code/code-model.ts";
import { printModule } from "../code/print-module.ts";
import type { GeneratedFile } from "../generated-file.ts";
import { paramsStatement } from "./params-schema.ts";
import { faultStatement, resultSchema } from "./result-schemas.ts";
import { typeSchemaStatements } from "./type-schemas.ts";
import { validatorMaps, type OperationSchemas } from "./validator-maps.ts";
import { ValidatorScope } from "./validator-scope.ts";

/** The files of the validators, for the package whose folder is `packageDir`. */
export function emitValidators(model: ServiceModel, packageDir: string): GeneratedFile[] {
  return [{ path: `${packageDir}/src/validators.ts`, content: validatorsModule(model) }];
}

export function validatorsModule(model: ServiceModel): string {
  const scope = new ValidatorScope(model);
  const types = typeSchemaStatements(scope);
  const statements: Statement[] = [];
  const operations: OperationSchemas[] = model.operations.map((op) => {
    const params = paramsStatement(op, scope);
    const result = resultSchema(op, scope);
    const fault = faultStatement(op, scope);
    statements.push(params, ...result.statements, ...(fault ? [fault] : []));
    return { name: op.name, params: params.name, result: result.schema, ...(fault ? { fault: fault.name } : {}) };
  });
  const maps = validatorMaps(model, operations, scope);
  const shared = scope.sharedStatements();
  return printModule({
    doc: [
      `zod schemas of the ${model.name} contract: one per type of \`types.ts\`, each checked against that`,
      "type (what it gives is a value of it), and each operation's parameters (as the client passes",
      "them; the output is what the implementation receives), result and faults.",
    ],
    imports: scope.imports.nodes(),
    statements: [...shared, ...types, ...statements, ...maps],
  });
}
