/**
 * SOAP headers as HTTP headers: each travels as `X-SOAP-<element name>` (the name percent-encoded
 * where it has characters an HTTP header name cannot have), its value the header's value as JSON
 * text with the characters beyond ASCII escaped (`\u00eb`). The auth header is the `apiKey`
 * security scheme (security-schemes.ts); the operation's other request headers are header
 * parameters, and its response headers the success response's headers.
 */
import { authHeader } from "../../model/auth-header.ts";
import type { HeaderModel, OperationModel, ServiceModel } from "../../model/service-model.ts";
import type { OpenApiScope } from "./openapi-scope.ts";
import { jsonHeaderNames } from "../../../templates/runtime/json-values.ts";

const JSON_MEDIA = "application/json";

/** Each header's HTTP name, by id: unique, the same on every run (the JSON face's own rule). */
export function httpHeaderNames(model: ServiceModel): Map<string, string> {
  const names = jsonHeaderNames(model.headers.map((h) => h.element.local));
  return new Map(model.headers.map((h, i) => [h.id, names[i]!]));
}

function headerOf(model: ServiceModel, id: string): HeaderModel {
  return model.headers.find((h) => h.id === id)!;
}

/** The request's SOAP headers but the auth header, as header parameters. */
export function headerParameters(
  op: OperationModel,
  scope: OpenApiScope,
  names: ReadonlyMap<string, string>,
): object[] {
  const auth = authHeader(scope.model)?.id;
  return op.headers
    .filter((id) => id !== auth)
    .map((id) => {
      const h = headerOf(scope.model, id);
      return {
        name: names.get(id)!,
        in: "header",
        required: false,
        description: `The SOAP header ${h.element.local}, as JSON${h.documentation ? `: ${h.documentation}` : "."}`,
        content: { [JSON_MEDIA]: { schema: scope.schemaOf(h.type) } },
      };
    });
}

/** The response's SOAP headers, as the success response's headers. */
export function responseHeaders(
  op: OperationModel,
  scope: OpenApiScope,
  names: ReadonlyMap<string, string>,
): Record<string, object> | undefined {
  if (op.outputHeaders.length === 0) return undefined;
  return Object.fromEntries(
    op.outputHeaders.map((id) => {
      const h = headerOf(scope.model, id);
      return [
        names.get(id)!,
        {
          description: `The SOAP header ${h.element.local} of the response, as JSON${h.documentation ? `: ${h.documentation}` : "."}`,
          content: { [JSON_MEDIA]: { schema: scope.schemaOf(h.type) } },
        },
      ];
    }),
  );
}
