/**
 * A service as the server runtime sees it: the generated `server.ts` describes each operation once
 * (its parameter codec, result codec, stated requirements, bindings and how to call the
 * implementation) and the runtime serves every binding from that description.
 */
import type { Codec, OperationCodec, Validator } from "./contract-runtime.js";
import type { Binding, CallContext } from "./options.js";

/** A stated requirement on parameters, by their XML names. */
export interface Requirement {
  kind: "required" | "atLeastOne";
  params: readonly string[];
}

export interface ServerOperation<I, H> {
  codec: OperationCodec<unknown>;
  /** The contract's validator of the decoded parameters (the typed parameters schema). */
  validator: Validator;
  /** The stated requirements, to word the ErrorDetail items of a refusal. */
  requirements: readonly Requirement[];
  /** Bindings that publish the operation. */
  bindings: readonly Binding[];
  /** The operation's SOAP input binds the service's header (so the header is checked). */
  usesHeader: boolean;
  result: Codec<unknown>;
  /** Document element of HTTP GET/POST answers. */
  httpRoot: string;
  /** The result is the envelope: item arrays are wrapped in it, and refusals are written in it. */
  enveloped: boolean;
  invoke(implementation: I, params: unknown, ctx: CallContext<H>): Promise<unknown>;
}

export interface ErrorItem {
  code: string;
  desc: string;
}

export interface ServiceDefinition<I, H> {
  /** The service's name, e.g. `SchoolService`. */
  name: string;
  namespace: string;
  /** e.g. `/api/schoolservice.asmx`. */
  endpointPath: string;
  operations: readonly ServerOperation<I, H>[];
  /** The SOAP header every call may carry (ASMX's SoapHeader, the AuthHeader). */
  header?: { element: string; namespace: string; codec: Codec<H> };
  /** Builds the result envelope: items of a success, or the ErrorDetail items of a refusal. */
  envelope?: {
    success(items: unknown[]): unknown;
    failure(details: ErrorItem[]): unknown;
  };
  /** The WSDL text served at `?WSDL`; absent when the service was generated from a manifest. */
  wsdl?: string;
}
