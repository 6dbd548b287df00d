/**
 * Where the generated client sends its calls. With an address in the contract, `baseUrl` plus the
 * address's path (unless `baseUrl` already ends with it); with none (no port publishes one), the
 * caller's `baseUrl` as given, the endpoint's full URL, as node-soap and svcutil take it.
 */
import type { ServiceModel } from "../../model/service-model.ts";

/** Whether no port of the contract publishes an address. */
export function publishesNoAddress(model: ServiceModel): boolean {
  return model.bindings.every((b) => b.address === "");
}

/** The doc sentence of the functions that create a client from `baseUrl`. */
export function baseUrlDoc(model: ServiceModel, what: "client" | "caller"): string {
  return publishesNoAddress(model)
    ? `Creates a ${what}. \`baseUrl\` is the endpoint's full URL, called as given: the contract publishes no address.`
    : `Creates a ${what}. \`baseUrl\` is the service's base address; the endpoint path \`${model.endpointPath}\` is appended unless the URL already ends with it.`;
}
