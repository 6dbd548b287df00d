// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * What an operation's fixture holds (`src/fixtures/<operation>.ts`, or a module it shares with the
 * next operations in a contract of more than 100). Use the fixtures in your own tests as well:
 * `import { FIXTURES } from "<this package>"`.
 */
export type Binding = "soap11" | "soap12" | "httpGet" | "httpPost";
export type AnswerKind = "success" | "empty" | "failure";
export interface FixtureRequest {
    method: "GET" | "POST";
    /** Path and query after the host. */
    path: string;
    headers: Record<string, string>;
    body?: string;
}
export interface FixtureResponse {
    status: number;
    contentType: string;
    body: string;
}
export interface AnswerFixture {
    /** What the implementation returns. */
    returns: unknown;
    /** What the client's call resolves to. */
    result: unknown;
    wire: Partial<Record<Binding, FixtureResponse>>;
}
/** What every operation's fixture holds: a round trip through the generated client and server. */
export interface RoundTripFixture {
    operation: string;
    /** The method of the client and of the implementation. */
    method: string;
    /** The bindings that publish the operation. */
    bindings: Binding[];
    roundTrip: {
        /** What the client is called with, and what the implementation receives. */
        params: Record<string, unknown>;
        /** What the implementation returns, and what the call resolves to (absent: nothing). */
        result?: unknown;
    };
}
/**
 * The fixture of an operation shaped as ASMX publishes it: its exact wire texts too. `Auth`: the
 * contract's SOAP header type, for a contract whose fixtures send one.
 */
export interface OperationFixture<Auth = never> extends RoundTripFixture {
    /** The SOAP header the client is given (and the implementation receives on SOAP). */
    auth?: Auth;
    params: Record<string, unknown>;
    /** The parameters the implementation receives, per binding. */
    received: Partial<Record<Binding, Record<string, unknown>>>;
    requests: Partial<Record<Binding, FixtureRequest>>;
    /** Absent for an operation whose result is not the envelope. */
    responses: (Record<AnswerKind, AnswerFixture> & {
        fault: FaultFixture;
    }) | null;
    examples: {
        valid: {
            name: string;
            params: unknown;
        }[];
        invalid: {
            name: string;
            params: unknown;
            messages: string[];
        }[];
    };
}
export interface FaultFixture {
    /** The message of the error the implementation throws; the server does not send it. */
    throws: string;
    wire: Partial<Record<Binding, FixtureResponse>>;
    /** The client's error: its class name and what it carries. */
    error: Partial<Record<Binding, Record<string, unknown>>>;
}
