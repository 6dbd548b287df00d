// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.

/**
 * What a generated server is configured with, and what an implementation method is handed. The
 * generated `server.ts` narrows these to the contract's own types.
 */
import type { IncomingHttpHeaders } from "node:http";
import type { XmlLimits } from "./contract-runtime.js";
import type { CorsOptions } from "./cors.js";
import type { WsSecurityServerOptions } from "./ws-security.js";

/** The bindings an ASMX service is called on: SOAP 1.1 and 1.2, HTTP GET and POST. */
export type Binding = "soap11" | "soap12" | "httpGet" | "httpPost";

/** How a call came: on one of the bindings, or on the JSON face (the `json` option). */
export type CallBinding = Binding | "json";

/** What an authentication hook sees besides the credentials: never logged by the server. */
export interface AuthContext {
  binding: CallBinding;
  /** The operation's published name. */
  operation: string;
  headers: IncomingHttpHeaders;
}

/** Handed to every implementation method. */
export interface CallContext<H, S = Record<string, unknown>> extends AuthContext {
  /** The SOAP header the request carried (the one `authenticate` checks); absent on HTTP GET/POST. */
  authHeader?: H;
  /** Every SOAP header block of the contract the request carried, by name (null when nil). */
  soapHeaders: Readonly<Partial<S>>;
  /** Header blocks of the response, by name: set those the operation's output binds. */
  responseHeaders: Partial<S>;
  /** Aborted when the client goes away before the answer is sent. */
  signal: AbortSignal;
  /** Who WS-Security proved the caller is (option `wsSecurity`): absent when it proved nothing. */
  wsSecurity?: WsSecurityIdentity;
}

/** What WS-Security proved of a request. */
export interface WsSecurityIdentity {
  /** The UsernameToken's username, when the `validate` hook accepted it. */
  username?: string;
  /** The certificate (PEM) whose signature of the Body was verified. */
  certificate?: string;
}

/** Checks SOAP credentials; `false` answers `bln_Success=false` with the AUTH error code. */
export type SoapAuthenticate<H> = (authHeader: H, ctx: AuthContext) => boolean | Promise<boolean>;
/** Checks an HTTP GET/POST request (by its headers, say); `false` answers as a rejected SOAP call. */
export type HttpAuthenticate = (ctx: AuthContext) => boolean | Promise<boolean>;

export interface HttpBindingOptions<O extends string = string> {
  /** Off unless true (ASMX's default since .NET 1.1). */
  enabled: boolean;
  /** Only these operations answer on the binding; all of them when left out. */
  operations?: readonly O[];
  /** Required when enabled: a hook, or `null` to let every request through. */
  authenticate: HttpAuthenticate | null;
}

/** The ErrorDetail codes the server itself answers with (defaults `AUTH` and `REQUIRED`). */
export interface ErrorCodes {
  auth: string;
  required: string;
}

/**
 * How a request that fails the contract's validators is described in ErrorDetail items:
 * `requirement`, one item per violated stated requirement, worded as the service behind the ASMX
 * transcripts words it (`SDate and EDate are required.`); `validator`, one item per problem, with
 * the validator's message (`eventGet: EventID: is required, expected an xsd:int ..., got nothing`).
 */
export type ErrorDetailStyle = "requirement" | "validator";

/**
 * Who gets the test form of the operation pages: `local`, requests from the loopback address only
 * (as ASMX's HttpPostLocalhost); `all`, everyone; `off`, no one. The form calls the service as any
 * client does, through every rule of these options.
 */
export type ServicePagesForm = "local" | "all" | "off";

/** The service's documentation pages at `GET <endpoint>` and `?op=<name>`. */
export interface ServicePagesOptions {
  /** Serve the pages (default true); false answers those URLs as ASMX does with its documentation off. */
  enabled?: boolean;
  /** Default `local`. */
  form?: ServicePagesForm;
}

export interface JsonFaceOptions {
  /** Serve the JSON face (default false). */
  enabled?: boolean;
}

/**
 * Each a whole number, checked when the handler is made: the sizes and counts 1 or more, or
 * Infinity for no limit; the time from 1 to 2147483647 ms (the longest a timer waits).
 */
export interface ServerLimits {
  /** Largest request body in bytes; larger ones get 413 (default 4 MB, ASMX's maxRequestLength). */
  maxBodyBytes: number;
  /** Time allowed to receive the request body, in milliseconds; slower ones get 408 (default 30000). */
  bodyTimeoutMs: number;
  /** Most parts of a multipart/related request (MTOM/XOP, SOAP with Attachments), root included (default 64). */
  maxParts: number;
  /** Bounds of the SOAP envelope (default depth 64, 100000 elements, 64 attributes per element). */
  xml: XmlLimits;
}

export interface ServerOptions<H, O extends string = string> {
  /**
   * Checks the SOAP header of every SOAP 1.1 and 1.2 call; `null` lets every call through. A call
   * without the header, or with credentials the hook rejects, gets `bln_Success=false` with the
   * AUTH code, and the implementation is not called.
   */
  authenticate: SoapAuthenticate<H> | null;
  /**
   * The path the service answers at, e.g. `/api/orders.asmx`: by default its address's path in the
   * contract, `/` when the contract publishes no address.
   */
  endpointPath?: string;
  /** HTTP GET `/<op>?...`: off by default. */
  httpGet?: HttpBindingOptions<O>;
  /** HTTP POST `/<op>` with a form body: off by default. */
  httpPost?: HttpBindingOptions<O>;
  /**
   * The JSON face: `POST /<op>` with a JSON body (`Content-Type: application/json`), the mapping of
   * the contract's OpenAPI document (`npx soapgen openapi`). Off by default.
   */
  json?: JsonFaceOptions;
  errorCodes?: Partial<ErrorCodes>;
  /** Wording of the ErrorDetail items of a request the validators refuse (default `requirement`). */
  errorDetails?: ErrorDetailStyle;
  limits?: Partial<Omit<ServerLimits, "xml">> & { xml?: XmlLimits };
  /** Cross-origin calls from browser pages on other origins: off by default, as in ASMX. */
  cors?: CorsOptions;
  /** The service's pages: on, with the test form for local requests, by default. */
  servicePages?: ServicePagesOptions;
  /**
   * Told of every error the client only sees as a 500 (an implementation that throws, a result
   * that cannot be written). Gets no credentials.
   */
  onError?: (error: unknown, where: { operation?: string; binding?: CallBinding }) => void;
  /**
   * WS-Security on SOAP calls: UsernameTokens checked by a hook, Timestamps, X.509 signatures
   * verified against trusted certificates, replays refused, answers signed. Checked before
   * `authenticate`; a refusal is a WS-Security fault and the implementation is not called.
   */
  wsSecurity?: WsSecurityServerOptions;
  /**
   * MTOM/XOP answers: SOAP results as multipart/related XOP packages whose base64Binary values of
   * `threshold` bytes or more (default 1024) travel as binary parts. Off by default, as in ASMX and
   * WCF. Requests are read either way: MTOM, SOAP with Attachments, or plain.
   */
  mtom?: boolean | MtomOptions;
}

export interface MtomOptions {
  /** The smallest base64Binary value sent as an attachment, in bytes (default 1024); smaller ones stay inline. */
  threshold?: number;
}

export const DEFAULT_MTOM_THRESHOLD = 1024;

export const DEFAULT_ERROR_CODES: ErrorCodes = { auth: "AUTH", required: "REQUIRED" };

export const DEFAULT_LIMITS: ServerLimits = {
  maxBodyBytes: 4 * 1024 * 1024,
  bodyTimeoutMs: 30_000,
  maxParts: 64,
  xml: { maxDepth: 64, maxElements: 100_000, maxAttributes: 64 },
};
