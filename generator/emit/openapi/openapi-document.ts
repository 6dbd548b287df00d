/**
 * The OpenAPI 3.1 document of a contract (`soapgen openapi`), by the JSON mapping of
 * docs/openapi.md: one `POST /{operation}` per operation, its request and response bodies JSON
 * Schema 2020-12 components derived from the model, its SOAP faults as error responses, examples
 * from the fixtures' round trips, security schemes from the auth header and the bindings' policies.
 * Made from the model alone; the same model gives the same text (components sorted by name,
 * everything else in the model's order).
 */
import type { OperationModel, ServiceModel } from "../../model/service-model.ts";
import { FAULT_REASON } from "../fixtures/response-fixtures.ts";
import { roundTrip } from "../fixtures/round-trip-fixture.ts";
import { SampleValues } from "../fixtures/sample-values.ts";
import { ComponentNames } from "./component-names.ts";
import { ref, type JsonSchema } from "./json-schema.ts";
import { jsonOf } from "../../../templates/runtime/json-values.ts";
import { OpenApiScope, type SharedComponent } from "./openapi-scope.ts";
import { faultSchema, paramsSchema, resultSchema } from "./operation-schemas.ts";
import { securitySchemes, type Security } from "./security-schemes.ts";
import { sharedSchema } from "./shared-schemas.ts";
import { headerParameters, httpHeaderNames, responseHeaders } from "./soap-headers.ts";
import { typeSchemas } from "./type-schemas.ts";

export const OPENAPI_VERSION = "3.1.1";
const JSON_MEDIA = "application/json";

export interface OpenApiOptions {
  /** Examples from the fixtures' round trips (default: true). */
  examples?: boolean;
  /**
   * The URL the document names as its server (`servers`); none by default, the paths then being
   * relative to where the document is served. The generated server's copy names its endpoint path.
   */
  server?: string;
}

/** The document as a JSON value. */
export function openApiDocument(model: ServiceModel, options: OpenApiOptions = {}): object {
  const scope = new OpenApiScope(model);
  const components: [string, JsonSchema][] = typeSchemas(scope);
  const headerNames = httpHeaderNames(model);
  // Security schemes are names of their own (components.securitySchemes).
  const security = securitySchemes(
    model,
    new ComponentNames(),
    (id) => scope.typeName(id),
    headerNames,
  );
  const samples = options.examples === false ? undefined : new SampleValues(model);
  const paths = model.operations.map((op) => {
    const params = scope.names.claim(`${op.typeStem}Params`);
    components.push([params, paramsSchema(op, scope)]);
    const result = resultSchema(op, scope);
    const resultName = result ? scope.names.claim(`${op.typeStem}Result`) : undefined;
    if (result) components.push([resultName!, result]);
    const fault = faultSchema(op, scope);
    const faultName =
      op.faults.length > 0
        ? scope.names.claim(`${op.typeStem}Fault`)
        : scope.sharedName("SoapFault");
    if (op.faults.length > 0) components.push([faultName, fault]);
    const example = samples ? roundTrip(samples, op) : undefined;
    return [
      `/${encodeURIComponent(op.name)}`,
      {
        post: operation(op, params, resultName, faultName, security, example, {
          parameters: headerParameters(op, scope, headerNames),
          headers: responseHeaders(op, scope, headerNames),
        }),
      },
    ] as const;
  });
  // Shared components refer to others (SoapFault to XmlValue): add until none is missing.
  const added = new Set<SharedComponent>();
  for (let more = true; more; ) {
    more = false;
    for (const shared of [...scope.used].filter((s) => !added.has(s))) {
      components.push([scope.sharedName(shared), sharedSchema(shared, scope)]);
      added.add(shared);
      more = true;
    }
  }
  components.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: model.name,
      version: model.version ?? "1.0.0",
      ...(model.documentation ? { description: model.documentation } : {}),
    },
    ...(options.server === undefined ? {} : { servers: [{ url: options.server }] }),
    paths: Object.fromEntries(paths),
    components: {
      schemas: Object.fromEntries(components),
      ...(security.schemes.length > 0
        ? { securitySchemes: Object.fromEntries(security.schemes) }
        : {}),
    },
  };
}

/** The document as the command writes it: JSON, two spaces, a final newline. */
export function openApiText(model: ServiceModel, options?: OpenApiOptions): string {
  return `${JSON.stringify(openApiDocument(model, options), null, 2)}\n`;
}

function operation(
  op: OperationModel,
  params: string,
  result: string | undefined,
  fault: string,
  security: Security,
  example: { params: unknown; result?: unknown } | undefined,
  soapHeaders: { parameters: object[]; headers: Record<string, object> | undefined },
): object {
  const requirements = security.of(op);
  const errorBody = { content: { [JSON_MEDIA]: { schema: ref(fault) } } };
  const success =
    result !== undefined
      ? {
          200: {
            description: "The operation's result.",
            ...(soapHeaders.headers ? { headers: soapHeaders.headers } : {}),
            content: {
              [JSON_MEDIA]: {
                schema: ref(result),
                ...(example && "result" in example
                  ? { example: jsonOf(example.result) ?? null }
                  : {}),
              },
            },
          },
        }
      : op.output
        ? {
            204: {
              description: "The operation answered with an empty response.",
              ...(soapHeaders.headers ? { headers: soapHeaders.headers } : {}),
            },
          }
        : { 202: { description: "A one-way operation: the request was accepted." } };
  return {
    operationId: op.name,
    ...(op.documentation ? { description: op.documentation } : {}),
    ...(requirements ? { security: requirements } : {}),
    ...(soapHeaders.parameters.length > 0 ? { parameters: soapHeaders.parameters } : {}),
    requestBody: {
      required: true,
      content: {
        [JSON_MEDIA]: {
          schema: ref(params),
          ...(example ? { example: jsonOf(example.params) } : {}),
        },
      },
    },
    responses: {
      ...success,
      400: { description: "A fault the request caused (Client, Sender).", ...errorBody },
      500: {
        description: `A fault of the service (Server, Receiver)${op.faults.length > 0 ? `, or one the operation declares: ${op.faults.map((f) => f.name).join(", ")}` : ""}.`,
        content: {
          [JSON_MEDIA]: {
            schema: ref(fault),
            // The fixtures' fault: what the server answers when the implementation throws.
            ...(example ? { example: { code: "Server", message: FAULT_REASON } } : {}),
          },
        },
      },
    },
    "x-soap-action": op.soapAction,
  };
}
