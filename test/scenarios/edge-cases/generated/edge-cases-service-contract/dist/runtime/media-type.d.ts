// Part of soapgen's runtime, copied into the package: the same for every contract.
// Do not edit: `npx soapgen generate` replaces it.
/**
 * Content-Type headers read into a media type and its parameters. Clients send the same few
 * headers over and over, so each distinct header is parsed once and its result kept (a bounded
 * number of them: a client inventing headers only makes them parsed every time).
 */
export interface MediaType {
    /** Lower-cased `type/subtype`, "" when the header is absent. */
    readonly type: string;
    /** Parameters by lower-cased name, values unquoted. */
    readonly params: ReadonlyMap<string, string>;
}
export declare function parseMediaType(header: string | undefined): MediaType;
