/**
 * Services as the server runtime sees them (runtime/service.ts), for tests that drive the runtime
 * without a generated `server.ts`: the operations they name, at `/service.asmx`, in the School's
 * namespace; the School's, with its AuthHeader as the authenticating block.
 */
import { AuthHeaderCodec } from "school-service-contract/codecs";
import { operations as schoolOperations } from "school-service-contract/operations";
import { ServerRuntime } from "../../generated/school-service-server/src/runtime/server-runtime.ts";
import type { ServerOperation } from "../../generated/school-service-server/src/runtime/service.ts";

export const SCHOOL_NS = "http://schoolservice.example.org/api/";

/** The School's header blocks, by their names in a call's context. */
export const SCHOOL_HEADERS = {
  authHeader: { element: "AuthHeader", namespace: SCHOOL_NS, codec: AuthHeaderCodec },
};

/** A service of `operations` (entries, or the contract's codecs alone where nothing is called). */
export function serviceDefinition(operations: readonly object[], headers: object, auth?: string) {
  return {
    name: "Service",
    namespace: SCHOOL_NS,
    endpointPath: "/service.asmx",
    operations: operations as ServerOperation<unknown, unknown>[],
    headers: headers as never,
    ...(auth ? { auth } : {}),
  };
}

/** Entries of the contract's operations that only route: no validator, no implementation. */
export const routedOnly = (operations: object): object[] =>
  Object.values(operations).map((codec) => ({ codec }));

/** The School's operations as the runtime routes and reads them (no implementation is called). */
export function schoolSoapRuntime(): ServerRuntime<unknown, unknown> {
  return new ServerRuntime(
    serviceDefinition(routedOnly(schoolOperations), SCHOOL_HEADERS, "authHeader"),
    {},
    { authenticate: null },
  );
}
