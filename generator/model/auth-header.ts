import type { HeaderModel, ServiceModel } from "./service-model.ts";

/**
 * The header a client's `auth` option and a server's `authenticate` hook stand for: the contract's
 * one header, when every operation that carries headers carries it (ASMX's SoapHeader, the
 * AuthHeader). Contracts with other headers set them by name.
 */
export function authHeader(model: ServiceModel): HeaderModel | undefined {
  if (model.headers.length !== 1) return undefined;
  const header = model.headers[0]!;
  const carrying = model.operations.filter((op) => op.headers.length > 0);
  return carrying.length > 0 && carrying.every((op) => op.headers.includes(header.id)) ? header : undefined;
}
