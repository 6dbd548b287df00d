import type { HeaderModel, ServiceModel } from "./service-model.ts";

/** The model's auth header (`model.authHeader`, found when the model was built). */
export function authHeader(model: ServiceModel): HeaderModel | undefined {
  return model.authHeader === undefined
    ? undefined
    : model.headers.find((h) => h.id === model.authHeader);
}

/**
 * The header a client's `auth` option and a server's `authenticate` hook stand for: the contract's
 * one header, when every operation that carries headers carries it (ASMX's SoapHeader, the
 * AuthHeader). Contracts with other headers set them by name.
 */
export function findAuthHeader(
  model: Pick<ServiceModel, "headers" | "operations">,
): HeaderModel | undefined {
  if (model.headers.length !== 1) return undefined;
  const header = model.headers[0]!;
  // Credentials are a record of fields; a header of one simple value (a tenant's name, say) is set by name.
  if (header.type.kind !== "named") return undefined;
  const carrying = model.operations.filter((op) => op.headers.length > 0);
  return carrying.length > 0 && carrying.every((op) => op.headers.includes(header.id))
    ? header
    : undefined;
}
