// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * A service as the server runtime sees it: the generated `server.ts` describes each operation once
 * (its parameter codec, result codec, stated requirements, bindings and how to call the
 * implementation) and the runtime serves every binding from that description.
 */
import type { Codec, OperationCodec } from "./contract-runtime.js";
import type { Validator } from "./requirements.js";
import type { Binding, CallContext } from "./options.js";
import type { ServicePages } from "./page-data.js";

/** A stated requirement on parameters, by their XML names. */
export interface Requirement {
  kind: "required" | "atLeastOne";
  params: readonly string[];
}

export interface ServerOperation<I, H> {
  codec: OperationCodec<unknown, unknown>;
  /** The contract's validator of the decoded parameters (the typed parameters schema). */
  validator: Validator;
  /** The stated requirements, to word the ErrorDetail items of a refusal. */
  requirements: readonly Requirement[];
  /** Bindings that publish the operation. */
  bindings: readonly Binding[];
  /** The operation's SOAP input binds the authenticating header (so the header is checked). */
  usesHeader: boolean;
  /**
   * HTTP GET/POST answers (ASMX): the result's codec and the document element, `null` when the
   * result's one kept element is the document (an XmlElement); `whole` when the result is content
   * .NET writes itself (a DataSet), whose root declares only its namespace.
   */
  http?: { result: Codec<unknown>; root: string | null; whole?: boolean };
  /** The result is the envelope: item arrays are wrapped in it, and refusals are written in it. */
  enveloped: boolean;
  invoke(implementation: I, params: unknown, ctx: CallContext<H>): Promise<unknown>;
}

export interface HeaderDefinition {
  element: string;
  namespace: string;
  codec: Codec<unknown>;
}

export interface ErrorItem {
  code: string;
  desc: string;
}

export interface ServiceDefinition<I, H> {
  /** The service's name, e.g. `OrderService`. */
  name: string;
  namespace: string;
  /** e.g. `/api/orders.asmx`. */
  endpointPath: string;
  operations: readonly ServerOperation<I, H>[];
  /** The contract's SOAP headers, by their names in a call's context. */
  headers: Readonly<Record<string, HeaderDefinition>>;
  /** The header `authenticate` checks (an ASMX SoapHeader of credentials), by name. */
  auth?: string;
  /** Builds the result envelope: items of a success, or the ErrorDetail items of a refusal. */
  envelope?: {
    success(items: unknown[]): unknown;
    failure(details: ErrorItem[]): unknown;
  };
  /** The WSDL text served at `?WSDL`; absent when the service was generated from a manifest. */
  wsdl?: string | undefined;
  /** The data of the service's pages (rendered by service-pages.ts). */
  pages?: ServicePages;
}
