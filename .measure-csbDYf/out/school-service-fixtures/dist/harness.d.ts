// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
import type { FixtureRequest, FixtureResponse } from "./fixture-types.js";
/** A fetch that records what the client sends and answers with `response`. */
export declare function recordingFetch(response: FixtureResponse): {
    fetch: typeof fetch;
    sent: FixtureRequest[];
};
/** Sends `req` to `origin` as it is (plus Content-Length) and reads the answer. */
export declare function exchange(origin: string, req: FixtureRequest): Promise<FixtureResponse>;
/** What an implementation method was called with. */
export interface Received {
    method: string;
    params: unknown;
    authHeader: unknown;
}
/**
 * An implementation of every method at once: each call is recorded and answered with the value
 * set by `answer` (or the error set by `fail`).
 */
export declare class RecordingImplementation {
    readonly calls: Received[];
    private next;
    answer(value: unknown): void;
    fail(message: string): void;
    /** The implementation object to hand the server. */
    readonly implementation: object;
}
/** Calls `method` of a generated client by name. */
export declare function callMethod(client: object, method: string, params: unknown): Promise<unknown>;
