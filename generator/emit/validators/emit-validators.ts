/**
 * `validators.ts` of the contract package: plain zod schemas of the contract's types, each
 * operation's parameters, result and faults, and the SOAP headers, built as a code model and
 * printed. Its only imports are zod, `types.ts` and, for dateTime parameters, the runtime's
 * xsd:dateTime reader.
 */
import type { ServiceModel } from "../../model/service-model.ts";
import type { ModuleNode, Statement } from "../code/code-model.ts";
import { paramsStatement } from "./params-schema.ts";
import { faultStatement, resultSchema } from "./result-schemas.ts";
import { typeSchemaStatements } from "./type-schemas.ts";
import { validatorMaps, type OperationSchemas } from "./validator-maps.ts";
import { TsTypeNamer } from "../common/ts-type-namer.ts";
import { ValidatorScope } from "./validator-scope.ts";

export function validatorsModule(model: ServiceModel, namer = new TsTypeNamer(model)): ModuleNode {
  const scope = new ValidatorScope(model, namer);
  const types = typeSchemaStatements(scope);
  const statements: Statement[] = [];
  const operations: OperationSchemas[] = model.operations.map((op) => {
    const params = paramsStatement(op, scope);
    const result = resultSchema(op, scope);
    const fault = faultStatement(op, scope);
    statements.push(params, ...result.statements, ...(fault ? [fault] : []));
    return {
      name: op.name,
      params: params.name,
      result: result.schema,
      ...(fault ? { fault: fault.name } : {}),
    };
  });
  const maps = validatorMaps(model, operations, scope);
  const shared = scope.sharedStatements();
  return {
    // One paragraph, wrapped by the printer: the service's name decides where its lines break.
    doc: [
      `zod schemas of the ${model.name} contract: one per type of \`types.ts\`, each checked against that type (what it gives is a value of it), and each operation's parameters (as the client passes them; the output is what the implementation receives), result and faults.`,
    ],
    imports: scope.imports.nodes(),
    statements: [...shared, ...types, ...statements, ...maps],
  };
}
