// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/** Equal strings, in time that does not depend on where they differ (or on their lengths). */
export declare function constantTimeEqual(a: string, b: string): boolean;
/**
 * `eventGet: EventID=5`: what the demo echoes as its first item, so a caller sees what arrived.
 * Parameters in schema order, by their XML names; ones left out are not listed.
 */
export declare function describeCall(operation: {
    name: string;
    params: readonly {
        xml: string;
        ts: string;
    }[];
}, params: unknown): string;
