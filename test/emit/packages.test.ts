/**
 * Exact output of the operations, client, server and fixtures emitters for a tiny contract: one
 * type, and an operation with a twin (the same request on the wire).
 */
import { describe, expect, it } from "vitest";
import { emitService } from "../../generator/emit/emit-service.ts";
import { loadEmitContext } from "../../generator/pipeline/load-emit-context.ts";
import { formatted } from "./support/formatted.ts";
import { builtin, complex, field, named, NS, tinyModel, wrapped } from "./support/tiny-model.ts";

const quote = wrapped(
  "getQuote",
  [field("symbol", builtin("string"))],
  [field("quote", named("Quote"), { minOccurs: 0 })],
);
const twin = {
  ...quote,
  name: "getQuoteAgain",
  output: {
    wrapper: { namespace: NS, local: "getQuoteAgainResponse" },
    fields: [field("quote", named("Quote"), { minOccurs: 0 })],
  },
};
const model = tinyModel({
  types: [
    complex("Quote", [
      field("symbol", builtin("string")),
      field("price", builtin("decimal"), { minOccurs: 0 }),
    ]),
  ],
  operations: [quote, twin],
});
const files = emitService(model, loadEmitContext());
/** A file as emitted, without its provenance header (test/check/ covers that). */
const file = (path: string) =>
  formatted(files.find((f) => f.path === path)!.content.replace(/^(?:\/\/[^\n]*\n)+\n/, ""));

describe("a tiny contract's packages", () => {
  it("operations.ts: each message's elements, only what differs from the common case written", async () => {
    expect(await file("tiny-contract/src/operations.ts")).toBe(`/**
 * Each operation's messages on the wire: what its request and response put in the SOAP Body, how
 * its result is made, its faults and header blocks, and (ASMX) its parameters as HTTP GET/POST
 * text.
 * Each is marked pure (\`@__PURE__\`): a bundle keeps only the operations its program calls.
 */
import * as codecs from "./codecs.js";
import { OperationCodec } from "./runtime/operation.js";
import * as xsd from "./runtime/xsd-codecs.js";
import type * as T from "./types.js";

export const getQuote: OperationCodec<T.GetQuoteParams, T.GetQuoteResult> =
  /* @__PURE__ */ new OperationCodec({
    name: "getQuote",
    namespace: codecs.NAMESPACE,
    soapAction: "urn:getQuote",
    input: {
      wrapper: { ns: codecs.NAMESPACE, local: "getQuote" },
      fields: [{ xml: "symbol", codec: xsd.string }],
    },
    output: {
      wrapper: { ns: codecs.NAMESPACE, local: "getQuoteResponse" },
      fields: [{ xml: "quote", codec: codecs.QuoteCodec, min: 0 }],
    },
    result: "single",
    bindings: ["soap11"],
  });

export const getQuoteAgain: OperationCodec<T.GetQuoteAgainParams, T.GetQuoteAgainResult> =
  /* @__PURE__ */ new OperationCodec({
    name: "getQuoteAgain",
    namespace: codecs.NAMESPACE,
    soapAction: "urn:getQuote",
    input: {
      wrapper: { ns: codecs.NAMESPACE, local: "getQuote" },
      fields: [{ xml: "symbol", codec: xsd.string }],
    },
    output: {
      wrapper: { ns: codecs.NAMESPACE, local: "getQuoteAgainResponse" },
      fields: [{ xml: "quote", codec: codecs.QuoteCodec, min: 0 }],
    },
    result: "single",
    bindings: ["soap11"],
  });

/**
 * Every operation by its method name (as clients and implementations call it; \`name\` is the
 * published one).
 */
export const operations: {
  readonly getQuote: typeof getQuote;
  readonly getQuoteAgain: typeof getQuoteAgain;
} = { getQuote, getQuoteAgain } as const;
`);
  });

  it("calls.ts: one function per operation (a bundle keeps those called); no header options for a contract without headers", async () => {
    expect(await file("tiny-client/src/calls.ts")).toBe(`/**
 * The operations of the Tiny service (urn:tiny) as functions, each called with a caller from
 * {@link createTinyCaller}: a bundle holds only the operations its program calls.
 * {@link createTinyClient} gives them all as methods of one object.
 */
import * as codecs from "tiny-contract/codecs";
import * as operations from "tiny-contract/operations";
import type * as T from "tiny-contract/types";
import {
  type CallOptions,
  Caller,
  type ClientOptions,
  type ServiceDescriptor,
} from "./runtime/caller.js";
import type { ClientParams } from "./runtime/client-params.js";

const SERVICE: ServiceDescriptor = {
  endpointPath: codecs.ENDPOINT_PATH,
  defaultBinding: "soap11",
  headers: {},
};

/** Options of {@link createTinyCaller} and {@link createTinyClient}. */
export type TinyClientOptions = ClientOptions<never, Record<string, never>>;

/**
 * What the operation functions call through: the service's address, binding, credentials and
 * transport.
 */
export type TinyCaller = Caller<never>;

/**
 * Creates a caller. \`baseUrl\` is the service's base address; the endpoint path \`/tiny\` is appended
 * unless the URL already ends with it.
 */
export function createTinyCaller(options: TinyClientOptions): TinyCaller {
  return new Caller<never>(SERVICE, options);
}

/** Calls \`getQuote\` (SOAPAction \`urn:getQuote\`). */
export function callGetQuote(
  caller: TinyCaller,
  params: ClientParams<T.GetQuoteParams>,
  options?: CallOptions<Record<string, never>>,
): Promise<T.GetQuoteResult> {
  return caller.call(operations.getQuote, params, options);
}

/** Calls \`getQuoteAgain\` (SOAPAction \`urn:getQuote\`). */
export function callGetQuoteAgain(
  caller: TinyCaller,
  params: ClientParams<T.GetQuoteAgainParams>,
  options?: CallOptions<Record<string, never>>,
): Promise<T.GetQuoteAgainResult> {
  return caller.call(operations.getQuoteAgain, params, options);
}
`);
  });

  it("client.ts: one method per operation, through the operation's function", async () => {
    expect(await file("tiny-client/src/client.ts")).toBe(`/**
 * Typed client of the Tiny service (urn:tiny), on any of its bindings: SOAP 1.1 (the default).
 *
 * Every operation is a method of one object, so a bundle holds them all; a program that calls a few
 * operations through {@link createTinyCaller} and the \`call…\` functions bundles only those.
 */
import type * as T from "tiny-contract/types";
import {
  type TinyCaller,
  type TinyClientOptions,
  callGetQuote,
  callGetQuoteAgain,
  createTinyCaller,
} from "./calls.js";
import type { CallOptions } from "./runtime/caller.js";
import type { ClientParams } from "./runtime/client-params.js";

/** One method per operation of Tiny. */
export interface TinyClient {
  /** Calls \`getQuote\` (SOAPAction \`urn:getQuote\`). */
  getQuote(
    params: ClientParams<T.GetQuoteParams>,
    options?: CallOptions<Record<string, never>>,
  ): Promise<T.GetQuoteResult>;
  /** Calls \`getQuoteAgain\` (SOAPAction \`urn:getQuote\`). */
  getQuoteAgain(
    params: ClientParams<T.GetQuoteAgainParams>,
    options?: CallOptions<Record<string, never>>,
  ): Promise<T.GetQuoteAgainResult>;
}

/**
 * Creates a client. \`baseUrl\` is the service's base address; the endpoint path \`/tiny\` is appended
 * unless the URL already ends with it.
 */
export function createTinyClient(options: TinyClientOptions): TinyClient {
  return clientOfTiny(createTinyCaller(options));
}

/** The client's methods, each calling its operation's function through \`caller\`. */
function clientOfTiny(caller: TinyCaller): TinyClient {
  return {
    getQuote: (params, callOptions) => callGetQuote(caller, params, callOptions),
    getQuoteAgain: (params, callOptions) => callGetQuoteAgain(caller, params, callOptions),
  };
}
`);
  });

  it("implementation.ts: the interface an implementation fills", async () => {
    expect(
      await file("tiny-server/src/implementation.ts"),
    ).toBe(`/** What an implementation of the Tiny service provides: one async method per operation. */
import type * as T from "tiny-contract/types";
import type { CallContext } from "./runtime/options.js";

/**
 * Handed to every method: the binding, the SOAP header blocks (\`authHeader\` for the authenticating
 * one; \`soapHeaders\` all; \`responseHeaders\` to set those the answer carries), the HTTP request
 * headers and an AbortSignal.
 */
export type TinyContext = CallContext<never, Record<string, never>>;

/** The published operation names. */
export type TinyOperationName = "getQuote" | "getQuoteAgain";

/**
 * The service's operations. Parameters arrive read and typed as ASMX reads them (defaults for value
 * types left out); stated requirements and authentication are checked before a method is called. A
 * method that throws answers a SOAP fault (\`soap:Server\`/\`soap:Receiver\`) or an HTTP 500 without
 * any detail of the error.
 */
export interface TinyImplementation {
  /** Answers \`getQuote\` (SOAPAction \`urn:getQuote\`). */
  getQuote(params: T.GetQuoteParams, ctx: TinyContext): Promise<T.GetQuoteResult>;
  /** Answers \`getQuoteAgain\` (SOAPAction \`urn:getQuote\`). */
  getQuoteAgain(params: T.GetQuoteAgainParams, ctx: TinyContext): Promise<T.GetQuoteAgainResult>;
}
`);
  });

  it("fixtures/index.ts: the twin has neither fixtures nor a round trip, and says why", async () => {
    expect(files.some((f) => f.path === "tiny-fixtures/src/fixtures/getQuoteAgain.ts")).toBe(false);
    expect(
      await file("tiny-fixtures/src/fixtures/index.ts"),
    ).toBe(`/** Every operation's fixtures, by published name. */
import type { OperationFixture, RoundTripFixture } from "../fixture-types.js";
import { getQuoteFixture } from "./getQuote.js";

/** The operations with wire fixtures. */
export const FIXTURES: readonly OperationFixture[] = [getQuoteFixture];

/**
 * Every operation's round trip but these, which no server can tell apart from an earlier one:
 * - \`getQuoteAgain\`: its requests are getQuote's on the wire, so a server answers them as getQuote.
 */
export const ROUND_TRIPS: readonly RoundTripFixture[] = [getQuoteFixture];
`);
  });
});
