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
 * An implementation of every method at once, of the service's implementation type `I`: each call
 * is recorded and answered with the value set by `answer` (or the error set by `fail`).
 */
export declare class RecordingImplementation<I extends object> {
    readonly calls: Received[];
    private next;
    answer(value: unknown): void;
    fail(message: string): void;
    /**
     * The implementation object to hand the server. A proxy has every method a name can ask for,
     * which no type states: it is declared the implementation type.
     */
    readonly implementation: I;
}
/** Calls `method` of a generated client by name. */
export declare function callMethod(client: object, method: string, params: unknown): Promise<unknown>;
